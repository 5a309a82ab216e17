// The staff's phones told of each new request and contact message by Web Push (issue 37): one
// row per browser (its endpoint's hash), for the person who turned it on, signed with the pair
// current then. A person's devices go when they sign out or are revoked.
import { type Kysely, type Migration } from 'kysely'

export const migration014: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_push_devices')
      .addColumn('device_id', 'text', (c) => c.primaryKey())
      .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id'))
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull().references('push_keys.key_id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('staff_push_devices_staff')
      .on('staff_push_devices')
      .column('staff_id')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_push_devices').execute()
  },
}
