import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from './calendar-date'
import { NewRateRule } from './rate-schemas'
import { rateRule } from './rate-rule-fixture'
import { todayIn } from './calendar-date'
import {
  facilityRulesProblem,
  formatMoney,
  lowestNightly,
  majorAmountText,
  parseMajorAmount,
  pricedDates,
  quoteStay,
  type RateRule,
  rateReader,
  stayRuleProblem,
  weekdayOf,
  WEEKDAYS,
} from './rates'

const rule = rateRule

const base = rule({ nightly: 4_500_000 })
const weekend = rule({ days: ['fri', 'sat'], nightly: 5_500_000 })
const festive = rule({
  from: '2026-12-20',
  to: '2027-01-05',
  every_year: true,
  nightly: 7_000_000,
})
const festiveWeekend = rule({
  from: '2026-12-20',
  to: '2027-01-05',
  every_year: true,
  days: ['sat'],
  nightly: 8_000_000,
})
const rules = [base, weekend, festive, festiveWeekend]

describe('weekdayOf', () => {
  it('names the weekday from the date alone', () => {
    expect(weekdayOf('2026-11-28')).toBe('sat')
    expect(weekdayOf('1970-01-01')).toBe('thu')
    expect(weekdayOf('1969-12-31')).toBe('wed')
    expect(weekdayOf('2028-02-29')).toBe('tue')
  })
})

describe('the most specific rule wins', () => {
  const termsOf = rateReader(rules)
  it('a season’s weekday price, then the season’s, then the weekday price, then the base', () => {
    expect(termsOf('2026-12-26').nightly).toBe(8_000_000) // a Saturday in the season
    expect(termsOf('2026-12-25').nightly).toBe(7_000_000) // a Friday in the season
    expect(termsOf('2026-11-27').nightly).toBe(5_500_000) // a Friday
    expect(termsOf('2026-11-26').nightly).toBe(4_500_000) // a Thursday
  })
  it('an every-year season runs over the year’s end, in any year', () => {
    expect(termsOf('2031-01-05').nightly).toBeGreaterThanOrEqual(7_000_000)
    expect(termsOf('2031-01-06').nightly).toBeLessThan(7_000_000)
    expect(termsOf('2030-12-19').nightly).toBeLessThan(7_000_000)
  })
  it('a one-off season holds only its own dates', () => {
    const once = rule({ from: '2027-03-01', to: '2027-03-03', nightly: 1 })
    const read = rateReader([base, once])
    expect(read('2027-03-03').nightly).toBe(1)
    expect(read('2028-03-02').nightly).toBe(4_500_000)
  })
  it('between two seasons, the shorter; between equals, the newer', () => {
    const long = rule({ from: '2027-06-01', to: '2027-08-31', nightly: 10 })
    const short = rule({ from: '2027-07-01', to: '2027-07-10', nightly: 20 })
    const newer = rule({ from: '2027-07-01', to: '2027-07-10', nightly: 30 })
    expect(rateReader([base, short, long])('2027-07-05').nightly).toBe(20)
    expect(rateReader([base, long, short, newer])('2027-07-05').nightly).toBe(30)
  })
  it('each setting from the most specific rule that sets it', () => {
    const read = rateReader([
      rule({ nightly: 100, min_stay: 3 }),
      rule({ days: ['fri', 'sat'], min_stay: 2 }),
    ])
    expect(read('2026-11-27')).toMatchObject({ nightly: 100, min_stay: 2 })
    expect(read('2026-11-26')).toMatchObject({ nightly: 100, min_stay: 3 })
  })
})

describe('facilityRulesProblem', () => {
  const charging = rule({ days: ['sat'], extra_guest: 500_000 })
  it('an extra guest price needs a base that says how many guests its price covers', () => {
    expect(facilityRulesProblem([charging])?.path).toBe('included_guests')
    expect(facilityRulesProblem([base, charging])?.path).toBe('included_guests')
    const covering = rule({ nightly: 4_500_000, included_guests: 2 })
    expect(facilityRulesProblem([covering, charging])).toBeUndefined()
    // The newest base is the one that counts (a base replaces the one before).
    expect(facilityRulesProblem([covering, base, charging])?.path).toBe('included_guests')
  })
  it('rules that charge no extra guest need no such number', () => {
    expect(facilityRulesProblem(rules)).toBeUndefined()
    expect(facilityRulesProblem([])).toBeUndefined()
  })
})

describe('quoteStay', () => {
  it('prices each night and the extra guests', () => {
    const withGuests = [rule({ nightly: 4_500_000, extra_guest: 1_000_000, included_guests: 2 })]
    const quote = quoteStay(
      withGuests,
      { from: '2026-12-01', to: '2026-12-04', guests: 3 },
      'night',
      'NGN',
    )
    expect(quote).toEqual({
      currency: 'NGN',
      nights: [
        { date: '2026-12-01', amount: 4_500_000 },
        { date: '2026-12-02', amount: 4_500_000 },
        { date: '2026-12-03', amount: 4_500_000 },
      ],
      extra_guests: { count: 1, amount: 3_000_000 },
      total: 16_500_000,
    })
  })
  it('prices an activity centre by the day, both ends included', () => {
    const quote = quoteStay(
      rules,
      { from: '2026-12-01', to: '2026-12-01', guests: 1 },
      'day',
      'NGN',
    )
    expect(quote.total).toBe(4_500_000)
  })
  it('is null when a night has no price', () => {
    const seasonOnly = [rule({ from: '2027-01-01', to: '2027-01-02', nightly: 5 })]
    expect(
      quoteStay(seasonOnly, { from: '2027-01-01', to: '2027-01-04', guests: 1 }, 'night', 'NGN'),
    ).toEqual({ currency: 'NGN', total: null })
    expect(
      quoteStay([], { from: '2027-01-01', to: '2027-01-02', guests: 1 }, 'night', 'NGN'),
    ).toEqual({ currency: 'NGN', total: null })
  })
  it('the lowest price for the cards', () => {
    expect(lowestNightly(rules)).toBe(4_500_000)
    expect(lowestNightly([])).toBeNull()
    expect(lowestNightly(undefined)).toBeNull()
  })
})

describe('stayRuleProblem', () => {
  const stayRules = [
    rule({ nightly: 100, min_stay: 3 }),
    rule({ days: ['fri', 'sat'], min_stay: 2 }),
    rule({ days: ['sun'], closed_arrival: true }),
    rule({ from: '2026-12-20', to: '2027-01-05', max_stay: 7 }),
  ]
  it('reads the rules at the arrival date', () => {
    expect(stayRuleProblem(stayRules, { from: '2026-12-03', to: '2026-12-05' }, 'night')).toEqual({
      code: 'stay_too_short',
      limit: 3,
      message: 'A stay from 2026-12-03 is at least 3 nights; this one is 2.',
    })
    expect(stayRuleProblem(stayRules, { from: '2026-12-04', to: '2026-12-06' }, 'night')).toBe(
      undefined,
    )
    expect(
      stayRuleProblem(stayRules, { from: '2026-12-06', to: '2026-12-10' }, 'night')?.code,
    ).toBe('arrival_closed')
    expect(
      stayRuleProblem(stayRules, { from: '2026-12-21', to: '2026-12-30' }, 'night'),
    ).toMatchObject({ code: 'stay_too_long', limit: 7 })
  })
})

describe('money', () => {
  it('writes amounts as each language does, from minor units', () => {
    expect(formatMoney(4_500_000, 'NGN', 'en-NG')).toBe('₦45,000')
    expect(formatMoney(4_500_050, 'NGN', 'en-NG')).toBe('₦45,000.50')
    expect(formatMoney(4_500_000, 'NGN', 'fr').replace(/\s/g, ' ')).toBe('45 000 ₦')
    expect(formatMoney(5, 'NGN', 'en')).toBe('₦0.05')
    expect(formatMoney(1234, 'JPY', 'en')).toBe('¥1,234')
  })
  it('reads major-unit amounts without floating point', () => {
    expect(parseMajorAmount('45000', 'NGN')).toBe(4_500_000)
    expect(parseMajorAmount('45000.50', 'NGN')).toBe(4_500_050)
    expect(parseMajorAmount('45,000.5', 'NGN')).toBe(4_500_050)
    expect(parseMajorAmount('0.29', 'NGN')).toBe(29)
    for (const bad of ['-1', 'abc', '1.234', '', '1e5', '45 000', '1,00', '.5']) {
      expect(parseMajorAmount(bad, 'NGN'), bad).toBeUndefined()
    }
    expect(majorAmountText(4_500_050, 'NGN')).toBe('45000.50')
    expect(majorAmountText(4_500_000, 'NGN')).toBe('45000')
    expect(majorAmountText(7, 'NGN')).toBe('0.07')
  })
  it('reads back what it writes, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (amount) => {
        expect(parseMajorAmount(majorAmountText(amount, 'NGN'), 'NGN')).toBe(amount)
      }),
    )
  })
})

describe('a new rule', () => {
  it('refuses what cannot be a rule, with a sentence', () => {
    const problem = (input: unknown) =>
      NewRateRule.safeParse(input).error?.issues.map((i) => i.message)[0]
    expect(problem({ from: '2026-12-20' })).toMatch(/both/)
    expect(problem({ days: ['fri'] })).toMatch(/sets a price/)
    expect(problem({ min_stay: 2 })).toMatch(/base rate/)
    expect(problem({ nightly: -1 })).toMatch(/negative/)
    expect(problem({ nightly: 1.5 })).toMatch(/whole/)
    expect(problem({ days: ['fri'], nightly: 1, included_guests: 2 })).toMatch(/base/)
    expect(problem({ from: '2027-01-01', to: '2026-12-01', nightly: 1 })).toMatch(/before/)
    expect(problem({ days: ['fri'], min_stay: 3, max_stay: 2 })).toMatch(/shorter/)
    expect(problem({ nightly: 1, extra_guest: 5 })).toMatch(/guests the price covers/)
    expect(NewRateRule.parse({ nightly: 4_500_000 })).toMatchObject({ days: [], every_year: false })
  })
})

// Property tests: any rules, any stay.
const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays('2027-01-01', n))
const arbitraryRule: fc.Arbitrary<RateRule> = fc
  .record({
    season: fc.option(fc.tuple(day, fc.integer({ min: 0, max: 120 }), fc.boolean())),
    days: fc.subarray([...WEEKDAYS]),
    nightly: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    extra: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  })
  .map(({ season, days, nightly, extra }) =>
    rule({
      from: season ? season[0] : null,
      to: season ? addDays(season[0], season[1]) : null,
      every_year: season ? season[2] : false,
      days,
      nightly,
      extra_guest: extra,
      included_guests: season || days.length ? null : 2,
    }),
  )
const arbitraryRules = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.array(arbitraryRule, { maxLength: 8 }))
  .map(([price, more]) => [rule({ nightly: price, included_guests: 2, extra_guest: 500 }), ...more])

describe('right to the last kobo (properties)', () => {
  it('the total is the sum of its nights and extra guests, each night priced alone', () => {
    fc.assert(
      fc.property(
        arbitraryRules,
        day,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        (rates, from, length, guests) => {
          const to = addDays(from, length)
          const quote = quoteStay(rates, { from, to, guests }, 'night', 'NGN')
          if (quote.total === null) throw new Error('a base prices every night')
          expect(quote.nights.map((n) => n.date)).toEqual(pricedDates(from, to, 'night'))
          const sum = quote.nights.reduce((s, n) => s + n.amount, 0)
          expect(quote.total).toBe(sum + quote.extra_guests.amount)
          expect(Number.isSafeInteger(quote.total)).toBe(true)
          // Each night is what a one-night stay on it costs: a stay is the sum of its nights.
          for (const night of quote.nights) {
            const one = quoteStay(
              rates,
              { from: night.date, to: addDays(night.date, 1), guests: 1 },
              'night',
              'NGN',
            )
            expect(one.total).toBe(night.amount)
          }
        },
      ),
    )
  })
  it('a stay split anywhere costs what its two parts cost', () => {
    fc.assert(
      fc.property(
        arbitraryRules,
        day,
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 39 }),
        fc.integer({ min: 1, max: 6 }),
        (rates, from, length, cut, guests) => {
          const split = addDays(from, Math.min(cut, length - 1))
          const to = addDays(from, length)
          const whole = quoteStay(rates, { from, to, guests }, 'night', 'NGN')
          const a = quoteStay(rates, { from, to: split, guests }, 'night', 'NGN')
          const b = quoteStay(rates, { from: split, to, guests }, 'night', 'NGN')
          expect(whole.total).toBe((a.total ?? NaN) + (b.total ?? NaN))
        },
      ),
    )
  })
  it('an every-year season prices the same month and day alike in every year it holds', () => {
    fc.assert(
      fc.property(arbitraryRules, day, fc.integer({ min: 1, max: 20 }), (rates, date, years) => {
        const yearly = rates.map((r) => ({ ...r, days: [] as RateRule['days'] }))
        const later = `${Number(date.slice(0, 4)) + years}${date.slice(4)}`
        if (date.slice(5) === '02-29') return // a leap day comes back only in leap years
        const oneOff = yearly.some((r) => r.from !== null && !r.every_year)
        if (oneOff) return
        expect(rateReader(yearly)(later).nightly).toBe(rateReader(yearly)(date).nightly)
      }),
    )
  })
  it('the hotel’s calendar decides the night: any instant, any zone, DST or not', () => {
    fc.assert(
      fc.property(
        arbitraryRules,
        fc.date({
          min: new Date('2027-01-01T00:00:00Z'),
          max: new Date('2029-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('Africa/Lagos', 'Europe/Paris', 'America/New_York', 'Australia/Lord_Howe'),
        (rates, instant, zone) => {
          const today = todayIn(zone, instant)
          const quote = quoteStay(
            rates,
            { from: today, to: addDays(today, 3), guests: 2 },
            'night',
            'NGN',
          )
          if (quote.total === null) throw new Error('a base prices every night')
          expect(quote.nights.map((n) => n.date)).toEqual([
            today,
            addDays(today, 1),
            addDays(today, 2),
          ])
          expect(daysBetween(quote.nights[0]?.date ?? '', quote.nights[2]?.date ?? '')).toBe(2)
        },
      ),
    )
  })
})
