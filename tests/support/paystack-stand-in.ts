// A local Paystack for the tests (issue 53): node:http on 127.0.0.1 and a free port, answering as
// Paystack's published API does (paystack.com/docs/api: the `{ status, message, data }` envelope,
// its field names, amounts in kobo, its refusals), so the server's client and routes run against
// the real contract and nothing reaches the internet.
// - The API, behind `Authorization: Bearer <secret key>` (401 "Invalid key" otherwise):
//   POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund.
// - The hosted checkout, GET /checkout/:access_code: a page with a real Pay and Cancel button a
//   Playwright test clicks. Pay marks the transaction paid, sends `charge.success` and sends the
//   guest back (303) to `callback_url?trxref=<ref>&reference=<ref>`. Cancel leaves it `abandoned`
//   and goes to `metadata.cancel_action` when the transaction gave one (Paystack's documented
//   cancel address), else back to the callback URL with the same query: the shop verifies and
//   reads `abandoned`.
// - A refund is queued `pending`; then, with nothing more asked, `refund.pending` and
//   `refund.processed` are sent (the refund counts as processed when its webhook leaves).
// - Webhooks (paystack-webhook-sender.ts): signed, retried until answered 200, each try recorded.
// The shapes of its answers and its checkout page are in paystack-stand-in-shapes.ts.
// Test controls: pay, abandon, fail or stall a path, count requests, hold the webhooks back.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import {
  createWebhookSender,
  type RawWebhookOptions,
  type WebhookDelivery,
} from './paystack-webhook-sender'
import {
  backTo,
  checkoutPage,
  refundNews,
  refundResource,
  transactionResource,
  type StandInRefund,
  type StandInTransaction,
} from './paystack-stand-in-shapes'

export type { StandInRefund, StandInTransaction }

/** A secret key in Paystack's test form, for servers started against the stand-in. */
export const PAYSTACK_TEST_SECRET_KEY = 'sk_test_standin0123456789abcdef0123456789'

export interface PaystackStandIn {
  /** Its origin, to give as PAYSTACK_API_URL (and OUTBOUND_ALLOWED_TEST_ORIGINS). */
  origin: string
  secretKey: string
  /** Where webhooks go from now on (the server's POST /api/payments/paystack); undefined: none. */
  setWebhookUrl(url: string | undefined): void
  /** As the checkout's Pay; `amount`/`currency` make the money differ from what was asked. */
  pay(reference: string, paid?: { amount?: number; currency?: string; channel?: string }): void
  /** As the checkout's Cancel: the transaction stays `abandoned`. */
  abandon(reference: string): void
  transactions(): StandInTransaction[]
  refunds(): StandInRefund[]
  /** One signed event POSTed now, past the queue, no retry: its answer's status (0: none). */
  sendWebhook(
    event: string,
    data: Record<string, unknown>,
    raw?: RawWebhookOptions,
  ): Promise<number>
  /** Every call to a path starting with `path` answers `status` (JSON `status: false`). */
  fail(path: string, status: number): void
  /** Every call to a path starting with `path` is never answered. */
  stall(path: string): void
  /** Ends fail() and stall() for `path`, or for every path. */
  heal(path?: string): void
  /** Requests so far to paths starting with `path`. */
  requests(path: string): number
  /** Keeps webhooks back while true; false (or releaseWebhooks) sends them on, in order. */
  holdWebhooks(on: boolean): void
  releaseWebhooks(): void
  /** Every webhook attempt so far, with the receiver's answer. */
  deliveries(): WebhookDelivery[]
  /** Resolves once every queued webhook is delivered or given up. */
  webhooksSettled(): Promise<void>
  close(): Promise<void>
}

const CURRENCIES = ['NGN', 'USD', 'GHS', 'ZAR', 'KES']
const kobo = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export async function startPaystackStandIn(
  options: { secretKey?: string; webhookUrl?: string; retryMs?: number; maxRetries?: number } = {},
): Promise<PaystackStandIn> {
  const secretKey = options.secretKey ?? PAYSTACK_TEST_SECRET_KEY
  const webhooks = createWebhookSender({
    secretKey,
    retryMs: options.retryMs ?? 200,
    maxRetries: options.maxRetries ?? 5,
  })
  webhooks.setUrl(options.webhookUrl)
  const byReference = new Map<string, StandInTransaction>()
  const refunds: StandInRefund[] = []
  const paths: string[] = []
  const trouble = new Map<string, number | 'stall'>()
  let nextId = 4_099_260_516

  const find = (reference: string) => {
    const t = byReference.get(reference)
    if (!t) throw new Refusal(400, 'Transaction reference not found')
    return t
  }

  function initialize(body: Record<string, unknown>) {
    const email = body.email
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new Refusal(400, 'Invalid Email Address Passed')
    }
    const amount = kobo(body.amount)
    if (amount === undefined) throw new Refusal(400, 'Invalid Amount Sent')
    const currency = body.currency ?? 'NGN'
    if (typeof currency !== 'string' || !CURRENCIES.includes(currency)) {
      throw new Refusal(400, 'Currency not supported by merchant')
    }
    const reference = body.reference ?? randomBytes(5).toString('hex')
    if (typeof reference !== 'string' || !/^[A-Za-z0-9.=-]+$/.test(reference)) {
      throw new Refusal(400, 'Invalid transaction reference')
    }
    if (byReference.has(reference)) throw new Refusal(400, 'Duplicate Transaction Reference')
    const metadata =
      typeof body.metadata === 'string' ? (JSON.parse(body.metadata) as unknown) : body.metadata
    const accessCode = randomBytes(8).toString('hex')
    byReference.set(reference, {
      id: nextId++,
      reference,
      accessCode,
      email,
      requestedAmount: amount,
      amount,
      currency,
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : undefined,
      metadata:
        metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : '',
      status: 'abandoned',
      channel: 'card',
      paidAt: null,
      createdAt: new Date().toISOString(),
      refunded: 0,
    })
    return {
      message: 'Authorization URL created',
      data: {
        authorization_url: `${origin}/checkout/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    }
  }

  function refund(body: Record<string, unknown>) {
    const key = body.transaction
    if (typeof key !== 'string' && typeof key !== 'number') {
      throw new Refusal(400, 'Transaction reference or id is required')
    }
    const t = [...byReference.values()].find(
      (x) => x.reference === key || String(x.id) === String(key),
    )
    if (!t) throw new Refusal(404, 'Transaction not found')
    if (t.status !== 'success')
      throw new Refusal(400, 'Cannot refund a transaction that was not successful')
    const left = t.amount - t.refunded
    if (left <= 0) throw new Refusal(400, 'Transaction has been fully reversed')
    const amount = body.amount === undefined ? left : kobo(body.amount)
    if (amount === undefined) throw new Refusal(400, 'Invalid amount')
    if (amount > left) {
      throw new Refusal(
        400,
        'Refund amount cannot be more than the amount left to refund on the transaction',
      )
    }
    if (body.currency !== undefined && body.currency !== t.currency) {
      throw new Refusal(400, 'Currency does not match the transaction currency')
    }
    const r: StandInRefund = {
      id: 3_018_284 + refunds.length,
      reference: t.reference,
      amount,
      currency: t.currency,
      status: 'pending',
    }
    refunds.push(r)
    t.refunded += amount
    webhooks.send('refund.pending', refundNews(t, r, 'pending'))
    webhooks.send('refund.processed', refundNews(t, r, 'processed'), () => {
      r.status = 'processed'
      if (
        t.refunded >= t.amount &&
        refunds.every((x) => x.reference !== t.reference || x.status === 'processed')
      ) {
        t.status = 'reversed'
      }
    })
    return { message: 'Refund has been queued for processing', data: refundResource(t, r) }
  }

  function pay(
    reference: string,
    paid: { amount?: number; currency?: string; channel?: string } = {},
  ) {
    const t = find(reference)
    if (t.status !== 'abandoned') throw new Error(`Transaction ${reference} is ${t.status} already`)
    Object.assign(t, {
      status: 'success',
      amount: paid.amount ?? t.requestedAmount,
      currency: paid.currency ?? t.currency,
      channel: paid.channel ?? 'card',
      paidAt: new Date().toISOString(),
    })
    webhooks.send('charge.success', transactionResource(t))
  }

  function checkout(method: string, parts: string[], res: http.ServerResponse) {
    const t = [...byReference.values()].find((x) => x.accessCode === parts[1])
    if (!t)
      return void res.writeHead(404, { 'content-type': 'text/html' }).end('<p>No such checkout</p>')
    if (method === 'GET' && parts.length === 2) {
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(checkoutPage(t))
    }
    const action = parts[2]
    if (method !== 'POST' || (action !== 'pay' && action !== 'cancel'))
      return void res.writeHead(404).end()
    if (action === 'pay') {
      if (t.status !== 'abandoned')
        return void res.writeHead(409, { 'content-type': 'text/html' }).end(checkoutPage(t))
      pay(t.reference)
    }
    const location = backTo(t, action === 'cancel')
    if (location) res.writeHead(303, { location }).end()
    else
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<p>Done: you may close this page.</p>`)
  }

  async function api(method: string, parts: string[], req: http.IncomingMessage) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) throw new Refusal(401, 'Invalid key')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: Record<string, unknown> = {}
    if (chunks.length > 0) {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
      } catch {
        throw new Refusal(400, 'Invalid JSON')
      }
    }
    const route = `${method} /${parts.slice(0, 2).join('/')}`
    if (route === 'POST /transaction/initialize') return initialize(body)
    if (route === 'GET /transaction/verify' && parts[2]) {
      return {
        message: 'Verification successful',
        data: transactionResource(find(decodeURIComponent(parts[2]))),
      }
    }
    if (route === 'POST /refund') return refund(body)
    throw new Refusal(404, 'Route not found')
  }

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://stand-in').pathname
    paths.push(pathname)
    const troubled = [...trouble].find(([prefix]) => pathname.startsWith(prefix))?.[1]
    if (troubled === 'stall') return
    const json = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (troubled !== undefined)
      return json(troubled, { status: false, message: 'An error occurred' })
    const parts = pathname.split('/').filter(Boolean)
    if (parts[0] === 'checkout') return checkout(req.method ?? 'GET', parts, res)
    api(req.method ?? 'GET', parts, req).then(
      (answer) => json(200, { status: true, ...answer }),
      (error: unknown) =>
        error instanceof Refusal
          ? json(error.status, { status: false, message: error.message })
          : json(500, { status: false, message: String(error) }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    secretKey,
    setWebhookUrl: (url) => webhooks.setUrl(url),
    pay,
    abandon: (reference) => void find(reference),
    transactions: () => [...byReference.values()].map((t) => ({ ...t })),
    refunds: () => refunds.map((r) => ({ ...r })),
    sendWebhook: (event, data, raw) => webhooks.sendRaw(event, data, raw),
    fail: (path, status) => void trouble.set(path, status),
    stall: (path) => void trouble.set(path, 'stall'),
    heal: (path) => (path === undefined ? trouble.clear() : void trouble.delete(path)),
    requests: (path) => paths.filter((p) => p.startsWith(path)).length,
    holdWebhooks: (on) => webhooks.hold(on),
    releaseWebhooks: () => webhooks.hold(false),
    deliveries: () => webhooks.deliveries(),
    webhooksSettled: () => webhooks.settled(),
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
