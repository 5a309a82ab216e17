// The staff's own facility photos (facilities/photo-file.ts), stored in the database rather than
// DATA_DIR: PostgreSQL replicas share no disk, and a backup of the database then holds them.
// `bytea` is PostgreSQL's binary type; SQLite gives that name no affinity that converts a blob,
// so it stores the bytes as they are, as a `blob` column would.
import { type Kysely, type Migration } from 'kysely'

export const migration008: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('facility_photos')
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('data', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('facility_photos_pk', ['hash', 'width'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('facility_photos').execute()
  },
}
