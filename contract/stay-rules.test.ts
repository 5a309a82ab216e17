import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from './calendar-date'
import {
  blockedUnitsPerDay,
  canStartOn,
  countPerDay,
  daysCovered,
  fullRanges,
  isBookableStay,
  occupiedUntil,
  stayDatesProblem,
  stayLength,
  takenDates,
  type Occupancy,
  type StayPolicy,
  type UnitBlock,
} from './stay-rules'

const policy: StayPolicy = { today: '2026-11-24', maxStay: 30, horizonDays: 60 }

describe('the stay rules both sides share', () => {
  it('counts nights (check-out day excluded) and days (both included)', () => {
    expect(stayLength('2026-11-24', '2026-11-27', 'night')).toBe(3)
    expect(stayLength('2026-11-24', '2026-11-24', 'day')).toBe(1)
    expect(occupiedUntil('2026-11-27', 'night')).toBe('2026-11-27')
    expect(occupiedUntil('2026-11-27', 'day')).toBe('2026-11-28')
  })

  it('names what is wrong with the dates, as the server answers it', () => {
    const range = (from: string, to: string) => ({ from, to })
    expect(stayDatesProblem(range('2026-11-23', '2026-11-25'), 'night', policy)).toMatch(
      /before today \(2026-11-24\)/,
    )
    expect(stayDatesProblem(range('2026-11-25', '2026-11-25'), 'night', policy)).toMatch(
      /by the night/,
    )
    expect(stayDatesProblem(range('2026-11-25', '2026-11-25'), 'day', policy)).toBeUndefined()
    expect(stayDatesProblem(range('2026-11-24', '2026-12-24'), 'night', policy)).toBeUndefined()
    expect(stayDatesProblem(range('2026-11-24', '2026-12-25'), 'night', policy)).toMatch(
      /at most 30 nights; this one is 31/,
    )
    expect(stayDatesProblem(range('2027-01-24', '2027-01-25'), 'night', policy)).toMatch(
      /at most 60 days ahead/,
    )
  })

  it('finds the full nights, and a stay over one is not bookable', () => {
    const rows = [
      { date_from: '2026-11-26', occupied_until: '2026-11-28' },
      { date_from: '2026-11-27', occupied_until: '2026-11-29' },
    ]
    expect([...countPerDay(rows, '2026-11-26', '2026-11-29').values()]).toEqual([1, 2, 1])
    expect(fullRanges(rows, 1, policy.today)).toEqual([{ from: '2026-11-26', to: '2026-11-28' }])
    expect(fullRanges(rows, 2, policy.today)).toEqual([{ from: '2026-11-27', to: '2026-11-27' }])
    const taken = new Set(['2026-11-27'])
    expect(isBookableStay('2026-11-24', '2026-11-27', 'night', policy, taken)).toBe(true)
    expect(isBookableStay('2026-11-24', '2026-11-28', 'night', policy, taken)).toBe(false)
    expect(isBookableStay('2026-11-24', '2026-11-27', 'day', policy, taken)).toBe(false)
    expect(canStartOn('2026-11-27', policy, taken)).toBe(false)
    expect(canStartOn('2026-11-28', policy, taken)).toBe(true)
    expect(canStartOn('2027-01-23', policy, taken)).toBe(true)
    expect(canStartOn('2027-01-24', policy, taken)).toBe(false)
  })

  it('adds the units imports take, each unit once a day, to the requests holding it', () => {
    const rows = [{ date_from: '2026-11-26', occupied_until: '2026-11-28' }]
    const blocks = [
      // Unit 1 from two links (Airbnb and Booking.com on one room) and twice from one of them.
      { unit: 1, date_from: '2026-11-25', occupied_until: '2026-11-27' },
      { unit: 1, date_from: '2026-11-26', occupied_until: '2026-11-28' },
      { unit: 1, date_from: '2026-11-26', occupied_until: '2026-11-27' },
      // Unit 2 the night of the 27th only: the check-out day (occupied_until) is free.
      { unit: 2, date_from: '2026-11-27', occupied_until: '2026-11-28' },
    ]
    const days = (m: Map<string, number>) => Object.fromEntries(m)
    expect(days(blockedUnitsPerDay(blocks, '2026-11-24', '2026-11-29'))).toEqual({
      '2026-11-24': 0,
      '2026-11-25': 1,
      '2026-11-26': 1,
      '2026-11-27': 2,
      '2026-11-28': 0,
    })
    expect(days(countPerDay(rows, '2026-11-24', '2026-11-29', blocks))).toEqual({
      '2026-11-24': 0,
      '2026-11-25': 1,
      '2026-11-26': 2,
      '2026-11-27': 3,
      '2026-11-28': 0,
    })
    // Counted from `start` on, however early the block began.
    expect(days(countPerDay([], '2026-11-26', '2026-11-28', blocks))).toEqual({
      '2026-11-26': 1,
      '2026-11-27': 2,
    })
    // Three units: full only where the imports' two units and the request's one meet.
    expect(fullRanges(rows, 3, policy.today, blocks)).toEqual([
      { from: '2026-11-27', to: '2026-11-27' },
    ])
    expect(fullRanges(rows, 2, policy.today, blocks)).toEqual([
      { from: '2026-11-26', to: '2026-11-27' },
    ])
    // A block past every request still counts: the answer reaches its last night.
    expect(fullRanges([], 1, policy.today, blocks)).toEqual([
      { from: '2026-11-25', to: '2026-11-27' },
    ])
    // Without blocks, as before.
    expect(fullRanges(rows, 1, policy.today, [])).toEqual(fullRanges(rows, 1, policy.today))
  })
})

describe('the counts cost the rows and blocks, not the nights they name (issue 50)', () => {
  // The day-by-day reading the sweep replaced, kept here as the reference it must agree with.
  function naivePerDay(
    rows: readonly Occupancy[],
    blocks: readonly UnitBlock[],
    start: string,
    end: string,
  ) {
    const counts = new Map<string, number>()
    for (let day = start; day < end; day = addDays(day, 1)) {
      const requests = rows.filter((r) => r.date_from <= day && day < r.occupied_until).length
      const units = new Set(
        blocks.filter((b) => b.date_from <= day && day < b.occupied_until).map((b) => b.unit),
      )
      counts.set(day, requests + units.size)
    }
    return counts
  }
  const ORIGIN = '2026-11-20'
  const range = fc
    .tuple(fc.integer({ min: -20, max: 80 }), fc.integer({ min: 1, max: 40 }))
    .map(([offset, length]) => ({
      date_from: addDays(ORIGIN, offset),
      occupied_until: addDays(ORIGIN, offset + length),
    }))
  const block = fc.tuple(range, fc.integer({ min: 1, max: 3 })).map(([r, unit]) => ({ ...r, unit }))

  it('agrees with a night-by-night count on any rows and blocks', () => {
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 12 }),
        fc.array(block, { maxLength: 12 }),
        fc.integer({ min: -10, max: 60 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 4 }),
        (rows, blocks, startOffset, length, capacity) => {
          const start = addDays(ORIGIN, startOffset)
          const end = addDays(start, length)
          const naive = naivePerDay(rows, blocks, start, end)
          expect(countPerDay(rows, start, end, blocks)).toEqual(naive)
          expect(blockedUnitsPerDay(blocks, start, end)).toEqual(
            naivePerDay([], blocks, start, end),
          )
          // The full days, as inclusive ranges, are the naive count's days at the capacity.
          const last = [...rows, ...blocks].reduce(
            (max, r) => (r.occupied_until > max ? r.occupied_until : max),
            start,
          )
          const fullDays = [...naivePerDay(rows, blocks, start, last)]
            .filter(([, n]) => n >= capacity)
            .map(([d]) => d)
          expect([...takenDates(fullRanges(rows, capacity, start, blocks))]).toEqual(fullDays)
          const nights = new Set(
            blocks
              .flatMap((b) =>
                [...naivePerDay([], [b], start, b.occupied_until)].filter(([, n]) => n > 0),
              )
              .map(([d]) => d),
          )
          expect(
            daysCovered(
              blocks.map((b) => ({ from: b.date_from, to: b.occupied_until })),
              start,
            ),
          ).toBe(nights.size)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('reads 14,000 four-year blocks by their ends, not their 20 million nights', () => {
    const blocks = Array.from({ length: 14_000 }, (_, i) => ({
      unit: 1 + (i % 3),
      date_from: addDays('2024-11-20', i % 50),
      occupied_until: addDays('2028-11-20', -(i % 50)),
    }))
    // The old night-by-night loop took 13.7 s on such blocks; the bench times the read (a timed
    // assertion would fail under load), this test that the sweep's answer is right on them.
    expect(fullRanges([], 3, '2026-11-20', blocks)).toEqual([
      { from: '2026-11-20', to: '2028-11-19' },
    ])
    expect(daysCovered(blocks.map((b) => ({ from: b.date_from, to: b.occupied_until })))).toBe(
      daysBetween('2024-11-20', '2028-11-20'),
    )
  })
})
