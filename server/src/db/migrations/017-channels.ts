// The hotel's calendar shared with the booking sites by iCal (issue 39). A facility's unit may be
// linked to any number of outside calendars (channel_links: the feed the staff pasted, and its
// last attempt, success and error, the staff's "last imported" check); each import leaves the
// link's events as blocks (channel_blocks: one unit from `from_date` up to `to_date`, exclusive,
// one row per event UID, so the same feed again changes nothing). Each facility's export feed is
// reached with a secret (channel_export_keys), rotatable. All go with their facility or link.
import { sql, type Kysely, type Migration } from 'kysely'

export const migration017: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('channel_links')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('facility_id', 'text', (c) =>
        c.notNull().references('facilities.id').onDelete('cascade'),
      )
      .addColumn('unit', 'integer', (c) => c.notNull().check(sql`unit >= 1`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_attempt_at', 'text')
      .addColumn('last_success_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createIndex('channel_links_facility')
      .on('channel_links')
      .columns(['facility_id', 'unit'])
      .execute()
    await db.schema
      .createTable('channel_blocks')
      .addColumn('link_id', 'text', (c) =>
        c.notNull().references('channel_links.id').onDelete('cascade'),
      )
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('from_date', 'text', (c) => c.notNull())
      .addColumn('to_date', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('channel_blocks_pk', ['link_id', 'uid'])
      .addCheckConstraint('channel_blocks_kind', sql`kind in ('reserved', 'blocked')`)
      .execute()
    // The readers ask for a facility's (through its links) blocks over a range of dates.
    await db.schema
      .createIndex('channel_blocks_dates')
      .on('channel_blocks')
      .columns(['link_id', 'to_date', 'from_date'])
      .execute()
    await db.schema
      .createTable('channel_export_keys')
      .addColumn('facility_id', 'text', (c) =>
        c.primaryKey().references('facilities.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('rotated_at', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('channel_export_keys').execute()
    await db.schema.dropTable('channel_blocks').execute()
    await db.schema.dropTable('channel_links').execute()
  },
}
