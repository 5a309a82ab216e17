import { PushSubscribed, type PushSubscriptionBody } from '../../../../contract/push'
import { api } from '../../../lib/api-client'

const PUT_TIMEOUT_MS = 15_000

/**
 * Asks the hotel to push its answer to this request to this browser. The request's id is the
 * proof, as for its status read; a repeat stores nothing twice.
 */
export function subscribePush(reservationId: string, subscription: PushSubscriptionBody) {
  return api.put(
    `/reservations/${encodeURIComponent(reservationId)}/push`,
    subscription,
    PushSubscribed,
    AbortSignal.timeout(PUT_TIMEOUT_MS),
  )
}
