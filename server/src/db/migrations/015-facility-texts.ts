// A facility's name and description per language (issue 37): one row per facility and language
// other than the default; deleted with its facility (facilities/repository.ts).
import { type Kysely, type Migration } from 'kysely'

export const migration015: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('facility_texts')
      .addColumn('facility_id', 'text', (c) =>
        c.notNull().references('facilities.id').onDelete('cascade'),
      )
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('facility_texts_pk', ['facility_id', 'language'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('facility_texts').execute()
  },
}
