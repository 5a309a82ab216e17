// What a stay costs and which stays the hotel's own rules allow (issue 40): one module the guest's
// picker and dialog, the console's preview and the server all run, so the price a guest is shown
// and the one the server stores are made by the same code.
//
// A facility's rates are a list of rules. A rule applies to some nights (or days, for activity
// centres: every "night" below is a day there):
//   - a season: the nights from `from` to `to`, both ends included, once or every year (`every_year`:
//     by month and day, a range may run over the year's end: 20 Dec to 5 Jan);
//   - weekdays: the nights of those days (`days`: a Friday night is the night from Friday to
//     Saturday), within the season if it has one, on every date if not;
//   - neither: the base, one per facility.
// Each rule sets any of: the price of a night (`nightly`), of an extra guest's night
// (`extra_guest`), the guests the price covers (`included_guests`, the base's only), the shortest
// and longest stay arriving then (`min_stay`, `max_stay`) and whether arrivals are closed then
// (`closed_arrival`). For each night and each of these, the most specific rule that sets it wins:
//   1. a season's weekday rule, 2. a season, 3. a weekday rule, 4. the base;
// between two seasons of the same kind, the shorter; then the newer (later in the list).
// Stay rules are read at the arrival date: "3 nights on weekdays, 2 at weekends" is a base with
// min_stay 3 and a fri,sat rule with min_stay 2. A night no rule prices has no price: the stay's
// total is then null ("ask the hotel"), never a guess.
//
// Amounts are integers in the currency's minor unit (kobo for NGN) from the console's form to the
// stored quote: no floating point touches money. Only `formatMoney` and `parseMajorAmount` know
// where the decimal point goes, from Intl's data for the currency.
import { addDays, daysBetween } from './calendar-date'
import { stayLength, type StayUnit } from './stay-rules'
import { taxesOn, type TaxAmount, type TaxLine } from './payment-terms'

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The weekday of a calendar date: the date alone decides, whatever the time zone. */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday (index 4).
  const day = daysBetween('1970-01-01', date)
  return WEEKDAYS[(((day + 4) % 7) + 7) % 7] as Weekday
}

/**
 * The largest price of a night (or of an extra guest's night), in minor units: ₦1,000,000,000.
 * Chosen with the hotel's default longest stay (stay-rules.ts DEFAULT_MAX_STAY, 90) and the largest
 * group (GUESTS_MAX): 90 nights of a price and 999 extra guests' prices at this amount come to
 * 9 × 10^15, under Number.MAX_SAFE_INTEGER, so at the defaults every rule the API accepts quotes
 * exactly. A longer MAX_STAY_DAYS bounds the amounts together with it (rate-bounds.ts).
 */
export const AMOUNT_MAX = 100_000_000_000

/**
 * The most guests a request or a quote may be for (contract/reservation.ts GuestCount): beyond
 * the guests a price covers, each pays the extra guest price, so the bound on totals counts them.
 */
export const GUESTS_MAX = 1000

/** One rule of a facility's rates, as stored and served (contract/rate-schemas.ts checks it). */
export interface RateRule {
  id: string
  /** The season's first and last night (both included), or both null: every date. */
  from: string | null
  to: string | null
  /** The season comes back every year on the same month and day. */
  every_year: boolean
  /** The nights of these weekdays only; empty: every weekday. */
  days: Weekday[]
  nightly: number | null
  extra_guest: number | null
  included_guests: number | null
  min_stay: number | null
  max_stay: number | null
  closed_arrival: boolean
}

/** A new rule as the owner gives it, its fields checked (rate-schemas.ts NewRateRule). */
export interface RuleFields {
  from?: string
  to?: string
  every_year: boolean
  days: Weekday[]
  nightly?: number
  extra_guest?: number
  included_guests?: number
  min_stay?: number
  max_stay?: number
  closed_arrival: boolean
}

/** What is wrong with a new rule as a whole (its fields each checked already), if anything. */
export function newRuleProblem(rule: RuleFields): { path: string; message: string } | undefined {
  if ((rule.from === undefined) !== (rule.to === undefined)) {
    return { path: 'to', message: 'A season needs both its first night (from) and its last (to).' }
  }
  if (rule.from !== undefined && rule.to !== undefined) {
    if (rule.to < rule.from) return { path: 'to', message: 'to must not be before from.' }
    if (rule.every_year && daysBetween(rule.from, rule.to) >= 365) {
      return { path: 'to', message: 'A season that comes back every year is shorter than a year.' }
    }
  } else if (rule.every_year) {
    return { path: 'every_year', message: 'every_year needs a season: from and to.' }
  }
  const sets =
    rule.nightly !== undefined ||
    rule.extra_guest !== undefined ||
    rule.included_guests !== undefined ||
    rule.min_stay !== undefined ||
    rule.max_stay !== undefined ||
    rule.closed_arrival
  if (!sets) {
    return {
      path: 'nightly',
      message:
        'A rule sets a price, an extra guest price, a shortest or longest stay, or closes arrivals.',
    }
  }
  if (isBase(rule) && rule.nightly === undefined) {
    return { path: 'nightly', message: 'The base rate (no dates, no days) needs its price.' }
  }
  if (isBase(rule) && rule.extra_guest !== undefined && rule.included_guests === undefined) {
    return {
      path: 'included_guests',
      message:
        'An extra guest price needs the guests the price covers (included_guests): beyond them, each guest pays it.',
    }
  }
  if (rule.included_guests !== undefined && !isBase(rule)) {
    return {
      path: 'included_guests',
      message: 'The guests a price covers is set on the base rate.',
    }
  }
  if (rule.min_stay !== undefined && rule.max_stay !== undefined && rule.max_stay < rule.min_stay) {
    return { path: 'max_stay', message: 'max_stay must not be shorter than min_stay.' }
  }
  return undefined
}

/**
 * What a facility's rules cannot be together, if anything: an extra guest price is paid by each
 * guest beyond those the price covers, and only the base rate says how many that is. Without that
 * number every guest would be "covered" and the extra guest price never charged, so a season's or
 * a weekday's extra guest price needs a base with `included_guests`, and the base cannot lose it
 * (replaced or removed) while another rule charges extra guests. The server checks the rules a
 * change would leave (server/src/facilities/rates-repository.ts).
 */
export function facilityRulesProblem(
  rules: readonly RateRule[],
): { path: string; message: string } | undefined {
  const base = rules.filter(isBase).at(-1)
  if ((base?.included_guests ?? null) !== null) return undefined
  if (!rules.some((rule) => rule.extra_guest !== null)) return undefined
  return {
    path: 'included_guests',
    message:
      'An extra guest price is paid beyond the guests the base rate covers: the base rate must say how many (included_guests) while any rule charges extra guests.',
  }
}

/** The base rule: no season, no weekdays. A facility has at most one. */
export function isBase(rule: { from?: string | null; days: readonly string[] }): boolean {
  return (rule.from ?? null) === null && rule.days.length === 0
}

const monthDay = (date: string) => date.slice(5)

/** Whether the rule's season (if any) holds `date`. */
function inSeason(rule: RateRule, date: string): boolean {
  if (rule.from === null || rule.to === null) return true
  if (!rule.every_year) return rule.from <= date && date <= rule.to
  const [day, first, last] = [monthDay(date), monthDay(rule.from), monthDay(rule.to)]
  return first <= last ? first <= day && day <= last : day >= first || day <= last
}

/** Whether the rule applies to the night of `date`. */
export function appliesTo(rule: RateRule, date: string): boolean {
  return inSeason(rule, date) && (rule.days.length === 0 || rule.days.includes(weekdayOf(date)))
}

/** Lower is more specific: a season's weekdays, a season, weekdays, the base. */
function level(rule: RateRule): number {
  if (rule.from !== null) return rule.days.length > 0 ? 0 : 1
  return rule.days.length > 0 ? 2 : 3
}

/** The rules in the order they win: the most specific first, then the shorter season, the newer. */
function byPrecedence(rules: readonly RateRule[]): RateRule[] {
  return rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => {
      const byLevel = level(a.rule) - level(b.rule)
      if (byLevel !== 0) return byLevel
      const span = (r: RateRule) =>
        r.from !== null && r.to !== null ? daysBetween(r.from, r.to) : 0
      const bySpan = span(a.rule) - span(b.rule)
      return bySpan !== 0 ? bySpan : b.index - a.index
    })
    .map(({ rule }) => rule)
}

type Setting = 'nightly' | 'extra_guest' | 'included_guests' | 'min_stay' | 'max_stay'

/** What one night is under the rules: each setting from the most specific rule that sets it. */
export interface NightTerms extends Pick<RateRule, Setting | 'closed_arrival'> {
  date: string
}

/**
 * The rules read once for many nights: `termsOf(date)` is a night's terms. The picker asks for a
 * few hundred nights on each render, so the order of precedence is worked out once.
 */
export function rateReader(rules: readonly RateRule[]): (date: string) => NightTerms {
  const ordered = byPrecedence(rules)
  return (date) => {
    const applying = ordered.filter((rule) => appliesTo(rule, date))
    const first = (setting: Setting) =>
      applying.find((rule) => rule[setting] !== null)?.[setting] ?? null
    return {
      date,
      nightly: first('nightly'),
      extra_guest: first('extra_guest'),
      included_guests: first('included_guests'),
      min_stay: first('min_stay'),
      max_stay: first('max_stay'),
      // Any rule that closes an arrival day closes it: an owner closes, never "opens" a day.
      closed_arrival: applying.some((rule) => rule.closed_arrival),
    }
  }
}

/** Whether the facility has a price at all: a guest is shown prices only then. */
export function hasRates(rules: readonly RateRule[] | undefined): boolean {
  return (rules ?? []).some((rule) => rule.nightly !== null)
}

/** The lowest price of a night under any rule: the cards' "from ₦45,000 a night". */
export function lowestNightly(rules: readonly RateRule[] | undefined): number | null {
  const prices = (rules ?? []).flatMap((rule) => (rule.nightly === null ? [] : [rule.nightly]))
  return prices.length === 0 ? null : Math.min(...prices)
}

/** A stay's price (rate-schemas.ts Quote checks it). */
export interface Quote {
  /** ISO 4217: the hotel's (src/content/hotel.ts). */
  currency: string
  /** Each night (or day) of the stay and its price, in minor units. */
  nights: { date: string; amount: number }[]
  /** The guests beyond those the price covers, and what their nights add in all. */
  extra_guests: { count: number; amount: number }
  /** The nights' amounts plus the extra guests'. */
  total: number
  /**
   * The hotel's taxes on it and what the guest pays, taxes included (contract/payment-terms.ts
   * taxesOn): present only when the owner set taxes, so a hotel without them answers as before.
   */
  taxes?: TaxAmount[]
  grand_total?: number
}
/** What a facility without a price for every night answers: ask the hotel. */
export interface NoQuote {
  currency: string
  total: null
}
export type QuoteAnswer = Quote | NoQuote

/** The nights (or days) a stay is priced by: [from, to) by the night, [from, to] by the day. */
export function pricedDates(from: string, to: string, unit: StayUnit): string[] {
  const dates: string[] = []
  const length = stayLength(from, to, unit)
  for (let i = 0; i < length; i++) dates.push(addDays(from, i))
  return dates
}

/**
 * The price of a stay for `guests`, or `{ total: null }` when a night has no price. The dates
 * must already be a stay (stayDatesProblem); the stay rules are `stayRuleProblem`'s.
 */
export function quoteStay(
  rules: readonly RateRule[],
  stay: { from: string; to: string; guests: number },
  unit: StayUnit,
  currency: string,
  taxes: readonly TaxLine[] = [],
): QuoteAnswer {
  const termsOf = rateReader(rules)
  const nights: Quote['nights'] = []
  let count = 0
  let extras = 0
  for (const date of pricedDates(stay.from, stay.to, unit)) {
    const terms = termsOf(date)
    if (terms.nightly === null) return { currency, total: null }
    nights.push({ date, amount: terms.nightly })
    const beyond =
      terms.included_guests === null ? 0 : Math.max(0, stay.guests - terms.included_guests)
    count = Math.max(count, beyond)
    extras += beyond * (terms.extra_guest ?? 0)
  }
  const total = nights.reduce((sum, night) => sum + night.amount, 0) + extras
  const quote = { currency, nights, extra_guests: { count, amount: extras }, total }
  return taxes.length === 0 ? quote : { ...quote, ...taxesOn(total, taxes) }
}

export type StayRuleCode = 'arrival_closed' | 'stay_too_short' | 'stay_too_long'

/** Why the hotel's rules refuse a stay: a code, the number it broke, a sentence for the API. */
export interface StayRuleProblem {
  code: StayRuleCode
  /** The rule's number: the shortest or longest stay (absent for a closed arrival). */
  limit?: number
  message: string
}

/** What the rules say of a stay arriving on `from`: undefined if they allow it. */
export function stayRuleProblem(
  rules: readonly RateRule[],
  { from, to }: { from: string; to: string },
  unit: StayUnit,
): StayRuleProblem | undefined {
  const arrival = rateReader(rules)(from)
  const units = unit === 'night' ? 'nights' : 'days'
  if (arrival.closed_arrival) {
    return {
      code: 'arrival_closed',
      message: `The hotel takes no arrivals on ${from}; please choose another first ${unit}.`,
    }
  }
  const length = stayLength(from, to, unit)
  if (arrival.min_stay !== null && length < arrival.min_stay) {
    return {
      code: 'stay_too_short',
      limit: arrival.min_stay,
      message: `A stay from ${from} is at least ${arrival.min_stay} ${units}; this one is ${length}.`,
    }
  }
  if (arrival.max_stay !== null && length > arrival.max_stay) {
    return {
      code: 'stay_too_long',
      limit: arrival.max_stay,
      message: `A stay from ${from} is at most ${arrival.max_stay} ${units}; this one is ${length}.`,
    }
  }
  return undefined
}

/** The guests a facility takes, if the catalogue says: more than that is refused. */
export function guestsProblem(guests: number, holds: number | undefined): string | undefined {
  if (holds !== undefined && guests > holds) {
    return `This takes at most ${holds} guest${holds === 1 ? '' : 's'}; the request is for ${guests}.`
  }
  return undefined
}

/** The currency's digits after the point (NGN 2, JPY 0), from Intl's data. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  )
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** An amount in minor units as the page's language writes it: ₦45,000 (en), 45 000 ₦ (fr). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = minorDigits(currency)
  const whole = amount % 10 ** digits === 0
  const key = `${locale}|${currency}|${whole}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: whole ? 0 : digits,
    })
    moneyFormats.set(key, format)
  }
  // Minor units to major by the decimal string, not by division: 4500050 kobo is 45000.50.
  const sign = amount < 0 ? '-' : ''
  const text = String(Math.abs(amount)).padStart(digits + 1, '0')
  const major = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`
  return format.format(`${sign}${major}` as unknown as number)
}

/**
 * An amount as people write it in the major unit (`45000`, `45000.50`, `45,000`) to minor units,
 * without floating point; undefined when it is not an amount of this currency (negative, more
 * digits after the point than it has, not a number).
 */
export function parseMajorAmount(text: string, currency: string): number | undefined {
  const digits = minorDigits(currency)
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (!match) return undefined
  const whole = (match[1] ?? '').replace(/,/g, '')
  const fraction = match[2] ?? ''
  if (fraction.length > digits) return undefined
  const minor = Number(whole + fraction.padEnd(digits, '0'))
  return Number.isSafeInteger(minor) && minor <= AMOUNT_MAX ? minor : undefined
}

/** A minor-unit amount in the major unit with its point, for forms and the CLI: 4500050 -> 45000.50. */
export function majorAmountText(amount: number, currency: string): string {
  const digits = minorDigits(currency)
  if (digits === 0) return String(amount)
  const text = String(amount).padStart(digits + 1, '0')
  const fraction = text.slice(-digits)
  return /^0+$/.test(fraction) ? text.slice(0, -digits) : `${text.slice(0, -digits)}.${fraction}`
}

/** Each of the next `days` nights from `today` under the rules: the owner's preview. */
export function previewNights(rules: readonly RateRule[], today: string, days = 60): NightTerms[] {
  const termsOf = rateReader(rules)
  return Array.from({ length: days }, (_, i) => termsOf(addDays(today, i)))
}
