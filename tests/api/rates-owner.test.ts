// Issue 40, "the owner sets rates" from the console, on both databases, through app.inject as the
// console calls: an owner reads a facility's rules with the hotel's currency and today, adds a base
// price, a weekend price and a season with a minimum stay, changes the base in place, removes a rule; the
// facilities list and the guest's quote show each change at once. The front desk is refused
// (403 owner_only); a bad rule is a 400 with its sentence; nothing a client sends is a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, isCalendarDate } from '../../contract/calendar-date'
import type { Facility } from '../../contract/facility'
import { NewRateRule } from '../../contract/rate-schemas'
import { type RateRule, weekdayOf } from '../../contract/rates'
import type { StaffRateRemoved, StaffRates } from '../../contract/staff-rates'
import { ratesRepository } from '../../server/src/facilities/rates-repository'
import { rateRules } from '../../server/src/facilities/rates-rules'
import { createFacility, inDays } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { api } from '../support/server-process'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'

/** The first date on or after `from` that is this weekday. */
function nextWeekday(from: string, weekday: string): string {
  let date = from
  while (weekdayOf(date) !== weekday) date = addDays(date, 1)
  return date
}

describe.each(databaseTargets())('the console rate editor on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffSessions>>
  let owner: StaffCaller
  let desk: StaffCaller
  beforeAll(async () => {
    s = await staffSessions(target)
    owner = await s.person('Ada Obi', 'owner')
    desk = await s.person('Bola Ade', 'frontdesk')
  })
  afterAll(() => s.close())

  const ratesOf = async (facilityId: string) => {
    const res = await owner('GET', `/facilities/${facilityId}/rates`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as StaffRates
  }
  const add = async (facilityId: string, rule: Record<string, unknown>) => {
    const res = await owner('POST', `/facilities/${facilityId}/rates`, rule)
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as RateRule
  }
  /** The facility as the public list carries it, rules and all. */
  const listed = async (facilityId: string) => {
    const res = await api(s.server, 'GET', '/api/facilities')
    expect(res.status).toBe(200)
    return (res.body as Facility[]).find((f) => f._id === facilityId)
  }
  const quote = (facilityId: string, from: string, to: string) =>
    api(s.server, 'GET', `/api/facilities/${facilityId}/quote?from=${from}&to=${to}`)

  it('an owner sets a base, a weekend and a season with a minimum stay; list and quote follow', async () => {
    const room = await createFacility(s.server)
    const empty = await ratesOf(room._id)
    expect(empty).toMatchObject({ currency: 'NGN', rules: [] })
    expect(isCalendarDate(empty.today)).toBe(true)
    expect(await listed(room._id)).not.toHaveProperty('rates')

    const friday = nextWeekday(inDays(10), 'fri')
    expect((await quote(room._id, friday, addDays(friday, 2))).body).toEqual({
      currency: 'NGN',
      total: null,
    })

    const base = await add(room._id, { nightly: 4_500_000 })
    expect(base).toMatchObject({ from: null, to: null, days: [], nightly: 4_500_000 })
    const weekend = await add(room._id, { days: ['sat', 'fri'], nightly: 5_500_000 })
    expect(weekend.days).toEqual(['fri', 'sat'])
    const seasonFrom = addDays(friday, 14)
    const season = await add(room._id, {
      from: seasonFrom,
      to: addDays(seasonFrom, 6),
      nightly: 6_000_000,
      min_stay: 3,
    })

    expect((await ratesOf(room._id)).rules.map((r) => r.id)).toEqual([
      base.id,
      weekend.id,
      season.id,
    ])
    expect((await listed(room._id))?.rates?.map((r) => r.id)).toEqual([
      base.id,
      weekend.id,
      season.id,
    ])
    // Thursday at the base, Friday and Saturday at the weekend's price.
    expect((await quote(room._id, addDays(friday, -1), addDays(friday, 2))).body).toMatchObject({
      nights: [
        { date: addDays(friday, -1), amount: 4_500_000 },
        { date: friday, amount: 5_500_000 },
        { date: addDays(friday, 1), amount: 5_500_000 },
      ],
      total: 15_500_000,
    })
    // In the season: its price wins over the weekend's, and its minimum stay holds.
    const short = await quote(room._id, seasonFrom, addDays(seasonFrom, 2))
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ error: { code: 'stay_too_short' } })
    expect((await quote(room._id, seasonFrom, addDays(seasonFrom, 3))).body).toMatchObject({
      total: 18_000_000,
    })

    // One base each: a second is refused (nothing stored), the base changes in place instead.
    const second = await owner('POST', `/facilities/${room._id}/rates`, { nightly: 4_000_000 })
    expect(second.statusCode, second.body).toBe(409)
    expect(second.json()).toMatchObject({ error: { code: 'base_exists' } })
    expect(second.json().error.message).toContain(base.id)
    const changed = await owner('POST', `/rates/${base.id}`, {
      nightly: 4_000_000,
      extra_guest: 500_000,
      included_guests: 2,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const newBase = { ...base, nightly: 4_000_000, extra_guest: 500_000, included_guests: 2 }
    expect(changed.json()).toEqual({ facility_id: room._id, before: base, rule: newBase })
    const rules = (await ratesOf(room._id)).rules
    expect(rules.map((r) => r.id)).toEqual([base.id, weekend.id, season.id])
    expect((await quote(room._id, addDays(friday, -1), friday)).body).toMatchObject({
      total: 4_000_000,
    })

    // The season removed: its nights are the weekend's again, two nights are enough.
    const removed = await owner('POST', `/rates/${season.id}/remove`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({
      id: season.id,
      facility_id: room._id,
      removed: true,
    } satisfies StaffRateRemoved)
    expect((await ratesOf(room._id)).rules.map((r) => r.id)).toEqual([newBase.id, weekend.id])
    expect((await listed(room._id))?.rates).toHaveLength(2)
    expect((await quote(room._id, seasonFrom, addDays(seasonFrom, 2))).body).toMatchObject({
      total: 11_000_000,
    })
    // Removed once: a second removal finds nothing.
    expectRefused(await owner('POST', `/rates/${season.id}/remove`), 404, 'not_found')
  })

  it('refuses the front desk every rate call (403 owner_only), before reading the body', async () => {
    const room = await createFacility(s.server)
    const rule = await add(room._id, { nightly: 100_000 })
    expectRefused(await desk('GET', `/facilities/${room._id}/rates`), 403, 'owner_only')
    expectRefused(
      await desk('POST', `/facilities/${room._id}/rates`, { nightly: 1 }),
      403,
      'owner_only',
    )
    expectRefused(
      await desk('POST', `/facilities/${room._id}/rates`, 'not json'),
      403,
      'owner_only',
    )
    expectRefused(await desk('POST', `/rates/${rule.id}/remove`), 403, 'owner_only')
    expectRefused(await desk('POST', `/rates/${rule.id}`, { nightly: 1 }), 403, 'owner_only')
    expect((await ratesOf(room._id)).rules).toEqual([rule])
  })

  it('refuses an extra guest price no base can charge (409 rates_conflict), and changes nothing', async () => {
    const room = await createFacility(s.server)
    const conflict = async (res: Awaited<ReturnType<StaffCaller>>) =>
      expect(expectRefused(res, 409, 'rates_conflict').message).toContain(
        'the base rate must say how many (included_guests)',
      )
    const season = { from: inDays(20), to: inDays(30), nightly: 6_000_000, extra_guest: 500_000 }
    // No base yet, then a base that does not say how many guests its price covers.
    await conflict(await owner('POST', `/facilities/${room._id}/rates`, season))
    const plain = await add(room._id, { nightly: 4_500_000 })
    await conflict(await owner('POST', `/facilities/${room._id}/rates`, season))
    await conflict(
      await owner('POST', `/facilities/${room._id}/rates`, { days: ['sat'], extra_guest: 1 }),
    )
    expect((await ratesOf(room._id)).rules.map((r) => r.id)).toEqual([plain.id])

    // With the number on the base, the season is taken; the base can then neither lose the
    // number (changed to none) nor go while the season charges extra guests.
    const changed = await owner('POST', `/rates/${plain.id}`, {
      extra_guest: 1_000_000,
      included_guests: 2,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const base = (changed.json() as { rule: RateRule }).rule
    const taken = await add(room._id, season)
    await conflict(
      await owner('POST', `/rates/${base.id}`, { extra_guest: null, included_guests: null }),
    )
    await conflict(await owner('POST', `/rates/${base.id}/remove`))
    expect((await ratesOf(room._id)).rules).toEqual([base, taken])
    const res = await quote(room._id, inDays(21), inDays(22))
    expect(res.status).toBe(200)

    // The number changed (kept); once nothing charges extra guests, the base may go.
    expect((await owner('POST', `/rates/${base.id}`, { included_guests: 3 })).statusCode).toBe(200)
    expect((await owner('POST', `/rates/${taken.id}/remove`)).statusCode).toBe(200)
    expect((await owner('POST', `/rates/${base.id}/remove`)).statusCode).toBe(200)
    expect((await ratesOf(room._id)).rules).toEqual([])
  })

  it('between equal rules the newest wins, made in one millisecond or on a clock set back', async () => {
    const room = await createFacility(s.server)
    const rates = rateRules(ratesRepository(s.server.database), {
      maxStayDays: s.server.config.MAX_STAY_DAYS,
    })
    const made: string[] = []
    const saturdayAt = async (nightly: number, now: Date) => {
      const added = await rates.add(room._id, NewRateRule.parse({ days: ['sat'], nightly }), now)
      if (typeof added !== 'object' || !('rule' in added)) throw new Error('refused')
      made.push(added.rule.id)
    }
    // Six at one instant (the order of random ids would match 1 time in 720), then one on a
    // clock an hour behind.
    const instant = new Date()
    for (let i = 1; i <= 6; i++) await saturdayAt(i * 100_000, instant)
    await saturdayAt(700_000, new Date(instant.getTime() - 3_600_000))
    expect((await ratesOf(room._id)).rules.map((r) => r.id)).toEqual(made)
    const saturday = nextWeekday(inDays(10), 'sat')
    expect((await quote(room._id, saturday, addDays(saturday, 1))).body).toMatchObject({
      total: 700_000,
    })
  })

  it('answers a bad rule with a 400 and its sentence, an unknown facility or rule with a 404', async () => {
    const room = await createFacility(s.server)
    const refused = async (body: unknown, words: string) => {
      const res = await owner('POST', `/facilities/${room._id}/rates`, body)
      expect(expectRefused(res, 400).message).toContain(words)
    }
    await refused({ nightly: -1 }, 'must not be negative')
    await refused({ nightly: 12.5 }, 'whole number of minor units')
    await refused({ nightly: '45000' }, 'whole number of minor units')
    await refused({ min_stay: 3 }, 'The base rate (no dates, no days) needs its price.')
    await refused({ days: ['fri'] }, 'A rule sets a price')
    await refused({ from: inDays(5), nightly: 1 }, 'A season needs both')
    await refused({ from: inDays(5), to: inDays(4), nightly: 1 }, 'to must not be before from.')
    await refused({ from: '2026-02-30', to: inDays(4), nightly: 1 }, 'must be a real date')
    await refused({ every_year: true, nightly: 1 }, 'every_year needs a season')
    await refused({ days: ['fri'], included_guests: 2, nightly: 1 }, 'set on the base rate')
    await refused({ days: ['friday'], nightly: 1 }, 'must be among sun, mon')
    await refused({ nightly: 1, min_stay: 4, max_stay: 2 }, 'max_stay must not be shorter')
    await refused({ nightly: 1, price: 3 }, 'price')
    await refused([], 'must be a JSON object')
    await refused('{"nightly":', 'JSON')
    expect((await ratesOf(room._id)).rules).toEqual([])

    expectRefused(await owner('GET', '/facilities/no-such-facility/rates'), 404, 'not_found')
    expectRefused(
      await owner('POST', '/facilities/no-such-facility/rates', { nightly: 1 }),
      404,
      'not_found',
    )
    expectRefused(await owner('POST', '/rates/no-such-rule/remove'), 404, 'not_found')
    // Ids no row could have: refused as such, never a 5xx.
    expectRefused(await owner('GET', `/facilities/${'x'.repeat(1001)}/rates`), 404, 'not_found')
    expectRefused(await owner('POST', `/rates/${'x'.repeat(101)}/remove`), 400)
    expectRefused(await owner('POST', `/rates/${encodeURIComponent('a\u0000b')}/remove`), 400)
  })
})
