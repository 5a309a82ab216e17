// Text messages to the guest through Termii (issue 30), against a local receiver on 127.0.0.1 that
// plays Termii's Send Message API and checks each request whole: POST /api/sms/send, JSON, the
// documented fields and no others, the right key. The real app in this process, on both databases.
// The hotel's answer is texted once; Termii down (503) is tried again until it takes it; a refused
// key (401) is one try, failed at once with the reason in the console and `notifications list`,
// and never tried again by itself; "Try again now" sends it once the key is right.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import { formatReference, reservationReference } from '../../contract/reference'
import type { StaffDelivery, StaffNotificationsPage } from '../../contract/staff-messages'
import { guestStatusMessage, dateSpan } from '../../server/src/notifications/guest-texts'
import { TERMII_CHANNEL, TERMII_SEND_PATH } from '../../server/src/notifications/termii'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { createPgDatabase, databaseTargets } from '../support/databases'
import { build } from '../support/test-app'
import { notifyEnv } from '../support/notify-receivers'
import { adminHeaders, api } from '../support/server-process'

const POLL = { timeout: 20_000, interval: 25 }
const KEY = 'TLtest-termii-key-0123456789'
const SENDER = 'HearthHse'

interface TermiiRequest {
  method: string
  path: string
  contentType: string
  body: Record<string, unknown>
  /** What the receiver answered. */
  status: number
}

/** A local stand-in for Termii: checks every request, answers as Termii documents. */
interface TermiiReceiver {
  baseUrl: string
  /** The key it takes: any other is answered 401, as Termii refuses a wrong key. */
  key: string
  /** Answers 503 to this many of the next well-formed requests (Termii down for a while). */
  failNext: number
  requests: TermiiRequest[]
  /** Requests that were not what Termii's API takes (a wrong path, method, field): 400. */
  malformed: string[]
  close(): Promise<void>
}

const FIELDS = ['api_key', 'channel', 'from', 'sms', 'to', 'type']

async function startTermiiReceiver(): Promise<TermiiReceiver> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
        return status
      }
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>
      } catch {
        // recorded as malformed below
      }
      const wrong =
        req.method !== 'POST'
          ? `method ${req.method}`
          : req.url !== TERMII_SEND_PATH
            ? `path ${req.url}`
            : req.headers['content-type'] !== 'application/json'
              ? `content-type ${req.headers['content-type']}`
              : Object.keys(body).sort().join() !== FIELDS.join()
                ? `fields ${Object.keys(body).sort().join()}`
                : undefined
      let status: number
      if (wrong) {
        receiver.malformed.push(wrong)
        status = answer(400, { message: `Bad request: ${wrong}` })
      } else if (body.api_key !== receiver.key) {
        status = answer(401, { message: 'Invalid API key' })
      } else if (receiver.failNext > 0) {
        receiver.failNext--
        status = answer(503, { message: 'Service unavailable' })
      } else {
        status = answer(200, {
          code: 'ok',
          message_id: String(receiver.requests.length + 1),
          message: 'Successfully Sent',
          balance: 100,
          user: 'Hearth House',
        })
      }
      receiver.requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: String(req.headers['content-type']),
        body,
        status,
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const receiver: TermiiReceiver = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key: KEY,
    failNext: 0,
    requests: [],
    malformed: [],
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return receiver
}

/** The hotel's server with Termii on (or not), SQLite on disk so the CLI reads the same file. */
async function startHotel(name: string, termii?: TermiiReceiver) {
  const databaseUrl = name === 'postgres' ? await createPgDatabase(inject('pgAdminUrl')!) : ''
  const env = {
    ...notifyEnv(), // quick retries: 100 ms, doubled, at most 400 ms; a round every 50 ms
    // The site's address: a confirmation's text ends with the stay's page (issue 53).
    PUBLIC_URL: 'https://hearthhouse.example',
    ...(termii
      ? { TERMII_API_KEY: KEY, TERMII_SENDER_ID: SENDER, TERMII_BASE_URL: termii.baseUrl }
      : {}),
  }
  const server = await build({ databaseUrl, env, onDisk: true })
  return { server, cliEnv: { DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl } }
}

describe.each(databaseTargets())('text messages to the guest through Termii on $name', (target) => {
  let termii: TermiiReceiver
  let hotel: Awaited<ReturnType<typeof startHotel>>
  let facility: Awaited<ReturnType<typeof createFacility>>
  let day = 20
  const hotelApp = () => hotel.server

  beforeAll(async () => {
    termii = await startTermiiReceiver()
    hotel = await startHotel(target.name, termii)
    facility = await createFacility(hotelApp(), { capacity: 50 })
  })
  afterAll(async () => {
    await hotel?.server.close()
    await termii?.close()
  })

  /** A request from a guest who typed their number the local way; returns it and its reference. */
  async function request(phone = '0803 555 0142') {
    day += 2
    const body = reserveBody(facility, {
      reservation_phone: phone,
      dateRange: { from: inDays(day), to: inDays(day + 1) },
    })
    expect((await reserve(hotelApp(), facility._id, body)).status).toBe(200)
    const reference = formatReference(await reservationReference(body.reservation_id))
    return { body, reference }
  }
  const answer = (id: string, action: 'confirm' | 'decline', note?: string) =>
    api(hotelApp(), 'POST', `/api/reservations/${id}/${action}`, note ? { note } : {}, adminHeaders)
  /** Every request that reached Termii about this reference. */
  const textsAbout = (reference: string) =>
    termii.requests.filter((r) => String(r.body.sms).includes(`Ref ${reference}.`))
  /** The Termii delivery of a reference, as the console's Notifications screen shows it. */
  async function delivery(reference: string, failed = false): Promise<StaffDelivery | undefined> {
    const page = (
      await api(
        hotelApp(),
        'GET',
        `/api/staff/notifications?limit=200${failed ? '&failed=true' : ''}`,
        undefined,
        adminHeaders,
      )
    ).body as StaffNotificationsPage
    return page.deliveries.find((d) => d.about === reference && d.channel === TERMII_CHANNEL)
  }

  it("texts the hotel's confirmation once, to the guest's number in international form", async () => {
    const { body, reference } = await request()
    expect((await answer(body.reservation_id, 'confirm')).status).toBe(200)

    await expect.poll(async () => (await delivery(reference))?.state, POLL).toBe('sent')
    const texts = textsAbout(reference)
    expect(texts).toHaveLength(1)
    const { from, to } = body.dateRange
    const money = await api(
      hotelApp(),
      'GET',
      `/api/staff/requests/${body.reservation_id}/money`,
      undefined,
      adminHeaders,
    )
    const stayUrl = (money.body as { stay_url: string }).stay_url
    expect(stayUrl).toMatch(/^https:\/\/hearthhouse\.example\/stay\/[\w-]{32}$/)
    const expected = guestStatusMessage({
      reservation_id: body.reservation_id,
      reference: reference.replace('-', ''),
      facility_name: facility.name,
      facility_type: 'room',
      dateRange: { from, to },
      status: 'confirmed',
      stay_url: stayUrl,
    }).sms
    expect(texts[0]).toEqual({
      method: 'POST',
      path: '/api/sms/send',
      contentType: 'application/json',
      body: {
        api_key: KEY,
        to: '2348035550142', // typed 0803 555 0142: the local 0 became Nigeria's 234
        from: SENDER,
        sms: expected,
        type: 'plain',
        channel: 'dnd',
      },
      status: 200,
    })
    // What the guest reads, said without the module that writes it.
    const sms = String(texts[0]!.body.sms)
    expect(sms).toContain(facility.name)
    expect(sms).toContain(dateSpan(from, to))
    expect(sms).toContain('confirmed')
    expect(sms).toMatch(new RegExp(`Ref ${reference}\\. ${stayUrl}$`))
    expect(sms).not.toContain('Ada Obi') // never the guest's name on a locked screen
    expect(termii.malformed).toEqual([])
    expect((await delivery(reference))?.attempts).toBe(1)
  })

  it('texts a guest who booked in French in French, the 1st written "1er" (issue 51)', async () => {
    // The 1st of a month some 300 days ahead: within the horizon, clear of the other tests' days.
    const from = `${inDays(300).slice(0, 7)}-01`
    const body = reserveBody(facility, {
      reservation_phone: '0803 555 0142',
      dateRange: { from, to: addDays(from, 1) },
      language: 'fr',
    })
    expect((await reserve(hotelApp(), facility._id, body)).status).toBe(200)
    const reference = formatReference(await reservationReference(body.reservation_id))
    expect((await answer(body.reservation_id, 'confirm')).status).toBe(200)

    await expect.poll(async () => (await delivery(reference))?.state, POLL).toBe('sent')
    const texts = termii.requests.filter((r) => String(r.body.sms).includes(reference))
    expect(texts).toHaveLength(1)
    expect(String(texts[0]!.body.sms)).toMatch(
      new RegExp(
        // Its no-break space before the colon made plain for GSM-7 (termii.ts gsmFriendly).
        // The stay's page last, in French (issue 53).
        `^Hearth House: .+, du 1er au 2 \\S+ \\d{4} : votre demande est confirmée\\. .+ Réf\\. ${reference}\\. https://hearthhouse\\.example/fr/stay/[\\w-]{32}$`,
      ),
    )
    expect(termii.malformed).toEqual([])
  })

  it('tries again while Termii answers 503, and sends it once when it takes it', async () => {
    const { body, reference } = await request('+234 803 555 0142')
    termii.failNext = 2
    expect((await answer(body.reservation_id, 'confirm')).status).toBe(200)

    await expect.poll(async () => (await delivery(reference))?.state, POLL).toBe('sent')
    expect(textsAbout(reference).map((r) => r.status)).toEqual([503, 503, 200])
    expect((await delivery(reference))?.attempts).toBe(3)
    expect(termii.malformed).toEqual([])
  })

  it("texts a decline; a guest's own cancellation texts nothing", async () => {
    const cancelled = await request()
    const cancel = `/api/reservations/${cancelled.body.reservation_id}/cancel`
    expect((await api(hotelApp(), 'POST', cancel)).status).toBe(200)
    const declined = await request()
    const note = 'We are full that weekend.'
    expect((await answer(declined.body.reservation_id, 'decline', note)).status).toBe(200)

    await expect.poll(async () => (await delivery(declined.reference))?.state, POLL).toBe('sent')
    const [text] = textsAbout(declined.reference)
    expect(String(text?.body.sms)).toContain(
      "your request could not be accepted. The hotel's note is on your request.",
    )
    expect(String(text?.body.sms)).not.toContain(note) // the note may name the guest: not by SMS
    // The cancellation was written before the decline: had it a delivery, it would be there now.
    expect(textsAbout(cancelled.reference)).toEqual([])
    expect(await delivery(cancelled.reference)).toBeUndefined()
  })

  it('a refused key is tried once, failed with the reason for the staff, and sent on "Try again now"', async () => {
    const { body, reference } = await request()
    termii.key = 'a-key-the-hotel-has-since-rotated'
    try {
      expect((await answer(body.reservation_id, 'confirm')).status).toBe(200)
      await expect.poll(async () => (await delivery(reference, true))?.state, POLL).toBe('failed')
    } finally {
      termii.key = KEY
    }
    const failed = (await delivery(reference, true))!
    expect(failed).toMatchObject({ event: 'guest.status', attempts: 1, can_retry: true })
    expect(failed.last_error).toBe(
      'Termii refused the API key (401): check TERMII_API_KEY: Invalid API key',
    )
    expect(failed.last_error).not.toContain(KEY)
    const list = await runCli(hotel.cliEnv, 'notifications', 'list', '--failed')
    expect(list.code, list.stderr).toBe(0)
    const row = list.stdout.split('\n').find((line) => line.includes(reference)) ?? ''
    expect(row).toContain('guest.status')
    expect(row).toContain('termii')
    expect(row).toContain('failed')
    expect(row).toContain('Termii refused the API key (401): check TERMII_API_KEY')
    expect(list.stdout).not.toContain(KEY)

    // Not tried again by itself: a later message, refused twice first (100 ms, then 200 ms), goes
    // through well after the refused one's next try would have been due had it been retrying.
    const later = await request()
    termii.failNext = 2
    expect((await answer(later.body.reservation_id, 'confirm')).status).toBe(200)
    await expect.poll(async () => (await delivery(later.reference))?.state, POLL).toBe('sent')
    expect(textsAbout(reference).map((r) => r.status)).toEqual([401])
    expect((await delivery(reference, true))?.attempts).toBe(1)

    // The key mended: "Try again now" sends it, once.
    const retry = await api(
      hotelApp(),
      'POST',
      `/api/staff/notifications/${failed.event_id}/${TERMII_CHANNEL}/retry`,
      {},
      adminHeaders,
    )
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    await expect.poll(async () => (await delivery(reference))?.state, POLL).toBe('sent')
    expect(textsAbout(reference).map((r) => r.status)).toEqual([401, 200])
    expect(termii.malformed).toEqual([])
  })
})

describe('without Termii configured', () => {
  it('texts nobody and writes no Termii delivery', async () => {
    const { server } = await startHotel('sqlite')
    try {
      const facility = await createFacility(server)
      const body = reserveBody(facility, { dateRange: { from: inDays(70), to: inDays(71) } })
      expect((await reserve(server, facility._id, body)).status).toBe(200)
      const confirm = `/api/reservations/${body.reservation_id}/confirm`
      expect((await api(server, 'POST', confirm, {}, adminHeaders)).status).toBe(200)
      // The answer and its events commit together: there is nothing more to wait for.
      const deliveries = await server.database.db
        .selectFrom('outbox_deliveries')
        .select('channel')
        .where('channel', '=', TERMII_CHANNEL)
        .execute()
      expect(deliveries).toEqual([])
      const page = (await api(server, 'GET', '/api/staff/notifications', undefined, adminHeaders))
        .body as StaffNotificationsPage
      expect(page.channels).not.toContain(TERMII_CHANNEL)
    } finally {
      await server.close()
    }
  })
})
