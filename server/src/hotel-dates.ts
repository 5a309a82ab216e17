// The server's dates and times in the hotel's forms (issue 37): what the guest's pushes and text
// messages, the staff's emails, the CLI and the rules' sentences write. The same formatter as the
// site's and the console's (contract/date-format.ts), in the locale the hotel's country gives the
// language (src/content/hotel.ts: en-NG for a hotel in Lagos), so a date reads the same way in an
// email, on the console and on the guest's page.
import { isCalendarDate } from '../../contract/calendar-date'
import { dateFormats, dateLocale, type DateFormats } from '../../contract/date-format'
import { DEFAULT_LANGUAGE, hotel, isLanguage } from '../../src/server-shared'

const made = new Map<string, DateFormats>()

/**
 * The formats of `language` (the request's; absent or unknown: the site's default, which the staff
 * read), instants on the clock of `timeZone` (HOTEL_TIMEZONE; absent: the server's own, for
 * calendar dates only).
 */
export function hotelDates(language?: string | null, timeZone?: string): DateFormats {
  const lang = language && isLanguage(language) ? language : DEFAULT_LANGUAGE
  const key = `${lang} ${timeZone ?? ''}`
  let formats = made.get(key)
  if (!formats) {
    formats = dateFormats(dateLocale(lang, hotel.address.country), timeZone)
    made.set(key, formats)
  }
  return formats
}

/**
 * A stay's dates as the staff read them in an email or the CLI: "10 to 12 Dec 2026" (one date when
 * they are one); anything else as it came (an event written before a change of its shape).
 */
export function staffDates(range: { from?: unknown; to?: unknown }): string {
  const [from, to] = [range.from, range.to].map((v) => (typeof v === 'string' ? v : ''))
  if (!isCalendarDate(from!) || !isCalendarDate(to!)) return `${from} to ${to}`
  return hotelDates().dateSpan(from!, to!, { join: (a, b) => `${a} to ${b}` })
}
