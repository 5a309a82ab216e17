import { describe, expect, it } from 'vitest'
import {
  adr,
  averageDays,
  MONTH_PATTERN,
  monthAfter,
  monthRange,
  nightShare,
  occupancy,
  revpar,
} from './month-figures'

describe('month figures', () => {
  it('knows a month’s dates, leap years and the year’s turn included', () => {
    expect(monthRange('2027-05')).toEqual({ first: '2027-05-01', next: '2027-06-01', days: 31 })
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', next: '2028-03-01', days: 29 })
    expect(monthRange('2027-02').days).toBe(28)
    expect(monthRange('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01', days: 31 })
    expect(monthAfter('2026-12', 1)).toBe('2027-01')
    expect(monthAfter('2027-01', -1)).toBe('2026-12')
    expect(monthAfter('2027-05', -17)).toBe('2025-12')
    for (const month of ['2026-11', '1970-01', '2999-12'])
      expect(MONTH_PATTERN.test(month)).toBe(true)
    for (const month of ['0099-02', '1969-12', '3000-01', '2026-13', '2026-00', '2026-1'])
      expect(MONTH_PATTERN.test(month)).toBe(false)
  })

  it('shares an extra amount over the nights exactly, the remainder to the first', () => {
    const parts = [0, 1, 2].map((i) => nightShare(100, 3, i))
    expect(parts).toEqual([34, 33, 33])
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100)
    expect(nightShare(0, 4, 2)).toBe(0)
    expect(nightShare(5, 0, 0)).toBe(0)
  })

  it('rounds the shares and the averages as docs/staff.md says', () => {
    expect(occupancy(6, 62)).toBe(0.0968)
    expect(occupancy(1, 0)).toBe(0)
    expect(adr(20_000_000, 12)).toBe(1_666_667)
    expect(adr(5, 2)).toBe(3) // half up
    expect(adr(100, 0)).toBeNull()
    expect(revpar(0, 10)).toBe(0)
    expect(averageDays([32, 40, 14, 27])).toBe(28.3)
    expect(averageDays([])).toBeNull()
  })
})
