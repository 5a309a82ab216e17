// "Notify this phone" on the browser's side (issue 37): whether this browser can be told, the
// permission (asked only from the clerk's tap), this browser's push subscription under the
// console's service worker (scope /staff: apart from the guest site's), and its id as the server
// names it (the SHA-256 of its endpoint), so the screen knows whether this phone is among the
// person's devices the server holds.
import { fromBase64url, pushSupport, sameBytes } from '../../../lib/push-key'

/** How long a tap waits for the console's service worker still being installed (a first visit). */
const WORKER_WAIT_MS = 10_000

/**
 * 'unsupported': no service worker, Push API or notifications here (an iPhone's Safari has them
 * only in an app added to the home screen). 'denied': refused in the browser's settings.
 */
export function phoneSupport(): 'unsupported' | 'denied' | 'available' {
  const support = pushSupport()
  // The phone is known by the SHA-256 of its endpoint: without crypto.subtle (a page not served
  // over HTTPS) it cannot be named, so it cannot be turned on.
  return support !== 'unsupported' && !crypto.subtle ? 'unsupported' : support
}

/** Why this phone was not turned on: each says something different to the clerk. */
export class PhoneNotSet extends Error {
  constructor(readonly reason: 'denied' | 'dismissed' | 'no-worker') {
    super(reason)
  }
}

/** The console's own registration (scope /staff), waited for while it installs. */
async function consoleWorker(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration(location.href)
  if (found?.active) return found
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), WORKER_WAIT_MS)
  })
  const ready = await Promise.race([navigator.serviceWorker.ready, timeout])
  clearTimeout(timer)
  if (!ready) throw new PhoneNotSet('no-worker')
  return ready
}

/** The device id the server gives this endpoint: sha256(endpoint), hex, first 32. */
export async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint))
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32)
}

/** This browser's subscription under the console's worker, if it has one (no prompt). */
export async function thisPhoneSubscription(): Promise<PushSubscription | null> {
  if (phoneSupport() === 'unsupported') return null
  const registration = await navigator.serviceWorker.getRegistration(location.href)
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** This browser's device id, if it has a subscription at all. */
export async function thisPhoneId(): Promise<string | null> {
  const subscription = await thisPhoneSubscription()
  return subscription ? deviceIdOf(subscription.endpoint) : null
}

/**
 * Asks the browser's permission (call it from the clerk's tap: browsers prompt only then) and
 * answers this browser's subscription for the hotel's key: the one it has, or a new one (one made
 * for an older key can no longer be pushed to: it is replaced). Throws PhoneNotSet for what the
 * clerk can act on, or the browser's own error.
 */
export async function subscribeThisPhone(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') throw new PhoneNotSet('denied')
  if (permission !== 'granted') throw new PhoneNotSet('dismissed')
  const registration = await consoleWorker()
  const key = fromBase64url(publicKey)
  let subscription = await registration.pushManager.getSubscription()
  const madeFor = subscription?.options.applicationServerKey
  if (subscription && madeFor && !sameBytes(madeFor, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  })
  return subscription.toJSON()
}
