// The rate editor's words and the form's reading (issue 40): a rule said as the owner set it, the
// preview's nights gathered in runs that still say each night's price, amounts typed in the major
// unit made minor units exactly, and what cannot be read refused in the form's words.
import { describe, expect, it } from 'vitest'
import { addDays } from '../../../../contract/calendar-date'
import { rateRule } from '../../../../contract/rate-rule-fixture'
import { previewNights, weekdayOf } from '../../../../contract/rates'
import { emptyRateValues, ruleOf } from './rate-rule-fields'
import { dayList, previewRuns, ruleSets, ruleWhen } from './rate-words'

const rule = rateRule

describe('a rule in words', () => {
  it('says when it applies: the base, weekdays, a season once or every year', () => {
    expect(ruleWhen(rule({ nightly: 1 }), 'night', '2026')).toBe('Every night (the base)')
    expect(ruleWhen(rule({ days: ['sat', 'fri'] }), 'night', '2026')).toBe(
      'Friday and Saturday nights',
    )
    expect(dayList(['mon', 'sun', 'wed'])).toBe('Sunday, Monday and Wednesday')
    expect(
      ruleWhen(rule({ from: '2026-12-20', to: '2027-01-05', every_year: true }), 'night', '2026'),
    ).toBe('The nights of 20 Dec to 5 Jan, every year')
    expect(ruleWhen(rule({ from: '2026-12-20', to: '2027-01-05' }), 'night', '2026')).toBe(
      'The nights of 20 Dec to 5 Jan 2027',
    )
    expect(
      ruleWhen(rule({ from: '2026-12-20', to: '2026-12-31', days: ['sat'] }), 'day', '2026'),
    ).toBe('Saturday days, 20 Dec to 31 Dec')
  })

  it('says what it sets, money in the hotel’s English', () => {
    expect(
      ruleSets(
        rule({ nightly: 4_500_000, extra_guest: 1_000_050, included_guests: 2 }),
        'night',
        'NGN',
      ),
    ).toEqual(['₦45,000 a night', 'for up to 2 guests', '₦10,000.50 a night for each guest beyond'])
    expect(
      ruleSets(rule({ min_stay: 3, max_stay: 14, closed_arrival: true }), 'day', 'NGN'),
    ).toEqual(['stays arriving then: at least 3 days', 'at most 14 days', 'no arrivals'])
  })
})

describe('the preview in runs', () => {
  it('gathers neighbouring nights that read the same, and keeps every night', () => {
    const monday = '2026-11-30'
    expect(weekdayOf(monday)).toBe('mon')
    const rules = [
      rule({ id: 'a', nightly: 4_500_000, min_stay: 3 }),
      rule({ id: 'b', days: ['fri', 'sat'], nightly: 5_500_000, min_stay: 2 }),
      rule({ id: 'c', days: ['sun'], closed_arrival: true }),
    ]
    const { runs, extra } = previewRuns(previewNights(rules, monday, 14), 'night', 'NGN')
    expect(extra).toBe('')
    expect(runs.map((r) => [r.first, r.nights, r.price, r.rules])).toEqual([
      [monday, 4, '₦45,000 a night', 'min 3 nights'],
      [addDays(monday, 4), 2, '₦55,000 a night', 'min 2 nights'],
      [addDays(monday, 6), 1, '₦45,000 a night', 'no arrivals · min 3 nights'],
      [addDays(monday, 7), 4, '₦45,000 a night', 'min 3 nights'],
      [addDays(monday, 11), 2, '₦55,000 a night', 'min 2 nights'],
      [addDays(monday, 13), 1, '₦45,000 a night', 'no arrivals · min 3 nights'],
    ])
    expect(runs.reduce((sum, r) => sum + r.nights, 0)).toBe(14)
    expect(runs.at(-1)?.last).toBe(addDays(monday, 13))
  })

  it('says the extra guests’ price once when every night has the same, on its nights if not', () => {
    const base = rule({ id: 'a', nightly: 4_500_000, extra_guest: 1_000_000, included_guests: 2 })
    const same = previewRuns(previewNights([base], '2026-12-01', 3), 'night', 'NGN')
    expect(same).toEqual({
      extra: '+₦10,000 a guest beyond 2',
      runs: [
        { first: '2026-12-01', last: '2026-12-03', nights: 3, price: '₦45,000 a night', rules: '' },
      ],
    })
    const season = rule({ id: 'b', from: '2026-12-03', to: '2026-12-03', extra_guest: 2_000_000 })
    const differ = previewRuns(previewNights([base, season], '2026-12-01', 3), 'night', 'NGN')
    expect(differ.extra).toBe('')
    expect(differ.runs.map((r) => r.price)).toEqual([
      '₦45,000 a night (+₦10,000 a guest beyond 2)',
      '₦45,000 a night (+₦20,000 a guest beyond 2)',
    ])
  })

  it('says a night no rule prices has no price', () => {
    const { runs } = previewRuns(previewNights([], '2026-12-01', 3), 'night', 'NGN')
    expect(runs).toEqual([
      {
        first: '2026-12-01',
        last: '2026-12-03',
        nights: 3,
        price: 'no price: guests ask',
        rules: '',
      },
    ])
  })
})

describe('the form read into a rule', () => {
  const values = (over: Partial<ReturnType<typeof emptyRateValues>>) => ({
    ...emptyRateValues(),
    ...over,
  })
  it('makes amounts typed in naira whole kobo, without floating point', () => {
    expect(
      ruleOf(values({ nightly: '45,000', extra_guest: '0.29', included_guests: '2' }), 'NGN'),
    ).toEqual({
      rule: {
        every_year: false,
        days: [],
        closed_arrival: false,
        nightly: 4_500_000,
        extra_guest: 29,
        included_guests: 2,
      },
    })
    expect(
      ruleOf(
        values({
          from: '2026-12-20',
          to: '2027-01-05',
          every_year: true,
          days: ['fri'],
          min_stay: '3',
        }),
        'NGN',
      ),
    ).toEqual({
      rule: {
        from: '2026-12-20',
        to: '2027-01-05',
        every_year: true,
        days: ['fri'],
        closed_arrival: false,
        min_stay: 3,
      },
    })
  })

  it('refuses what it cannot read, in the form’s words', () => {
    expect(ruleOf(values({ nightly: '-5' }), 'NGN')).toEqual({
      problem: 'The price: write an amount such as 45000 or 45000.50.',
    })
    expect(ruleOf(values({ extra_guest: '1.234' }), 'NGN')).toMatchObject({
      problem: expect.stringMatching(/^The extra guest price/),
    })
    expect(ruleOf(values({ nightly: '1', min_stay: '2.5' }), 'NGN')).toEqual({
      problem: 'The shortest stay: write a whole number, 1 or more.',
    })
    expect(ruleOf(values({ nightly: '1', max_stay: '0' }), 'NGN')).toMatchObject({
      problem: expect.stringMatching(/^The longest stay/),
    })
  })
})
