// The server's dates and times in the hotel's forms (issue 37): what the guest's pushes and text
// messages, the staff's emails, the CLI and the rules' sentences write. The same formatter as the
// site's and the console's (contract/date-format.ts), in the locale the hotel's country gives the
// language (src/content/hotel.ts: en-NG for a hotel in Lagos), so a date reads the same way in an
// email, on the console and on the guest's page. The hotel's day of an instant and the formats'
// making are the console's too (contract/hotel-time.ts); this side knows the hotel's country.
import { isCalendarDate } from '../../contract/calendar-date'
import type { DateFormats } from '../../contract/date-format'
import { hotelDate, hotelDateFormats } from '../../contract/hotel-time'
import { DEFAULT_LANGUAGE, hotel, isLanguage } from '../../src/server-shared'

/**
 * The formats of `language` (the request's; absent or unknown: the site's default, which the staff
 * read), instants on the clock of `timeZone` (HOTEL_TIMEZONE; absent: the server's own, for
 * calendar dates only).
 */
export function hotelDates(language?: string | null, timeZone?: string): DateFormats {
  const lang = language && isLanguage(language) ? language : DEFAULT_LANGUAGE
  return hotelDateFormats(lang, hotel.address.country, timeZone)
}

/**
 * The hotel's date of an instant in `timeZone` (HOTEL_TIMEZONE), as `YYYY-MM-DD`: "today" for the
 * rules and the CLI. The formatter behind it is made once per zone (each holds some 25 KB of ICU
 * memory outside V8's heap until collected), not once per request.
 */
export const hotelToday =
  (timeZone: string) =>
  (now: Date): string =>
    hotelDate(now, timeZone)

/**
 * A stay's dates as the staff read them in an email or the CLI: "10 to 12 Dec 2026" (one date when
 * they are one); anything else as it came (an event written before a change of its shape).
 */
export function staffDates(range: { from?: unknown; to?: unknown }): string {
  const [from, to] = [range.from, range.to].map((v) => (typeof v === 'string' ? v : ''))
  if (!isCalendarDate(from!) || !isCalendarDate(to!)) return `${from} to ${to}`
  return hotelDates().dateSpan(from!, to!, { join: (a, b) => `${a} to ${b}` })
}
