// Between calendar-date strings (`YYYY-MM-DD`) and the `Date`s a date picker works with.
import { format, parseISO } from 'date-fns'

export const toCalendarDate = (date: Date) => format(date, 'yyyy-MM-dd')
export const fromCalendarDate = (value: string) => parseISO(value)
/** Long style, e.g. "December 1st, 2026" (date-fns PPP). */
export const longDate = (value: string) => format(parseISO(value), 'PPP')
/** Long style with the weekday, e.g. "Tuesday, December 1st, 2026" (date-fns PPPP). */
export const weekdayDate = (value: string) => format(parseISO(value), 'PPPP')
