// contract/rate-changes.ts: a change keeps what it does not name, clears what it sets to null,
// and says each field's change and whether it loosens the rule, in the staff's words.
import { describe, expect, it } from 'vitest'
import {
  changedRule,
  changedRuleProblem,
  changesBetween,
  describeTermChange,
  termChanges,
} from './rate-changes'
import { rateRule } from './rate-rule-fixture'

const naira = (amount: number) => `₦${(amount / 100).toLocaleString('en')}`
const base = rateRule({
  nightly: 4_500_000,
  extra_guest: 1_000_000,
  included_guests: 2,
  min_stay: 2,
})

describe('a rule changed in place', () => {
  it('keeps the fields a change leaves out and clears those it sets to null', () => {
    expect(changedRule(base, { nightly: 5_000_000 })).toEqual({ ...base, nightly: 5_000_000 })
    expect(changedRule(base, { min_stay: null, closed_arrival: true })).toEqual({
      ...base,
      min_stay: null,
      closed_arrival: true,
    })
    expect(changedRule(base, {})).toEqual(base)
  })

  it('says which changes loosen the rule', () => {
    const loosens = (after: Parameters<typeof changedRule>[1], before = base) =>
      termChanges(before, changedRule(before, after)).map((c) => [c.field, c.loosens])
    expect(loosens({ nightly: 5_000_000, min_stay: 3 })).toEqual([
      ['nightly', false],
      ['min_stay', false],
    ])
    expect(loosens({ min_stay: 1 })).toEqual([['min_stay', true]])
    expect(loosens({ min_stay: null })).toEqual([['min_stay', true]])
    expect(loosens({ included_guests: 3 })).toEqual([['included_guests', true]])
    expect(loosens({ extra_guest: null })).toEqual([['extra_guest', true]])
    expect(loosens({ extra_guest: 500_000 })).toEqual([['extra_guest', false]])
    const weekend = rateRule({ days: ['fri'], nightly: 1, max_stay: 5, closed_arrival: true })
    expect(loosens({ max_stay: 7 }, weekend)).toEqual([['max_stay', true]])
    expect(loosens({ max_stay: 4 }, weekend)).toEqual([['max_stay', false]])
    expect(loosens({ closed_arrival: false }, weekend)).toEqual([['closed_arrival', true]])
    expect(loosens({ nightly: null }, weekend)).toEqual([['nightly', true]])
    // Setting a rule where there was none loosens nothing.
    expect(loosens({ max_stay: 9 })).toEqual([['max_stay', false]])
  })

  it('says each change in words, and makes the change back from two rules', () => {
    const after = changedRule(base, { nightly: 5_000_000, min_stay: null, closed_arrival: true })
    const words = termChanges(base, after).map((c) => describeTermChange(c, 'night', naira))
    expect(words).toEqual([
      'price a night: ₦45,000 → ₦50,000',
      'minimum stay: 2 nights → none',
      'arrivals: open → closed',
    ])
    expect(changesBetween(base, after)).toEqual({
      nightly: 5_000_000,
      min_stay: null,
      closed_arrival: true,
    })
    const day = termChanges(rateRule({ max_stay: 1 }), rateRule({ max_stay: 3 }))[0]!
    expect(describeTermChange(day, 'day', naira)).toBe('maximum stay: 1 day → 3 days')
  })

  it('refuses what leaves no rule: the base without its price, a maximum under the minimum', () => {
    expect(changedRuleProblem(changedRule(base, { nightly: null }))?.path).toBe('nightly')
    expect(changedRuleProblem(changedRule(base, { max_stay: 1 }))?.path).toBe('max_stay')
    expect(changedRuleProblem(changedRule(base, { min_stay: 1 }))).toBeUndefined()
  })
})
