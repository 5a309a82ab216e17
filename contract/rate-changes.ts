// A rule's terms changed in place (issue 51): the owner changes the base's price and keeps its
// minimum stay, its extra guest price and the guests it covers. A change names only what changes:
// a field left out keeps its value, `null` clears it (a field is cleared only by saying so). The
// rule's dates and days are what it is, not what it sets: they do not change (a season moved is
// another rule: remove it and add one).
//
// What a change does is said in the same words by the console (the question before a change that
// loosens a stay rule, the sentence after) and the CLI: `termChanges` lists each field's before and
// after, `loosens` says which of them let in stays (or guests) the rule kept out before.
import { newRuleProblem, type RateRule, type RuleFields } from './rates'
import type { StayUnit } from './stay-rules'

/** The fields of a rule a change may set: its terms. */
export const TERM_FIELDS = [
  'nightly',
  'extra_guest',
  'included_guests',
  'min_stay',
  'max_stay',
  'closed_arrival',
] as const
export type TermField = (typeof TERM_FIELDS)[number]

/** A change of a rule's terms: each field given is set (`null` clears it); the others are kept. */
export interface RateChanges {
  nightly?: number | null
  extra_guest?: number | null
  included_guests?: number | null
  min_stay?: number | null
  max_stay?: number | null
  closed_arrival?: boolean
}

/** The rule with the change made: the fields not given keep the rule's. */
export function changedRule(rule: RateRule, changes: RateChanges): RateRule {
  const next: RateRule = { ...rule }
  for (const field of TERM_FIELDS) {
    const value = changes[field]
    if (value === undefined) continue
    if (field === 'closed_arrival') next.closed_arrival = value === true
    else next[field] = value === null ? null : Number(value)
  }
  return next
}

/** One field's change. */
export interface TermChange {
  field: TermField
  before: number | boolean | null
  after: number | boolean | null
  /** It lets in stays or guests the rule kept out, or drops a charge (said before it is made). */
  loosens: boolean
}

/**
 * Whether a field's change loosens the rule: a shorter or no minimum stay, a longer or no maximum,
 * arrivals opened, a price or an extra guest price removed (the night falls to another rule's, or
 * to "ask the hotel"), more guests covered by the price (fewer pay the extra guest price).
 */
function loosening(field: TermField, before: TermChange['before'], after: TermChange['after']) {
  if (before === null || before === false) return false
  switch (field) {
    case 'min_stay':
      return after === null || (after as number) < (before as number)
    case 'max_stay':
      return after === null || (after as number) > (before as number)
    case 'included_guests':
      return after === null || (after as number) > (before as number)
    case 'closed_arrival':
      return after === false
    case 'nightly':
    case 'extra_guest':
      return after === null
  }
}

/** What changes from `before` to `after`, field by field, in the rule's order of fields. */
export function termChanges(before: RateRule, after: RateRule): TermChange[] {
  const changes: TermChange[] = []
  for (const field of TERM_FIELDS) {
    const [was, is] = [before[field], after[field]]
    if (was === is) continue
    changes.push({ field, before: was, after: is, loosens: loosening(field, was, is) })
  }
  return changes
}

/** The change that makes `before` into `after`: only the fields that differ. */
export function changesBetween(before: RateRule, after: RateRule): RateChanges {
  const changes: RateChanges = {}
  for (const change of termChanges(before, after)) {
    if (change.field === 'closed_arrival') changes.closed_arrival = change.after === true
    else changes[change.field] = change.after as number | null
  }
  return changes
}

/**
 * One change in the staff's words: "price a night: ₦45,000 → ₦50,000", "minimum stay: 2 nights →
 * none", "arrivals: closed → open". `money` writes an amount in minor units.
 */
export function describeTermChange(
  change: TermChange,
  unit: StayUnit,
  money: (amount: number) => string,
): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
  const value = (v: number | boolean | null): string => {
    if (v === null) return 'none'
    switch (change.field) {
      case 'nightly':
      case 'extra_guest':
        return money(v as number)
      case 'included_guests':
        return count(v as number, 'guest')
      case 'min_stay':
      case 'max_stay':
        return count(v as number, unit)
      case 'closed_arrival':
        return v ? 'closed' : 'open'
    }
  }
  const label: Record<TermField, string> = {
    nightly: `price a ${unit}`,
    extra_guest: `extra guest a ${unit}`,
    included_guests: 'guests the price covers',
    min_stay: 'minimum stay',
    max_stay: 'maximum stay',
    closed_arrival: 'arrivals',
  }
  return `${label[change.field]}: ${value(change.before)} → ${value(change.after)}`
}

/** A stored rule as the fields a new one is checked by (contract/rates.ts newRuleProblem). */
function fieldsOf(rule: RateRule): RuleFields {
  const fields: RuleFields = {
    every_year: rule.every_year,
    days: rule.days,
    closed_arrival: rule.closed_arrival,
  }
  if (rule.from !== null) fields.from = rule.from
  if (rule.to !== null) fields.to = rule.to
  for (const field of [
    'nightly',
    'extra_guest',
    'included_guests',
    'min_stay',
    'max_stay',
  ] as const) {
    const value = rule[field]
    if (value !== null) fields[field] = value
  }
  return fields
}

/**
 * What is wrong with the rule a change leaves, as a rule on its own (the base without its price, a
 * maximum shorter than the minimum, a rule that sets nothing), if anything. The rules it leaves
 * together are checked apart (contract/rates.ts facilityRulesProblem), by the server.
 */
export function changedRuleProblem(rule: RateRule): { path: string; message: string } | undefined {
  return newRuleProblem(fieldsOf(rule))
}
