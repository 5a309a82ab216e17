// How many people a facility sleeps or holds, what a guest asks first: not `capacity`, which
// counts the units the hotel lets. Null for a facility the staff add without it. The opening
// catalogue's facilities get theirs, found by the type and name they were seeded with; one the
// staff have renamed is theirs to fill in (`facilities update <id> --guests <n>`).
import { type Kysely, type Migration } from 'kysely'
import type { Schema } from '../schema'
import { seedCatalogue } from '../seed-catalogue'

export const migration009: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('facilities').addColumn('guests', 'integer').execute()
    const typed = db as Kysely<Schema>
    for (const { type, name, guests } of seedCatalogue) {
      if (guests === undefined) continue
      await typed
        .updateTable('facilities')
        .set({ guests })
        .where('type', '=', type)
        .where('name', '=', name)
        .where('guests', 'is', null)
        .execute()
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('facilities').dropColumn('guests').execute()
  },
}
