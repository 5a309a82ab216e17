// The contact form's messages (server/src/contact/), each stored with its `contact.message`
// outbox event in one transaction. The staff list them newest first.
import { type Kysely, type Migration } from 'kysely'

export const migration006: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('message_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('contact_messages_newest_first')
      .on('contact_messages')
      .columns(['received_at desc', 'message_id'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_messages').execute()
  },
}
