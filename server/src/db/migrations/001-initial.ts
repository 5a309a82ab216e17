// The first schema: the catalogue (facilities) and the guests' reservation requests, each with
// the facility's name and type as they were when it was asked for.
import { type Kysely, type Migration } from 'kysely'

export const migration001: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('facilities')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('img', 'text', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('facilities_type').on('facilities').column('type').execute()

    await db.schema
      .createTable('reservations')
      .addColumn('reservation_id', 'text', (c) => c.primaryKey())
      .addColumn('facility_id', 'text', (c) => c.notNull())
      .addColumn('facility_type', 'text', (c) => c.notNull())
      .addColumn('facility_name', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('date_from', 'text', (c) => c.notNull())
      .addColumn('date_to', 'text', (c) => c.notNull())
      .addColumn('occupied_until', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('reservations_facility_dates')
      .on('reservations')
      .columns(['facility_id', 'occupied_until', 'date_from'])
      .execute()
    await db.schema
      .createIndex('reservations_received')
      .on('reservations')
      .column('received_at')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reservations').execute()
    await db.schema.dropTable('facilities').execute()
  },
}
