import { describe, expect, it } from 'vitest'
import { dayLabel } from './calendar-days'
import type { CalendarContext } from './reservation-rules'

const ctx: CalendarContext = {
  today: '2026-11-24',
  unit: 'night',
  taken: new Set(['2026-12-10']),
  maxStay: 30,
  horizonDays: 60,
}

describe('dayLabel', () => {
  it("names each day's state in words", () => {
    const suggested = { from: '2026-11-24', provisional: true }
    expect(dayLabel('2026-11-24', suggested, ctx)).toBe(
      'Tuesday, 24 November 2026, today, suggested check-in',
    )
    expect(dayLabel('2026-11-23', suggested, ctx)).toBe(
      'Monday, 23 November 2026, not available before 24 November 2026',
    )
    expect(dayLabel('2026-12-10', suggested, ctx)).toBe('Thursday, 10 December 2026, booked')
    expect(dayLabel('2027-01-24', suggested, ctx)).toMatch(/reservations open 60 days ahead$/)
    const stay = { from: '2026-12-05', to: '2026-12-10' }
    expect(dayLabel('2026-12-05', stay, ctx)).toMatch(/, your check-in$/)
    expect(dayLabel('2026-12-07', stay, ctx)).toMatch(/, in your stay$/)
    expect(dayLabel('2026-12-10', stay, ctx)).toMatch(/, your check-out, booked$/)
    // A full night can end a stay that started before it.
    expect(dayLabel('2026-12-10', { from: '2026-12-05' }, ctx)).toMatch(
      /booked from this night, free to check out$/,
    )
    expect(dayLabel('2026-12-07', stay, { ...ctx, unit: 'day' })).toMatch(/, in your stay$/)
    expect(dayLabel('2026-12-05', stay, { ...ctx, unit: 'day' })).toMatch(/, your first day$/)
  })
})
