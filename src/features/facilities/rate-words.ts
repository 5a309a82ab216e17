// A facility's rates and stay rules in words, as the Rates page shows them (issue 40): its base
// price, the guests it covers and an extra guest's price, each other price with when it applies
// (weekdays, a season, both), and the stay rules read at the arrival day ("at least 2 nights for
// arrivals on Fridays and Saturdays"). The rules are contract/rates.ts's, which says what each
// field means; prices are the page's (src/lib/money.ts), dates the hotel's forms in the page's
// language (src/lib/dates.ts), weekday names Intl's in that language.
import { isBase, WEEKDAYS, type RateRule, type Weekday } from '../../../contract/rates'
import type { StayUnit } from '../../../contract/stay-rules'
import { pageDates } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import { pagePrice } from '../../lib/money'

export interface RateWords {
  /** "₦45,000 a night", when the base sets a price. */
  base?: string
  /** "For up to 2 guests". */
  covers?: string
  /** "Each extra guest: ₦5,000 a night". */
  extraGuest?: string
  /** The other prices: "Friday and Saturday nights: ₦55,000 a night". */
  prices: string[]
  /** The stay rules: "At least 3 nights", "No arrivals on Sundays". */
  stays: string[]
}

/** A calendar date at noon UTC: the same day in every time zone Intl formats it in. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`)

const weekdayNames = new Map<string, Intl.DateTimeFormat>()
function formatOf(cache: Map<string, Intl.DateTimeFormat>, options: Intl.DateTimeFormatOptions) {
  const locale = pageDates().locale
  let format = cache.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    cache.set(locale, format)
  }
  return format
}

/** A weekday's name in the page's language: "Friday", "vendredi". 1970-01-04 was a Sunday. */
const weekdayName = (day: Weekday) =>
  formatOf(weekdayNames, { weekday: 'long' }).format(
    noonOf(`1970-01-${String(4 + WEEKDAYS.indexOf(day)).padStart(2, '0')}`),
  )

/** The rule's weekdays in the week's order as the hotel's guests read it: Monday first. */
const dayNames = (rule: RateRule) =>
  [...rule.days]
    .sort((a, b) => ((WEEKDAYS.indexOf(a) + 6) % 7) - ((WEEKDAYS.indexOf(b) + 6) % 7))
    .map(weekdayName)

function seasonOf(rule: RateRule): string | undefined {
  if (rule.from === null || rule.to === null) return undefined
  // "20 December" ("1er décembre"): a season that comes back every year has no year.
  const write = rule.every_year ? pageDates().monthDay : pageDates().longDate
  return texts().pages.rates.season(write(rule.from), write(rule.to), rule.every_year)
}

/** The words of a facility's rules, let by the night or by the day (`unit`). */
export function rateWords(
  rules: readonly RateRule[],
  unit: StayUnit,
  sleeps: number | undefined,
): RateWords {
  const t = texts().pages.rates
  const perUnit = (amount: number) => t.perUnit(pagePrice(amount), unit)
  const base = rules.find((rule) => isBase(rule))
  const covers = base?.included_guests ?? sleeps
  const words: RateWords = {
    base: base?.nightly != null ? perUnit(base.nightly) : undefined,
    covers: covers != null ? t.covers(covers) : undefined,
    extraGuest: base?.extra_guest != null ? t.extraGuest(perUnit(base.extra_guest)) : undefined,
    prices: [],
    stays: [],
  }
  // The base's stay rules first (they hold unless another says otherwise), then the others'.
  const ordered = base ? [base, ...rules.filter((rule) => rule !== base)] : [...rules]
  for (const rule of ordered) {
    const at = { days: dayNames(rule), season: seasonOf(rule) }
    if (rule !== base) {
      const when = t.when(unit, at)
      // Every price says its unit, the weekdays' too ("Friday and Saturday nights: ₦55,000 a
      // night"): "Friday and Saturday nights" is when it applies, not what the amount buys, and a
      // bare amount under "₦45,000 a night" reads as the weekend's total (issue 51).
      if (rule.nightly !== null) words.prices.push(t.priceAt(when, perUnit(rule.nightly)))
      if (rule.extra_guest !== null) {
        words.prices.push(t.extraGuestAt(when, perUnit(rule.extra_guest)))
      }
    }
    if (rule.min_stay !== null) words.stays.push(t.minStay(rule.min_stay, unit, at))
    if (rule.max_stay !== null) words.stays.push(t.maxStay(rule.max_stay, unit, at))
    if (rule.closed_arrival) words.stays.push(t.closed(at))
  }
  return words
}
