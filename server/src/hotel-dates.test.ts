import { describe, expect, it } from 'vitest'
import { todayIn } from '../../contract/calendar-date'
import { hotelDates, hotelToday } from './hotel-dates'

describe("the server's hotel dates", () => {
  it("counts today by the hotel's zone, not the machine's", () => {
    const today = hotelToday('Africa/Lagos')
    expect(today(new Date('2026-06-01T22:59:00Z'))).toBe('2026-06-01')
    expect(today(new Date('2026-06-01T23:00:00Z'))).toBe('2026-06-02')
    expect(hotelToday('America/Los_Angeles')(new Date('2027-01-01T07:59:00Z'))).toBe('2026-12-31')
  })

  it("gives contract's todayIn in any zone, across a change of the clocks and the year's end", () => {
    const zones = [
      'UTC',
      'Africa/Lagos',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Europe/Lisbon',
    ]
    const instants = ['2026-01-01T00:30:00Z', '2026-03-29T01:30:00Z', '2026-12-31T23:30:00Z']
    for (const zone of zones) {
      const today = hotelToday(zone)
      for (const instant of instants) {
        expect(today(new Date(instant))).toBe(todayIn(zone, new Date(instant)))
      }
    }
    expect(hotelToday('Pacific/Kiritimati')(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01')
  })

  it("reads an unknown language as the site's default", () => {
    expect(hotelDates('xx', 'Africa/Lagos')).toBe(hotelDates(undefined, 'Africa/Lagos'))
    expect(hotelDates('fr', 'Africa/Lagos')).not.toBe(hotelDates(undefined, 'Africa/Lagos'))
  })
})
