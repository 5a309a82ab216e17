import { describe, expect, it } from 'vitest'
import {
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
})
