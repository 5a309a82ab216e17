import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Availability } from '../../../contract/reservation'
import { keepCalendar, pickerCalendar } from './hotel-calendar'

const answer = (over: Partial<Availability> = {}): Availability => ({
  facility_id: 'f1',
  unit: 'night',
  capacity: 1,
  taken: [{ from: '2026-11-30', to: '2026-12-01' }],
  today: '2026-11-25',
  timeZone: 'Pacific/Kiritimati',
  maxStay: 30,
  horizonDays: 365,
  checkedAt: '2026-11-24T10:30:00.000Z',
  ...over,
})

describe('pickerCalendar', () => {
  beforeEach(() => localStorage.clear())

  it("follows the hotel's today and limits, not the device's", () => {
    // 10:35 UTC on the 24th is already the 25th at the hotel (UTC+14).
    const { context, taken } = pickerCalendar('room', answer(), {
      now: new Date('2026-11-24T10:35:00Z'),
    })
    expect(context).toMatchObject({ today: '2026-11-25', maxStay: 30, horizonDays: 365 })
    expect([...context.taken]).toEqual(['2026-11-30', '2026-12-01'])
    expect(taken).toEqual({ known: 'now' })
  })

  it("moves a kept answer's today on, and says how old it is", () => {
    const later = new Date('2026-11-27T10:35:00Z')
    const { context, taken } = pickerCalendar('room', answer(), { now: later })
    expect(context.today).toBe('2026-11-28')
    expect(taken).toEqual({ known: 'as-of', checkedAt: '2026-11-24T10:30:00.000Z' })
    // Offline, a recent answer is a kept copy too.
    const offline = { now: new Date('2026-11-24T10:31:00Z'), reachable: false }
    expect(pickerCalendar('room', answer(), offline).taken).toMatchObject({ known: 'as-of' })
  })

  it('offline with nothing fetched: the kept limits and time zone, days taken unknown', () => {
    keepCalendar(answer({ timeZone: 'Pacific/Pago_Pago', maxStay: 12 }))
    // 10:35 UTC on the 24th is still the 23rd in Pago Pago (UTC-11).
    const { context, taken } = pickerCalendar('activityCenter', undefined, {
      now: new Date('2026-11-24T10:35:00Z'),
    })
    expect(context).toMatchObject({ today: '2026-11-23', maxStay: 12, unit: 'day' })
    expect(context.taken.size).toBe(0)
    expect(taken).toEqual({ known: 'no' })
  })
})

describe('pickerCalendar with locale data that prints month/day/year', () => {
  afterEach(() => vi.restoreAllMocks())

  it("still gets the hotel's today (ICU 72's en-CA prints 11/25/2026)", () => {
    const Real = Intl.DateTimeFormat
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      _locale?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new Real('en-US', options)
    } as unknown as typeof Intl.DateTimeFormat)
    // A zone no other test has asked for, so its formatter is made under this locale data.
    keepCalendar(answer({ timeZone: 'Pacific/Chatham' }))
    const { context } = pickerCalendar('room', undefined, {
      now: new Date('2026-11-24T12:00:00Z'),
    })
    expect(context.today).toBe('2026-11-25')
  })
})
