// Delivers the reservations stored on this device, exactly once each. The app is the only owner
// of the replay (no Background Sync layer beside it). Every try sends the same reservation_id,
// which the API makes idempotent, so an answer lost on the way only costs another try.
//
// Triggers: app start, the `online` event, the page becoming visible, a new reservation, and a
// back-off timer while anything is pending (navigator.onLine lies on captive hotel Wi-Fi).
// Network errors and 5xx keep an entry pending; a 4xx settles it.
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client'
import { reportReachable, subscribeConnectivity, isReachable } from '../../lib/connectivity'
import { facilityKeys } from '../../lib/facility-keys'
import { sendReservation } from './api/send-reservation'
import { withOutboxLock } from './outbox-lock'
import {
  getReservation,
  listReservations,
  removeReservation,
  updateReservation,
  type DeliveryStatus,
} from './reservation-store'

const FIRST_RETRY_MS = 5_000
const LAST_RETRY_MS = 5 * 60_000

/** 4xx answers that a later try may still turn into a success. */
const RETRYABLE_4XX = new Set([408, 425, 429])

export function settledStatus(error: unknown): DeliveryStatus {
  if (!(error instanceof ApiError)) return 'pending'
  if (error.status < 400 || error.status >= 500 || RETRYABLE_4XX.has(error.status)) return 'pending'
  return error.status === 409 && error.code === 'dates_unavailable' ? 'unavailable' : 'failed'
}

let queryClient: QueryClient | undefined
let retryDelay = FIRST_RETRY_MS
let retryTimer: ReturnType<typeof setTimeout> | undefined
let running = false
let runAgain = false

const hasPending = () => listReservations().some((r) => r.status === 'pending')

/** Sends one stored reservation, if it is still pending, and records the answer. */
async function deliverOne(id: string): Promise<DeliveryStatus | undefined> {
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
  reportReachable(true)
  updateReservation(id, { status: 'sent', sentAt: new Date().toISOString(), message: undefined })
  // The list, this facility's own entry and its availability all sit under facilityKeys.all.
  void queryClient?.invalidateQueries({ queryKey: facilityKeys.all })
  return 'sent'
}

function scheduleRetry() {
  clearTimeout(retryTimer)
  retryTimer = undefined
  if (!hasPending()) {
    retryDelay = FIRST_RETRY_MS
    return
  }
  retryTimer = setTimeout(() => void deliverPending(), retryDelay)
  retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS)
}

/** Sends every pending reservation, oldest first, holding the outbox lock. */
export async function deliverPending(): Promise<void> {
  if (running) {
    runAgain = true
    return
  }
  running = true
  try {
    do {
      runAgain = false
      await withOutboxLock(
        async () => {
          const pending = listReservations()
            .filter((r) => r.status === 'pending')
            .reverse()
          for (const { reservation_id } of pending) {
            const status = await deliverOne(reservation_id)
            if (status === 'pending') return // no way through right now: wait for the next trigger
            retryDelay = FIRST_RETRY_MS
          }
        },
        { wait: false },
      )
    } while (runAgain)
  } finally {
    running = false
    scheduleRetry()
  }
}

/**
 * Withdraws a request that has not left this device. Waits for any delivery in progress, so a
 * request is never both cancelled here and received by the hotel. Returns its status afterwards:
 * undefined when it was withdrawn.
 */
export async function cancelPending(id: string): Promise<DeliveryStatus | undefined> {
  const result = await withOutboxLock(
    async () => {
      const entry = getReservation(id)
      if (entry?.status !== 'pending') return entry?.status
      removeReservation(id)
      return undefined
    },
    { wait: true },
  )
  scheduleRetry()
  return result
}

/** Starts the outbox for this tab: deliver now, and whenever the way may be open again. */
export function startOutbox(client: QueryClient): () => void {
  queryClient = client
  const kick = () => {
    retryDelay = FIRST_RETRY_MS
    void deliverPending()
  }
  const onVisible = () => document.visibilityState === 'visible' && kick()
  window.addEventListener('online', kick)
  document.addEventListener('visibilitychange', onVisible)
  // The server answering again (a connectivity probe) is a way back too, on Wi-Fi that lies.
  const stopWatching = subscribeConnectivity(() => isReachable() && kick())
  kick()
  return () => {
    window.removeEventListener('online', kick)
    document.removeEventListener('visibilitychange', onVisible)
    stopWatching()
    clearTimeout(retryTimer)
  }
}
