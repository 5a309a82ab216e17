// Each time a unit was out of order (issue 55's figures): `units` holds a unit's state *now*, and a
// unit marked back in service forgets when it was out, so a past month's nights available came
// back up once the unit was cleaned. A period is written in the same transaction as the unit's
// state (facilities/units-repository.ts setState): opened when the unit is put out of order, its
// end moved to the hotel's today when the unit is marked otherwise before its "until".
//
// The units out of order now are copied in: their periods so far are what the rows still hold.
import { sql, type Kysely, type Migration } from 'kysely'

export const migration023: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('unit_out_periods')
      .addColumn('facility_id', 'text', (c) =>
        c.notNull().references('facilities.id').onDelete('cascade'),
      )
      .addColumn('number', 'integer', (c) => c.notNull())
      // The hotel's dates: out from `out_from` up to, not including, `out_until` (null: open).
      .addColumn('out_from', 'text', (c) => c.notNull())
      .addColumn('out_until', 'text')
      .addColumn('reason', 'text')
      // One period of a unit starts on a day: a period begun and ended on one day is not kept.
      .addPrimaryKeyConstraint('unit_out_periods_pk', ['facility_id', 'number', 'out_from'])
      .addCheckConstraint('unit_out_periods_span', sql`out_until is null or out_until > out_from`)
      .execute()
    await sql`
      insert into unit_out_periods (facility_id, number, out_from, out_until, reason)
      select facility_id, number, out_from, out_until, reason from units
      where state = 'out_of_order' and out_from is not null
        and (out_until is null or out_until > out_from)`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('unit_out_periods').execute()
  },
}
