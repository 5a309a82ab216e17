// The desk's SQL (issue 54): the stays a day at the desk reads, and a stay's move at the desk with
// its line in the request's history, written in the transaction of the facility's lock the desk
// holds (reservations/repository.ts withFacilityLock), so two moves of one stay, or of two stays
// onto one unit, never interleave.
import { randomUUID } from 'node:crypto'
import { addDays } from '../../../contract/calendar-date'
import type { Database } from '../db/schema'
import { openTransaction, type Transaction } from '../db/transaction'
import type { ReservationRow } from '../reservations/repository'

/** What a move at the desk writes on the stay: its desk status and when and who, its nights. */
export interface DeskWrite {
  desk_status?: 'checked_in' | 'checked_out' | 'no_show'
  checked_in_at?: string
  checked_in_by?: string
  checked_out_at?: string
  checked_out_by?: string
  no_show_at?: string
  no_show_by?: string
  /** The first day after its nights, when the move gives some back (or adds some). */
  occupied_until?: string
  date_to?: string
  quote?: string | null
  payment_terms?: string | null
  balance_due_by?: string | null
}

/** The history's line of a desk move: from confirmed to the desk status, by whom. */
export interface DeskEvent {
  at: string
  to: string
  note: string | null
  staff_id: string | null
  by_name: string
}

export function deskRepository({ db }: Database) {
  return {
    /**
     * The confirmed stays a day at the desk may list: arriving on `date` or the day before,
     * leaving on it, staying over it, still checked in past their last night, checked out early
     * on it (their nights end on it), or not arrived yet with nights left to come.
     */
    async dayStays(date: string): Promise<ReservationRow[]> {
      const before = addDays(date, -1)
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where((eb) =>
          eb.or([
            eb.and([eb('date_from', '>=', before), eb('date_from', '<=', date)]),
            eb('date_to', '=', date),
            eb.and([eb('desk_status', '=', 'checked_in'), eb('date_to', '<=', date)]),
            eb.and([eb('date_from', '<', date), eb('occupied_until', '>=', date)]),
          ]),
        )
        .orderBy('date_from')
        .orderBy('reservation_id')
        .execute()
    },

    /**
     * Confirmed stays with nights from `today` on and no unit (confirmed before units existed, or
     * when none was free for all their nights), or one past their facility's units (its number of
     * units lowered in the catalogue since), by facility and arrival.
     */
    async unplaced(today: string): Promise<ReservationRow[]> {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where((eb) =>
          eb.or([
            eb('unit', 'is', null),
            eb(
              'unit',
              '>',
              eb
                .selectFrom('facilities')
                .select('capacity')
                .whereRef('facilities.id', '=', 'reservations.facility_id'),
            ),
          ]),
        )
        .where('occupied_until', '>', today)
        .where((eb) => eb.or([eb('desk_status', 'is', null), eb('desk_status', '=', 'checked_in')]))
        .orderBy('facility_id')
        .orderBy('date_from')
        .orderBy('reservation_id')
        .execute()
    },

    /** Writes a desk move on the stay and its line in the history. */
    async write(tx: Transaction, reservationId: string, set: DeskWrite, event?: DeskEvent) {
      const trx = openTransaction(tx)
      await trx
        .updateTable('reservations')
        .set(set)
        .where('reservation_id', '=', reservationId)
        .execute()
      if (!event) return
      await trx
        .insertInto('reservation_events')
        .values({
          id: randomUUID(),
          reservation_id: reservationId,
          at: event.at,
          from_status: 'confirmed',
          to_status: event.to,
          by: 'staff',
          note: event.note,
          staff_id: event.staff_id,
          by_name: event.by_name,
        })
        .execute()
    },
  }
}
export type DeskRepository = ReturnType<typeof deskRepository>
