// The front desk's day (issue 54): the hotel's units by their names and housekeeping states, and
// each confirmed stay's unit and its place at the desk (checked in, checked out, no-show), with
// when and by whom.
//
// A unit is a facility's place from 1 to its capacity; a row exists only once the owner named it or
// someone set its state (a unit without one is named from its facility and clean). The names are
// unique in the hotel whatever their case (`name_key`, the name in lower case).
import { sql, type Kysely, type Migration } from 'kysely'

export const migration022: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('units')
      .addColumn('facility_id', 'text', (c) =>
        c.notNull().references('facilities.id').onDelete('cascade'),
      )
      .addColumn('number', 'integer', (c) => c.notNull())
      // Null: named from the facility ("Deluxe Room 2") until the owner names it.
      .addColumn('name', 'text')
      .addColumn('name_key', 'text', (c) => c.unique())
      // clean | dirty | inspected | out_of_order (contract/frontdesk.ts UnitState).
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('clean'))
      // Out of order: why, from which date (the hotel's today when it was said) and up to which
      // (exclusive; null: until someone marks it otherwise).
      .addColumn('reason', 'text')
      .addColumn('out_from', 'text')
      .addColumn('out_until', 'text')
      .addColumn('changed_at', 'text')
      .addColumn('changed_by', 'text')
      .addPrimaryKeyConstraint('units_pk', ['facility_id', 'number'])
      .addCheckConstraint(
        'units_state',
        sql`state in ('clean', 'dirty', 'inspected', 'out_of_order')`,
      )
      .execute()
    // SQLite takes one ADD COLUMN per statement.
    // The unit the stay sleeps in (units.number of its facility); null: none given yet.
    await db.schema.alterTable('reservations').addColumn('unit', 'integer').execute()
    // null (not arrived yet) | checked_in | checked_out | no_show: the request stays `confirmed`.
    await db.schema.alterTable('reservations').addColumn('desk_status', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('checked_in_at', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('checked_in_by', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('checked_out_at', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('checked_out_by', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('no_show_at', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('no_show_by', 'text').execute()
    // The day's departures (by their last date) and the guests in the house (by the desk status).
    await db.schema
      .createIndex('reservations_status_to')
      .on('reservations')
      .columns(['status', 'date_to'])
      .execute()
    await db.schema
      .createIndex('reservations_desk_status')
      .on('reservations')
      .columns(['desk_status', 'date_to'])
      .execute()
    // A unit's stays (the placement's check that a unit is free).
    await db.schema
      .createIndex('reservations_facility_unit')
      .on('reservations')
      .columns(['facility_id', 'unit', 'occupied_until'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('reservations_facility_unit').execute()
    await db.schema.dropIndex('reservations_desk_status').execute()
    await db.schema.dropIndex('reservations_status_to').execute()
    for (const column of [
      'no_show_by',
      'no_show_at',
      'checked_out_by',
      'checked_out_at',
      'checked_in_by',
      'checked_in_at',
      'desk_status',
      'unit',
    ]) {
      await db.schema.alterTable('reservations').dropColumn(column).execute()
    }
    await db.schema.dropTable('units').execute()
  },
}
