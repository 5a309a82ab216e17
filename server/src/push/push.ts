// Web Push (issue 30): the server's VAPID key pairs, the requests' subscriptions, and the one
// sender of a message to a browser, which the guest's channel (guest-channel.ts) and the staff's
// devices (staff-devices.ts) use. push/ imports notifications/ (the Channel, the failure), never
// the other way.
// - Keys: made once, on the first start (or the first CLI `push keys`), kept in the database so
//   every replica signs with the same pair: two replicas starting together insert under one id,
//   one wins and both read it. A rotation retires the pair; a retired pair still signs for the
//   subscriptions made with it (a push service checks the signature against the key the browser
//   subscribed with), and is deleted when none is left. New subscriptions use the new pair.
// - Sending: web-push builds the request (RFC 8291 aes128gcm encryption, the VAPID JWT); this
//   module sends it with Node's https and a lookup that connects to public addresses only
//   (endpoint.ts). 201/200/202: delivered. 404/410: the subscription is gone: deleted, and the
//   delivery failed for good. 400/403/413: the request is wrong and would stay wrong: failed for
//   good (the staff see why). 429, 5xx, a timeout, no network: tried again with back-off.
import { createHash } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { nanoid } from 'nanoid'
import type * as WebPush from 'web-push'
import type { PushSubscriptionBody } from '../../../contract/push'
import { DomainError } from '../domain-errors'
import { PermanentFailure } from '../notifications/channel'
import {
  checkEndpoint,
  EndpointRefused,
  isTestOrigin,
  publicOnlyLookup,
  type EndpointPolicy,
} from './endpoint'
import type { PushKeyRow, PushRepository } from './repository'

/** A push service keeps an undelivered message this long (the phone off for a weekend). */
const TTL_SECONDS = 4 * 24 * 3600
/** A settled request's subscriptions are kept this long (then nothing is left to tell). */
export const SETTLED_KEEP_MS = 30 * 24 * 3_600_000
/** The first pair's id: two replicas' first starts insert the same row, so one pair exists. */
const FIRST_KEY_ID = 'k1'

let webPush: Promise<typeof WebPush> | undefined
/** web-push and its crypto dependencies, loaded at the first key or send, not at every start. */
const loadWebPush = () =>
  (webPush ??= import('web-push').then((m) => (m as { default?: typeof WebPush }).default ?? m))

/** The subscription's id: one row per request and device (endpoint); the endpoint stays here. */
export const subscriptionId = (reservationId: string, endpoint: string) =>
  createHash('sha256').update(`${reservationId}\n${endpoint}`).digest('hex').slice(0, 32)

export interface PushOptions {
  /** The VAPID subject: mailto: or https: (config: PUSH_SUBJECT, else PUBLIC_URL or STAFF_EMAIL). */
  subject: string
  endpoints?: EndpointPolicy
  timeoutMs?: number
  now?: () => Date
}

export function pushService(repo: PushRepository, options: PushOptions) {
  const clock = options.now ?? (() => new Date())
  const policy = options.endpoints ?? {}

  async function newPair(keyId: string): Promise<PushKeyRow> {
    const { publicKey, privateKey } = (await loadWebPush()).generateVAPIDKeys()
    return {
      key_id: keyId,
      public_key: publicKey,
      private_key: privateKey,
      created_at: clock().toISOString(),
      retired_at: null,
    }
  }

  /** 404 for an id the hotel does not hold: the same answer as the request's status read. */
  async function requireRequest(reservationId: string): Promise<void> {
    if (!(await repo.requestExists(reservationId))) {
      throw new DomainError('not_found', 'not_found', 'No reservation request has this id.')
    }
  }

  /** 400 `invalid_endpoint` for an endpoint endpoint.ts refuses (https, a public host). */
  async function allowedEndpoint(endpoint: string): Promise<void> {
    try {
      await checkEndpoint(endpoint, policy)
    } catch (error) {
      if (!(error instanceof EndpointRefused)) throw error
      throw new DomainError('invalid', 'invalid_endpoint', error.message)
    }
  }

  /** The pair new subscriptions use, made on first need (once across replicas). */
  async function currentKey(): Promise<PushKeyRow> {
    const current = await repo.currentKey()
    if (current) return current
    await repo.insertKey(await newPair(FIRST_KEY_ID))
    const made = await repo.currentKey()
    // Only a rotation racing the first start could leave none: it made one itself.
    if (!made) throw new Error('no push key after making one')
    return made
  }

  return {
    currentKey,

    /** A new pair for new subscriptions; the old ones keep signing for theirs. */
    async rotateKeys(): Promise<PushKeyRow> {
      const row = await newPair(nanoid(10))
      await repo.rotateKeys(row)
      return row
    },

    listKeys: () => repo.listKeys(),

    /**
     * Deletes the subscriptions of requests declined, cancelled or expired 30 days ago, or
     * confirmed for a stay that ended 30 days ago (nothing more will be told of them), and the
     * retired key pairs left with none. The same on every replica.
     */
    async sweep(): Promise<number> {
      const now = clock()
      const before = new Date(now.getTime() - SETTLED_KEEP_MS).toISOString()
      const removed = await repo.deleteSettled(before, before.slice(0, 10))
      if (removed > 0) await repo.deleteUnusedRetiredKeys()
      return removed
    },

    /**
     * Stores a device's subscription for a request: the request must exist (404 otherwise: the
     * same answer as its status read), the endpoint pass endpoint.ts. Signed later with the pair
     * current now, the one the browser was given. Replaces the same device's earlier keys.
     */
    async subscribe(reservationId: string, body: PushSubscriptionBody, maxPerRequest: number) {
      await requireRequest(reservationId)
      await allowedEndpoint(body.endpoint)
      const key = await currentKey()
      const id = subscriptionId(reservationId, body.endpoint)
      const existing = await repo.subscriptionsOf(reservationId)
      if (!existing.some((s) => s.subscription_id === id) && existing.length >= maxPerRequest) {
        throw new DomainError(
          'conflict',
          'too_many_devices',
          `This request is already followed on ${maxPerRequest} devices; remove one first.`,
        )
      }
      await repo.upsertSubscription({
        subscription_id: id,
        reservation_id: reservationId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        key_id: key.key_id,
        created_at: clock().toISOString(),
      })
      return { reservation_id: reservationId, subscribed: true as const }
    },

    /** Removes this request's subscriptions (the guest's device asked): idempotent. */
    async unsubscribe(reservationId: string): Promise<void> {
      await requireRequest(reservationId)
      await repo.deleteSubscriptionsOf(reservationId)
    },

    /** Sends one message to one browser: the guest's channel (guest-channel.ts), the staff's devices'. */
    deliver,

    /** The endpoint's rules (endpoint.ts), as a refusal the API answers with (400). */
    checkEndpoint: allowedEndpoint,
  }

  /**
   * Sends `message` (JSON) to one browser's subscription, signed with the pair it subscribed with.
   * Returns when the push service took it; throws to be tried again, or a PermanentFailure. A
   * subscription the service says is gone (404/410), or whose endpoint is refused now, is removed
   * by `gone`. `topic`: a later message of the same topic replaces one still held for the phone.
   */
  async function deliver(
    target: { endpoint: string; p256dh: string; auth: string; key_id: string },
    message: object,
    how: { topic: string; gone: () => Promise<void>; urgency?: WebPush.Urgency },
  ): Promise<void> {
    const key = await repo.key(target.key_id)
    if (!key) throw new PermanentFailure('the push key of this subscription was deleted')
    const details = (await loadWebPush()).generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: options.subject,
          publicKey: key.public_key,
          privateKey: key.private_key,
        },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: how.urgency ?? 'normal',
        topic: createHash('sha256').update(how.topic).digest('base64url').slice(0, 32),
      },
    )
    const url = new URL(target.endpoint)
    const testOrigin = isTestOrigin(url, policy)
    // Refused now though accepted when stored (a test origin no longer allowed, a rule added).
    if (!testOrigin) {
      try {
        await checkEndpoint(target.endpoint, { ...policy, resolve: async () => [] })
      } catch (error) {
        await how.gone()
        throw new PermanentFailure(`push endpoint refused: ${(error as Error).message}`)
      }
    }
    const status = await post(url, details, testOrigin, options.timeoutMs ?? 10_000)
    if (status >= 200 && status <= 299) return
    if (status === 404 || status === 410) {
      await how.gone()
      throw new PermanentFailure(
        `push service answered ${status}: the subscription is gone; removed`,
      )
    }
    if (status === 400 || status === 401 || status === 403 || status === 413) {
      throw new PermanentFailure(`push service refused the message (${status})`)
    }
    throw new Error(`push service answered ${status}`)
  }
}
export type PushService = ReturnType<typeof pushService>

/**
 * POSTs a built push request; answers the status. Never follows a redirect. What the push service
 * sends reaches nothing here that throws (issue 50): the status is read as a number, the body is
 * drained unread, a malformed answer is the request's 'error' (Node's parser), a silent one its
 * timeout; each rejects this promise, the delivery's failure, never the server's. The connection's
 * address check (outbound.ts publicOnlyLookup) keeps a throw of its own from escaping too.
 */
function post(
  url: URL,
  details: WebPush.RequestDetails,
  testOrigin: boolean,
  timeoutMs: number,
): Promise<number> {
  const client = url.protocol === 'http:' ? http : https
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        // The address check at the connection itself (endpoint.ts); a test origin is local.
        ...(testOrigin ? {} : { lookup: publicOnlyLookup() }),
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`push service silent for ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(details.body ?? undefined)
  })
}
