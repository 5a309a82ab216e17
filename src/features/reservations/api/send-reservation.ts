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
  }
}

export function sendReservation(entry: StoredReservation) {
  return api.put(
    `/facilities/reserve/${encodeURIComponent(entry.facility.id)}`,
    reservePayload(entry),
    ReserveResult,
  )
}
