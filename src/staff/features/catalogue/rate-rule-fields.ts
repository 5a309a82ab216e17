// The rate form's fields as typed (issue 40) made into the owner's new rule, or into a change of
// a rule there is (issue 51: the form filled with what it holds; only the fields changed are
// sent): amounts typed in the major unit (45000 or 45000.50) become minor units by
// contract/rates.ts parseMajorAmount, without floating point; numbers of nights are whole. What
// cannot be read is said here, in the form's words; what the rule as a whole may not be (a season
// without its end) the server says (contract/rate-schemas.ts NewRateRule), in its sentence.
import { changesBetween, type RateChanges } from '../../../../contract/rate-changes'
import type { NewRateRule } from '../../../../contract/rate-schemas'
import {
  majorAmountText,
  parseMajorAmount,
  type RateRule,
  type Weekday,
} from '../../../../contract/rates'

export interface RateValues {
  from: string
  to: string
  every_year: boolean
  days: Weekday[]
  nightly: string
  extra_guest: string
  included_guests: string
  min_stay: string
  max_stay: string
  closed_arrival: boolean
}

export const emptyRateValues = (): RateValues => ({
  from: '',
  to: '',
  every_year: false,
  days: [],
  nightly: '',
  extra_guest: '',
  included_guests: '',
  min_stay: '',
  max_stay: '',
  closed_arrival: false,
})

/** Whether the values make the base (no dates, no days): only it sets the guests a price covers. */
export const isBaseValues = (v: RateValues) => v.from === '' && v.to === '' && v.days.length === 0

/** A rule's terms as the form reads them: each a value, or undefined when its field is empty. */
type Terms = Pick<
  NewRateRule,
  'nightly' | 'extra_guest' | 'included_guests' | 'min_stay' | 'max_stay'
> & { closed_arrival: boolean }

/** How a term's field is read: an amount in the major unit, or a whole number of 1 or more. */
const READS = {
  amount: {
    read: (text: string, currency: string) => parseMajorAmount(text, currency),
    problem: 'write an amount such as 45000 or 45000.50.',
  },
  count: {
    read: (text: string) =>
      /^\d{1,4}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined,
    problem: 'write a whole number, 1 or more.',
  },
} as const

/** The terms' fields, each with its name in a problem and how it is read, in the form's order. */
const TERM_FIELDS = [
  ['nightly', 'The price', 'amount'],
  ['extra_guest', 'The extra guest price', 'amount'],
  ['included_guests', 'The guests the price covers', 'count'],
  ['min_stay', 'The shortest stay', 'count'],
  ['max_stay', 'The longest stay', 'count'],
] as const

/** The terms typed, or what in the form cannot be read. */
function termsOf(values: RateValues, currency: string): { terms: Terms } | { problem: string } {
  const terms: Terms = { closed_arrival: values.closed_arrival }
  for (const [field, name, kind] of TERM_FIELDS) {
    const text = values[field].trim()
    if (text === '') continue
    const value = READS[kind].read(text, currency)
    if (value === undefined) return { problem: `${name}: ${READS[kind].problem}` }
    terms[field] = value
  }
  return { terms }
}

/** The rule to send, or what in the form cannot be read. */
export function ruleOf(
  values: RateValues,
  currency: string,
): { rule: NewRateRule } | { problem: string } {
  const read = termsOf(values, currency)
  if ('problem' in read) return read
  const rule: NewRateRule = { every_year: values.every_year, days: values.days, ...read.terms }
  if (values.from !== '') rule.from = values.from
  if (values.to !== '') rule.to = values.to
  return { rule }
}

/** A stored rule in the form's fields, as the owner would type it: the form of its change. */
export function valuesOf(rule: RateRule, currency: string): RateValues {
  const amount = (value: number | null) => (value === null ? '' : majorAmountText(value, currency))
  const count = (value: number | null) => (value === null ? '' : String(value))
  return {
    from: rule.from ?? '',
    to: rule.to ?? '',
    every_year: rule.every_year,
    days: rule.days,
    nightly: amount(rule.nightly),
    extra_guest: amount(rule.extra_guest),
    included_guests: count(rule.included_guests),
    min_stay: count(rule.min_stay),
    max_stay: count(rule.max_stay),
    closed_arrival: rule.closed_arrival,
  }
}

/**
 * The change a rule's form says, filled with what the rule holds: a field the owner emptied is
 * cleared, a field left as it was is not sent (contract/rate-changes.ts).
 */
export function changesOf(
  values: RateValues,
  rule: RateRule,
  currency: string,
): { changes: RateChanges } | { problem: string } {
  const read = termsOf(values, currency)
  if ('problem' in read) return read
  const { terms } = read
  const after: RateRule = {
    ...rule,
    nightly: terms.nightly ?? null,
    extra_guest: terms.extra_guest ?? null,
    included_guests: terms.included_guests ?? null,
    min_stay: terms.min_stay ?? null,
    max_stay: terms.max_stay ?? null,
    closed_arrival: terms.closed_arrival,
  }
  return { changes: changesBetween(rule, after) }
}

/**
 * The change the "Add a rule" form says of the base there is, when it is given no dates and no
 * days: only what the owner typed (a field left empty keeps what the base sets; issue 51).
 */
export function typedChanges(
  values: RateValues,
  currency: string,
): { changes: RateChanges } | { problem: string } {
  const read = termsOf(values, currency)
  if ('problem' in read) return read
  const { closed_arrival, ...typed } = read.terms
  const changes: RateChanges = { ...typed }
  if (closed_arrival) changes.closed_arrival = true
  return { changes }
}
