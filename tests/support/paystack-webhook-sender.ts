// The Paystack stand-in's webhooks (paystack-stand-in.ts): each event POSTed as JSON to the URL a
// test set, signed as Paystack signs them (`x-paystack-signature`: hex HMAC-SHA512 of the exact
// body bytes with the secret key), and sent again until answered 200, a bounded number of times
// (Paystack retries for 72 hours; a test has seconds). Events leave one at a time, in the order
// they were made, so a test knows which comes first; a test may hold them back and release them
// (the guest's return before the webhook, or the other way round). Every attempt is recorded.
import { createHmac } from 'node:crypto'

export interface WebhookDelivery {
  event: string
  /** The transaction's reference the event is about, when it names one. */
  reference: string | undefined
  /** 1 for the first try. */
  attempt: number
  /** The receiver's answer, or 0 when it could not be reached. */
  status: number
}

export interface RawWebhookOptions {
  /** Signs with this key instead of the stand-in's (a forged event). */
  signatureKey?: string
  /** The exact header to send; null sends none. */
  signature?: string | null
  /** These bytes instead of the event's JSON, signed as given unless `signature` says otherwise. */
  body?: string
}

export function paystackSignature(body: string, key: string): string {
  return createHmac('sha512', key).update(body).digest('hex')
}

function referenceOf(data: Record<string, unknown>): string | undefined {
  const ref = data.reference ?? data.transaction_reference
  return typeof ref === 'string' ? ref : undefined
}

export function createWebhookSender(options: {
  secretKey: string
  retryMs: number
  maxRetries: number
}) {
  let url: string | undefined
  let closed = false
  const log: WebhookDelivery[] = []
  let chain = Promise.resolve()
  let held = false
  let release = () => {}
  let released = Promise.resolve()
  /** The waits between tries, each with its way to end early (at close). */
  const waits = new Map<NodeJS.Timeout, () => void>()

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer)
        resolve()
      }, ms)
      waits.set(timer, resolve)
    })

  /** One POST; the receiver's status, or 0 when it could not be reached in time. */
  async function post(body: string, signature: string | null): Promise<number> {
    if (!url) return 0
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'x-paystack-signature': signature }),
        },
        body,
        signal: AbortSignal.timeout(5000),
      })
      await res.arrayBuffer()
      return res.status
    } catch {
      return 0
    }
  }

  async function deliver(event: string, data: Record<string, unknown>, onLeave?: () => void) {
    const body = JSON.stringify({ event, data })
    const signature = paystackSignature(body, options.secretKey)
    for (let attempt = 1; attempt <= options.maxRetries + 1 && !closed; attempt++) {
      while (held && !closed) await released
      if (closed) return
      if (attempt === 1) onLeave?.()
      // No receiver set: Paystack goes on all the same (the refund is processed), unheard.
      if (!url) return
      const status = await post(body, signature)
      log.push({ event, reference: referenceOf(data), attempt, status })
      if (status === 200) return
      await pause(options.retryMs)
    }
  }

  return {
    setUrl(next: string | undefined) {
      url = next
    },
    /**
     * Queues an event as Paystack sends it: in order, retried until answered 200. `onLeave` runs
     * as its first try leaves (what the event announces happens then, not while it is held).
     */
    send(event: string, data: Record<string, unknown>, onLeave?: () => void) {
      chain = chain.then(() => deliver(event, data, onLeave))
    },
    /** One POST now, past the queue and without retry: a replay, a forgery; its answer's status. */
    async sendRaw(event: string, data: Record<string, unknown>, raw: RawWebhookOptions = {}) {
      if (!url) throw new Error('The Paystack stand-in has no webhook URL (setWebhookUrl)')
      const body = raw.body ?? JSON.stringify({ event, data })
      const signature =
        raw.signature !== undefined
          ? raw.signature
          : paystackSignature(body, raw.signatureKey ?? options.secretKey)
      const status = await post(body, signature)
      log.push({ event, reference: referenceOf(data), attempt: 1, status })
      return status
    },
    hold(on: boolean) {
      if (on && !held) released = new Promise((resolve) => (release = resolve))
      if (!on) release()
      held = on
    },
    /** Resolves once every queued event is delivered or given up. */
    settled: () => chain,
    deliveries: () => [...log],
    close() {
      closed = true
      release()
      for (const [timer, end] of waits) {
        clearTimeout(timer)
        end()
      }
      waits.clear()
    },
  }
}
