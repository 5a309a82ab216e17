import { ReservationStatusAnswer } from '../../../../contract/reservation'
import { api } from '../../../lib/api-client'
import type { HotelAnswer } from '../reservation-store'

const READ_TIMEOUT_MS = 15_000

/** The hotel's answer to a request, from the public route that never names the guest. */
export async function readStatus(reservationId: string): Promise<HotelAnswer> {
  const answer = await api.get(
    `/reservations/${encodeURIComponent(reservationId)}/status`,
    ReservationStatusAnswer,
    AbortSignal.timeout(READ_TIMEOUT_MS),
  )
  return hotelAnswer(answer)
}

export function hotelAnswer(answer: ReservationStatusAnswer): HotelAnswer {
  return {
    status: answer.status,
    note: answer.note,
    updatedAt: answer.updated_at,
    holdUntil: answer.hold_until,
    checkedAt: new Date().toISOString(),
    // The price the hotel stored with the request (issue 40): the card shows it over the device's.
    ...(answer.quote ? { quote: answer.quote } : {}),
    // Once the hotel confirmed: the card links the stay's own page (issue 53).
    ...(answer.stay_path ? { stayPath: answer.stay_path } : {}),
    // While the guest is checked in (issue 54): the card reads "Checked in".
    ...(answer.checked_in ? { checkedIn: true as const } : {}),
  }
}
