import { describe, expect, it } from 'vitest'
import {
  blockedUnitsPerDay,
  canStartOn,
  countPerDay,
  fullRanges,
  isBookableStay,
  occupiedUntil,
  stayDatesProblem,
  stayLength,
  type StayPolicy,
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
