import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, calendarDateOf, dayFormatIn, todayIn } from './calendar-date'

/**
 * A formatter as some engines' locale data make it (ICU 72 / CLDR 42, WebKitGTK's): every locale,
 * en-CA included, prints month/day/year. Built on the real one, so the zone still counts.
 */
function usOrderFormatter() {
  const Real = Intl.DateTimeFormat
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    _locale?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) {
    const real = new Real('en-US', options)
    return {
      format: (d?: Date | number) => real.format(d),
      formatToParts: (d?: Date | number) => real.formatToParts(d),
      resolvedOptions: () => real.resolvedOptions(),
    }
  } as unknown as typeof Intl.DateTimeFormat)
}

describe('todayIn', () => {
  afterEach(() => vi.restoreAllMocks())

  it("reads the hotel's day from the formatter's parts, whatever order it prints them in", () => {
    usOrderFormatter()
    const format = dayFormatIn('Pacific/Kiritimati')
    const now = new Date('2026-11-24T10:35:00Z')
    expect(format.format(now)).toBe('11/25/2026')
    expect(calendarDateOf(format, now)).toBe('2026-11-25')
    // A zone no other test has asked for: its formatter is made under this locale data.
    expect(todayIn('America/Adak', new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-25')
    expect(addDays(todayIn('Asia/Kathmandu', now), 1)).toBe('2026-11-25')
  })

  it('is the same day as the real formatter gives, across zones and the year end', () => {
    for (const [zone, at, day] of [
      ['Europe/London', '2026-12-31T23:59:59Z', '2026-12-31'],
      ['Pacific/Auckland', '2026-12-31T11:00:00Z', '2027-01-01'],
      ['America/Los_Angeles', '2027-01-01T07:59:00Z', '2026-12-31'],
    ] as const)
      expect(todayIn(zone, new Date(at))).toBe(day)
  })

  it('throws on an unknown zone', () => {
    expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError)
  })
})
