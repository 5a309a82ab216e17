// A facility's rate rules and its preview in the owner's words (issue 40): when a rule applies
// ("Friday and Saturday nights, 20 Dec to 5 Jan every year") and what it sets ("₦55,000 a night",
// "minimum 3 nights", "no arrivals"), and the next 60 nights as runs of nights that cost and allow
// the same. The rules' meaning is contract/rates.ts's; this file only says it.
import type { StayUnit } from '../../../../contract/stay-rules'
import {
  formatMoney,
  type NightTerms,
  type RateRule,
  WEEKDAYS,
  type Weekday,
} from '../../../../contract/rates'
import { consoleLocale, hotelDates, shortDate } from '../../lib/hotel-time'

const DAY_NAMES: Record<Weekday, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
}

/** "Friday", "Friday and Saturday", "Monday, Tuesday and Wednesday", in the week's order. */
export function dayList(days: readonly Weekday[]): string {
  const names = WEEKDAYS.filter((d) => days.includes(d)).map((d) => DAY_NAMES[d])
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The console's money: the hotel's English (₦45,000). */
export const money = (amount: number, currency: string) =>
  formatMoney(amount, currency, consoleLocale())

/**
 * When a rule applies: "Every night (the base)", "Friday and Saturday nights", "The nights of
 * 20 Dec to 5 Jan, every year". A season's dates carry their year unless it is `thisYear` or the
 * season comes back every year.
 */
export function ruleWhen(rule: RateRule, unit: StayUnit, thisYear: string): string {
  const units = `${unit}s`
  const days = rule.days.length > 0 ? `${dayList(rule.days)} ${units}` : undefined
  if (rule.from === null || rule.to === null) return days ?? `Every ${unit} (the base)`
  const date = (d: string) => shortDate(d, rule.every_year ? d.slice(0, 4) : thisYear)
  const span = `${date(rule.from)} to ${date(rule.to)}${rule.every_year ? ', every year' : ''}`
  return days ? `${days}, ${span}` : `The ${units} of ${span}`
}

/** What a rule sets, each in a few words: price, extra guests, stay rules, closed arrivals. */
export function ruleSets(rule: RateRule, unit: StayUnit, currency: string): string[] {
  const units = `${unit}s`
  const said: string[] = []
  if (rule.nightly !== null) said.push(`${money(rule.nightly, currency)} a ${unit}`)
  if (rule.included_guests !== null) {
    said.push(`for up to ${rule.included_guests} guest${rule.included_guests === 1 ? '' : 's'}`)
  }
  if (rule.extra_guest !== null) {
    said.push(`${money(rule.extra_guest, currency)} a ${unit} for each guest beyond`)
  }
  if (rule.min_stay !== null) said.push(`stays arriving then: at least ${rule.min_stay} ${units}`)
  if (rule.max_stay !== null) said.push(`at most ${rule.max_stay} ${units}`)
  if (rule.closed_arrival) said.push('no arrivals')
  return said
}

/** A rule's own stay rules in short ("at least 2 nights, no arrivals"), or "" when it has none. */
export function stayRulesOf(rule: RateRule, unit: StayUnit): string {
  return [
    rule.min_stay !== null
      ? `at least ${rule.min_stay} ${unit}${rule.min_stay === 1 ? '' : 's'}`
      : '',
    rule.max_stay !== null
      ? `at most ${rule.max_stay} ${unit}${rule.max_stay === 1 ? '' : 's'}`
      : '',
    rule.closed_arrival ? 'no arrivals' : '',
  ]
    .filter(Boolean)
    .join(', ')
}

/** A stretch of the preview: the nights from `first` to `last` that read the same. */
export interface PreviewRun {
  first: string
  last: string
  nights: number
  price: string
  rules: string
}

/** A night's stay rules in short: "min 3 · max 14 · no arrivals", or "" when none. */
export function termsRules(terms: NightTerms, unit: StayUnit): string {
  const short = unit === 'night' ? 'nights' : 'days'
  return [
    terms.closed_arrival ? 'no arrivals' : undefined,
    terms.min_stay !== null ? `min ${terms.min_stay} ${short}` : undefined,
    terms.max_stay !== null ? `max ${terms.max_stay} ${short}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** A night's extra guest terms: "+₦10,000 a guest beyond 2", or "" when it has none. */
function extraOf(terms: NightTerms, currency: string): string {
  if (terms.nightly === null || terms.extra_guest === null || terms.included_guests === null) {
    return ''
  }
  return `+${money(terms.extra_guest, currency)} a guest beyond ${terms.included_guests}`
}

/**
 * The preview's nights as runs of neighbours that cost and allow the same: 60 nights of a base
 * and a weekend price are some seventeen lines on a phone, each night's price still said. The
 * extra guests' price, when every night has the same, is said once (`extra`), not on each line.
 */
export function previewRuns(
  nights: readonly NightTerms[],
  unit: StayUnit,
  currency: string,
): { runs: PreviewRun[]; extra: string } {
  const extras = new Set(nights.map((terms) => extraOf(terms, currency)))
  const common = extras.size === 1 ? [...extras][0]! : undefined
  const runs: PreviewRun[] = []
  for (const terms of nights) {
    const own = common === undefined ? extraOf(terms, currency) : ''
    const price =
      (terms.nightly === null
        ? 'no price: guests ask'
        : `${money(terms.nightly, currency)} a ${unit}`) + (own ? ` (${own})` : '')
    const rules = termsRules(terms, unit)
    const last = runs.at(-1)
    if (last && last.price === price && last.rules === rules) {
      last.last = terms.date
      last.nights += 1
    } else {
      runs.push({ first: terms.date, last: terms.date, nights: 1, price, rules })
    }
  }
  return { runs, extra: common ?? '' }
}

/** "Fri, 4 Dec": a night of the preview with its weekday. */
export const nightName = (date: string) => hotelDates().weekdayShort(date)
