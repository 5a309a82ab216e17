// The guest's "Tell me when the hotel answers" (issue 30), on the browser's side: the permission,
// this browser's push subscription (one for the whole site, made for the hotel's public key) and
// the hotel told to push this request's answer to it. The flag on the request (pushSubscribed)
// is this device's memory of having asked.
import type { PushSubscriptionBody } from '../../../contract/push'
import { isReachable } from '../../lib/connectivity'
import { fromBase64url, sameBytes } from '../../lib/push-key'
import { readPushKey } from './api/push-key'
import { subscribePush } from './api/subscribe-push'
import { requestState } from './request-state'
import { listReservations, updateReservation } from './reservation-store'

/** How long a tap waits for a service worker still being installed (a first visit). */
const WORKER_WAIT_MS = 10_000

/** Why the guest will not be told: each says something different to them. */
export class PushNotSet extends Error {
  constructor(readonly reason: 'offline' | 'denied' | 'dismissed' | 'no-worker') {
    super(reason)
  }
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration()
  if (found) return found
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, WORKER_WAIT_MS))
  const ready = await Promise.race([navigator.serviceWorker.ready, timeout])
  if (!ready) throw new PushNotSet('no-worker')
  return ready
}

/**
 * This browser's subscription for the hotel's key: the one it has, or a new one. One made for
 * another key (the hotel changed its keys) can no longer be pushed to: it is replaced.
 */
async function subscriptionFor(registration: ServiceWorkerRegistration, publicKey: string) {
  const key = fromBase64url(publicKey)
  const current = await registration.pushManager.getSubscription()
  const madeFor = current?.options.applicationServerKey
  if (current && (!madeFor || sameBytes(madeFor, key))) return { subscription: current, new: false }
  await current?.unsubscribe()
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  })
  return { subscription, new: true }
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON()
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
}

/**
 * Asks the browser's permission (call it from the guest's tap: browsers prompt only then), then
 * has the hotel push this request's answer here. Throws PushNotSet for what the guest can act
 * on, an ApiError or NetworkError from the hotel, or the browser's own error.
 */
export async function notifyOnAnswer(reservationId: string): Promise<void> {
  // Asked before the prompt: a guest who allows and is then told "no connection" was asked
  // for nothing.
  if (!isReachable()) throw new PushNotSet('offline')
  const permission = await Notification.requestPermission()
  if (permission === 'denied') throw new PushNotSet('denied')
  if (permission !== 'granted') throw new PushNotSet('dismissed')
  const registration = await workerRegistration()
  const { subscription, new: renewed } = await subscriptionFor(registration, await readPushKey())
  const body = bodyOf(subscription)
  await subscribePush(reservationId, body)
  updateReservation(reservationId, { pushSubscribed: true })
  // The hotel pushes the other requests it was told of to the subscription just replaced: it is
  // told of this one instead. Best effort: a failure leaves those to the status poll.
  if (renewed) {
    for (const other of listReservations()) {
      if (other.reservation_id === reservationId || !other.pushSubscribed) continue
      if (requestState(other) === 'sent')
        void subscribePush(other.reservation_id, body).catch(() => undefined)
    }
  }
}
