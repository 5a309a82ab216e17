import { api } from '../../../lib/api-client'

const DELETE_TIMEOUT_MS = 15_000

/** The hotel forgets this request's push subscriptions; a repeat answers as the first (204). */
export function unsubscribePush(reservationId: string) {
  return api.delete(
    `/reservations/${encodeURIComponent(reservationId)}/push`,
    AbortSignal.timeout(DELETE_TIMEOUT_MS),
  )
}
