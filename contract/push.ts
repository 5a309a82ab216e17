// Web Push to the guest (issue 30): the hotel's public key, and a request's subscription. The
// request's unguessable reservation_id is the proof, as for its status read and its cancel.
// `GET /api/push/key` -> PushKey; `PUT /api/reservations/:id/push` with the browser's
// PushSubscription JSON -> PushSubscribed; `DELETE` on the same path -> 204. Unknown id: 404.
import { z } from './zod'

/** The server's VAPID public key (base64url, uncompressed P-256 point): applicationServerKey. */
export const PushKey = z.object({ publicKey: z.string() })
export type PushKey = z.infer<typeof PushKey>

/** base64url without padding, as browsers write a subscription's keys. */
const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .min(min, `${what} is too short`)
    .max(max, `${what} is too long`)

/**
 * `PushSubscription.toJSON()`: where to POST (the push service's URL for this browser) and the
 * browser's keys to encrypt for. `expirationTime` is accepted and not kept (browsers send null).
 * The endpoint's own rules (https, a public host) are the server's: server/src/push/endpoint.ts.
 */
export const PushSubscriptionBody = z.object({
  endpoint: z.string({ error: 'endpoint must be a URL' }).min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
      p256dh: base64url('keys.p256dh', 80, 100),
      auth: base64url('keys.auth', 16, 32),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
})
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>

export const PushSubscribed = z.object({
  reservation_id: z.string(),
  /** Whether the guest will be told by push (true once stored). */
  subscribed: z.literal(true),
})
export type PushSubscribed = z.infer<typeof PushSubscribed>

/**
 * What the service worker receives (the decrypted push message's JSON): enough to show the
 * notification and to open the request. Never the guest's name, phone or email.
 */
export interface GuestPushMessage {
  type: 'reservation.status'
  reservation_id: string
  /** As the guest reads it: ABCDE-FGHJK. */
  reference?: string
  status: 'confirmed' | 'declined' | 'cancelled' | 'expired'
  title: string
  body: string
  /** Where a tap goes: the confirmation page, on this request. */
  url: string
}

/** The page a notification opens: the device's requests, scrolled to this one. */
export const requestUrl = (reservationId: string) =>
  `/confirmation#request-${encodeURIComponent(reservationId)}`

/** At most this many devices per request (a guest's phone and tablet; not a list to fill). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_REQUEST = 5
