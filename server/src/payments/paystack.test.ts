// Paystack's client against the tests' stand-in, over real HTTP on 127.0.0.1: the round trip a
// guest's deposit makes, and each way Paystack can fail the hotel (a refusal, no answer, a 500).
import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  startPaystackStandIn,
  type PaystackStandIn,
} from '../../../tests/support/paystack-stand-in'
import {
  createPaystack,
  paystackEvent,
  paystackSignatureValid,
  PaystackRefused,
  PaystackUnavailable,
} from './paystack'

let standIn: PaystackStandIn
/** What the stand-in's webhooks brought: raw bytes and signature, as the server's route gets them. */
const received: { body: Buffer; signature: string | undefined }[] = []
let receiver: http.Server

beforeAll(async () => {
  standIn = await startPaystackStandIn({ retryMs: 20 })
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const signature = req.headers['x-paystack-signature']
      received.push({ body: Buffer.concat(chunks), signature: signature as string | undefined })
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  standIn.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`)
})
afterAll(async () => {
  await standIn.close()
  await new Promise((resolve) => receiver.close(resolve))
})
afterEach(() => standIn.heal())

const client = (overrides: { secretKey?: string; apiUrl?: string; timeoutMs?: number } = {}) =>
  createPaystack({
    secretKey: standIn.secretKey,
    apiUrl: standIn.origin,
    timeoutMs: 2000,
    ...overrides,
  })
let n = 0
const newReference = () => `HH-test-${Date.now()}-${++n}`

describe('createPaystack', () => {
  it('starts a transaction, verifies it paid, refunds part then the rest, as webhooks tell', async () => {
    const paystack = client()
    const reference = newReference()
    const started = await paystack.initialize({
      email: 'ada@example.com',
      amount: 2_500_000,
      currency: 'NGN',
      reference,
      callbackUrl: 'https://hotel.example/stay/abc?lang=fr',
      metadata: { stay: 'abc' },
    })
    expect(started).toEqual({
      authorizationUrl: `${standIn.origin}/checkout/${started.accessCode}`,
      accessCode: started.accessCode,
      reference,
    })
    expect(await paystack.verify(reference)).toMatchObject({
      status: 'abandoned',
      amount: 2_500_000,
      paidAt: null,
    })

    // The guest pays on the hosted checkout, as a browser would, and is sent back.
    const page = await fetch(started.authorizationUrl)
    expect(await page.text()).toMatch(/<button type="submit">Pay<\/button>/)
    const paid = await fetch(`${standIn.origin}/checkout/${started.accessCode}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(
      `https://hotel.example/stay/abc?lang=fr&trxref=${reference}&reference=${reference}`,
    )
    const verified = await paystack.verify(reference)
    expect(verified).toEqual({
      status: 'success',
      reference,
      amount: 2_500_000,
      currency: 'NGN',
      paidAt: expect.any(String) as string,
      channel: 'card',
      id: expect.any(Number) as number,
    })

    const part = await paystack.refund({ reference, amount: 1_000_000 })
    expect(part).toEqual({
      id: expect.any(Number) as number,
      status: 'pending',
      amount: 1_000_000,
      currency: 'NGN',
    })
    await expect(paystack.refund({ reference, amount: 1_500_001 })).rejects.toThrow(PaystackRefused)
    const rest = await paystack.refund({ reference })
    expect(rest.amount).toBe(1_500_000)

    await standIn.webhooksSettled()
    const events = received.map(({ body, signature }) => {
      expect(paystackSignatureValid(body, signature, standIn.secretKey)).toBe(true)
      return paystackEvent(JSON.parse(body.toString()))
    })
    expect(events.map((e) => e.event)).toEqual([
      'charge.success',
      'refund.pending',
      'refund.processed',
      'refund.pending',
      'refund.processed',
    ])
    expect(events[0]).toEqual({ event: 'charge.success', data: verified })
    expect(events[2]).toEqual({
      event: 'refund.processed',
      data: {
        reference,
        refundId: null,
        refundReference: expect.any(String) as string,
        amount: 1_000_000,
        currency: 'NGN',
        status: 'processed',
      },
    })
    expect((await paystack.verify(reference)).status).toBe('reversed')
  })

  it("passes on Paystack's refusals with its words", async () => {
    const reference = newReference()
    const ask = {
      email: 'a@example.com',
      amount: 100,
      currency: 'NGN',
      reference,
      callbackUrl: 'https://h.example/',
    }
    await client().initialize(ask)
    await expect(client().initialize(ask)).rejects.toThrow(
      new PaystackRefused('Duplicate Transaction Reference', 400),
    )
    await expect(client().verify('no-such-reference')).rejects.toThrow(
      /Transaction reference not found/,
    )
  })

  it('is refused a wrong key, without saying the key', async () => {
    const wrong = 'sk_test_wrong0123456789'
    const error = await client({ secretKey: wrong })
      .verify('anything')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaystackRefused)
    expect(error).toMatchObject({ status: 401, message: 'Invalid key' })
    expect(String(error)).not.toContain(wrong)
  })

  it('refuses a sum that is not whole kobo above 0 before calling', async () => {
    const before = standIn.requests('/')
    const ask = {
      email: 'a@example.com',
      currency: 'NGN',
      reference: 'x',
      callbackUrl: 'https://h.example/',
    }
    for (const amount of [0, -100, 10.5, Number.NaN, 2 ** 53]) {
      expect(() => client().initialize({ ...ask, amount })).toThrow(RangeError)
      expect(() => client().refund({ reference: 'x', amount })).toThrow(RangeError)
    }
    expect(standIn.requests('/')).toBe(before)
  })

  it('is unavailable when Paystack is down, stalls past the timeout, or answers 500', async () => {
    const down = await startPaystackStandIn()
    await down.close()
    await expect(client({ apiUrl: down.origin }).verify('x')).rejects.toThrow(
      /could not be reached \(.*ECONNREFUSED/,
    )

    standIn.stall('/transaction/verify')
    const started = Date.now()
    await expect(client({ timeoutMs: 300 }).verify('x')).rejects.toThrow(
      new PaystackUnavailable(`Paystack at ${standIn.origin} did not answer within 300 ms`),
    )
    expect(Date.now() - started).toBeLessThan(1500)

    standIn.fail('/refund', 500)
    await expect(client().refund({ reference: 'x' })).rejects.toThrow(PaystackUnavailable)
  })

  it('is unavailable when the answer is not JSON or not in its shape', async () => {
    const odd = http.createServer((req, res) => {
      if (req.url?.startsWith('/transaction/verify/html')) res.end('<html>proxy</html>')
      else res.end(JSON.stringify({ status: true, message: 'ok', data: { id: 'not a number' } }))
    })
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve))
    const apiUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`
    try {
      await expect(client({ apiUrl }).verify('html')).rejects.toThrow(/not with its JSON/)
      await expect(client({ apiUrl }).verify('shape')).rejects.toThrow(PaystackUnavailable)
    } finally {
      await new Promise((resolve) => odd.close(resolve))
    }
  })
})

describe('the stand-in', () => {
  it('sends a cancelled checkout back abandoned, holds webhooks, and retries one not answered 200', async () => {
    const answers = [500, 200]
    const seen: string[] = []
    const flaky = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        seen.push(req.headers['x-paystack-signature'] as string)
        res.writeHead(answers.shift() ?? 200).end()
      })
    })
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve))
    const own = await startPaystackStandIn({ retryMs: 10 })
    own.setWebhookUrl(`http://127.0.0.1:${(flaky.address() as AddressInfo).port}/`)
    try {
      const paystack = client({ apiUrl: own.origin, secretKey: own.secretKey })
      const ask = {
        email: 'a@example.com',
        amount: 5000,
        currency: 'NGN',
        callbackUrl: 'https://h.example/back',
      }
      const cancelled = await paystack.initialize({ ...ask, reference: 'cancelled-1' })
      const back = await fetch(`${own.origin}/checkout/${cancelled.accessCode}/cancel`, {
        method: 'POST',
        redirect: 'manual',
      })
      expect(back.headers.get('location')).toBe(
        'https://h.example/back?trxref=cancelled-1&reference=cancelled-1',
      )
      expect((await paystack.verify('cancelled-1')).status).toBe('abandoned')

      await paystack.initialize({ ...ask, reference: 'held-1' })
      own.holdWebhooks(true)
      own.pay('held-1', { amount: 4000 })
      expect((await paystack.verify('held-1')).amount).toBe(4000)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(own.deliveries()).toEqual([])
      own.releaseWebhooks()
      await own.webhooksSettled()
      expect(own.deliveries()).toEqual([
        { event: 'charge.success', reference: 'held-1', attempt: 1, status: 500 },
        { event: 'charge.success', reference: 'held-1', attempt: 2, status: 200 },
      ])
      expect(new Set(seen).size).toBe(1)
    } finally {
      await own.close()
      await new Promise((resolve) => flaky.close(resolve))
    }
  })
})

describe('paystackSignatureValid', () => {
  const key = 'sk_test_signature0123'
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"r1"}}')
  const good = createHmac('sha512', key).update(body).digest('hex')

  it('accepts the HMAC-SHA512 of the exact bytes with the key, in either case of hex', () => {
    expect(paystackSignatureValid(body, good, key)).toBe(true)
    expect(paystackSignatureValid(body, good.toUpperCase(), key)).toBe(true)
  })

  it('refuses a tampered body, another key, and a missing, short, long or non-hex header', () => {
    expect(
      paystackSignatureValid(Buffer.from(body.toString().replace('r1', 'r2')), good, key),
    ).toBe(false)
    expect(paystackSignatureValid(body, good, 'sk_test_other')).toBe(false)
    expect(paystackSignatureValid(body, undefined, key)).toBe(false)
    expect(paystackSignatureValid(body, '', key)).toBe(false)
    expect(paystackSignatureValid(body, good.slice(0, 64), key)).toBe(false)
    expect(paystackSignatureValid(body, `${good}00`, key)).toBe(false)
    expect(paystackSignatureValid(body, `${good.slice(0, 127)}g`, key)).toBe(false)
  })

  it('checks what the stand-in signs, and what a test forges through it', async () => {
    const before = received.length
    await standIn.sendWebhook(
      'charge.success',
      { reference: 'forged' },
      { signatureKey: 'sk_test_other' },
    )
    await standIn.sendWebhook('charge.success', { reference: 'bare' }, { signature: null })
    const [forged, bare] = received.slice(before)
    expect(paystackSignatureValid(forged!.body, forged!.signature, standIn.secretKey)).toBe(false)
    expect(bare!.signature).toBeUndefined()
  })
})

describe('paystackEvent', () => {
  it("reads a refund's news with its amount as Paystack's numeric string", () => {
    expect(
      paystackEvent({
        event: 'refund.needs-attention',
        data: {
          status: 'needs-attention',
          transaction_reference: 'T1',
          refund_reference: 'TRF_7jn',
          amount: 5306,
          currency: 'NGN',
          id: '123456',
        },
      }),
    ).toEqual({
      event: 'refund.needs-attention',
      data: {
        reference: 'T1',
        refundId: '123456',
        refundReference: 'TRF_7jn',
        amount: 5306,
        currency: 'NGN',
        status: 'needs-attention',
      },
    })
  })

  it('names an event the hotel has no use for, and throws on a body that is not an event', () => {
    expect(paystackEvent({ event: 'transfer.success', data: { anything: 1 } })).toEqual({
      event: 'other',
      name: 'transfer.success',
    })
    expect(() => paystackEvent({ data: {} })).toThrow(PaystackUnavailable)
    expect(() => paystackEvent('charge.success')).toThrow(PaystackUnavailable)
    expect(() =>
      paystackEvent({ event: 'charge.success', data: { reference: 'r', amount: '12.5' } }),
    ).toThrow(/charge.success webhook is not in the expected shape/)
  })
})
