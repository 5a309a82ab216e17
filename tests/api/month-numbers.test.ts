// Issue 55, the owner's month in figures, on both databases: a month of stays made for the test
// through the site's and the console's own calls, with the rules' clock pinned and the hotel in
// Lagos (the server's zone is UTC): site requests confirmed, declined, cancelled and left
// waiting, stays across both of the month's ends, an early check-out, booking sites' imports,
// units out of order (one back in service early, both cleaned after), money taken and given back
// on either side of the hotel's midnight, and two facilities with different numbers of units.
// Each figure is checked against one worked out here by hand from those facts (not by the
// server's definitions); the CLI's `numbers month --json` says the same as the API; the front
// desk and housekeeping get 403.
import type { LightMyRequestResponse } from 'fastify'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Facility } from '../../contract/facility'
import type { MonthNumbers, YearNumbers } from '../../contract/month-figures'
import { NewRateRule } from '../../contract/rate-schemas'
import { createServices, type Services } from '../../server/src/services'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseTargets } from '../support/databases'
import { api, TEST_ADMIN_TOKEN } from '../support/server-process'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'
import type { TestApp } from '../support/test-app'

const MONTH = '2027-05'
/** 09:00 in Lagos on `date` (08:00 UTC), or the UTC time given. */
const at = (date: string, utcTime = '08:00:00') => new Date(`${date}T${utcTime}Z`)

describe.each(databaseTargets())('the owner’s month on $name', (target) => {
  let sessions: Awaited<ReturnType<typeof staffSessions>>
  let hotel: TestApp
  let services: Services
  let owner: StaffCaller
  let desk: StaffCaller
  let keeper: StaffCaller
  let clock = at('2027-04-01')
  let phones = 0

  beforeAll(async () => {
    sessions = await staffSessions(target, {
      env: { HOTEL_TIMEZONE: 'Africa/Lagos', BOOKING_HORIZON_DAYS: '400' },
      now: () => clock,
      onDisk: true,
    })
    hotel = sessions.server
    services = createServices(hotel.config, hotel.database, { now: () => clock })
  }, 120_000)
  afterAll(() => sessions?.close())

  /** Moves the rules' clock and signs the people in anew (a session lapses days later). */
  async function setClock(when: Date) {
    clock = when
    owner = await sessions.person('Ada Owner', 'owner')
    desk = await sessions.person('Femi Front', 'frontdesk')
    keeper = await sessions.person('Kemi Keeper', 'housekeeping')
  }
  type Made = Awaited<ReturnType<typeof createFacility>>
  /** A site request for [from, to), made at the clock's time; its id. */
  async function request(facility: Made, from: string, to: string, guests?: number) {
    const body = reserveBody(facility, {
      dateRange: { from, to },
      reservation_phone: `+23480366${String(++phones).padStart(5, '0')}`,
      ...(guests === undefined ? {} : { guests }),
    })
    const res = await reserve(hotel, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return body.reservation_id
  }
  /** The call's answer, which must be a success (200, or 201 for money recorded). */
  async function ok(call: Promise<LightMyRequestResponse>): Promise<unknown> {
    const res = await call
    expect([200, 201], res.body).toContain(res.statusCode)
    return JSON.parse(res.body) as unknown
  }
  const confirm = (id: string) => ok(desk('POST', `/requests/${id}/confirm`, {}))
  const numbers = async (caller: StaffCaller, month?: string) =>
    (await ok(caller('GET', `/numbers${month ? `?month=${month}` : ''}`))) as MonthNumbers

  it('counts a month of stays as worked out by hand', async () => {
    await setClock(at('2027-04-01'))
    // A: two units, 10,000.00 a night, 15,000.00 on Friday and Saturday nights.
    // B: one unit, 20,000.00 a night and 3,000.00 a night for each guest past the first.
    const a = await createFacility(hotel, { capacity: 2, name: 'Numbers Garden' })
    const b = await createFacility(hotel, { capacity: 1, name: 'Numbers Suite' })
    await services.rates.add(a._id, NewRateRule.parse({ nightly: 1_000_000 }))
    await services.rates.add(a._id, NewRateRule.parse({ days: ['fri', 'sat'], nightly: 1_500_000 }))
    await services.rates.add(
      b._id,
      NewRateRule.parse({ nightly: 2_000_000, extra_guest: 300_000, included_guests: 1 }),
    )

    // 1 April (a Thursday): S1, A 3-6 May (Mon-Wed nights), confirmed; S5 and S6 the next days.
    const s1 = await request(a, '2027-05-03', '2027-05-06')
    await confirm(s1)
    await setClock(at('2027-04-02'))
    const s5 = await request(b, '2027-05-20', '2027-05-22')
    await ok(desk('POST', `/requests/${s5}/decline`, { note: 'Closed for a wedding' }))
    await setClock(at('2027-04-03'))
    const s6 = await request(a, '2027-05-12', '2027-05-14')
    await confirm(s6)
    await ok(desk('POST', `/requests/${s6}/cancel`, {}))
    // 5 April: S7 left waiting; 10 April: S2 over the month's start (29 Apr - 2 May).
    await setClock(at('2027-04-05'))
    await request(a, '2027-05-15', '2027-05-16')
    await setClock(at('2027-04-10'))
    const s2 = await request(a, '2027-04-29', '2027-05-02')
    await confirm(s2)
    // 20 April: S3 over the month's end (30 May - 2 June); 26 April: S4, B for two guests.
    await setClock(at('2027-04-20'))
    const s3 = await request(a, '2027-05-30', '2027-06-02')
    await confirm(s3)
    await setClock(at('2027-04-26'))
    const s4 = await request(b, '2027-05-10', '2027-05-15', 2)
    await confirm(s4)
    // Money in April: not May's.
    await setClock(at('2027-04-27'))
    await ok(
      desk('POST', `/requests/${s4}/payments`, {
        amount: 5_000_000,
        method: 'cash',
      }),
    )
    // 28 April: S8, B 25-28 May, which leaves a day early.
    await setClock(at('2027-04-28'))
    const s8 = await request(b, '2027-05-25', '2027-05-28')
    await confirm(s8)

    // A booking site's stay on A's second unit (4 nights), and a night it only closes.
    const link = await services.channels.addLink(a._id, {
      url: 'https://admin.booking.com/hotel/ical/numbers.ics?t=abc',
      name: 'Booking.com',
      unit: 2,
    })
    await services.channelStore.replaceBlocks(
      link.id,
      [
        { uid: 'bk-1', from: '2027-05-20', to: '2027-05-24', kind: 'reserved' },
        { uid: 'bk-2', from: '2027-05-08', to: '2027-05-09', kind: 'blocked' },
      ],
      clock.toISOString(),
    )

    // 3 May: S1 pays 30,000.00; 5 May: 10,000.00 of it is given back.
    await setClock(at('2027-05-03', '11:00:00'))
    await ok(desk('POST', `/requests/${s1}/payments`, { amount: 3_000_000, method: 'cash' }))
    await setClock(at('2027-05-05'))
    await ok(owner('POST', `/requests/${s1}/refunds`, { amount: 1_000_000 }))
    // 25 May: S8 checks in; 26 May: out, a day early (its nights of the 26th and 27th freed).
    await setClock(at('2027-05-25', '11:00:00'))
    await ok(desk('POST', `/stays/${s8}/check-in`, {}))
    await setClock(at('2027-05-26', '09:00:00'))
    await ok(desk('POST', `/stays/${s8}/check-out`, {}))
    type Listed = { units: { name: string; facility_id: string; number: number }[] }
    const unitOf = async (facility: Made, number: number) =>
      ((await ok(desk('GET', '/units'))) as Listed).units.find(
        (u) => u.facility_id === facility._id && u.number === number,
      )!
    const markUnit = async (unit: { name: string }, body: object) =>
      ok(keeper('POST', `/units/${encodeURIComponent(unit.name)}/state`, body))
    // 16 May: A's first unit out of order, no end said; 17 May: its end said (the 25th); 18 May:
    // back in service, cleaned early. Out the 16th and the 17th: 2 nights, counted once.
    await setClock(at('2027-05-16'))
    const firstOfA = await unitOf(a, 1)
    await markUnit(firstOfA, { state: 'out_of_order', reason: 'Broken window' })
    await setClock(at('2027-05-17'))
    await markUnit(firstOfA, {
      state: 'out_of_order',
      reason: 'Broken window',
      until: '2027-05-25',
    })
    await setClock(at('2027-05-18'))
    await markUnit(firstOfA, { state: 'clean' })
    // 28 May: B's unit out of order until 3 June (the 28th to the 31st: 4 of May's nights).
    await setClock(at('2027-05-28'))
    const unitOfB = await unitOf(b, 1)
    await ok(
      keeper('POST', `/units/${encodeURIComponent(unitOfB.name)}/state`, {
        state: 'out_of_order',
        reason: 'Air conditioning',
        until: '2027-06-03',
      }),
    )
    // S3's money: 20,000.00 at 23:30 on 31 May in Lagos (May's), 10,000.00 at 00:30 on 1 June
    // in Lagos, which is still 31 May in UTC (June's).
    await setClock(at('2027-05-31', '22:30:00'))
    await ok(desk('POST', `/requests/${s3}/payments`, { amount: 2_000_000, method: 'transfer' }))
    await setClock(at('2027-05-31', '23:30:00'))
    await ok(desk('POST', `/requests/${s3}/payments`, { amount: 1_000_000, method: 'cash' }))

    // Read on 10 June: May is over, and B's unit, back in service since the 3rd, is cleaned: it
    // was out of order all the same.
    await setClock(at('2027-06-10'))
    await markUnit(unitOfB, { state: 'clean' })
    const may = await numbers(owner, MONTH)
    const every = ((await api(hotel, 'GET', '/api/facilities')).body as Facility[]).map(
      (f) => f.capacity,
    )
    // By hand. May has 31 nights. A: 2 units x 31 less 2 out of order = 60. B: 31 less 4 = 27.
    const available = every.reduce((sum, units) => sum + units * 31, 0) - 2 - 4
    // A sold: S1 3 (3, 4, 5 May) + S2 1 (1 May) + S3 2 (30, 31 May) = 6.
    // Revenue: S1 3 x 10,000 + S2's Saturday 1 May 15,000 + S3's Sunday and Monday 2 x 10,000.
    const revenueA = 3 * 1_000_000 + 1_500_000 + 2 * 1_000_000
    // B sold: S4 5 (10-14 May) + S8 1 (25 May: it left on the 26th) = 6.
    // Revenue: S4 5 x (20,000 + 3,000 for the second guest) + S8 1 x 20,000.
    const revenueB = 5 * (2_000_000 + 300_000) + 2_000_000
    const booked = revenueA + revenueB
    expect(may).toMatchObject({
      month: MONTH,
      currency: 'NGN',
      time_zone: 'Africa/Lagos',
      so_far: false,
      nights_available: available,
      nights_sold: 12,
      nights_priced: 12,
      nights_imported: 4,
      occupancy: Math.round((12 / available) * 10_000) / 10_000,
      adr: Math.round(booked / 12),
      revpar: Math.round(booked / available),
      revenue: { booked, received: 3_000_000 + 2_000_000, refunded: 1_000_000 },
      sources: { site: 12, desk: 0, 'Booking.com': 4 },
      // Arriving in May: S1, S3, S4, S5, S6, S7, S8 (S2 arrived in April).
      requests: 7,
      confirmed: 4,
      declined: 1,
      cancelled: 1,
      // S1 32 days (1 Apr - 3 May), S3 40, S4 14, S8 27: 113 / 4 = 28.25.
      lead_time_days: 28.3,
    })
    expect(may.by_facility.find((f) => f.facility_id === a._id)).toEqual({
      facility_id: a._id,
      name: 'Numbers Garden',
      nights_available: 60,
      nights_sold: 6,
      nights_imported: 4,
      occupancy: Math.round((6 / 60) * 10_000) / 10_000,
      revenue: revenueA,
    })
    expect(may.by_facility.find((f) => f.facility_id === b._id)).toEqual({
      facility_id: b._id,
      name: 'Numbers Suite',
      nights_available: 27,
      nights_sold: 6,
      nights_imported: 0,
      occupancy: Math.round((6 / 27) * 10_000) / 10_000,
      revenue: revenueB,
    })
    const units = every.reduce((sum, n) => sum + n, 0)
    const onDay = (date: string) => may.by_day.find((d) => d.date === date)
    expect(may.by_day).toHaveLength(31)
    expect(onDay('2027-05-01')).toEqual({
      date: '2027-05-01',
      nights_available: units,
      nights_sold: 1,
      nights_imported: 0,
    })
    expect(onDay('2027-05-15')).toMatchObject({ nights_available: units })
    expect(onDay('2027-05-16')).toMatchObject({ nights_available: units - 1 })
    expect(onDay('2027-05-17')).toMatchObject({ nights_available: units - 1 })
    expect(onDay('2027-05-18')).toMatchObject({ nights_available: units })
    expect(onDay('2027-05-20')).toMatchObject({ nights_sold: 0, nights_imported: 1 })
    expect(onDay('2027-05-25')).toMatchObject({ nights_sold: 1 })
    expect(onDay('2027-05-26')).toMatchObject({ nights_sold: 0 })
    expect(onDay('2027-05-31')).toEqual({
      date: '2027-05-31',
      nights_available: units - 1,
      nights_sold: 1,
      nights_imported: 0,
    })
    expect(may.by_day.reduce((sum, d) => sum + d.nights_sold, 0)).toBe(12)
    // Requests holding a May night, by the Monday of the week they came in (Lagos): S1, S5, S6
    // in the week of 29 March; S7, S2 of 5 April; S3 of 19 April; S4, S8 of 26 April.
    expect(may.pickup).toEqual([
      { week: '2027-03-29', requests: 3 },
      { week: '2027-04-05', requests: 2 },
      { week: '2027-04-19', requests: 1 },
      { week: '2027-04-26', requests: 2 },
    ])

    // June: the rest of S3 (1 June, a Tuesday), the 10,000.00 of 1 June in Lagos; on the books so
    // far, and the month the console opens on.
    const june = await numbers(owner)
    expect(june).toMatchObject({
      month: '2027-06',
      so_far: true,
      nights_sold: 1,
      revenue: { booked: 1_000_000, received: 1_000_000, refunded: 0 },
    })
    // April: S2's nights of 29 (Thursday) and 30 (Friday) April, and S4's money.
    expect(await numbers(owner, '2027-04')).toMatchObject({
      nights_sold: 2,
      revenue: { booked: 1_000_000 + 1_500_000, received: 5_000_000, refunded: 0 },
    })

    // The CLI says the same of May, on the same database, at the same hour.
    const env: Record<string, string> = {
      LOG_LEVEL: 'silent',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      HOTEL_TIMEZONE: 'Africa/Lagos',
      DATA_DIR: hotel.config.DATA_DIR,
      DATABASE_URL: hotel.config.DATABASE_URL ?? '',
      CLOCK_START: clock.toISOString(),
    }
    const run = await runCli(env, 'numbers', 'month', MONTH, '--json')
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual(may)
    const text = await runCli(env, 'numbers', 'month', MONTH)
    expect(text.code, text.stderr).toBe(0)
    expect(text.stdout).toContain('Numbers Suite')
    const wrong = await runCli(env, 'numbers', 'month', '2027-13')
    expect(wrong.code).toBe(2)

    // The year for the accountant, read back by a CSV parser: one row per confirmed or cancelled
    // stay with a night in 2027, then the booking site's stay; amounts in naira.
    const csv = await runCli(env, 'numbers', 'export', '2027', '--csv')
    expect(csv.code, csv.stderr).toBe(0)
    // It opens with a byte-order mark (a spreadsheet then reads it as UTF-8).
    expect(csv.stdout.startsWith('\ufeffreference,facility,')).toBe(true)
    const rows = parse(csv.stdout, { columns: true, bom: true }) as Record<string, string>[]
    expect(rows.map((r) => [r.from, r.status, r.source])).toEqual([
      ['2027-04-29', 'confirmed', 'site'],
      ['2027-05-03', 'confirmed', 'site'],
      ['2027-05-10', 'confirmed', 'site'],
      ['2027-05-12', 'cancelled', 'site'],
      ['2027-05-25', 'checked_out', 'site'],
      ['2027-05-30', 'confirmed', 'site'],
      ['2027-05-20', 'imported', 'Booking.com'],
    ])
    const row = (from: string) => rows.find((r) => r.from === from)!
    expect(row('2027-05-03')).toMatchObject({
      reference: expect.stringMatching(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/),
      facility: 'Numbers Garden',
      nights: '3',
      to: '2027-05-06',
      currency: 'NGN',
      quote: '30000',
      paid: '30000',
      refunded: '10000',
    })
    // Left a day early: one night of three held, the price as quoted.
    expect(row('2027-05-25')).toMatchObject({ nights: '1', to: '2027-05-28', quote: '60000' })
    expect(row('2027-05-30')).toMatchObject({ paid: '30000', refunded: '0' })
    expect(row('2027-05-20')).toMatchObject({
      reference: '',
      facility: 'Numbers Garden',
      nights: '4',
      quote: '',
    })
    expect(row('2027-05-20').unit).not.toBe('')
    const none = await runCli(env, 'numbers', 'export', '2027')
    expect(none.code).toBe(2)

    // The same file from the console (the owner's download), named for its year.
    const download = await owner('GET', '/numbers/export.csv?year=2027')
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(download.headers['content-disposition']).toBe('attachment; filename="stays-2027.csv"')
    expect(download.headers['cache-control']).toBe('no-store')
    expect(parse(download.body, { columns: true, bom: true })).toEqual(rows)

    // The year: its twelve months as the month's own read says each, and the year's figures by
    // hand. Sold: April 2 (S2), May 12, June 1 (S3's last): 15, all priced. Out of order: A's
    // first unit 16-17 May, 2 nights; B's unit 28 May to 2 June, 6 nights (4 in May, 2 in June). Booked: April 25,000, May's, June
    // 10,000. Received: April 50,000 (S4), May 50,000, June 10,000; refunded: May's 10,000.
    // Arriving in 2027: the 8 requests (S2 in April, the 7 of May): confirmed now 5 (S8 checked
    // out counts), declined 1 (S5), cancelled 1 (S6). Lead time: May's four (32 + 40 + 14 + 27
    // days) and S2's (10 to 29 April, 19) over 5: 26.4.
    const year = (await ok(owner('GET', '/numbers/year?year=2027'))) as YearNumbers
    expect(year.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}`),
    )
    for (const line of year.months) {
      const { month, so_far, ...figures } = line
      const whole = await numbers(owner, month)
      expect({ month, so_far }).toEqual({ month: whole.month, so_far: whole.so_far })
      for (const [key, value] of Object.entries(figures))
        expect(value, `${month} ${key}`).toEqual(whole[key as keyof MonthNumbers])
    }
    const yearAvailable = every.reduce((sum, units) => sum + units * 365, 0) - 2 - 6
    const yearBooked = 2_500_000 + booked + 1_000_000
    expect(year).toMatchObject({
      year: '2027',
      currency: 'NGN',
      time_zone: 'Africa/Lagos',
      so_far: true,
      total: {
        nights_available: yearAvailable,
        nights_sold: 15,
        nights_priced: 15,
        nights_imported: 4,
        occupancy: Math.round((15 / yearAvailable) * 10_000) / 10_000,
        adr: Math.round(yearBooked / 15),
        revpar: Math.round(yearBooked / yearAvailable),
        revenue: { booked: yearBooked, received: 11_000_000, refunded: 1_000_000 },
        requests: 8,
        confirmed: 5,
        declined: 1,
        cancelled: 1,
        lead_time_days: 26.4,
      },
    })
    expect(year.months.filter((m) => m.so_far).map((m) => m.month)[0]).toBe('2027-06')
    // The CLI says the same of the year.
    const cliYear = await runCli(env, 'numbers', 'year', '2027', '--json')
    expect(cliYear.code, cliYear.stderr).toBe(0)
    expect(JSON.parse(cliYear.stdout)).toEqual(year)
    expect((await runCli(env, 'numbers', 'year', '27')).code).toBe(2)
  })

  it('is the owner’s: the front desk and housekeeping get 403, nobody 401, a bad month 400', async () => {
    await setClock(at('2027-06-10'))
    expectRefused(await desk('GET', '/numbers'), 403, 'owner_only')
    expectRefused(await keeper('GET', '/numbers'), 403, 'owner_only')
    expect((await sessions.token('GET', '/numbers?month=2027-05')).statusCode).toBe(200)
    for (const month of ['2027-13', 'May', '2027-5', '27-05', '1969-12'])
      expectRefused(await owner('GET', `/numbers?month=${month}`), 400)
    const nobody = await hotel.app.inject({ method: 'GET', url: '/api/staff/numbers' })
    expect(nobody.statusCode).toBe(401)
    // The year and its file alike.
    for (const path of ['/numbers/year?year=2027', '/numbers/export.csv?year=2027']) {
      expectRefused(await desk('GET', path), 403, 'owner_only')
      expectRefused(await keeper('GET', path), 403, 'owner_only')
      const anyone = await hotel.app.inject({ method: 'GET', url: `/api/staff${path}` })
      expect(anyone.statusCode).toBe(401)
    }
    for (const year of ['27', '1969', '3000', 'this', '2027-05'])
      for (const path of ['/numbers/year', '/numbers/export.csv'])
        expectRefused(await owner('GET', `${path}?year=${year}`), 400)
  })
})
