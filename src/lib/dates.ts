// Dates as the page shows them, in the hotel's forms (contract/date-format.ts: the hotel's
// country decides the order and the clock, the page's language the words), and between
// calendar-date strings (`YYYY-MM-DD`) and the `Date`s the date picker works with.
import { format, parseISO } from 'date-fns'
import { dateFormats, dateLocale, type DateFormats } from '../../contract/date-format'
import { hotelDateFormats } from '../../contract/hotel-time'
import { hotel } from '../content/hotel'
import { pageLanguage } from './i18n'

export const toCalendarDate = (date: Date) => format(date, 'yyyy-MM-dd')
export const fromCalendarDate = (value: string) => parseISO(value)

const byLanguage = new Map<string, DateFormats>()

/**
 * The page's date formats: instants on the device's clock (a guest's own time). Made once per
 * language (the prerender renders both).
 */
export function pageDates(): DateFormats {
  const language = pageLanguage()
  let formats = byLanguage.get(language)
  if (!formats) {
    formats = dateFormats(dateLocale(language, hotel.address.country))
    byLanguage.set(language, formats)
  }
  return formats
}

/** Long style: "10 December 2026" for a hotel in Lagos, "10 décembre 2026". */
export const longDate = (value: string) => pageDates().longDate(value)
/** Long style with the weekday: "Thursday, 10 December 2026", "jeudi 10 décembre 2026". */
export const weekdayDate = (value: string) => pageDates().weekdayDate(value)

/**
 * An instant on the hotel's clock, in the page's words: "10 December 2026 at 14:00" in Lagos, on a
 * phone set to any zone (a deadline the hotel keeps). Without the zone, the device's.
 */
export const hotelMoment = (at: string, timeZone: string | undefined) =>
  hotelDateFormats(pageLanguage(), hotel.address.country, timeZone).moment(at)
