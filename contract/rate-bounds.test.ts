// Issue 50, "exact money for any stay": rates the API accepts (the schema, then the bound with the
// hotel's longest stay) price every stay it allows, for any number of guests it allows, to the
// last kobo: the quote's total is the one BigInt makes, and an exact JSON number.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './calendar-date'
import {
  amountTooLargeMessage,
  dearestNight,
  exactUpTo,
  largestAmount,
  longestExactStay,
  nightCostMax,
} from './rate-bounds'
import { rateRule } from './rate-rule-fixture'
import { NewRateRule } from './rate-schemas'
import {
  AMOUNT_MAX,
  formatMoney,
  GUESTS_MAX,
  pricedDates,
  quoteStay,
  type RateRule,
  rateReader,
  WEEKDAYS,
} from './rates'
import { DEFAULT_MAX_STAY } from './stay-rules'

/** The hotel's longest stays as config.ts allows them (1 to 3650), the edges more often. */
const maxStay = fc.oneof(fc.constantFrom(1, 90, 91, 365, 3650), fc.integer({ min: 1, max: 3650 }))
/**
 * An amount as the schema takes it (0 to AMOUNT_MAX): the whole range, and the few billion kobo
 * around which a long stay's bound falls, so that many draws pass it and many are refused.
 */
const amount = fc.oneof(
  fc.integer({ min: 0, max: AMOUNT_MAX }),
  fc.integer({ min: 0, max: 5_000_000_000 }),
  fc.constantFrom(0, 1, AMOUNT_MAX),
)
const covered = fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 1000 }))
const date = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2027-01-01', offset))

/** A rule the console could send (NewRateRule parses it), as the repository would store it. */
const stored = (fields: Record<string, unknown>): RateRule => {
  const parsed = NewRateRule.parse(fields)
  return rateRule({
    from: parsed.from ?? null,
    to: parsed.to ?? null,
    every_year: parsed.every_year,
    days: parsed.days,
    nightly: parsed.nightly ?? null,
    extra_guest: parsed.extra_guest ?? null,
    included_guests: parsed.included_guests ?? null,
  })
}

const otherRule = fc
  .record({
    from: date,
    length: fc.integer({ min: 0, max: 300 }),
    season: fc.boolean(),
    days: fc.subarray([...WEEKDAYS]),
    nightly: fc.option(amount, { nil: undefined }),
    extra: fc.option(amount, { nil: undefined }),
  })
  .filter(
    ({ season, days, nightly, extra }) =>
      (season || days.length > 0) && (nightly ?? extra) !== undefined,
  )
  .map(({ from, length, season, days, nightly, extra }) =>
    stored({
      ...(season ? { from, to: addDays(from, length) } : {}),
      days,
      nightly,
      extra_guest: extra,
    }),
  )

/** A facility's rules: a base (its price, extra guest price and guests covered), then others. */
const facilityRules = fc
  .tuple(
    amount,
    fc.option(amount, { nil: undefined }),
    covered,
    fc.array(otherRule, { maxLength: 4 }),
  )
  .map(([nightly, extra, included, others]) => [
    stored({ nightly, extra_guest: extra, included_guests: included }),
    ...others,
  ])

/** The stay's total as BigInt sums it: each night's price and its extra guests', exactly. */
function exactTotal(rules: readonly RateRule[], from: string, to: string, guests: number): bigint {
  const termsOf = rateReader(rules)
  let total = 0n
  for (const night of pricedDates(from, to, 'night')) {
    const terms = termsOf(night)
    const beyond = terms.included_guests === null ? 0 : Math.max(0, guests - terms.included_guests)
    total += BigInt(terms.nightly ?? 0) + BigInt(beyond) * BigInt(terms.extra_guest ?? 0)
  }
  return total
}

describe('exact money for any stay (properties)', () => {
  it('rates within the bound quote every stay up to the longest, for up to 1000 guests, exactly', () => {
    fc.assert(
      fc.property(
        maxStay,
        facilityRules,
        date,
        fc.nat(),
        fc.oneof(fc.constant(GUESTS_MAX), fc.integer({ min: 1, max: GUESTS_MAX })),
        (longest, rules, from, pick, guests) => {
          // What the API accepts: the repository refuses rates past the bound (rate-bounds.ts).
          fc.pre(exactUpTo(rules, longest))
          // The longest stay the hotel allows, or any shorter one.
          const length = pick % 2 === 0 ? longest : 1 + (pick % longest)
          const to = addDays(from, length)
          const quote = quoteStay(rules, { from, to, guests }, 'night', 'NGN')
          if (quote.total === null) throw new Error('a base prices every night')
          const exact = exactTotal(rules, from, to, guests)
          expect(BigInt(quote.total)).toBe(exact)
          expect(quote.total).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER)
          expect(BigInt(quote.extra_guests.amount)).toBeLessThanOrEqual(exact)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('names a largest amount that fits, and one minor unit more does not', () => {
    fc.assert(
      fc.property(maxStay, amount, amount, covered, (longest, nightly, extra, included) => {
        const base = (fields: Partial<RateRule>) =>
          rateRule({ nightly, extra_guest: extra, included_guests: included, ...fields })
        const rules = [base({})]
        const largestExtra = largestAmount(rules, longest, 'extra_guest')
        if (largestExtra !== undefined) {
          expect(exactUpTo([base({ extra_guest: largestExtra })], longest)).toBe(true)
          expect(exactUpTo([base({ extra_guest: largestExtra + 1 })], longest)).toBe(false)
        }
        const largestPrice = largestAmount(rules, longest, 'nightly')
        if (largestPrice !== undefined) {
          expect(exactUpTo([base({ nightly: largestPrice })], longest)).toBe(true)
          expect(exactUpTo([base({ nightly: largestPrice + 1 })], longest)).toBe(false)
        }
        const longestFits = longestExactStay(rules)
        if (Number.isFinite(longestFits)) {
          expect(exactUpTo(rules, longestFits)).toBe(true)
          expect(exactUpTo(rules, longestFits + 1)).toBe(false)
        }
      }),
    )
  })
})

describe('the bounds', () => {
  const dearest = rateRule({ nightly: AMOUNT_MAX, extra_guest: AMOUNT_MAX, included_guests: 1 })

  it('at the default longest stay (90), every amount the schema accepts fits', () => {
    expect(exactUpTo([dearest], DEFAULT_MAX_STAY)).toBe(true)
    expect(longestExactStay([dearest])).toBe(90)
    expect(exactUpTo([dearest], 91)).toBe(false)
  })

  it('works out the issue’s case: 999 extra guests for 3,650 nights', () => {
    expect(dearestNight([dearest])).toEqual({
      nightly: AMOUNT_MAX,
      extraGuest: AMOUNT_MAX,
      extraGuests: 999,
      cost: 100_000_000_000_000n,
    })
    expect(nightCostMax(90)).toBe(100_079_991_719_344)
    expect(nightCostMax(3650)).toBe(2_467_725_823_216)
    // With the largest price, the largest extra guest price for 3,650 nights: ₦23,700,959.19.
    expect(largestAmount([dearest], 3650, 'extra_guest')).toBe(2_370_095_919)
    // A price alone (no extra guests) fits at any stay config.ts allows.
    expect(exactUpTo([rateRule({ nightly: AMOUNT_MAX })], 3650)).toBe(true)
  })

  it('says the largest amount that fits as money', () => {
    const money = (minor: number) => formatMoney(minor, 'NGN', 'en-NG')
    expect(amountTooLargeMessage([dearest], 3650, 'extra_guest', money)).toBe(
      "Prices this high could make a stay's total too large to count exactly: for stays of up to " +
        '3650 nights (MAX_STAY_DAYS) and up to 1000 guests, a night may cost at most ' +
        "₦24,677,258,232.16, its price and 999 extra guests' prices together. With a price of " +
        '₦1,000,000,000 a night, the extra guest price may be at most ₦23,700,959.19.',
    )
    // The extra guests' prices alone pass the bound: no price of the night can fit.
    expect(amountTooLargeMessage([dearest], 3650, 'nightly', money)).toMatch(
      /together\. Lower the extra guest price first\.$/,
    )
  })
})
