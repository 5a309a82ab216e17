// The rate form's fields as typed (issue 40) made into the owner's new rule: amounts typed in the
// major unit (45000 or 45000.50) become minor units by contract/rates.ts parseMajorAmount, without
// floating point; numbers of nights are whole. What cannot be read is said here, in the form's
// words; what the rule as a whole may not be (a season without its end) the server says
// (contract/rate-schemas.ts NewRateRule), in its sentence.
import type { NewRateRule } from '../../../../contract/rate-schemas'
import { parseMajorAmount, type Weekday } from '../../../../contract/rates'

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

/** The rule to send, or what in the form cannot be read. */
export function ruleOf(
  values: RateValues,
  currency: string,
): { rule: NewRateRule } | { problem: string } {
  const rule: NewRateRule = {
    every_year: values.every_year,
    days: values.days,
    closed_arrival: values.closed_arrival,
  }
  if (values.from !== '') rule.from = values.from
  if (values.to !== '') rule.to = values.to
  const amounts = [
    ['nightly', 'The price'],
    ['extra_guest', 'The extra guest price'],
  ] as const
  for (const [field, name] of amounts) {
    const text = values[field].trim()
    if (text === '') continue
    const amount = parseMajorAmount(text, currency)
    if (amount === undefined) {
      return { problem: `${name}: write an amount such as 45000 or 45000.50.` }
    }
    rule[field] = amount
  }
  const counts = [
    ['included_guests', 'The guests the price covers'],
    ['min_stay', 'The shortest stay'],
    ['max_stay', 'The longest stay'],
  ] as const
  for (const [field, name] of counts) {
    const text = values[field].trim()
    if (text === '') continue
    if (!/^\d{1,4}$/.test(text) || Number(text) < 1) {
      return { problem: `${name}: write a whole number, 1 or more.` }
    }
    rule[field] = Number(text)
  }
  return { rule }
}
