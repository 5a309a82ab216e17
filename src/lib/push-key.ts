// What the guest's push and the console's "Notify this phone" both need of the browser: whether
// it can be told at all, the server's push key as PushManager takes it, and whether a
// subscription was made with it.

/**
 * Whether this browser can be told at all: Push needs a service worker, the Push API and
 * notifications (iOS Safari has them only in an app added to the home screen). 'denied': the guest
 * (or their browser's settings) refused notifications to the site; only the settings undo it.
 */
export function pushSupport(): 'unsupported' | 'denied' | 'available' {
  if (
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('Notification' in window) ||
    !navigator.serviceWorker
  ) {
    return 'unsupported'
  }
  return Notification.permission === 'denied' ? 'denied' : 'available'
}

/** A base64url text (the server's VAPID public key) as its bytes. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/** Whether `a` (a subscription's `options.applicationServerKey`) holds the bytes of `b`. */
export function sameBytes(a: ArrayBuffer, b: Uint8Array) {
  const view = new Uint8Array(a)
  return view.length === b.length && view.every((byte, i) => byte === b[i])
}
