// A request has a life (received -> confirmed | declined | cancelled | expired), a reference a
// guest reads over the phone, and a history of who changed it when. Existing requests are
// 'received' since they were received, with the reference of their id.
import { type Kysely, type Migration } from 'kysely'
import { reservationReference } from '../../../../contract/reference'
import type { Schema } from '../schema'

export const migration004: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('reservations')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
      .execute()
    await db.schema.alterTable('reservations').addColumn('status_changed_at', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('status_note', 'text').execute()
    await db.schema.alterTable('reservations').addColumn('reference', 'text').execute()
    const typed = db as Kysely<Schema>
    const rows = await typed
      .selectFrom('reservations')
      .select(['reservation_id', 'received_at'])
      .execute()
    for (const row of rows) {
      await typed
        .updateTable('reservations')
        .set({
          reference: await reservationReference(row.reservation_id),
          status_changed_at: row.received_at,
        })
        .where('reservation_id', '=', row.reservation_id)
        .execute()
    }
    // Unique: two requests never share a reference (a colliding new one is refused).
    await db.schema
      .createIndex('reservations_reference')
      .unique()
      .on('reservations')
      .column('reference')
      .execute()
    // The open requests of one phone are counted on every booking.
    await db.schema
      .createIndex('reservations_phone_status')
      .on('reservations')
      .columns(['phone', 'status'])
      .execute()
    // The sweep finds the unanswered requests past their hold.
    await db.schema
      .createIndex('reservations_status_received')
      .on('reservations')
      .columns(['status', 'received_at'])
      .execute()
    await db.schema
      .createTable('reservation_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reservation_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('by', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute()
    await db.schema
      .createIndex('reservation_events_reservation')
      .on('reservation_events')
      .columns(['reservation_id', 'at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reservation_events').execute()
    for (const index of [
      'reservations_reference',
      'reservations_phone_status',
      'reservations_status_received',
    ]) {
      await db.schema.dropIndex(index).execute()
    }
    for (const column of ['status', 'status_changed_at', 'status_note', 'reference']) {
      await db.schema.alterTable('reservations').dropColumn(column).execute()
    }
  },
}
