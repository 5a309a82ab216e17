// What a stay costs (issue 40): each facility's rate rules (contract/rates.ts: a base, weekday
// prices, seasons once or every year, stay rules), amounts in the currency's minor unit as whole
// numbers (bigint: a suite's night in kobo passes 2^31 in PostgreSQL's integer); and on each
// request the guests it is for and the price the server worked out at its arrival (`quote`, the
// quote API's JSON), which a later change of rates never touches. Rules go with their facility.
import { sql, type Kysely, type Migration } from 'kysely'

export const migration019: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('facility_rates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('facility_id', 'text', (c) =>
        c.notNull().references('facilities.id').onDelete('cascade'),
      )
      .addColumn('date_from', 'text')
      .addColumn('date_to', 'text')
      .addColumn('every_year', 'integer', (c) => c.notNull().defaultTo(0))
      // Weekdays as `fri,sat`; '' for every day.
      .addColumn('days', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('nightly', 'bigint')
      .addColumn('extra_guest', 'bigint')
      .addColumn('included_guests', 'integer')
      .addColumn('min_stay', 'integer')
      .addColumn('max_stay', 'integer')
      .addColumn('closed_arrival', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('facility_rates_season', sql`(date_from is null) = (date_to is null)`)
      .addCheckConstraint('facility_rates_amounts', sql`nightly >= 0 and extra_guest >= 0`)
      .execute()
    await db.schema
      .createIndex('facility_rates_facility')
      .on('facility_rates')
      .columns(['facility_id', 'created_at'])
      .execute()
    // SQLite takes one ADD COLUMN per statement.
    await db.schema.alterTable('reservations').addColumn('guests', 'integer').execute()
    await db.schema.alterTable('reservations').addColumn('quote', 'text').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('reservations').dropColumn('quote').execute()
    await db.schema.alterTable('reservations').dropColumn('guests').execute()
    await db.schema.dropTable('facility_rates').execute()
  },
}
