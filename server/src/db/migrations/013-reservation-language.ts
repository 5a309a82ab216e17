// The language a request was made in (issue 31): what the guest is told later speaks it.
import { type Kysely, type Migration } from 'kysely'

export const migration013: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('reservations').addColumn('language', 'text').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('reservations').dropColumn('language').execute()
  },
}
