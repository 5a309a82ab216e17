import { describe, expect, it } from 'vitest'
import { dayLabel } from './calendar-days'
import { tapDay, type CalendarContext } from './reservation-rules'

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

describe("the hotel's stay rules in the days' names", () => {
  const rule = {
    id: 'r',
    from: null,
    to: null,
    every_year: false,
    days: [],
    nightly: 4_500_000,
    extra_guest: null,
    included_guests: null,
    min_stay: 3,
    max_stay: 7,
    closed_arrival: false,
  }
  // Mondays closed to arrivals; a Friday arrival may stay two nights.
  const rates = [
    rule,
    {
      ...rule,
      id: 'mon',
      nightly: null,
      min_stay: null,
      max_stay: null,
      days: ['mon' as const],
      closed_arrival: true,
    },
    { ...rule, id: 'fri', nightly: null, max_stay: null, days: ['fri' as const], min_stay: 2 },
  ]
  const rated: CalendarContext = { ...ctx, rates }
  const chosen = { from: '2026-12-01' } // a Tuesday

  it('says why a day cannot end the stay from the chosen check-in, and takes no tap there', () => {
    expect(dayLabel('2026-12-02', chosen, rated)).toBe(
      'Wednesday, 2 December 2026, minimum 3 nights',
    )
    expect(dayLabel('2026-12-03', chosen, rated)).toMatch(/, minimum 3 nights$/)
    expect(tapDay(chosen, '2026-12-03', rated)).toBeUndefined()
    expect(tapDay(chosen, '2026-12-04', rated)).toEqual({ from: '2026-12-01', to: '2026-12-04' })
    expect(dayLabel('2026-12-04', chosen, rated)).toBe('Friday, 4 December 2026')
    expect(tapDay(chosen, '2026-12-08', rated)).toEqual({ from: '2026-12-01', to: '2026-12-08' })
    expect(dayLabel('2026-12-09', chosen, rated)).toMatch(/, maximum 7 nights$/)
    expect(tapDay(chosen, '2026-12-09', rated)).toBeUndefined()
  })

  it("reads the rules at the arrival: a Friday's shortest stay is two nights", () => {
    const friday = { from: '2026-12-04' }
    expect(tapDay(friday, '2026-12-06', rated)).toEqual({ from: '2026-12-04', to: '2026-12-06' })
    expect(dayLabel('2026-12-05', friday, rated)).toMatch(/, minimum 2 nights$/)
  })

  it('keeps a closed arrival day from starting a stay, but lets it end one', () => {
    expect(dayLabel('2026-11-30', {}, rated)).toBe(
      'Monday, 30 November 2026, no arrivals on this day',
    )
    expect(tapDay({}, '2026-11-30', rated)).toBeUndefined()
    expect(tapDay({ from: '2026-11-26' }, '2026-11-30', rated)).toEqual({
      from: '2026-11-26',
      to: '2026-11-30',
    })
    expect(dayLabel('2026-11-30', { from: '2026-11-26' }, rated)).toBe('Monday, 30 November 2026')
  })

  it('leaves the suggested today as it was: a nearer tap starts a stay there', () => {
    const suggested = { from: '2026-11-24', provisional: true }
    expect(tapDay(suggested, '2026-11-25', rated)).toEqual({ from: '2026-11-25' })
    expect(tapDay(suggested, '2026-11-27', rated)).toEqual({
      from: '2026-11-24',
      to: '2026-11-27',
      provisional: true,
    })
  })

  it('counts days for an activity centre, the first day included', () => {
    const centre: CalendarContext = { ...rated, unit: 'day' }
    expect(dayLabel('2026-12-02', chosen, centre)).toMatch(/, minimum 3 days$/)
    expect(tapDay(chosen, '2026-12-03', centre)).toEqual({ from: '2026-12-01', to: '2026-12-03' })
    expect(dayLabel('2026-11-30', {}, centre)).toMatch(/, no booking starts on this day$/)
  })
})
