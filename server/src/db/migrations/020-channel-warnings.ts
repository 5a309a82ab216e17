// What the last good import of a link skipped (issue 50): a feed's bad event is skipped and the
// others imported, and the owner reads which one and why on the link ("Event 3 was skipped: its
// dates could not be read"). A JSON array of those sentences, never text of the feed's own; a
// failed import leaves it, as it leaves the nights, as the last good import made them.
import { sql, type Kysely, type Migration } from 'kysely'

export const migration020: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('channel_links')
      .addColumn('last_warnings', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('channel_links').dropColumn('last_warnings').execute()
  },
}
