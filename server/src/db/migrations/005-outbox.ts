// Staff notifications (notifications/outbox.ts): an event is written in the same transaction
// as the request it tells of, with one delivery row per channel, so a committed request always
// has its notification; the worker claims a due delivery with a lease and records the outcome.
import { type Kysely, type Migration } from 'kysely'

export const migration005: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('outbox_deliveries')
      .addColumn('event_id', 'text', (c) => c.notNull().references('outbox.event_id'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('lease_token', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('last_error', 'text')
      .addPrimaryKeyConstraint('outbox_deliveries_pk', ['event_id', 'channel'])
      .execute()
    await db.schema
      .createIndex('outbox_deliveries_due')
      .on('outbox_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outbox_deliveries').execute()
    await db.schema.dropTable('outbox').execute()
  },
}
