// Calendar dates travel as `YYYY-MM-DD` strings: a day in the hotel's calendar, never a UTC instant.
// The arithmetic below works on those strings through UTC noon-free day numbers, so no time zone
// or daylight-saving change can shift a day.

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 24 * 60 * 60 * 1000

export function isCalendarDate(value: string): boolean {
  const m = PATTERN.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

function toDayNumber(value: string): number {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d) / DAY_MS
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export function addDays(value: string, days: number): string {
  return fromDayNumber(toDayNumber(value) + days)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from)
}

/**
 * A formatter of the day in `timeZone`, read through its parts: never through the string it
 * prints. The string's order is the locale data's choice, and it differs between engines (ICU 72's
 * `en-CA` prints `11/25/2026`, newer ones `2026-11-25`); the parts are named whatever the order.
 * An unknown zone throws here.
 */
export function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
}

/** `now`'s day as `format` (one of dayFormatIn's) sees it, as `YYYY-MM-DD`. */
export function calendarDateOf(format: Intl.DateTimeFormat, now: Date): string {
  const part = (type: 'year' | 'month' | 'day') => {
    const value = format.formatToParts(now).find((p) => p.type === type)?.value ?? ''
    if (!/^\d+$/.test(value)) throw new RangeError(`No ${type} in the date formatter's answer`)
    return value
  }
  const value = `${part('year').padStart(4, '0')}-${part('month').padStart(2, '0')}-${part('day').padStart(2, '0')}`
  if (!isCalendarDate(value)) throw new RangeError(`Not a calendar date: ${value}`)
  return value
}

/**
 * One formatter per time zone: making one costs a slow phone tens of milliseconds (the zone's
 * rules are loaded), using one a few microseconds.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** Today's date in the given IANA time zone, as `YYYY-MM-DD`. An unknown zone throws. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = dayFormatIn(timeZone)
    dayFormats.set(timeZone, format)
  }
  return calendarDateOf(format, now)
}
