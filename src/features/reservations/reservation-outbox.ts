// Delivers stored reservations to the API. Network failures and server errors leave an entry
// pending (it is sent again later, with the same reservation_id, which the API makes idempotent);
// a 4xx settles it, because sending the same request again cannot change the answer.
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client'
import { facilityKeys } from '../../lib/facility-keys'
import { sendReservation } from './api/send-reservation'
import { getReservation, updateReservation, type DeliveryStatus } from './reservation-store'

/** 4xx answers that a later try may still turn into a success. */
const RETRYABLE_4XX = new Set([408, 425, 429])

export function settledStatus(error: unknown): DeliveryStatus {
  if (!(error instanceof ApiError)) return 'pending'
  if (error.status < 400 || error.status >= 500 || RETRYABLE_4XX.has(error.status)) return 'pending'
  return error.status === 409 && error.code === 'dates_unavailable' ? 'unavailable' : 'failed'
}

export async function deliverReservation(
  id: string,
  queryClient: QueryClient,
): Promise<DeliveryStatus | undefined> {
  const entry = getReservation(id)
  if (!entry || entry.status !== 'pending') return entry?.status
  try {
    await sendReservation(entry)
  } catch (error) {
    const status = settledStatus(error)
    if (status !== 'pending') {
      updateReservation(id, { status, message: (error as ApiError).message })
    }
    return status
  }
  updateReservation(id, { status: 'sent', sentAt: new Date().toISOString(), message: undefined })
  // The list, this facility's own entry and its availability are all under facilityKeys.all.
  await queryClient.invalidateQueries({ queryKey: facilityKeys.all })
  return 'sent'
}
