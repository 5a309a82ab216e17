// The hotel's time, once for the console and the server (issue 38): the hotel's calendar date of an
// instant, and the hotel's date formats, whatever the zone of the phone or the machine that asks.
// The hotel's zone (HOTEL_TIMEZONE) and country (src/content/hotel.ts) are parameters: contract/
// is below both, so each side keeps a thin wrapper that knows its hotel (the console's
// src/staff/lib/hotel-time.ts, the server's server/src/hotel-dates.ts). The date of an instant is
// built from Intl's parts, never by parsing a formatted string (whose shape differs between
// engines and locales).
import { dateFormats, dateLocale, type DateFormats } from './date-format'

const made = new Map<string, DateFormats>()

/**
 * The date formats of `language` as the hotel's `country` writes it (en-NG for a hotel in Lagos),
 * instants on the clock of `timeZone` (absent: the engine's own, for calendar dates only). Made
 * once per language, country and zone: each holds Intl formatters, which cost memory outside the
 * heap until collected.
 */
export function hotelDateFormats(
  language: string,
  country: string,
  timeZone?: string,
): DateFormats {
  const key = `${language} ${country} ${timeZone ?? ''}`
  let formats = made.get(key)
  if (!formats) {
    formats = dateFormats(dateLocale(language, country), timeZone)
    made.set(key, formats)
  }
  return formats
}

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>

const formats = new Map<string, Intl.DateTimeFormat>()
function formatParts(timeZone: string, at: Date): Parts {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  const parts = { year: '', month: '', day: '', hour: '', minute: '' }
  for (const part of format.formatToParts(at)) {
    if (part.type in parts) parts[part.type as keyof Parts] = part.value
  }
  return parts
}

const QUARTER_HOUR = 15 * 60_000
/** Offsets by zone and quarter hour; cleared when large (a console left open for weeks). */
const offsets = new Map<string, number>()

/**
 * The zone's offset from UTC during the quarter hour of `ms`, asked of Intl once per quarter hour:
 * a zone's offset is a whole number of quarter hours and its clocks change on a whole local hour
 * or half hour, so on a quarter hour of UTC too. Intl's formatToParts costs a phone a few tenths
 * of a millisecond each time (three times a row): the inbox's 50 rows came from a handful of
 * quarter hours.
 */
function offsetAt(timeZone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR
  const key = `${timeZone} ${quarter}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const p = formatParts(timeZone, new Date(quarter))
    offset = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) - quarter
    if (offsets.size > 5_000) offsets.clear()
    offsets.set(key, offset)
  }
  return offset
}

const two = (n: number) => String(n).padStart(2, '0')

/** The hotel's calendar date of an instant in `timeZone`, YYYY-MM-DD. An unknown zone throws. */
export function hotelDate(at: string | Date, timeZone: string): string {
  const ms = new Date(at).getTime()
  const local = new Date(ms + offsetAt(timeZone, ms))
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`
}

/** The instant the hotel's calendar `date` (YYYY-MM-DD) begins in `timeZone`: its midnight there. */
export function hotelDayStart(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  const utc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
  // The offset at UTC midnight, then at the midnight it gives (a clock change between the two).
  const first = utc - offsetAt(timeZone, utc)
  return new Date(utc - offsetAt(timeZone, first))
}
