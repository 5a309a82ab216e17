// Between calendar-date strings (`YYYY-MM-DD`) and the `Date`s a date picker works with.
import { format, parseISO } from 'date-fns'
import { pageDateLocale } from './i18n'

export const toCalendarDate = (date: Date) => format(date, 'yyyy-MM-dd')
export const fromCalendarDate = (value: string) => parseISO(value)
/** Long style in the page's language: "December 1st, 2026", "1 décembre 2026" (date-fns PPP). */
export const longDate = (value: string) =>
  format(parseISO(value), 'PPP', { locale: pageDateLocale() })
/**
 * Long style with the weekday: "Tuesday, December 1st, 2026", "mardi 1 décembre 2026" (date-fns
 * PPPP).
 */
export const weekdayDate = (value: string) =>
  format(parseISO(value), 'PPPP', { locale: pageDateLocale() })
