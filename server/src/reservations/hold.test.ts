import { describe, expect, it } from 'vitest'
import { todayIn } from '../../../contract/calendar-date'
import { calendarToday } from './hold'

describe('calendarToday', () => {
  it("gives contract's todayIn, from one formatter", () => {
    const zones = [
      'UTC',
      'Africa/Lagos',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Europe/Lisbon',
    ]
    const instants = ['2026-01-01T00:30:00Z', '2026-03-29T01:30:00Z', '2026-12-31T23:30:00Z']
    for (const zone of zones) {
      const today = calendarToday(zone)
      for (const instant of instants) {
        expect(today(new Date(instant))).toBe(todayIn(zone, new Date(instant)))
      }
    }
    expect(calendarToday('Pacific/Kiritimati')(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01')
  })
})
