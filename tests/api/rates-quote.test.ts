// Issue 40, "the guest sees the price": the quote API and the price a request keeps, on both
// databases. Rates are written as the console and the CLI write them (the services' rates
// repository, behind both); the answers are read over HTTP as a guest's page reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { Facility } from '../../contract/facility'
import { type NewRateRule, NewRateRule as NewRule } from '../../contract/rate-schemas'
import { type Quote, weekdayOf } from '../../contract/rates'
import { createServices, type Services } from '../../server/src/services'
import { inDays, reserve, reserveBody, uniqueId } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { adminHeaders, api } from '../support/server-process'
import type { TestApp } from '../support/test-app'

/** The first date on or after `from` that is this weekday. */
function nextWeekday(from: string, weekday: string): string {
  let date = from
  while (weekdayOf(date) !== weekday) date = addDays(date, 1)
  return date
}

describe.each(databaseTargets())('rates and quotes on $name', (target) => {
  let server: TestApp
  let services: Services
  beforeAll(async () => {
    server = await target.build()
    services = createServices(server.config, server.database)
  })
  afterAll(() => server.close())

  async function room(guests = 3): Promise<Facility> {
    const res = await api(
      server,
      'POST',
      '/api/facilities',
      {
        type: 'room',
        name: `Rated room ${uniqueId()}`,
        desc: 'For tests',
        img: '/images/facilities/family-room-800.webp',
        capacity: 2,
        guests,
      },
      adminHeaders,
    )
    expect(res.status).toBe(201)
    return res.body as Facility
  }
  async function setRate(facility: Facility, rule: NewRateRule) {
    const added = await services.rates.add(facility._id, NewRule.parse(rule))
    if (added === 'missing' || 'refused' in added) throw new Error(`refused: ${String(added)}`)
    return added.rule
  }
  const quote = (facility: Facility, from: string, to: string, guests?: number) =>
    api(
      server,
      'GET',
      `/api/facilities/${facility._id}/quote?from=${from}&to=${to}${guests ? `&guests=${guests}` : ''}`,
    )

  it('no rate: total null, and the list carries no rates', async () => {
    const facility = await room()
    const res = await quote(facility, inDays(10), inDays(12))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ currency: 'NGN', total: null })
    const list = (await api(server, 'GET', '/api/facilities')).body as Facility[]
    expect(list.find((f) => f._id === facility._id)).not.toHaveProperty('rates')
  })

  it('prices seasons, weekdays and extra guests; the list carries the rules', async () => {
    const facility = await room(3)
    await setRate(facility, { nightly: 4_500_000, extra_guest: 1_000_000, included_guests: 2 })
    await setRate(facility, { days: ['fri', 'sat'], nightly: 5_500_000 })
    const friday = nextWeekday(inDays(20), 'fri')
    // A season over the Saturday and Sunday after it; its own Saturday price inside it.
    await setRate(facility, {
      from: addDays(friday, 1),
      to: addDays(friday, 2),
      nightly: 7_000_000,
    })
    await setRate(facility, {
      from: addDays(friday, 1),
      to: addDays(friday, 2),
      days: ['sat'],
      nightly: 8_000_000,
    })
    const thursday = addDays(friday, -1)
    const res = await quote(facility, thursday, addDays(friday, 4), 3)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      currency: 'NGN',
      nights: [
        { date: thursday, amount: 4_500_000 }, // the base
        { date: friday, amount: 5_500_000 }, // the weekday price
        { date: addDays(friday, 1), amount: 8_000_000 }, // the season's Saturday
        { date: addDays(friday, 2), amount: 7_000_000 }, // the season
        { date: addDays(friday, 3), amount: 4_500_000 },
      ],
      extra_guests: { count: 1, amount: 5_000_000 },
      total: 4_500_000 * 2 + 5_500_000 + 8_000_000 + 7_000_000 + 5_000_000,
    } satisfies Quote)
    const list = (await api(server, 'GET', '/api/facilities')).body as Facility[]
    expect(list.find((f) => f._id === facility._id)?.rates).toHaveLength(4)
  })

  it('a second base is refused, the base changes in place; changing and removing announce it', async () => {
    const facility = await room()
    await setRate(facility, { nightly: 100, min_stay: 2 })
    const second = await services.rates.add(facility._id, NewRule.parse({ nightly: 200 }))
    expect(second).toMatchObject({ refused: { code: 'base_exists' } })
    const [base] = await services.rates.of(facility._id)
    expect(await services.rates.change(base?.id ?? '', { nightly: 200 })).toMatchObject({
      rule: { nightly: 200, min_stay: 2 },
    })
    expect((await quote(facility, inDays(5), inDays(6))).body).toMatchObject({
      error: { code: 'stay_too_short' },
    })
    const rules = await services.rates.of(facility._id)
    expect(rules.map((r) => r.nightly)).toEqual([200])
    await services.rates.change(base?.id ?? '', { min_stay: null })
    const res = await quote(facility, inDays(5), inDays(6))
    expect((res.body as Quote).total).toBe(200)
    await services.rates.remove(rules[0]?.id ?? '')
    expect((await quote(facility, inDays(5), inDays(6))).body).toMatchObject({ total: null })
  })

  it('each stay rule is refused with its code, by the quote and by the request', async () => {
    const facility = await room(2)
    await setRate(facility, { nightly: 100, min_stay: 3 })
    await setRate(facility, { days: ['fri', 'sat'], min_stay: 2 })
    await setRate(facility, { days: ['sun'], closed_arrival: true })
    const friday = nextWeekday(inDays(10), 'fri')
    await setRate(facility, { from: addDays(friday, 7), to: addDays(friday, 20), max_stay: 4 })
    const cases: [string, string, number, string][] = [
      [addDays(friday, -1), addDays(friday, 1), 1, 'stay_too_short'], // Thursday: 3 nights
      [addDays(friday, 2), addDays(friday, 6), 1, 'arrival_closed'], // Sunday
      [addDays(friday, 7), addDays(friday, 12), 1, 'stay_too_long'],
      [addDays(friday, -1), addDays(friday, 3), 3, 'too_many_guests'],
      [addDays(friday, 3), addDays(friday, 2), 1, 'invalid_dates'],
    ]
    for (const [from, to, guests, code] of cases) {
      const asked = await quote(facility, from, to, guests)
      expect(asked.status, code).toBe(400)
      expect(asked.body, code).toMatchObject({ error: { code } })
      const sent = await reserve(
        server,
        facility._id,
        reserveBody(facility, { dateRange: { from, to }, guests }),
      )
      expect(sent.status, code).toBe(400)
      expect(sent.body, code).toMatchObject({ error: { code } })
    }
    // Friday arrivals need 2 nights only; a Thursday's 3 is fine.
    expect((await quote(facility, friday, addDays(friday, 2))).status).toBe(200)
    expect((await quote(facility, addDays(friday, -1), addDays(friday, 2))).status).toBe(200)
  })

  it('keeps the price of the moment a request arrived, whatever the rates do later', async () => {
    const facility = await room(3)
    const base = await setRate(facility, {
      nightly: 4_500_000,
      extra_guest: 1_000_000,
      included_guests: 2,
    })
    const from = inDays(30)
    const body = reserveBody(facility, { dateRange: { from, to: addDays(from, 2) }, guests: 3 })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    await services.rates.change(base.id, {
      nightly: 9_900_000,
      extra_guest: null,
      included_guests: null,
    })
    await setRate(facility, { from, to: addDays(from, 1), nightly: 1 })
    const row = await server.database.db
      .selectFrom('reservations')
      .select(['guests', 'quote'])
      .where('reservation_id', '=', body.reservation_id)
      .executeTakeFirstOrThrow()
    expect(row.guests).toBe(3)
    expect(JSON.parse(row.quote ?? 'null')).toEqual({
      currency: 'NGN',
      nights: [
        { date: from, amount: 4_500_000 },
        { date: addDays(from, 1), amount: 4_500_000 },
      ],
      extra_guests: { count: 1, amount: 2_000_000 },
      total: 11_000_000,
    })
    // The replay answers as the first time; a different guest count is another request.
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    expect((await reserve(server, facility._id, { ...body, guests: 2 })).status).toBe(409)
  })

  it('a facility without a price stores no quote; a bad guests value is a 400', async () => {
    const facility = await room()
    const body = reserveBody(facility, { dateRange: { from: inDays(40), to: inDays(41) } })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    const row = await server.database.db
      .selectFrom('reservations')
      .select(['guests', 'quote'])
      .where('reservation_id', '=', body.reservation_id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ guests: null, quote: null })
    for (const guests of ['0', 'x', '1.5', '99999']) {
      const res = await api(
        server,
        'GET',
        `/api/facilities/${facility._id}/quote?from=${inDays(5)}&to=${inDays(6)}&guests=${guests}`,
      )
      expect(res.status, guests).toBe(400)
    }
    const missing = await api(
      server,
      'GET',
      `/api/facilities/nope/quote?from=${inDays(5)}&to=${inDays(6)}`,
    )
    expect(missing.status).toBe(404)
  })
})
