// Issue 29: the console's calendar through the real app, on both databases, on a pinned clock in
// a zone far from UTC (the hotel's today is not UTC's). On the same data the calendar, the
// guest's picker (GET /api/facilities/:id/availability) and the no-overbooking rule (PUT
// /api/facilities/reserve/:id) agree, night by night for a room and day by day for an activity
// centre: what the calendar calls full, the picker greys out and a booking is refused for; what
// it calls free or "1 of 3", a booking takes. Expired, declined and cancelled requests hold nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { Availability } from '../../contract/reservation'
import type { CalendarRow, StaffCalendar } from '../../contract/staff-calendar'
import { takenDates } from '../../contract/stay-rules'
import type { StaffRequestDetail } from '../../contract/staff'
import { createServices } from '../../server/src/services'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import type { TestApp } from '../support/test-app'
import { adminHeaders, api } from '../support/server-process'
import { softAuthenticator } from '../support/soft-authenticator'

const ZONE = 'Pacific/Auckland'
// 12:00 UTC is 01:00 the next day in Auckland (NZDT, UTC+13): the hotel's today is the 11th.
const T0 = Date.parse('2031-03-10T12:00:00.000Z')
const TODAY = '2031-03-11'
const HOUR = 3_600_000
const day = (n: number) => addDays(TODAY, n)

describe.each(databaseTargets())('the staff calendar on $name', (target) => {
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
  const calendar = async (query: string) => {
    const res = await staff('GET', `/calendar${query}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as StaffCalendar
  }
  const rowOf = (cal: StaffCalendar, id: string) =>
    cal.facilities.find((f) => f.facility_id === id) as CalendarRow
  /** The calendar's full dates of a row: taken as the capacity check takes them. */
  const fullIn = (row: CalendarRow) =>
    row.cells.filter((c) => c.held + c.confirmed >= row.capacity).map((c) => c.date)
  /** The picker's full dates within the window. */
  async function pickerFull(id: string, cal: StaffCalendar) {
    const res = await api(server, 'GET', `/api/facilities/${id}/availability`)
    expect(res.status).toBe(200)
    const taken = takenDates((res.body as Availability).taken)
    return cal.dates.filter((d) => taken.has(d))
  }

  let phone = 0
  async function request(
    facility: { _id: string; type: 'room' | 'activityCenter' },
    from: number,
    to: number,
    name = 'Ada Obi',
  ) {
    const body = reserveBody(facility, {
      reservation_name: name,
      dateRange: { from: day(from), to: day(to) },
      reservation_phone: `+64 9 555 ${String(phone++).padStart(4, '0')}`,
    })
    const res = await reserve(server, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const detail = (await staff('GET', `/requests/${body.reservation_id}`))
      .body as StaffRequestDetail
    return detail.record.reference!
  }
  const answer = async (ref: string, action: string, note?: string) =>
    expect((await staff('POST', `/requests/${ref}/${action}`, { note })).status).toBe(200)

  it('counts what the no-overbooking rule and the picker count, night by night and day by day', async () => {
    clock = T0 - 49 * HOUR
    const room = (await createFacility(server, {
      capacity: 3,
      name: 'Garden Room',
      type: 'room',
    })) as { _id: string; type: 'room' }
    const hall = (await createFacility(server, {
      capacity: 1,
      name: 'Lagoon Hall',
      type: 'activityCenter',
    })) as { _id: string; type: 'activityCenter' }
    // Received two days ago and never answered: expired by now, it holds nothing.
    await request(room, 3, 6, 'Old Request')
    clock = T0
    const confirmed = await request(room, 2, 5, 'Tunde Bello') // nights +2, +3, +4
    await answer(confirmed, 'confirm')
    const waiting = await request(room, 3, 5, 'Chiamaka Eze') // nights +3, +4
    await request(room, 4, 6, 'Ngozi Okafor') // nights +4, +5
    const declined = await request(room, 5, 7, 'Declined Guest')
    await answer(declined, 'decline', 'Sorry, not that week.')
    const cancelled = await request(room, 5, 7, 'Cancelled Guest')
    await answer(cancelled, 'cancel')
    await request(hall, 2, 3, 'Bola Ade') // days +2 and +3, both included

    // `from` defaults to the hotel's today, in HOTEL_TIMEZONE.
    const cal = await calendar('?days=8')
    expect(cal).toMatchObject({ from: TODAY, today: TODAY, days: 8, timeZone: ZONE })
    expect(cal.dates).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map(day))
    expect(cal.facilities.length).toBeGreaterThanOrEqual(2)

    const r = rowOf(cal, room._id)
    expect(r).toMatchObject({ name: 'Garden Room', unit: 'night', capacity: 3, type: 'room' })
    expect(r.cells.map((c) => [c.held, c.confirmed])).toEqual([
      [0, 0],
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1], // full: 3 of 3
      [1, 0],
      [0, 0], // the expired, declined and cancelled requests hold nothing
      [0, 0],
    ])
    expect(r.bars.map((b) => [b.name, b.status, b.from, b.to, b.until])).toEqual([
      ['Tunde Bello', 'confirmed', day(2), day(5), day(5)],
      ['Chiamaka Eze', 'received', day(3), day(5), day(5)],
      ['Ngozi Okafor', 'received', day(4), day(6), day(6)],
    ])
    expect(r.bars[1]!.reference).toBe(waiting)

    const h = rowOf(cal, hall._id)
    expect(h).toMatchObject({ unit: 'day', capacity: 1 })
    expect(h.cells.map((c) => c.held)).toEqual([0, 0, 1, 1, 0, 0, 0, 0])
    expect(h.bars[0]).toMatchObject({ name: 'Bola Ade', from: day(2), to: day(3), until: day(4) })

    // The calendar's full dates are the picker's.
    expect(fullIn(r)).toEqual([day(4)])
    expect(await pickerFull(room._id, cal)).toEqual([day(4)])
    expect(fullIn(h)).toEqual([day(2), day(3)])
    expect(await pickerFull(hall._id, cal)).toEqual([day(2), day(3)])

    // And the rule's: a full night or day is refused, a "2 of 3" night and a free day taken.
    const refused = await reserve(
      server,
      room._id,
      reserveBody(room, { dateRange: { from: day(4), to: day(5) } }),
    )
    expect(refused.status).toBe(409)
    expect((refused.body as { error: { code: string } }).error.code).toBe('dates_unavailable')
    const hallRefused = await reserve(
      server,
      hall._id,
      reserveBody(hall, { dateRange: { from: day(3), to: day(3) } }),
    )
    expect(hallRefused.status).toBe(409)
    await request(room, 3, 4, 'Last Room') // night +3: 2 of 3, so taken
    await request(hall, 4, 4, 'Next Day') // day +4: free

    // Now night +3 is full as well, and all three still agree.
    const after = await calendar(`?from=${TODAY}&days=8`)
    const r2 = rowOf(after, room._id)
    expect(r2.cells[3]).toEqual({ date: day(3), held: 2, confirmed: 1 })
    expect(fullIn(r2)).toEqual([day(3), day(4)])
    expect(await pickerFull(room._id, after)).toEqual([day(3), day(4)])
    const h2 = rowOf(after, hall._id)
    expect(fullIn(h2)).toEqual([day(2), day(3), day(4)])
    expect(await pickerFull(hall._id, after)).toEqual([day(2), day(3), day(4)])
    for (const d of [3, 4]) {
      const res = await reserve(
        server,
        room._id,
        reserveBody(room, { dateRange: { from: day(d), to: day(d + 1) } }),
      )
      expect(res.status, day(d)).toBe(409)
    }

    // A window that starts later shows a stay from its first date; one in the past answers too.
    const later = rowOf(await calendar(`?from=${day(4)}&days=2`), room._id)
    expect(later.cells.map((c) => c.date)).toEqual([day(4), day(5)])
    expect(later.bars.map((b) => b.name)).toEqual(['Tunde Bello', 'Chiamaka Eze', 'Ngozi Okafor'])
    const before = rowOf(await calendar(`?from=${day(-10)}&days=1`), room._id)
    expect(before.cells).toEqual([{ date: day(-10), held: 0, confirmed: 0 }])

    // When a waiting request expires, its nights are free in all three at once.
    clock = T0 + 49 * HOUR
    const expired = rowOf(await calendar(`?from=${TODAY}&days=8`), room._id)
    expect(expired.cells.map((c) => c.held)).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(expired.bars.map((b) => b.name)).toEqual(['Tunde Bello'])
    clock = T0
  })

  it('answers 28 days at most, and refuses bad parameters with a 400, never a 5xx', async () => {
    expect((await calendar('?days=28')).dates).toHaveLength(28)
    expect((await calendar('')).dates).toHaveLength(14)
    expect((await calendar('?days=1')).dates).toEqual([TODAY])
    for (const query of [
      '?days=0',
      '?days=29',
      '?days=-1',
      '?days=1.5',
      '?days=abc',
      '?days=',
      '?days=1&days=2',
      '?from=2031-02-30',
      '?from=tomorrow',
      '?from=2031-3-1',
      '?from=%00',
      '?to=2031-03-20',
    ]) {
      const res = await staff('GET', `/calendar${query}`)
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(400)
      expect(typeof (res.body as { error: { code: string } }).error.code).toBe('string')
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('is for the staff: refused without a session, read by a front-desk person', async () => {
    const none = await api(server, 'GET', '/api/staff/calendar')
    expect(none.status).toBe(401)
    expect(none.headers.get('cache-control')).toBe('no-store')

    // An owner first (the first person is one), then a front-desk colleague with a passkey.
    const rules = createServices(server.config, server.database, {
      now: () => new Date(clock),
    }).staff
    const host = 'localhost:8080'
    const call = (url: string, body?: unknown, cookie?: string) =>
      server.app.inject({
        method: body === undefined ? 'GET' : 'POST',
        url,
        headers: {
          host,
          ...(body === undefined
            ? {}
            : { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      })
    async function enrol(name: string) {
      const { token } = await rules.invite({ name }, { kind: 'cli' })
      const auth = softAuthenticator(`http://${host}`)
      const options = (await call('/api/staff/invites/options', { token })).json()
      const res = await call('/api/staff/invites/verify', {
        token,
        response: auth.register(options),
      })
      expect(res.statusCode, res.body).toBe(200)
      return {
        role: res.json().role as string,
        cookie: String(res.headers['set-cookie']).split(';')[0]!,
      }
    }
    await enrol('Ada Owner')
    const clerk = await enrol('Ben Desk')
    expect(clerk.role).toBe('frontdesk')
    const res = await call('/api/staff/calendar?days=7', undefined, clerk.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ from: TODAY, days: 7 })
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
