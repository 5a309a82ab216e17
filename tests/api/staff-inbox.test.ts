// Issue 27: the console's inbox through the real app in this process, on both databases, on a
// pinned clock. What needs an answer (oldest first, counted, with its hold), the stays coming up
// (the hotel's today to 14 days on), every request searched by reference in any form, phone with
// any spacing or part of a name, filtered and paged; one request and its history naming who
// answered; two colleagues answering at once; an expired request; nights taken meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type {
  ChangedMeanwhile,
  StaffInbox,
  StaffRequestDetail,
  StaffRequestPage,
} from '../../contract/staff'
import { loadConfig } from '../../server/src/config'
import { createServices } from '../../server/src/services'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import type { TestApp } from '../support/test-app'
import { adminHeaders, api } from '../support/server-process'

const ZONE = 'Europe/Lisbon'
// 09:00 in Lisbon (WET, UTC+0 in early March): the hotel's today is 2031-03-10.
const T0 = Date.parse('2031-03-10T09:00:00.000Z')
const TODAY = '2031-03-10'
const HOUR = 3_600_000

function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  const error = (res.body as { error: { code: string; message: string } }).error
  expect(error.code).toBe(code)
  expect(typeof error.message).toBe('string')
  return error as { code: string; message: string; details?: unknown }
}

describe.each(databaseTargets())('the staff inbox on $name', (target) => {
  let server: TestApp
  let clock = T0
  beforeAll(async () => {
    server = await target.build({
      env: { HOTEL_TIMEZONE: ZONE, REQUEST_HOLD_HOURS: '48' },
      now: () => new Date(clock),
    })
  })
  afterAll(() => server.close())

  const staff = (method: string, path: string, body?: unknown) =>
    api(server, method, `/api/staff${path}`, body, adminHeaders)
  const inbox = async () => (await staff('GET', '/inbox')).body as StaffInbox
  let phone = 0
  /** A request received now (the pinned clock), arriving `from` days after the hotel's today. */
  async function request(facility: { _id: string; type: 'room' }, from: number, over = {}) {
    const body = reserveBody(facility, {
      dateRange: { from: addDays(TODAY, from), to: addDays(TODAY, from + 2) },
      reservation_phone: `+44 20 7946 ${String(phone++).padStart(4, '0')}`,
      ...over,
    })
    const res = await reserve(server, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const detail = (await staff('GET', `/requests/${body.reservation_id}`))
      .body as StaffRequestDetail
    return { body, reference: detail.record.reference!, id: body.reservation_id }
  }
  const room = (capacity = 10) =>
    createFacility(server, { capacity, type: 'room' }) as Promise<{ _id: string; type: 'room' }>

  it('refuses every staff route without the token, and never lets an answer be stored', async () => {
    const routes: [string, string][] = [
      ['GET', '/inbox'],
      ['GET', '/requests'],
      ['GET', '/requests/WKW6M-38CKW'],
      ['POST', '/requests/WKW6M-38CKW/confirm'],
      ['POST', '/requests/WKW6M-38CKW/decline'],
      ['POST', '/requests/WKW6M-38CKW/cancel'],
      ['POST', '/requests/WKW6M-38CKW/reinstate'],
      ['GET', '/events'],
    ]
    for (const [method, path] of routes) {
      // A write from the console's own page (same-origin): what refuses it is the missing session.
      const res = await api(
        server,
        method,
        `/api/staff${path}`,
        method === 'POST' ? {} : undefined,
        method === 'POST' ? { 'sec-fetch-site': 'same-origin' } : {},
      )
      expectError(res, 401, 'unauthorized')
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
    }
    const ok = await staff('GET', '/inbox')
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(ok.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses what no request can be with a 4xx and the error JSON, never a 5xx', async () => {
    const paths = [
      '/requests?q=%00',
      `/requests?q=${'x'.repeat(500)}`,
      '/requests?q=a&q=b',
      '/requests?status=',
      '/requests?facility=%00',
      '/requests/%00',
      `/requests/${'R'.repeat(300)}`,
    ]
    for (const path of paths) {
      const res = await staff('GET', path)
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
      expect(typeof (res.body as { error: { code: string } }).error.code).toBe('string')
    }
    // Bytes that are no UTF-8 (a lone surrogate's) are read as U+FFFD: a search like any other.
    expect((await staff('GET', '/requests?q=%ED%A0%80')).status).toBe(200)
    // Odd but harmless searches answer an empty page.
    for (const q of ['%25', '_', '\\', "'; drop table reservations; --", '😀', '  ']) {
      const res = await staff('GET', `/requests?q=${encodeURIComponent(q)}`)
      expect(res.status, `${q}: ${JSON.stringify(res.body)}`).toBe(200)
    }
    const bodies: [string, Record<string, string>][] = [
      ['note=hi', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['{"note":', { 'content-type': 'application/json' }],
      ['[]', { 'content-type': 'application/json' }],
      ['{"expected_status":"maybe"}', { 'content-type': 'application/json' }],
      ['{"note":"a\u0000b"}', { 'content-type': 'application/json' }],
    ]
    for (const [body, headers] of bodies) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/staff/requests/WKW6M-38CKW/confirm',
        headers: { ...adminHeaders, ...headers },
        payload: body,
      })
      expect(res.statusCode, body).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, body).toBeLessThan(500)
    }
  })

  it('lists what needs an answer oldest first with its hold, and counts it', async () => {
    clock = T0
    const facility = await room()
    const before = await inbox()
    const first = await request(facility, 20)
    clock += HOUR
    const second = await request(facility, 21)
    clock += HOUR
    const third = await request(facility, 22)
    const now = await inbox()
    expect(now.needs_answer_count).toBe(before.needs_answer_count + 3)
    expect(now.timeZone).toBe(ZONE)
    expect(now.today).toBe(TODAY)
    const mine = now.needs_answer.filter((r) => r.facility_id === facility._id)
    expect(mine.map((r) => r.reference)).toEqual([
      first.reference,
      second.reference,
      third.reference,
    ])
    expect(mine[0]!.hold_until).toBe(new Date(T0 + 48 * HOUR).toISOString())
    expect(mine[0]!.status).toBe('received')
    // Oldest first across the whole list, not only this test's.
    const times = now.needs_answer.map((r) => r.received_at)
    expect([...times].sort()).toEqual(times)

    // Answered: out of "needs an answer", its hold gone.
    const confirmed = await staff('POST', `/requests/${second.reference}/confirm`, {
      expected_status: 'received',
    })
    expect(confirmed.status).toBe(200)
    expect((confirmed.body as StaffRequestDetail).record.hold_until).toBeNull()
    const after = await inbox()
    expect(after.needs_answer_count).toBe(now.needs_answer_count - 1)
    expect(after.needs_answer.some((r) => r.reference === second.reference)).toBe(false)

    // Past its hold: no longer waiting for an answer.
    clock = T0 + 48 * HOUR + 1
    const expired = await inbox()
    expect(expired.needs_answer.some((r) => r.reference === first.reference)).toBe(false)
    expect(expired.needs_answer.some((r) => r.reference === third.reference)).toBe(true)
    clock = T0
  })

  it('shows confirmed stays arriving from the hotel’s today to 14 days on, by arrival', async () => {
    clock = T0
    const facility = await room()
    const arriving: Record<number, string> = {}
    for (const from of [15, 14, 0, 7]) {
      const r = await request(facility, from)
      arriving[from] = r.reference
      expect((await staff('POST', `/requests/${r.reference}/confirm`, {})).status).toBe(200)
    }
    const waiting = await request(facility, 3) // received, not confirmed: not "coming up"
    const shown = (await inbox()).coming_up.filter((r) => r.facility_id === facility._id)
    expect(shown.map((r) => r.reference)).toEqual([arriving[0], arriving[7], arriving[14]])
    expect(shown.some((r) => r.reference === waiting.reference)).toBe(false)

    // The next day in the hotel's zone: the stay that arrived yesterday is no longer coming up,
    // the one 15 days away now is.
    clock = T0 + 24 * HOUR
    const tomorrow = (await inbox()).coming_up.filter((r) => r.facility_id === facility._id)
    expect(tomorrow.map((r) => r.reference)).toEqual([arriving[7], arriving[14], arriving[15]])
    clock = T0
  })

  it('finds a request by its reference in any form, a phone with any spacing, or a name', async () => {
    clock = T0
    const facility = await room()
    const { reference, id } = await request(facility, 30, {
      reservation_name: 'Zélie Okonkwo-Marsh',
      reservation_phone: '+351 912-345 678',
    })
    const search = async (q: string, extra = '') =>
      (
        (await staff('GET', `/requests?q=${encodeURIComponent(q)}${extra}`))
          .body as StaffRequestPage
      ).records
    const compact = reference.replace('-', '')
    for (const q of [
      reference,
      reference.toLowerCase(),
      compact.toLowerCase(),
      `${compact.slice(0, 5)} ${compact.slice(5)}`,
    ]) {
      expect(
        (await search(q)).map((r) => r.reservation_id),
        q,
      ).toEqual([id])
    }
    for (const q of [
      '+351912345678',
      '+351 912 345 678',
      '+351-912-345-678',
      ' +351 91 23 45 678 ',
    ]) {
      expect(
        (await search(q)).map((r) => r.reservation_id),
        q,
      ).toEqual([id])
    }
    for (const q of ['okonkwo', 'OKONKWO-MARSH', 'Zélie Ok']) {
      expect(
        (await search(q)).map((r) => r.reservation_id),
        q,
      ).toContain(id)
    }
    // Wildcards are letters: '%' matches no name.
    expect(await search('%')).toEqual([])
    expect(await search('nobody-has-this-name')).toEqual([])
    // Filters narrow any search.
    expect(await search('okonkwo', '&status=confirmed')).toEqual([])
    expect((await search('okonkwo', '&status=received')).map((r) => r.reservation_id)).toEqual([id])
    expect(await search('okonkwo', '&facility=another')).toEqual([])
    expect((await search(reference, `&facility=${facility._id}`))[0]?.hold_until).toBe(
      new Date(T0 + 48 * HOUR).toISOString(),
    )
  })

  it("finds a guest's number however it and the search are written, and no other number", async () => {
    clock = T0
    const facility = await room()
    // The hotel's calling code is the default's, 234 (GUEST_PHONE_COUNTRY_CODE).
    const local = await request(facility, 40, { reservation_phone: '0803 555 0142' })
    const international = await request(facility, 41, { reservation_phone: '+2348035550142' })
    const neighbour = await request(facility, 42, { reservation_phone: '0803 555 0143' })
    const abroad = await request(facility, 43, { reservation_phone: '+1 803 555 0142' })
    const search = async (q: string) =>
      (
        (await staff('GET', `/requests?q=${encodeURIComponent(q)}`)).body as StaffRequestPage
      ).records.map((r) => r.reservation_id)
    for (const q of [
      '803 555 0142',
      '0803 555 0142',
      '08035550142',
      '+234 803 555 0142',
      '+234-803-555-0142',
      '2348035550142',
      '00234 803 555 0142',
    ]) {
      expect((await search(q)).sort(), q).toEqual([local.id, international.id].sort())
    }
    expect(await search('+1 803 555 0142')).toEqual([abroad.id])
    expect(await search('0803 555 0143')).toEqual([neighbour.id])
    // Stored as typed; shown to the console as typed (it groups them itself).
    const shown = (await staff('GET', `/requests/${local.id}`)).body as StaffRequestDetail
    expect(shown.record.phone).toBe('08035550142')
  })

  it('pages every request newest first, filtered by status and facility', async () => {
    const facility = await room()
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      clock = T0 + i * 60_000
      ids.push((await request(facility, 40 + i, { reservation_name: 'Pager Person' })).id)
    }
    clock = T0
    await staff('POST', `/requests/${ids[1]}/decline`, { note: 'Closed for works.' })
    const seen: string[] = []
    let next: string | undefined
    let pages = 0
    do {
      const res = await staff(
        'GET',
        `/requests?facility=${facility._id}&limit=2${next ? `&before=${next}` : ''}`,
      )
      expect(res.status).toBe(200)
      const page = res.body as StaffRequestPage
      seen.push(...page.records.map((r) => r.reservation_id))
      next = page.next
      pages++
    } while (next)
    expect(seen).toEqual([...ids].reverse())
    expect(pages).toBe(3)
    const declined = (await staff('GET', `/requests?facility=${facility._id}&status=declined`))
      .body as StaffRequestPage
    expect(declined.records.map((r) => r.reservation_id)).toEqual([ids[1]])
    const named = (await staff('GET', `/requests?q=pager&facility=${facility._id}&limit=3`))
      .body as StaffRequestPage
    expect(named.records).toHaveLength(3)
    const rest = (
      await staff('GET', `/requests?q=pager&facility=${facility._id}&limit=3&before=${named.next}`)
    ).body as StaffRequestPage
    expect([...named.records, ...rest.records].map((r) => r.reservation_id)).toEqual(
      [...ids].reverse(),
    )
    expect(rest.next).toBeUndefined()
    for (const bad of ['limit=0', 'limit=201', 'before=nope', 'status=maybe', 'offset=2']) {
      expectError(await staff('GET', `/requests?${bad}`), 400, 'invalid_request')
    }
  })

  it('answers a request and keeps its history, naming who answered', async () => {
    clock = T0
    const facility = await room()
    const { reference } = await request(facility, 50)
    clock += 60_000 // the history's order is by time
    expectError(await staff('POST', `/requests/${reference}/decline`, {}), 400, 'note_required')
    const res = await staff('POST', `/requests/${reference.toLowerCase()}/confirm`, {
      note: 'See you soon.',
      expected_status: 'received',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const detail = res.body as StaffRequestDetail
    expect(detail.timeZone).toBe(ZONE)
    expect(detail.record).toMatchObject({ status: 'confirmed', status_note: 'See you soon.' })
    expect(detail.events).toEqual([
      expect.objectContaining({ to_status: 'received', by: 'guest', by_name: null }),
      expect.objectContaining({
        from_status: 'received',
        to_status: 'confirmed',
        by: 'staff',
        by_name: 'admin token',
        note: 'See you soon.',
      }),
    ])
    // The older admin routes record the token too.
    clock += 60_000
    const cancelled = await api(
      server,
      'POST',
      `/api/reservations/${reference}/cancel`,
      { note: 'Guest phoned.' },
      adminHeaders,
    )
    expect(cancelled.status).toBe(200)
    clock = T0
    const history = (await staff('GET', `/requests/${reference}`)).body as StaffRequestDetail
    expect(history.events.at(-1)).toMatchObject({ to_status: 'cancelled', by_name: 'admin token' })
    expectError(await staff('GET', '/requests/ZZZZZ-ZZZZZ'), 404, 'not_found')
    expectError(
      await staff('POST', `/requests/${reference}/confirm`, { nope: 1 }),
      400,
      'invalid_request',
    )
  })

  it('two colleagues answering at once: one wins, the other is told who answered and when', async () => {
    clock = T0 + 90 * 60_000 // 10:30 in Lisbon
    const facility = await room()
    const { reference } = await request(facility, 60)
    const answers = await Promise.all([
      staff('POST', `/requests/${reference}/confirm`, { expected_status: 'received' }),
      staff('POST', `/requests/${reference}/confirm`, { expected_status: 'received' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const lost = answers.find((a) => a.status === 409)!
    const error = expectError(lost, 409, 'changed_meanwhile')
    expect(error.message).toBe(`Already confirmed by admin token at 10:30 (${ZONE}).`)
    expect(error.details).toEqual({
      to_status: 'confirmed',
      by: 'staff',
      by_name: 'admin token',
      at: new Date(clock).toISOString(),
      note: null,
    } satisfies ChangedMeanwhile)

    // A decline after the confirm: also told, with the note the winner left.
    const other = await request(facility, 61)
    await staff('POST', `/requests/${other.reference}/decline`, { note: 'Full that week.' })
    const late = await staff('POST', `/requests/${other.reference}/confirm`, {
      expected_status: 'received',
    })
    expect(expectError(late, 409, 'changed_meanwhile').message).toBe(
      `Already declined by admin token at 10:30 (${ZONE}), with the note: Full that week.`,
    )
    // Without expected_status (scripts, the CLI): asking again answers as the first time.
    const again = await staff('POST', `/requests/${reference}/confirm`, {})
    expect(again.status).toBe(200)
    clock = T0
  })

  it('names the person: two colleagues at once through the rules the console uses', async () => {
    clock = T0 + 102 * 60_000 // 10:42 in Lisbon
    const facility = await room()
    const { reference, id } = await request(facility, 65)
    // The console's calls reach these rules with the signed-in person as the actor.
    const config = loadConfig({
      DATA_DIR: server.dataDir,
      DATABASE_URL: target.name === 'postgres' ? 'postgres://unused' : '',
      HOTEL_TIMEZONE: ZONE,
    })
    const { reservations } = createServices(config, server.database, { now: () => new Date(clock) })
    const ada = { kind: 'staff', staffId: 'staff-ada', name: 'Ada Obi', role: 'owner' } as const
    const ben = {
      kind: 'staff',
      staffId: 'staff-ben',
      name: 'Ben Lima',
      role: 'frontdesk',
    } as const
    const answers = await Promise.allSettled([
      reservations.changeByStaff(reference, 'confirm', undefined, ada, 'received'),
      reservations.changeByStaff(reference, 'decline', 'Sorry, full.', ben, 'received'),
    ])
    const won = answers.findIndex((a) => a.status === 'fulfilled')
    const lost = answers[1 - won] as PromiseRejectedResult
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    const winner = won === 0 ? 'confirmed by Ada Obi' : 'declined by Ben Lima'
    expect(lost.reason).toMatchObject({ code: 'changed_meanwhile' })
    expect((lost.reason as Error).message).toMatch(
      new RegExp(`^Already ${winner} at 10:42 \\(Europe/Lisbon\\)`),
    )
    const events = await server.database.db
      .selectFrom('reservation_events')
      .select(['to_status', 'staff_id', 'by_name'])
      .where('reservation_id', '=', id)
      .where('by', '=', 'staff')
      .execute()
    expect(events).toEqual([
      won === 0
        ? { to_status: 'confirmed', staff_id: 'staff-ada', by_name: 'Ada Obi' }
        : { to_status: 'declined', staff_id: 'staff-ben', by_name: 'Ben Lima' },
    ])
    const detail = (await staff('GET', `/requests/${reference}`)).body as StaffRequestDetail
    expect(detail.events.at(-1)?.by_name).toBe(won === 0 ? 'Ada Obi' : 'Ben Lima')
    clock = T0
  })

  it('refuses an expired request and nights taken meanwhile with a clerk’s sentence', async () => {
    clock = T0
    const facility = await room(1)
    const first = await request(facility, 70)
    clock = T0 + 49 * HOUR
    const expired = await staff('POST', `/requests/${first.reference}/confirm`, {
      expected_status: 'received',
    })
    const error = expectError(expired, 409, 'request_expired')
    expect(error.message).toContain('expired unanswered at 09:00 (Europe/Lisbon)')

    // Two guests asked for the same nights while the hotel let two rooms; the first is
    // confirmed, then the hotel lets one (the staff changed the capacity): the second cannot be.
    const twin = await room(2)
    const a = await request(twin, 80)
    const b = await request(twin, 80)
    expect((await staff('POST', `/requests/${a.reference}/confirm`, {})).status).toBe(200)
    await server.database.db
      .updateTable('facilities')
      .set({ capacity: 1 })
      .where('id', '=', twin._id)
      .execute()
    const full = await staff('POST', `/requests/${b.reference}/confirm`, {
      expected_status: 'received',
    })
    expect(expectError(full, 409, 'dates_unavailable').message).toMatch(
      /already full on some of these nights.*cannot be confirmed/,
    )
    clock = T0
  })
})
