// Issue 40, a request's price on the hotel's side: the guests and the price the server quoted at
// the request's arrival, as every reader of the request is told them (the staff's list, the
// console's request, the guest's status and the answers to changes, the email at a real SMTP
// server, the signed webhook at a real receiver, the CLI's show and list), unchanged by a rate
// changed after it arrived; a request the facility had no price for carries null. On both
// databases, the app built in this process over a database the CLI opens too.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { Facility } from '../../contract/facility'
import { type NewRateRule, NewRateRule as NewRule } from '../../contract/rate-schemas'
import { type Quote, weekdayOf } from '../../contract/rates'
import { createServices, type Services } from '../../server/src/services'
import { inDays, reserve, reserveBody, uniqueId } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { notifyEnv, startSmtpReceiver, startWebhookReceiver } from '../support/notify-receivers'
import type { SmtpReceiver, WebhookReceiver } from '../support/notify-receivers'
import { adminHeaders, api, TEST_ADMIN_TOKEN, tempDir } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'

const POLL = { timeout: 30_000, interval: 50 }

/** The first date on or after `from` that is this weekday. */
function nextWeekday(from: string, weekday: string): string {
  let date = from
  while (weekdayOf(date) !== weekday) date = addDays(date, 1)
  return date
}

/** A mail's text as read: its quoted-printable bytes are UTF-8 (₦ is three of them). */
const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8')

describe.each(databaseEnvs())("a request's guests and price on $name", (target) => {
  let env: Record<string, string>
  let server: TestApp
  let services: Services
  let webhook: WebhookReceiver
  let smtp: SmtpReceiver
  beforeAll(async () => {
    webhook = await startWebhookReceiver()
    smtp = await startSmtpReceiver()
    env = {
      ...(await target.env()),
      HOTEL_TIMEZONE: 'Africa/Lagos',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      LOG_LEVEL: 'silent',
      RESERVE_RATE_LIMIT: '0',
      MAX_OPEN_REQUESTS_PER_PHONE: '0',
      ...notifyEnv(webhook, smtp),
    }
    server = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
    services = createServices(server.config, server.database)
  })
  afterAll(async () => {
    await server?.close()
    await webhook?.close()
    await smtp?.close()
  })

  const cli = (...args: string[]) => runCli(env, ...args)
  async function room(): Promise<Facility> {
    const res = await api(
      server,
      'POST',
      '/api/facilities',
      {
        type: 'room',
        name: `Priced room ${uniqueId()}`,
        desc: 'For tests',
        img: '/images/facilities/family-room-800.webp',
        capacity: 2,
        guests: 3,
      },
      adminHeaders,
    )
    expect(res.status).toBe(201)
    return res.body as Facility
  }
  async function setRate(facility: Facility, rule: NewRateRule) {
    expect(await services.rates.add(facility._id, NewRule.parse(rule))).not.toBe('missing')
  }

  /** Every reader of request `id` on the hotel's side and the guest's, as they answer now. */
  async function readers(id: string) {
    const list = await api(server, 'GET', '/api/reservations?limit=1000', undefined, adminHeaders)
    const staff = await api(server, 'GET', `/api/staff/requests/${id}`, undefined, adminHeaders)
    const status = await api(server, 'GET', `/api/reservations/${id}/status`)
    expect([list.status, staff.status, status.status]).toEqual([200, 200, 200])
    type Priced = { reservation_id: string; guests?: number | null; quote?: Quote | null }
    const inList = (list.body as Priced[]).find((r) => r.reservation_id === id)!
    const record = (staff.body as { record: Priced }).record
    const answer = status.body as Priced & Record<string, unknown>
    return { inList, record, answer, statusText: JSON.stringify(status.body) }
  }
  const delivered = async (id: string) => {
    await expect
      .poll(
        () =>
          [...webhook.accepted.values()].some(
            (e) => e.type === 'reservation.received' && e.data.reservation_id === id,
          ),
        POLL,
      )
      .toBe(true)
    const event = [...webhook.accepted.values()].find(
      (e) => e.type === 'reservation.received' && e.data.reservation_id === id,
    )!
    await expect.poll(() => smtp.mails.some((m) => m.eventId === event.id), POLL).toBe(true)
    const mail = smtp.mails.find((m) => m.eventId === event.id)!
    return { data: event.data, mail: utf8(mail.text) }
  }

  it('carries the price quoted at arrival to every reader, and a later rate change to none', async () => {
    const facility = await room()
    await setRate(facility, { nightly: 4_500_000, extra_guest: 1_000_000, included_guests: 2 })
    await setRate(facility, { days: ['fri', 'sat'], nightly: 5_500_050 })
    const thursday = nextWeekday(inDays(20), 'thu')
    const dateRange = { from: thursday, to: addDays(thursday, 3) }
    const expected: Quote = {
      currency: 'NGN',
      nights: [
        { date: thursday, amount: 4_500_000 },
        { date: addDays(thursday, 1), amount: 5_500_050 },
        { date: addDays(thursday, 2), amount: 5_500_050 },
      ],
      extra_guests: { count: 1, amount: 3_000_000 },
      total: 18_500_100,
    }
    const body = reserveBody(facility, { dateRange, guests: 3, reservation_name: 'Ngozi Okafor' })
    const put = await reserve(server, facility._id, body)
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    const id = body.reservation_id

    const before = await readers(id)
    for (const r of [before.inList, before.record, before.answer]) {
      expect(r.guests).toBe(3)
      expect(r.quote).toEqual(expected)
    }
    // The guest's public answer: the price, never the guest's name.
    expect(before.statusText).not.toContain('Ngozi')

    const { data, mail } = await delivered(id)
    expect(data.guests).toBe(3)
    expect(data.quote).toEqual(expected)
    expect(mail).toContain('Guests:    3')
    expect(mail).toContain('Price:     ₦185,001 quoted for 3 nights, to be confirmed')
    expect(mail).toMatch(/ {11}\d{1,2} \w{3} \d{4}: ₦45,000\r?\n/)
    expect(mail).toMatch(
      / {11}\d{1,2}( \w{3}( \d{4})?)? to \d{1,2} \w{3} \d{4}: 2 nights × ₦55,000\.50/,
    )
    expect(mail).toContain('1 extra guest: ₦30,000')
    expect(mail).not.toMatch(/paid/i)

    const reference = (before.record as { reference?: string }).reference!
    const show = await cli('reservations', 'show', reference)
    expect(show.code, show.stderr).toBe(0)
    expect(show.stdout).toContain('Guests      3\n')
    expect(show.stdout).toContain('Price       ₦185,001 quoted for 3 nights, to be confirmed\n')
    expect(show.stdout).toContain('1 extra guest: ₦30,000\n')
    const list = await cli('reservations', 'list', '--facility', facility._id)
    expect(list.stdout).toContain('₦185,001')

    // The base's price goes up and the weekend's rule goes: today's quote changes, the
    // request's stays as it arrived, for every reader and in the answer to a confirmation.
    const [base] = await services.rates.of(facility._id)
    expect(
      await services.rates.change(base?.id ?? '', { nightly: 9_000_000, extra_guest: 2_000_000 }),
    ).toHaveProperty('rule')
    const now = await api(
      server,
      'GET',
      `/api/facilities/${facility._id}/quote?from=${dateRange.from}&to=${dateRange.to}&guests=3`,
    )
    expect((now.body as Quote).total).not.toBe(expected.total)
    const after = await readers(id)
    for (const r of [after.inList, after.record, after.answer]) expect(r.quote).toEqual(expected)
    const confirmed = await api(server, 'POST', `/api/reservations/${id}/confirm`, {}, adminHeaders)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ status: 'confirmed', guests: 3, quote: expected })
    // Confirmed, it is the stay's price, no longer a quote to confirm (issue 51); cancelled, the
    // price the stay was quoted.
    const shown = await cli('reservations', 'show', id)
    expect(shown.stdout).toContain('Price       ₦185,001 for 3 nights\n')
    expect(shown.stdout).not.toContain('to be confirmed')
    // The export's last columns: the guests, the currency and the total in the major unit.
    const out = path.join(tempDir(), 'reservations.csv')
    expect((await cli('reservations', 'export', '--out', out)).code).toBe(0)
    const [header, ...rows] = fs.readFileSync(out, 'utf8').split('\r\n')
    expect(header!.endsWith(',status_note,guests,currency,quoted_total')).toBe(true)
    expect(rows.find((row) => row.includes(`"${id}"`))).toMatch(/,"3","NGN","185001"$/)
    const cancelled = await api(server, 'POST', `/api/reservations/${id}/cancel`, {}, adminHeaders)
    expect(cancelled.status).toBe(200)
    expect((await cli('reservations', 'show', id)).stdout).toContain(
      'Price       ₦185,001 was quoted for 3 nights\n',
    )
  })

  it('carries null for a request the facility had no price for, and guests when not asked', async () => {
    const facility = await room()
    const body = reserveBody(facility)
    const put = await reserve(server, facility._id, body)
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    const id = body.reservation_id
    const { inList, record, answer } = await readers(id)
    for (const r of [inList, record, answer]) {
      expect(r.guests).toBeNull()
      expect(r.quote).toBeNull()
    }
    const { data, mail } = await delivered(id)
    expect(data).toMatchObject({ guests: null, quote: null })
    expect(mail).toContain('Price:     no price: the facility had none when the request arrived')
    expect(mail).not.toContain('Guests:')

    // A rate set afterwards prices later requests, not this one.
    await setRate(facility, { nightly: 4_500_000 })
    const show = await cli('reservations', 'show', id)
    expect(show.code, show.stderr).toBe(0)
    expect(show.stdout).toContain('Guests      -\n')
    expect(show.stdout).toContain(
      'Price       no price: the facility had none when the request arrived\n',
    )
    const cancelled = await api(server, 'POST', `/api/reservations/${id}/cancel`, {})
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', guests: null, quote: null })
  })
})
