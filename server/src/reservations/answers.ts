// A stored request as each reader is answered with it: the guest's device (its status, the live
// channel's state, the stay page's path once confirmed: never the guest's name, phone or email), the staff's list and inbox (the
// record, its hold). The guests and price are the ones stored at the request's arrival. The status is the one as of now (hold.ts: past its hold reads as expired).
import { formatReference, reservationReference } from '../../../contract/reference'
import type { DeskStatus } from '../../../contract/desk-status'
import type {
  ReservationRecord,
  ReservationStatusAnswer,
  ReserveResult,
} from '../../../contract/reservation'
import type { RequestLiveState } from '../../../contract/request-live'
import type { StaffRequest } from '../../../contract/staff'
import { stayPath } from '../../../contract/stay'
import type { RequestHold } from './hold'
import type { ReservationRow } from './repository'
import { storedQuote } from './stored-quote'

/** The answer to a booking (the first time, and every replay of it). */
export function received(row: ReservationRow): ReserveResult {
  return {
    reservation_id: row.reservation_id,
    facility_id: row.facility_id,
    status: 'received',
    dateRange: { from: row.date_from, to: row.date_to },
  }
}

export function requestAnswers({ statusOf, holdUntil }: RequestHold) {
  /** A request's state as its guest sees it: the live channel's event, the status's core. */
  function liveState(row: ReservationRow, now: Date): RequestLiveState {
    const status = statusOf(row, now)
    const unrecordedExpiry = status === 'expired' && row.status === 'received'
    return {
      reservation_id: row.reservation_id,
      status,
      note: row.status_note,
      updated_at: unrecordedExpiry
        ? (holdUntil(row) ?? row.received_at)
        : (row.status_changed_at ?? row.received_at),
      hold_until: status === 'received' ? holdUntil(row) : null,
      // Made when the hotel confirms: from then on the device links the stay's own page.
      ...(row.stay_token ? { stay_path: stayPath(row.stay_token, row.language) } : {}),
      // The guest is in (issue 54): their page reads the stay as checked in.
      ...(status === 'confirmed' && row.desk_status === 'checked_in'
        ? { checked_in: true as const }
        : {}),
    }
  }

  async function statusAnswer(row: ReservationRow, now: Date): Promise<ReservationStatusAnswer> {
    const { reservation_id, status, note, updated_at, hold_until, stay_path, checked_in } =
      liveState(row, now)
    return {
      reservation_id,
      reference: formatReference(row.reference ?? (await reservationReference(row.reservation_id))),
      status,
      facility_id: row.facility_id,
      facility_name: row.facility_name,
      dateRange: { from: row.date_from, to: row.date_to },
      note,
      updated_at,
      hold_until,
      // The guests and the price as the request arrived: no name in them, fit for a public answer.
      guests: row.guests ?? null,
      quote: storedQuote(row.quote),
      ...(stay_path ? { stay_path } : {}),
      ...(checked_in ? { checked_in } : {}),
    }
  }

  function toRecord(r: ReservationRow, now: Date): ReservationRecord {
    return {
      reservation_id: r.reservation_id,
      facility_id: r.facility_id,
      facility_name: r.facility_name,
      facility_type: r.facility_type as ReservationRecord['facility_type'],
      name: r.name,
      phone: r.phone,
      email: r.email,
      dateRange: { from: r.date_from, to: r.date_to },
      received_at: r.received_at,
      status: statusOf(r, now),
      // Stored ungrouped (the unique index's form); answered as people read it.
      reference: r.reference === null ? null : formatReference(r.reference),
      status_changed_at: r.status_changed_at,
      status_note: r.status_note,
      language: r.language ?? null,
      guests: r.guests ?? null,
      quote: storedQuote(r.quote),
      ...(r.status === 'confirmed'
        ? { desk_status: (r.desk_status as DeskStatus | null) ?? 'confirmed' }
        : {}),
    }
  }

  /** The staff's record, and how long its hold has left while it is received. */
  function toStaffRequest(r: ReservationRow, now: Date): StaffRequest {
    const record = toRecord(r, now)
    return { ...record, hold_until: record.status === 'received' ? holdUntil(r) : null }
  }

  return { liveState, statusAnswer, toRecord, toStaffRequest }
}
export type RequestAnswers = ReturnType<typeof requestAnswers>
