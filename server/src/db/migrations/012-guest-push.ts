// Web Push to the guest (issue 30): the server's VAPID key pairs (made once on first start,
// shared by every replica through the database; a rotation retires the old pair, which still
// signs for the subscriptions made with it) and each request's subscriptions, one per device.
import { type Kysely, type Migration } from 'kysely'

export const migration012: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('push_keys')
      .addColumn('key_id', 'text', (c) => c.primaryKey())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('retired_at', 'text')
      .execute()
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('subscription_id', 'text', (c) => c.primaryKey())
      .addColumn('reservation_id', 'text', (c) =>
        c.notNull().references('reservations.reservation_id'),
      )
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull().references('push_keys.key_id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('push_subscriptions_reservation')
      .on('push_subscriptions')
      .column('reservation_id')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('push_subscriptions').execute()
    await db.schema.dropTable('push_keys').execute()
  },
}
