// The guest's number as the hotel dials it (issue 37): stored as typed ('0803 555 0142' is
// '08035550142'), searched in E.164 ('+2348035550142'), whichever way it or the search was
// written. Reading a local number needs the hotel's calling code (GUEST_PHONE_COUNTRY_CODE, a
// setting, not the schema's): existing rows are filled after the migrations, as the database
// is opened (db/fill-phone-numbers.ts), and new ones as they are stored.
import { type Kysely, type Migration } from 'kysely'

export const migration016: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('reservations').addColumn('phone_e164', 'text').execute()
    await db.schema
      .createIndex('reservations_phone_e164')
      .on('reservations')
      .column('phone_e164')
      .execute()
    // The calling code they were read with: another one (the setting changed) reads them again.
    await db.schema
      .createTable('phone_reading')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('calling_code', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('phone_reading').execute()
    await db.schema.dropIndex('reservations_phone_e164').execute()
    await db.schema.alterTable('reservations').dropColumn('phone_e164').execute()
  },
}
