// The server's push key as PushManager takes it, and whether a subscription was made with it
// (the guest's push and the console's "Notify this phone").

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
