// Every date and time a guest or the staff read, in the hotel's own forms (issue 37): the site,
// the console, the emails, the text messages, the pushes and the calendar file all format through
// here. The hotel's country decides the forms (day before month, a 24-hour clock where the hotel's
// country uses one), the page's language the words: English pages of a hotel in Lagos read
// "10 December 2026" and "14:34" (en-NG), its French pages "10 décembre 2026" and "14:34".
// The engine's own locale data (Intl: ICU in Node, Chromium and WebKit) does the rest; where a value
// is read back (the console's "Go to date" box) the order comes from formatToParts, never from
// the printed string, whose spacing and punctuation differ between engines.
import { isCalendarDate } from './calendar-date'

const locales = new Map<string, string>()

/** The region Intl actually resolved `tag` to, e.g. `NG` (undefined: the language alone). */
function resolvedRegion(tag: string): { locale: string; region?: string } {
  const locale = new Intl.DateTimeFormat(tag).resolvedOptions().locale
  return { locale, region: new Intl.Locale(locale).region }
}

/**
 * The locale whose forms the hotel's pages use in `language`: the language as written in the
 * hotel's `country` (ISO 3166-1 alpha-2), `en-NG`, `fr-FR`. Where this engine has no data for that
 * pair it keeps the language's own forms, except for English, whose bare forms are the United
 * States' (month first, 12-hour clock): British English then, the day-month order most of the
 * English-speaking world writes.
 */
export function dateLocale(language: string, country: string): string {
  const key = `${language}-${country}`
  let locale = locales.get(key)
  if (locale === undefined) {
    let found: { locale: string; region?: string }
    try {
      found = resolvedRegion(key)
    } catch {
      found = resolvedRegion(language)
    }
    locale =
      found.region === country.toUpperCase()
        ? found.locale
        : language === 'en'
          ? 'en-GB'
          : new Intl.Locale(found.locale).language
    locales.set(key, locale)
  }
  return locale
}

/** A calendar date (`YYYY-MM-DD`) as an instant Intl formats in UTC: the same day everywhere. */
const noonOf = (date: string) => {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d, 12))
}

export type DateFormats = ReturnType<typeof dateFormats>

/** Which field comes where in a numeric date, and how to write it: `dd/mm/yyyy`. */
export interface DatePattern {
  order: ('day' | 'month' | 'year')[]
  hint: string
}

const HINT_LETTERS = { day: 'dd', month: 'mm', year: 'yyyy' } as const

/**
 * The first of the month where a language writes it as an ordinal beside the month's name:
 * French "1er décembre", never "1 décembre" (Intl prints the bare number, as the other days).
 * Only a date written with the month's name has it: a numeric `01/12/2026` stays as it is.
 */
const FIRST_OF_MONTH: Readonly<Record<string, string>> = { fr: '1er' }

/**
 * How `locale` writes a day of the month beside the month's name: `1er` for the 1st in French,
 * the number itself otherwise. The one place that decides it, for every date written here.
 */
export function dayOfMonthIn(locale: string): (day: string) => string {
  const first = FIRST_OF_MONTH[new Intl.Locale(locale).language]
  return first === undefined ? (day) => day : (day) => (day === '1' ? first : day)
}

/**
 * The formats of one locale (from `dateLocale`). Calendar dates are days, never shifted by a zone;
 * instants (ISO strings or `Date`s) are shown on the clock of `timeZone` (undefined: the device's).
 * Each `Intl.DateTimeFormat` is made once here: making one costs a slow phone milliseconds, using
 * one microseconds.
 */
export function dateFormats(locale: string, timeZone?: string) {
  /** Made at its first use: a page that writes one kind of date makes one formatter. */
  const once = (options: Intl.DateTimeFormatOptions) => {
    let made: Intl.DateTimeFormat | undefined
    return () => (made ??= new Intl.DateTimeFormat(locale, options))
  }
  const dayOfMonth = dayOfMonthIn(locale)
  /** Intl's parts as text, the day of the month as the language writes it (dayOfMonthIn). */
  const written = (parts: Intl.DateTimeFormatPart[]) =>
    parts.map((p) => (p.type === 'day' ? dayOfMonth(p.value) : p.value)).join('')
  // Where the language writes no day differently, the plain string: formatToParts costs more.
  const plain = dayOfMonth('1') === '1'
  /** `at` as `format` writes it, with the language's own day of the month. */
  const write = (format: () => Intl.DateTimeFormat, at: Date) =>
    plain ? format().format(at) : written(format().formatToParts(at))
  const day = (options: Intl.DateTimeFormatOptions) => once({ ...options, timeZone: 'UTC' })
  const instant = (options: Intl.DateTimeFormatOptions) => once({ ...options, timeZone })
  const long = day({ dateStyle: 'long' })
  const full = day({ dateStyle: 'full' })
  const short = day({ day: 'numeric', month: 'short', year: 'numeric' })
  const shortNoYear = day({ day: 'numeric', month: 'short' })
  const monthDay = day({ day: 'numeric', month: 'long' })
  const weekdayShort = day({ weekday: 'short', day: 'numeric', month: 'short' })
  const weekdayOnly = day({ weekday: 'short' })
  const dayOnly = day({ day: 'numeric' })
  const monthOnly = day({ month: 'short' })
  const numeric = day({ day: '2-digit', month: '2-digit', year: 'numeric' })
  const clock = instant({ timeStyle: 'short' })
  const moment = instant({ dateStyle: 'long', timeStyle: 'short' })
  const momentShort = instant({ dateStyle: 'medium', timeStyle: 'short' })

  let pattern: DatePattern | undefined
  /** The numeric date's fields in this locale's order, read from its parts. */
  function datePattern(): DatePattern {
    if (pattern) return pattern
    const parts = numeric().formatToParts(noonOf('2026-11-25'))
    const order = parts
      .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
      .map((p) => p.type as DatePattern['order'][number])
    const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/'
    pattern = { order, hint: order.map((field) => HINT_LETTERS[field]).join(separator) }
    return pattern
  }

  /** The text of `from`'s own part and of `to`'s with what they share: "10" and "12 Dec 2026". */
  function rangeEnds(format: () => Intl.DateTimeFormat, from: string, to: string) {
    if (typeof format().formatRangeToParts !== 'function') {
      return { start: write(format, noonOf(from)), end: write(format, noonOf(to)) }
    }
    const parts = format().formatRangeToParts(noonOf(from), noonOf(to))
    const lastStart = parts.findLastIndex((p) => p.source === 'startRange')
    const firstEnd = parts.findIndex((p) => p.source === 'endRange')
    const text = (list: typeof parts) => written(list).trim()
    return { start: text(parts.slice(0, lastStart + 1)), end: text(parts.slice(firstEnd)) }
  }

  return {
    locale,
    /** "10 December 2026" (en-NG), "December 10, 2026" (en-US), "10 décembre 2026". */
    longDate: (date: string) => write(long, noonOf(date)),
    /** "Thursday, 10 December 2026", "jeudi 10 décembre 2026". */
    weekdayDate: (date: string) => write(full, noonOf(date)),
    /** "10 Dec 2026", or "10 Dec" when its year is `thisYear`. */
    shortDate: (date: string, thisYear?: string) =>
      write(date.slice(0, 4) === thisYear ? shortNoYear : short, noonOf(date)),
    /** "20 December", "1er décembre": a day that comes back every year (a season's ends). */
    monthDay: (date: string) => write(monthDay, noonOf(date)),
    /** "Thu, 26 Nov" (a calendar's column). */
    weekdayShort: (date: string) => write(weekdayShort, noonOf(date)),
    /**
     * Its names apart, for a calendar's column head: "Thu", "26", "Nov". The day is the grid's
     * bare number, as a wall calendar prints it (no "1er"): its date in words is weekdayShort's.
     */
    dayParts: (date: string) => ({
      weekday: weekdayOnly().format(noonOf(date)),
      day: dayOnly().format(noonOf(date)),
      month: monthOnly().format(noonOf(date)),
    }),
    /**
     * From one date to another, saying once what they share: "10 – 12 Dec 2026" (plain spaces),
     * "29 Nov – 2 Dec", "30 Dec 2026 – 2 Jan 2027" (the year left out when both are in `thisYear`).
     * `join` puts the two ends together in words ("10 to 12 Dec 2026"); one date when they are one.
     */
    dateSpan(
      from: string,
      to: string,
      options: { thisYear?: string; join?: (start: string, end: string) => string } = {},
    ): string {
      const sameYear = from.slice(0, 4) === options.thisYear && to.slice(0, 4) === options.thisYear
      const format = sameYear ? shortNoYear : short
      if (from === to) return write(format, noonOf(to))
      // The two ends joined here, not as Intl prints them: engines differ on the spaces around
      // its dash ("10–12 Dec", "10 – 12 Dec", thin spaces or plain ones).
      const { start, end } = rangeEnds(format, from, to)
      return options.join ? options.join(start, end) : `${start} – ${end}`
    },
    /** "14:34" (or "2:34 PM" where the locale's clock has 12 hours). */
    clock: (at: string | Date) => clock().format(new Date(at)),
    /** "10 December 2026 at 14:34". */
    moment: (at: string | Date) => write(moment, new Date(at)),
    /** "10 Dec 2026, 14:34". */
    momentShort: (at: string | Date) => write(momentShort, new Date(at)),
    /** How a date is typed in this locale: its fields' order and a hint, `dd/mm/yyyy`. */
    get pattern(): DatePattern {
      return datePattern()
    },
    /**
     * A date typed in this locale's order (`10/12/2026`, `10.12.2026`, `10 12 2026`, a two-digit
     * year as 20xx) or as `2026-12-10`, as `YYYY-MM-DD`; undefined when it is no such day.
     */
    parseDate(text: string): string | undefined {
      const fields = text.trim().match(/\d+/g)
      if (!fields || fields.length !== 3 || /[^\d\s/.,-]/.test(text.trim())) return undefined
      const byName: Partial<Record<DatePattern['order'][number], string>> = {}
      const order: DatePattern['order'] =
        fields[0]!.length === 4 ? ['year', 'month', 'day'] : datePattern().order
      order.forEach((field, i) => (byName[field] = fields[i]))
      const { day: d = '', month: m = '', year: y = '' } = byName
      if (y.length !== 4 && y.length !== 2) return undefined
      if (d.length > 2 || m.length > 2) return undefined
      const value = `${y.length === 2 ? `20${y}` : y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
      return isCalendarDate(value) ? value : undefined
    },
    /** `YYYY-MM-DD` as typed in this locale: `10/12/2026`. */
    typedDate: (date: string) => numeric().format(noonOf(date)),
  }
}
