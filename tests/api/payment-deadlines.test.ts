// Issue 53: a deposit unpaid at its deadline, on both databases, with the rules' clock pinned by
// the test. `release` cancels the stay as the hotel (its nights freed, the reason said, once even
// with two servers sweeping at the same moment); `alert` tells the staff once and leaves the stay;
// money arriving after a release confirms the stay again when its nights are free, and goes back
// in full (the staff told) when they were taken. And a deadline that passed while the server was
// down is dealt with at its start (the real server process, its clock moved by CLOCK_START).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifyEnv } from '../support/notify-receivers'
import { sql } from 'kysely'
import { connect } from '../../server/src/db/connect'
import { createServices } from '../../server/src/services'
import type { StaffMoney } from '../../contract/staff-money'
import type { StayAnswer } from '../../contract/stay'
import type { StaffRequestDetail } from '../../contract/staff'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import {
  PAYSTACK_TEST_SECRET_KEY,
  startPaystackStandIn,
  type PaystackStandIn,
} from '../support/paystack-stand-in'
import { adminHeaders, api } from '../support/server-process'
import { staffSessions } from '../support/staff-sessions'
import type { InProcessServer } from '../support/test-app'

const POLL = { timeout: 20_000, interval: 50 }
const HOUR = 3_600_000

describe.each(databaseTargets())('deposit deadlines on $name', (target) => {
  let paystack: PaystackStandIn
  let sessions: Awaited<ReturnType<typeof staffSessions<true>>>
  let hotel: InProcessServer
  /** The rules' clock: moved by the tests. */
  let clock = Date.now()
  const now = () => new Date(clock)

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ retryMs: 100 })
    sessions = await staffSessions(target, {
      socket: true,
      now,
      env: {
        PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET_KEY,
        PAYSTACK_API_URL: paystack.origin,
        OUTBOUND_ALLOWED_TEST_ORIGINS: paystack.origin,
        // The server's own sweep waits: the tests run the deadlines themselves.
        PAYMENTS_SWEEP_MS: '600000',
      },
    })
    hotel = sessions.server
    paystack.setWebhookUrl(`${hotel.url}/api/payments/paystack`)
  })
  afterAll(async () => {
    // The stand-in's last webhooks first: the server closes with no call of its under way.
    await paystack?.webhooksSettled()
    await sessions?.close()
    await paystack?.close()
  })

  /** The rules of another server on the same database (a replica), on the same clock. */
  const replica = () => createServices(hotel.config, hotel.database, { now })

  async function setPolicy(policy: Record<string, unknown>) {
    const res = await sessions.token('POST', '/payments/policy', policy)
    expect(res.statusCode, res.body).toBe(200)
  }
  async function pricedFacility(capacity = 1) {
    const facility = await createFacility(hotel, { capacity })
    const res = await sessions.token('POST', `/facilities/${facility._id}/rates`, {
      every_year: false,
      days: [],
      nightly: 4_500_000,
    })
    expect(res.statusCode, res.body).toBe(201)
    return facility
  }
  async function request(facility: { _id: string; type: string }, from: number, language?: string) {
    const body = reserveBody(facility as never, {
      dateRange: { from: inDays(from), to: inDays(from + 2) },
      reservation_email: 'ada@example.com',
      ...(language ? { language } : {}),
    })
    const res = await reserve(hotel, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return body.reservation_id
  }
  async function confirm(id: string) {
    const res = await sessions.token('POST', `/requests/${id}/confirm`, {})
    expect(res.statusCode, res.body).toBe(200)
    const money = (await sessions.token('GET', `/requests/${id}/money`)).json() as StaffMoney
    return money.stay_url!.split('/').pop()!
  }
  // The admin token, not a session: a session ends while the tests move the clock by a day.
  const detail = async (id: string) =>
    (await sessions.token('GET', `/requests/${id}`)).json() as StaffRequestDetail
  const stay = async (token: string) =>
    (await api(hotel, 'GET', `/api/stays/${token}`)).body as StayAnswer
  const alertsFor = async (id: string) =>
    (
      await sql<{
        payload: string
      }>`select payload from outbox where type = 'payment.alert'`.execute(hotel.database.db)
    ).rows
      .map((r) => JSON.parse(r.payload) as Record<string, unknown>)
      .filter((a) => a.reservation_id === id)

  it('release: the stay is cancelled as the hotel at its deadline, not before, once; its nights free', async () => {
    clock = Date.now()
    await setPolicy({
      deposit: { kind: 'percent', percent: 30 },
      pay_within_hours: 24,
      unpaid: 'release',
    })
    const facility = await pricedFacility()
    const id = await request(facility, 20)
    const token = await confirm(id)
    expect((await stay(token)).money?.deposit_due).toBe(2_700_000)
    const deadlines = replica().deadlines
    clock += 24 * HOUR - 60_000
    expect(await deadlines.run()).toBe(0)
    expect((await detail(id)).record.status).toBe('confirmed')
    clock += 61_000
    expect(await deadlines.run()).toBe(1)
    const released = await detail(id)
    expect(released.record.status).toBe('cancelled')
    expect(released.record.status_note).toContain('not paid in time')
    expect(released.events.at(-1)).toMatchObject({
      to_status: 'cancelled',
      by_name: 'the deposit deadline',
    })
    expect(await deadlines.run()).toBe(0)
    expect((await detail(id)).events.filter((e) => e.to_status === 'cancelled')).toHaveLength(1)
    // The guest reads it on the stay page; the nights are free again.
    expect((await stay(token)).status).toBe('cancelled')
    const free = await api(hotel, 'GET', `/api/facilities/${facility._id}/availability`)
    expect((free.body as { taken: unknown[] }).taken).toEqual([])
  })

  it('alert: the staff are told once and the stay stays; a paid deposit is neither released nor told', async () => {
    clock = Date.now()
    await setPolicy({
      deposit: { kind: 'fixed', amount: 1_000_000 },
      pay_within_hours: 2,
      unpaid: 'alert',
    })
    const facility = await pricedFacility(2)
    const unpaid = await request(facility, 30)
    const paid = await request(facility, 30)
    await confirm(unpaid)
    await confirm(paid)
    const record = await sessions.token('POST', `/requests/${paid}/payments`, {
      amount: 1_000_000,
      method: 'cash',
    })
    expect(record.statusCode, record.body).toBe(201)
    clock += 3 * HOUR
    const deadlines = replica().deadlines
    expect(await deadlines.run()).toBe(1)
    expect(await deadlines.run()).toBe(0)
    expect((await detail(unpaid)).record.status).toBe('confirmed')
    expect((await detail(paid)).record.status).toBe('confirmed')
    const told = await alertsFor(unpaid)
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ deposit_due: 1_000_000 })
    expect(await alertsFor(paid)).toHaveLength(0)
  })

  it('two servers at the deadline at once: released once, told once', async () => {
    clock = Date.now()
    await setPolicy({
      deposit: { kind: 'percent', percent: 30 },
      pay_within_hours: 1,
      unpaid: 'release',
    })
    const facility = await pricedFacility(3)
    const ids = [
      await request(facility, 40),
      await request(facility, 40),
      await request(facility, 40),
    ]
    for (const id of ids) await confirm(id)
    clock += 2 * HOUR
    // PostgreSQL: each server its own pool of connections, as replicas are.
    const second =
      target.name === 'postgres'
        ? connect({ databaseUrl: hotel.config.DATABASE_URL ?? '', sqliteFile: '' })
        : hotel.database
    try {
      const a = replica().deadlines
      const b = createServices(hotel.config, second, { now }).deadlines
      const [ran, alsoRan] = await Promise.all([a.run(), b.run()])
      expect(ran + alsoRan).toBe(3)
      for (const id of ids) {
        const events = (await detail(id)).events.filter((e) => e.to_status === 'cancelled')
        expect(events).toHaveLength(1)
      }
    } finally {
      if (second !== hotel.database) await second.close()
    }
  })

  it('money after a release: the stay confirmed again when its nights are free; refunded in full when taken', async () => {
    clock = Date.now()
    await setPolicy({
      deposit: { kind: 'percent', percent: 50 },
      pay_within_hours: 1,
      unpaid: 'release',
    })
    const facility = await pricedFacility(1)
    // The guest starts paying before the deadline and finishes after it.
    const late = await request(facility, 50)
    const token = await confirm(late)
    const started = await api(hotel, 'POST', `/api/stays/${token}/pay`, {})
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    clock += 2 * HOUR
    expect(await replica().deadlines.run()).toBe(1)
    expect((await detail(late)).record.status).toBe('cancelled')
    paystack.pay((started.body as { reference: string }).reference)
    await expect.poll(async () => (await detail(late)).record.status, POLL).toBe('confirmed')
    expect((await stay(token)).money).toMatchObject({ paid: 4_500_000, deposit_due: 0 })

    // Again, but another guest takes the nights meanwhile: the money goes back, the staff told.
    const second = await request(facility, 60)
    const secondToken = await confirm(second)
    const paying = await api(hotel, 'POST', `/api/stays/${secondToken}/pay`, {})
    clock += 2 * HOUR
    expect(await replica().deadlines.run()).toBe(1)
    const taker = await request(facility, 60)
    await confirm(taker)
    paystack.pay((paying.body as { reference: string }).reference)
    await expect.poll(async () => (await stay(secondToken)).money?.refunded, POLL).toBe(4_500_000)
    expect((await detail(second)).record.status).toBe('cancelled')
    expect(
      (await alertsFor(second)).some((a) => String(a.message).includes('refunded in full')),
    ).toBe(true)
    await expect
      .poll(() => paystack.refunds().filter((r) => r.amount === 4_500_000).length, POLL)
      .toBeGreaterThanOrEqual(1)
  })
})

describe.each(databaseTargets())(
  'a deadline passed while the server was down, on $name',
  (target) => {
    it('is dealt with at the start', async () => {
      const first = await target.start()
      let second: Awaited<ReturnType<typeof target.start>> | undefined
      try {
        const call = (method: string, path: string, body?: unknown) =>
          api(first.url, method, path, body, adminHeaders)
        const policy = await call('POST', '/api/staff/payments/policy', {
          deposit: { kind: 'percent', percent: 30 },
          pay_within_hours: 1,
          unpaid: 'release',
        })
        expect(policy.status, JSON.stringify(policy.body)).toBe(200)
        const facility = await createFacility(first.url, { capacity: 1 })
        const rate = await call('POST', `/api/staff/facilities/${facility._id}/rates`, {
          every_year: false,
          days: [],
          nightly: 4_500_000,
        })
        expect(rate.status).toBe(201)
        const body = reserveBody(facility, { dateRange: { from: inDays(20), to: inDays(22) } })
        expect((await reserve(first.url, facility._id, body)).status).toBe(200)
        const confirmed = await call(
          'POST',
          `/api/staff/requests/${body.reservation_id}/confirm`,
          {},
        )
        expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
        expect(await first.stop()).toBe(0)
        // Two hours later by its clock, with a sweep that would not run for ten minutes.
        second = await target.start({
          reuse: first,
          env: {
            CLOCK_START: new Date(Date.now() + 2 * HOUR).toISOString(),
            PAYMENTS_SWEEP_MS: '600000',
          },
        })
        const url = second.url
        await expect
          .poll(
            async () =>
              (
                (
                  await api(
                    url,
                    'GET',
                    `/api/staff/requests/${body.reservation_id}`,
                    undefined,
                    adminHeaders,
                  )
                ).body as StaffRequestDetail
              ).record.status,
            POLL,
          )
          .toBe('cancelled')
      } finally {
        await second?.stop()
        if (!second) await first.stop()
      }
    })
  },
)

describe.each(databaseTargets())('reminders of what is due on $name', (target) => {
  /** Termii's Send Message API, played on 127.0.0.1: the texts it was asked to send. */
  const texts: string[] = []
  const termii = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      texts.push(String((JSON.parse(body) as { sms: string }).sms))
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          code: 'ok',
          message_id: String(texts.length),
          message: 'Successfully Sent',
        }),
      )
    })
  })
  let clock = Date.now()
  const now = () => new Date(clock)
  let sessions: Awaited<ReturnType<typeof staffSessions>>

  beforeAll(async () => {
    await new Promise<void>((resolve) => termii.listen(0, '127.0.0.1', resolve))
    const { port } = termii.address() as AddressInfo
    sessions = await staffSessions(target, {
      now,
      env: {
        ...notifyEnv(),
        TERMII_API_KEY: 'termii-test-key',
        TERMII_SENDER_ID: 'Hearth',
        TERMII_BASE_URL: `http://127.0.0.1:${port}`,
        PUBLIC_URL: 'https://hearthhouse.example',
        PAYMENTS_SWEEP_MS: '600000',
      },
    })
  })
  afterAll(async () => {
    await sessions?.close()
    await new Promise((resolve) => termii.close(resolve))
  })

  it('a deposit 12 hours before its deadline and the balance the day before it is due, once each, with the stay page', async () => {
    clock = Date.now()
    const hotel = sessions.server
    const admin = sessions.token
    expect(
      (
        await admin('POST', '/payments/policy', {
          deposit: { kind: 'percent', percent: 30 },
          pay_within_hours: 48,
          balance: { kind: 'days_before', days: 3 },
          unpaid: 'alert',
        })
      ).statusCode,
    ).toBe(200)
    const facility = await createFacility(hotel, { capacity: 1 })
    await admin('POST', `/facilities/${facility._id}/rates`, {
      every_year: false,
      days: [],
      nightly: 4_500_000,
    })
    const body = reserveBody(facility, {
      dateRange: { from: inDays(20), to: inDays(22) },
      reservation_phone: '0803 555 0142',
    })
    expect((await reserve(hotel, facility._id, body)).status).toBe(200)
    expect((await admin('POST', `/requests/${body.reservation_id}/confirm`, {})).statusCode).toBe(
      200,
    )
    const deadlines = createServices(hotel.config, hotel.database, { now }).deadlines
    const confirmText = () => texts.filter((t) => t.includes('confirmed'))
    await expect.poll(() => confirmText().length, POLL).toBe(1)
    clock += 35 * HOUR
    expect(await deadlines.remind()).toBe(0)
    clock += HOUR + 1_000
    expect(await deadlines.remind()).toBe(1)
    expect(await deadlines.remind()).toBe(0)
    const deposit = () => texts.filter((t) => t.includes('deposit of'))
    await expect.poll(() => deposit().length, POLL).toBe(1)
    expect(deposit()[0]).toMatch(
      /the deposit of ₦27,000 is due by .+\. Ref [A-Z0-9]{5}-[A-Z0-9]{5}\. https:\/\/hearthhouse\.example\/stay\/[\w-]{32}$/,
    )
    // The balance: due 3 days before arrival (in 17 days); told on the day before, once.
    const balance = () => texts.filter((t) => t.includes('the rest,'))
    clock = Date.parse(`${inDays(15)}T12:00:00Z`)
    expect(await deadlines.remind()).toBe(0)
    clock = Date.parse(`${inDays(16)}T08:00:00Z`)
    expect(await deadlines.remind()).toBe(1)
    expect(await deadlines.remind()).toBe(0)
    await expect.poll(() => balance().length, POLL).toBe(1)
    expect(balance()[0]).toContain('the rest, ₦90,000, is due by')
  })
})
