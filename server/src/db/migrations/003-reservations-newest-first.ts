// The staff's list pages newest first by (received_at desc, reservation_id): an index kept in
// that order lets a page be read from where the last one ended, without sorting the table.
// It leads with received_at, so it replaces the index on received_at alone.
import { type Kysely, type Migration } from 'kysely'

export const migration003: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_newest_first')
      .on('reservations')
      .columns(['received_at desc', 'reservation_id'])
      .execute()
    await db.schema.dropIndex('reservations_received').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_received')
      .on('reservations')
      .column('received_at')
      .execute()
    await db.schema.dropIndex('reservations_newest_first').execute()
  },
}
