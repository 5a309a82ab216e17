import { describe, expect, it } from 'vitest'
import { todayIn } from './calendar-date'
import { dateFormats, dateLocale } from './date-format'
import { hotelDate, hotelDateFormats } from './hotel-time'

describe("the hotel's time", () => {
  it("dates an instant by the hotel's calendar, not the machine's", () => {
    expect(hotelDate('2026-06-01T23:30:00.000Z', 'Africa/Lagos')).toBe('2026-06-02')
    expect(hotelDate('2026-06-01T23:30:00.000Z', 'UTC')).toBe('2026-06-01')
    expect(hotelDate(new Date('2026-12-31T11:00:00Z'), 'Pacific/Auckland')).toBe('2027-01-01')
    // Kathmandu is UTC+05:45: a quarter hour, not a half.
    expect(hotelDate('2026-11-24T18:14:00Z', 'Asia/Kathmandu')).toBe('2026-11-24')
    expect(hotelDate('2026-11-24T18:15:00Z', 'Asia/Kathmandu')).toBe('2026-11-25')
  })

  it('agrees with the day the engine prints, across a change of the clocks', () => {
    // New York moved from EDT (UTC-4) to EST (UTC-5) at 06:00 UTC on 1 November 2026.
    const start = Date.parse('2026-10-31T00:00:00Z')
    for (let ms = start; ms < start + 3 * 86_400_000; ms += 7 * 60_000) {
      for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe']) {
        expect(hotelDate(new Date(ms), zone)).toBe(todayIn(zone, new Date(ms)))
      }
    }
  })

  it('refuses a zone that does not exist', () => {
    expect(() => hotelDate('2026-06-01T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError)
  })

  it("makes the formats of the language as the hotel's country writes it, once", () => {
    const lagos = hotelDateFormats('en', 'NG', 'Africa/Lagos')
    expect(hotelDateFormats('en', 'NG', 'Africa/Lagos')).toBe(lagos)
    const expected = dateFormats(dateLocale('en', 'NG'), 'Africa/Lagos')
    expect(lagos.clock('2026-06-01T09:42:00.000Z')).toBe(expected.clock('2026-06-01T09:42:00.000Z'))
    expect(lagos.shortDate('2026-03-04')).toBe('4 Mar 2026')
    const us = hotelDateFormats('en', 'US', 'America/New_York')
    expect(us).not.toBe(lagos)
    expect(us.shortDate('2026-03-04')).toBe('Mar 4, 2026')
  })
})
