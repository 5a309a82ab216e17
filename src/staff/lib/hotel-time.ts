// Times as the staff read them: in the hotel's time zone (HOTEL_TIMEZONE, sent by the API as
// `timeZone`), whatever the phone's own zone, and in the hotel's forms (contract/date-format.ts:
// its country decides the order and the clock). The hotel's day of an instant and the formats are
// the server's too (contract/hotel-time.ts); this is the console's English and its hotel.
import { daysBetween } from '../../../contract/calendar-date'
import { dateLocale, type DateFormats } from '../../../contract/date-format'
import type { FacilityType } from '../../../contract/facility'
import { hotelDate, hotelDateFormats } from '../../../contract/hotel-time'
import { stayLength, stayUnit } from '../../../contract/stay-rules'
import { hotel } from '../../content/hotel'

export { hotelDate }

/** The console speaks English: the hotel's English (en-NG for a hotel in Lagos). */
export const consoleLocale = () => dateLocale('en', hotel.address.country)

/** The console's date formats, instants on the clock of `timeZone` (the hotel's). */
export const hotelDates = (timeZone?: string): DateFormats =>
  hotelDateFormats('en', hotel.address.country, timeZone)

/** `2026-03-04` as "4 Mar" (with the year when it is not `thisYear`), in the hotel's order. */
export function shortDate(date: string, thisYear?: string): string {
  return hotelDates().shortDate(date, thisYear)
}

/** "10:42" in the hotel's zone (or "10:42 am" where the hotel's country reads 12 hours). */
export function hotelClock(iso: string, timeZone: string): string {
  return hotelDates(timeZone).clock(iso)
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
