import { ReserveResult, type ReserveBody } from '../../../../contract/reservation'
import { api } from '../../../lib/api-client'
import type { StoredReservation } from '../reservation-store'

/** The spec's facility update payload for a stored reservation; the email is always empty. */
export function reservePayload(entry: StoredReservation): ReserveBody {
  return {
    facility_id: entry.facility.id,
    facility_type: entry.value,
    reservation_id: entry.reservation_id,
    reservation_name: entry.name,
    reservation_phone: entry.phone,
    reservation_email: '',
    dateRange: entry.dateRange,
    // Not in the spec's payload: only a request made in another language says which (issue 31).
    ...(entry.language ? { language: entry.language } : {}),
    // Optional too (issue 40): the guests the form asked for, which the hotel prices.
    ...(entry.guests ? { guests: entry.guests } : {}),
  }
}

/**
 * Hotel Wi-Fi can hang a request forever; after this long the try is given up (it stays pending
 * and is sent again later with the same reservation_id, so an answer lost on the way is harmless).
 */
const SEND_TIMEOUT_MS = 15_000

export function sendReservation(entry: StoredReservation) {
  return api.put(
    `/facilities/reserve/${encodeURIComponent(entry.facility.id)}`,
    reservePayload(entry),
    ReserveResult,
    AbortSignal.timeout(SEND_TIMEOUT_MS),
  )
}
