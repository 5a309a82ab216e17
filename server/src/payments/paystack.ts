// Paystack, as the server speaks to it (issue 53): start a transaction on its hosted checkout,
// ask it what became of one, refund one; and read what its webhooks say, once their signature is
// checked. Plain `fetch` and node:crypto, no SDK: four calls, each answer checked with zod, so a
// change on Paystack's side is an error here and never a payment counted wrong.
// Every answer is Paystack's envelope, `{ status: true | false, message, data }`. What can go wrong
// comes out as one of two errors, so a route can tell the guest the right thing:
// - PaystackUnavailable: no network, no answer within the timeout, a 5xx (or 408, 429: later may
//   do), a redirect (a wrong PAYSTACK_API_URL), an answer that is not Paystack's JSON or not its
//   shape. Nothing was decided: try again later (503).
// - PaystackRefused: Paystack answered and said no (another 4xx, or `status: false`), with its own
//   words (an unknown reference, a refund larger than what is left, a wrong key).
// The secret key is sent in the Authorization header only, never put in an error or a log.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from '../../../contract/zod'

/** Paystack could not be asked, or did not answer as Paystack: nothing was decided. */
export class PaystackUnavailable extends Error {
  override name = 'PaystackUnavailable'
}

/** Paystack answered and said no; `message` carries its own words. */
export class PaystackRefused extends Error {
  override name = 'PaystackRefused'
  constructor(
    message: string,
    /** The HTTP status Paystack answered (200 when it said `status: false` in a 200). */
    readonly status: number,
  ) {
    super(message)
  }
}

export interface PaystackOptions {
  secretKey: string
  /** https://api.paystack.co, or the tests' stand-in. */
  apiUrl: string
  /** How long one call may take, its answer's body included. */
  timeoutMs: number
}

/** What a transaction's `status` may be (Paystack's "Verify Payments" page), or a newer word. */
export type PaystackStatus =
  'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'reversed' | (string & {})

/** An amount in the currency's minor unit (kobo). Refund webhooks send it as a numeric string. */
const MinorUnits = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER))

/** A transaction as verify answers it and charge.success carries it: the fields the hotel reads. */
const Transaction = z
  .object({
    id: z.number().int(),
    status: z.string(),
    reference: z.string(),
    amount: MinorUnits,
    currency: z.string(),
    paid_at: z.string().nullish(),
    channel: z.string().nullish(),
  })
  .transform((t) => ({
    status: t.status as PaystackStatus,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    paidAt: t.paid_at ?? null,
    channel: t.channel ?? null,
    id: t.id,
  }))
export type PaystackTransaction = z.output<typeof Transaction>

const Initialized = z
  .object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() })
  .transform((d) => ({
    authorizationUrl: d.authorization_url,
    accessCode: d.access_code,
    reference: d.reference,
  }))

const Refund = z.object({
  id: z.number().int(),
  status: z.string(),
  amount: MinorUnits,
  currency: z.string(),
})
export type PaystackRefund = z.output<typeof Refund>

const Envelope = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  // A refusal has none.
  data: z.unknown().optional(),
})

/** Paystack's words kept in an error: one line, short, and never the key should it echo it. */
function said(message: string | undefined, secretKey: string): string {
  return (message ?? '').split(secretKey).join('[key]').replace(/\s+/g, ' ').trim().slice(0, 200)
}

/** A sum Paystack is asked to move: whole kobo, more than none. A bug here must never charge. */
function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`Paystack amounts are whole kobo above 0, not ${amount}`)
  }
}

export function createPaystack(options: PaystackOptions) {
  const base = options.apiUrl.replace(/\/+$/, '')
  const origin = new URL(base).origin

  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    shape: T,
  ): Promise<z.output<T>> {
    let res: Response
    let text: string
    try {
      res = await fetch(base + path, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        // A redirect is a wrong PAYSTACK_API_URL: the key is never sent on to another address.
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      // Under the same timeout: a Paystack that answers its headers and then stalls is out too.
      text = await res.text()
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new PaystackUnavailable(
          `Paystack at ${origin} did not answer within ${options.timeoutMs} ms`,
          { cause: error },
        )
      }
      // fetch says only "fetch failed"; the reason under it (ECONNREFUSED, ENOTFOUND) helps.
      const root = error instanceof Error && error.cause instanceof Error ? error.cause : error
      const reason = root instanceof Error ? root.message : String(root)
      throw new PaystackUnavailable(`Paystack at ${origin} could not be reached (${reason})`, {
        cause: error,
      })
    }
    const { status } = res
    if (status >= 500 || status === 408 || status === 429) {
      throw new PaystackUnavailable(`Paystack answered ${status} to ${method} ${path}`)
    }
    if (status >= 300 && status < 400) {
      throw new PaystackUnavailable(
        `Paystack's address redirected (${status}): check PAYSTACK_API_URL (the key was not sent on)`,
      )
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new PaystackUnavailable(
        `Paystack answered ${status} to ${method} ${path}, not with its JSON`,
      )
    }
    const envelope = Envelope.safeParse(json)
    if (!envelope.success) {
      throw new PaystackUnavailable(`Paystack answered ${method} ${path} in an unexpected shape`)
    }
    if (status >= 400 || !envelope.data.status) {
      const words = said(envelope.data.message, options.secretKey)
      throw new PaystackRefused(words || `Paystack refused ${method} ${path} (${status})`, status)
    }
    const data = shape.safeParse(envelope.data.data)
    if (!data.success) {
      throw new PaystackUnavailable(
        `Paystack answered ${method} ${path} in an unexpected shape (${data.error.issues[0]?.path.join('.') ?? 'data'})`,
      )
    }
    return data.data
  }

  return {
    /** Starts a transaction; the guest pays at `authorizationUrl`, Paystack's hosted checkout. */
    initialize(input: {
      email: string
      amount: number
      currency: string
      /** Ours, new for each attempt: Paystack refuses one it has seen. */
      reference: string
      /** Where the checkout sends the guest back, with `?trxref=…&reference=…`. */
      callbackUrl: string
      metadata?: Record<string, unknown>
    }) {
      checkAmount(input.amount)
      return call(
        'POST',
        '/transaction/initialize',
        {
          email: input.email,
          amount: input.amount,
          currency: input.currency,
          reference: input.reference,
          callback_url: input.callbackUrl,
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        Initialized,
      )
    },

    /** What became of a transaction: count it only when `status` is 'success' and the sum is right. */
    verify(reference: string) {
      return call(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
        undefined,
        Transaction,
      )
    },

    /** Refunds a paid transaction, all that is left of it or `amount`; Paystack queues it. */
    refund(input: { reference: string; amount?: number }) {
      if (input.amount !== undefined) checkAmount(input.amount)
      return call(
        'POST',
        '/refund',
        {
          transaction: input.reference,
          ...(input.amount !== undefined ? { amount: input.amount } : {}),
        },
        Refund,
      )
    },
  }
}

export type Paystack = ReturnType<typeof createPaystack>

/** The header Paystack signs each webhook with. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature'

/**
 * Whether a webhook is Paystack's: its `x-paystack-signature` header is the hex HMAC-SHA512 of the
 * body's exact bytes with the secret key. Compared in constant time, so an attacker learns nothing
 * from how long a wrong one takes; a missing, short or non-hex header is simply false.
 */
export function paystackSignatureValid(
  rawBody: Buffer,
  header: string | undefined,
  secretKey: string,
): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false
  const expected = createHmac('sha512', secretKey).update(rawBody).digest()
  const given = Buffer.from(header, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const REFUND_EVENTS = [
  'refund.processed',
  'refund.pending',
  'refund.failed',
  'refund.needs-attention',
] as const

/** A refund's news (Paystack's "Refunds" page: its events' `data`). */
const RefundNews = z
  .object({
    status: z.string(),
    transaction_reference: z.string(),
    /** Paystack's refund id: only some events carry it (needs-attention does). */
    id: z.union([z.string(), z.number()]).nullish(),
    /** The processor's reference for the refund: null while it is pending. */
    refund_reference: z.string().nullish(),
    amount: MinorUnits,
    currency: z.string(),
  })
  .transform((r) => ({
    reference: r.transaction_reference,
    refundId: r.id === null || r.id === undefined ? null : String(r.id),
    refundReference: r.refund_reference ?? null,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
  }))

const Event = z.discriminatedUnion('event', [
  z.object({ event: z.literal('charge.success'), data: Transaction }),
  z.object({ event: z.enum(REFUND_EVENTS), data: RefundNews }),
])

export type PaystackEvent = z.output<typeof Event> | { event: 'other'; name: string }

/**
 * What a webhook (its signature checked first) says. An event the hotel has no use for is
 * `{ event: 'other', name }`, never an error: Paystack sends many (transfers, disputes...). A body
 * that is not an event, or an event we read whose data is not its shape, throws
 * PaystackUnavailable: answered with an error, Paystack sends it again later.
 */
export function paystackEvent(body: unknown): PaystackEvent {
  const name = body && typeof body === 'object' ? (body as { event?: unknown }).event : undefined
  if (typeof name !== 'string') {
    throw new PaystackUnavailable('A Paystack webhook without its event name')
  }
  if (name !== 'charge.success' && !(REFUND_EVENTS as readonly string[]).includes(name)) {
    return { event: 'other', name }
  }
  const parsed = Event.safeParse(body)
  if (!parsed.success) {
    throw new PaystackUnavailable(
      `Paystack's ${name} webhook is not in the expected shape (${parsed.error.issues[0]?.path.join('.') ?? 'data'})`,
    )
  }
  return parsed.data
}
