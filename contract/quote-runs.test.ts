import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './calendar-date'
import { nightRuns } from './quote-runs'

describe('nightRuns', () => {
  it('joins consecutive nights at one price and cuts where the price changes', () => {
    expect(
      nightRuns([
        { date: '2026-12-30', amount: 100 },
        { date: '2026-12-31', amount: 100 },
        { date: '2027-01-01', amount: 150 },
        { date: '2027-01-02', amount: 100 },
      ]),
    ).toEqual([
      { from: '2026-12-30', to: '2026-12-31', count: 2, amount: 100 },
      { from: '2027-01-01', to: '2027-01-01', count: 1, amount: 150 },
      { from: '2027-01-02', to: '2027-01-02', count: 1, amount: 100 },
    ])
  })

  it('cuts where the dates are not consecutive, even at one price', () => {
    expect(
      nightRuns([
        { date: '2028-02-28', amount: 5 },
        { date: '2028-02-29', amount: 5 },
        { date: '2028-03-02', amount: 5 },
      ]),
    ).toEqual([
      { from: '2028-02-28', to: '2028-02-29', count: 2, amount: 5 },
      { from: '2028-03-02', to: '2028-03-02', count: 1, amount: 5 },
    ])
    expect(nightRuns([])).toEqual([])
  })

  it('counts every night once: the runs add up to the nights, in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.constantFrom(0, 4_500_000, 5_000_050), { maxLength: 60 }),
        (start, amounts) => {
          const nights = amounts.map((amount, i) => ({
            date: addDays('2026-01-01', start + i),
            amount,
          }))
          const runs = nightRuns(nights)
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
          expect(sum(runs.map((r) => r.count * r.amount))).toBe(sum(amounts))
          const expanded = runs.flatMap((r) =>
            Array.from({ length: r.count }, (_, i) => ({
              date: addDays(r.from, i),
              amount: r.amount,
            })),
          )
          expect(expanded).toEqual(nights)
          runs.forEach((r) => expect(addDays(r.from, r.count - 1)).toBe(r.to))
          // Two neighbours at one price would have been one run.
          runs.slice(1).forEach((r, i) => expect(r.amount).not.toBe(runs[i]!.amount))
        },
      ),
    )
  })
})
