// The imports' schedule and the staff's alerts about them (issue 39). `leases`: one row per job
// that must run on one server at a time across replicas (the feeds' import round): whoever holds
// an unexpired lease runs it; a killed holder's lease runs out and another server takes it.
// `channel_alerts`: the alerts already sent (an overbooking of a confirmed stay by a link, a feed
// gone stale since a given success), so each is sent once, whichever server noticed it first:
// the primary key refuses the second.
import { type Kysely, type Migration } from 'kysely'

export const migration018: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('until', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('channel_alerts')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('link_id', 'text', (c) =>
        c.notNull().references('channel_links.id').onDelete('cascade'),
      )
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('channel_alerts_pk', ['kind', 'key'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('channel_alerts').execute()
    await db.schema.dropTable('leases').execute()
  },
}
