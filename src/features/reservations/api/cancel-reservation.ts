import { ReservationStatusAnswer } from '../../../../contract/reservation'
import { api } from '../../../lib/api-client'

/** Hotel Wi-Fi can hang a call for ever; the try is given up and made again later. */
const CANCEL_TIMEOUT_MS = 15_000

/**
 * The guest's cancellation of a sent request: the id authorises it (no token), and a repeat
 * answers as the first, so a cancellation queued offline may be sent again safely.
 */
export function cancelReservation(reservationId: string) {
  return api.post(
    `/reservations/${encodeURIComponent(reservationId)}/cancel`,
    {},
    ReservationStatusAnswer,
    AbortSignal.timeout(CANCEL_TIMEOUT_MS),
  )
}
