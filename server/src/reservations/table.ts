// The reservations table as both its repositories read it (repository.ts, the booking and the
// moves; staff-list-repository.ts, the console's lists): its rows, and the two conditions that
// decide which requests count. Only requests that hold nights count for capacity, availability
// and the calendar: confirmed ones, and received ones not past their hold (`cutoff`: received
// before it means expired). A status is the one the guest sees: past its hold reads as expired.
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely'
import type { ReservationStatus } from '../../../contract/reservation'
import type { ReservationEventsTable, ReservationsTable, Schema } from '../db/schema'

export type ReservationRow = Selectable<ReservationsTable>
export type NewReservationRow = Insertable<ReservationsTable>

/** What the staff's search matches (rules' searchOf reads the box's text): see `search`. */
export type RequestSearch =
  | { reference: string }
  | { phoneE164: string; orReference?: string }
  | { phone: string }
  | { name: string }
export type ReservationEventRow = Selectable<ReservationEventsTable>

/** The requests that hold nights now (`cutoff`: undefined when holds never expire). */
export function holdsNights(
  eb: ExpressionBuilder<Schema, 'reservations'>,
  cutoff: string | undefined,
) {
  return eb.or([
    eb('status', '=', 'confirmed'),
    cutoff === undefined
      ? eb('status', '=', 'received')
      : eb.and([eb('status', '=', 'received'), eb('received_at', '>=', cutoff)]),
  ])
}

/** Rows whose status, as the guest sees it, is `status`. */
export function hasStatus(
  eb: ExpressionBuilder<Schema, 'reservations'>,
  status: ReservationStatus,
  cutoff: string | undefined,
) {
  if (cutoff === undefined) return eb('status', '=', status)
  if (status === 'received') {
    return eb.and([eb('status', '=', 'received'), eb('received_at', '>=', cutoff)])
  }
  if (status === 'expired') {
    return eb.or([
      eb('status', '=', 'expired'),
      eb.and([eb('status', '=', 'received'), eb('received_at', '<', cutoff)]),
    ])
  }
  return eb('status', '=', status)
}
