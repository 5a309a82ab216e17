// The console's messages screen (issue 29): a contact message is handled once a colleague has
// answered it (when, and who, as the history of a request names them); the unread count and the
// screen's "new" marks read the messages not yet handled, through their own small index.
import { sql, type Kysely, type Migration } from 'kysely'

export const migration011: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite takes one ADD COLUMN per statement.
    await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute()
    await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute()
    await db.schema.alterTable('contact_messages').addColumn('handled_by_id', 'text').execute()
    await db.schema
      .createIndex('contact_messages_unhandled')
      .on('contact_messages')
      .column('received_at')
      .where(sql.ref('handled_at'), 'is', null)
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('contact_messages_unhandled').execute()
    for (const column of ['handled_by_id', 'handled_by', 'handled_at']) {
      await db.schema.alterTable('contact_messages').dropColumn(column).execute()
    }
  },
}
