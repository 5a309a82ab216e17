// The outbox keeps a guest's name and phone only while they are needed (notifications/outbox.ts
// prune): when an event's payload was cut down to what names the request, and the index the
// periodic prune reads (events not yet pruned, oldest first).
import { sql, type Kysely, type Migration } from 'kysely'

export const migration007: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('pruned_at', 'text').execute()
    await db.schema
      .createIndex('outbox_unpruned')
      .on('outbox')
      .column('created_at')
      .where(sql.ref('pruned_at'), 'is', null)
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_unpruned').execute()
    await db.schema.alterTable('outbox').dropColumn('pruned_at').execute()
  },
}
