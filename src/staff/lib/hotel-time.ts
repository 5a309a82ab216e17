// Times as the staff read them: in the hotel's time zone (HOTEL_TIMEZONE, sent by the API as
// `timeZone`), whatever the phone's own zone, and in the hotel's forms (contract/date-format.ts:
// its country decides the order and the clock). The hotel's day of an instant is built from
// Intl's parts, never by parsing a formatted string (whose shape differs between browsers and
// locales).
import { daysBetween } from '../../../contract/calendar-date'
import { dateFormats, dateLocale, type DateFormats } from '../../../contract/date-format'
import type { FacilityType } from '../../../contract/facility'
import { stayLength, stayUnit } from '../../../contract/stay-rules'
import { hotel } from '../../content/hotel'

/** The console speaks English: the hotel's English (en-NG for a hotel in Lagos). */
export const consoleLocale = () => dateLocale('en', hotel.address.country)

const byZone = new Map<string, DateFormats>()
/** The console's date formats, instants on the clock of `timeZone` (the hotel's). */
export function hotelDates(timeZone?: string): DateFormats {
  const key = timeZone ?? ''
  let formats = byZone.get(key)
  if (!formats) {
    formats = dateFormats(consoleLocale(), timeZone)
    byZone.set(key, formats)
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

function partsIn(timeZone: string, at: Date): Parts {
  const local = new Date(at.getTime() + offsetAt(timeZone, at.getTime()))
  return {
    year: String(local.getUTCFullYear()),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
  }
}

/** `2026-03-04` as "4 Mar" (with the year when it is not `thisYear`), in the hotel's order. */
export function shortDate(date: string, thisYear?: string): string {
  return hotelDates().shortDate(date, thisYear)
}

/** "10:42" in the hotel's zone (or "10:42 am" where the hotel's country reads 12 hours). */
export function hotelClock(iso: string, timeZone: string): string {
  return hotelDates(timeZone).clock(iso)
}

/** The hotel's calendar date of an instant, YYYY-MM-DD. */
export function hotelDate(iso: string | Date, timeZone: string): string {
  const { year, month, day } = partsIn(timeZone, new Date(iso))
  return `${year}-${month}-${day}`
}

/**
 * When something happened, as the hotel's clock read it: "10:42" today, "yesterday, 10:42",
 * "4 Mar, 10:42" this year, "4 Mar 2025, 10:42" before.
 */
export function hotelTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const date = hotelDate(iso, timeZone)
  const today = hotelDate(now, timeZone)
  const clock = hotelClock(iso, timeZone)
  const ago = daysBetween(date, today)
  if (ago === 0) return `today, ${clock}`
  if (ago === 1) return `yesterday, ${clock}`
  return `${shortDate(date, today.slice(0, 4))}, ${clock}`
}

/** How long a hold has left: "expires in 5 h", "expires in 40 min", "expired". */
export function expiresIn(holdUntil: string, now: Date = new Date()): string {
  const minutes = Math.floor((new Date(holdUntil).getTime() - now.getTime()) / 60_000)
  if (minutes <= 0) return 'expired'
  if (minutes < 60) return `expires in ${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `expires in ${hours} h`
  return `expires in ${Math.floor(hours / 24)} days`
}

/** "4–6 Mar 2026, 2 nights" (rooms and apartments) or "4 Mar 2026, 1 day" (activity centres). */
export function stayDates(
  range: { from: string; to: string },
  type: FacilityType,
  thisYear?: string,
): string {
  const unit = stayUnit(type)
  const length = stayLength(range.from, range.to, unit)
  const count = `${length} ${unit}${length === 1 ? '' : 's'}`
  return `${hotelDates().dateSpan(range.from, range.to, { thisYear })}, ${count}`
}
