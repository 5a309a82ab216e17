import { describe, expect, it } from 'vitest'
import { hotelDates, hotelToday } from './hotel-dates'

describe("the server's hotel dates", () => {
  it("counts today by the hotel's zone, not the machine's", () => {
    const today = hotelToday('Africa/Lagos')
    expect(today(new Date('2026-06-01T22:59:00Z'))).toBe('2026-06-01')
    expect(today(new Date('2026-06-01T23:00:00Z'))).toBe('2026-06-02')
    expect(hotelToday('America/Los_Angeles')(new Date('2027-01-01T07:59:00Z'))).toBe('2026-12-31')
  })

  it("reads an unknown language as the site's default", () => {
    expect(hotelDates('xx', 'Africa/Lagos')).toBe(hotelDates(undefined, 'Africa/Lagos'))
    expect(hotelDates('fr', 'Africa/Lagos')).not.toBe(hotelDates(undefined, 'Africa/Lagos'))
  })
})
