// The staff's `rates set|change|list|remove` (server/src/cli.ts; issues 40, 51). Amounts are typed in the
// currency's major unit as people write them (45000, 45000.50) and stored in its minor unit
// (contract/rates.ts parseMajorAmount: no floating point); a wrong amount or rule is refused
// with the sentence the console shows too, and exit code 1, an amount too large for the longest
// stay included (the MAX_STAY_DAYS the CLI is run with: the server's, as its other settings).
// The rules' model and precedence are contract/rates.ts's; docs/running.md "Rates and stay rules"
// explains them to the owner.
import type { Facility } from '../../../contract/facility'
import { NewRateRule, RateChangesBody } from '../../../contract/rate-schemas'
import { describeTermChange, termChanges } from '../../../contract/rate-changes'
import {
  formatMoney,
  isBase,
  parseMajorAmount,
  type RateRule,
  WEEKDAYS,
} from '../../../contract/rates'
import { stayUnit } from '../../../contract/stay-rules'
import { dateLocale } from '../../../contract/date-format'
import { DEFAULT_LANGUAGE, hotel } from '../../../src/server-shared'
import { DomainError, facilityNotFound, rateNotFound, ratesRefused } from '../domain-errors'
import { describeZodError } from '../zod-sentence'
import type { RateRules } from './rates-rules'
import type { FacilitiesRepository } from './repository'
import type { CommandOptions } from '../cli-command-options'

export const RATES_USAGE = `  rates set <facility id> --nightly <amount> [--from YYYY-MM-DD --to YYYY-MM-DD]
                 [--every-year] [--days fri,sat] [--min-nights <n>] [--max-nights <n>]
                 [--extra-guest <amount>] [--guests-included <n>] [--closed-arrival]
                 a price per night (per day for an activity centre) in ${hotel.currency}, e.g. 45000
                 or 45000.50. Without dates or days it sets the facility's base rate: where
                 there is one, only the fields given change and the others are kept (as
                 rates change). A season (--from/--to, both nights included; --every-year: on
                 the same dates each year), weekdays (--days: the nights of those days), or
                 both, add a rule; the most specific wins. --min-nights/--max-nights/
                 --closed-arrival apply to stays arriving then (a rule may set only those,
                 without --nightly). --extra-guest: per night for each guest beyond
                 --guests-included (set on the base rate)
  rates change <rate id> [--nightly <amount>] [--extra-guest <amount>] [--guests-included <n>]
                 [--min-nights <n>] [--max-nights <n>] [--closed-arrival | --no-closed-arrival]
                 changes a rule in place: the fields given change, the others are kept; "none"
                 clears one (--min-nights none). Its dates and days stay: to move a season,
                 remove it and add another. A change that loosens a stay rule says so.
  rates list [<facility id>] [--json]
                 each facility's rules (all facilities without an id)
  rates remove <rate id>`

export interface RateValues {
  nightly?: string | undefined
  from?: string | undefined
  to?: string | undefined
  'every-year'?: boolean | undefined
  days?: string | undefined
  'min-nights'?: string | undefined
  'max-nights'?: string | undefined
  'extra-guest'?: string | undefined
  'guests-included'?: string | undefined
  'closed-arrival'?: boolean | undefined
  json?: boolean | undefined
}

export interface RateCommandContext extends CommandOptions {
  rates: RateRules
  facilities: FacilitiesRepository
}

/** A refusal of what was given (exit code 1), in the console's and the API's words. */
const refused = (message: string) => new DomainError('invalid', 'invalid_rate', message)

/** "none": the field is cleared (only a change clears a field; a new rule leaves it out). */
const NONE = 'none'
const isNone = (text: string | undefined) => text?.trim().toLowerCase() === NONE

/** An amount in the major unit to minor units, or a sentence saying what an amount is. */
function amountOf(option: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  if (isNone(text)) {
    throw refused(
      `--${option} none clears a field of a rule there is: npm run admin -- rates change <rate id> --${option} none.`,
    )
  }
  const amount = parseMajorAmount(text, hotel.currency)
  if (amount === undefined) {
    throw refused(
      `--${option} ${text} is not an amount in ${hotel.currency}: give a number such as 45000 or 45000.50, not negative.`,
    )
  }
  return amount
}

/** A whole number of nights or guests, left to the contract to check (NaN when not a number). */
const countOf = (text: string | undefined) =>
  text === undefined ? undefined : /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN

function daysOf(text: string | undefined): string[] {
  if (text === undefined) return []
  return text
    .split(',')
    .map((day) => day.trim().toLowerCase().slice(0, 3))
    .filter((day) => day !== '')
}

const money = (amount: number) =>
  formatMoney(amount, hotel.currency, dateLocale(DEFAULT_LANGUAGE, hotel.address.country))

/** A rule in words, for the CLI's lines: "fri,sat 20 Dec-5 Jan every year: ₦55,000 a night". */
export function describeRule(rule: RateRule, unit: 'night' | 'day'): string {
  const when = [
    rule.from !== null ? `${rule.from} to ${rule.to}${rule.every_year ? ' every year' : ''}` : '',
    rule.days.length > 0 ? `${rule.days.join(',')} ${unit}s` : '',
  ]
    .filter(Boolean)
    .join(', ')
  const terms = [
    rule.nightly !== null ? `${money(rule.nightly)} a ${unit}` : '',
    rule.extra_guest !== null ? `${money(rule.extra_guest)} per extra guest a ${unit}` : '',
    rule.included_guests !== null ? `price covers ${rule.included_guests} guests` : '',
    rule.min_stay !== null ? `at least ${rule.min_stay} ${unit}s` : '',
    rule.max_stay !== null ? `at most ${rule.max_stay} ${unit}s` : '',
    rule.closed_arrival ? 'no arrivals' : '',
  ]
    .filter(Boolean)
    .join(', ')
  return `${isBase(rule) ? 'base' : when}: ${terms}`
}

async function facilityOf(id: string | undefined, context: RateCommandContext): Promise<Facility> {
  if (!id) throw context.usage('Give the facility id: npm run admin -- facilities list')
  const facility = await context.facilities.find(id)
  if (!facility) throw facilityNotFound(id)
  return facility
}

/** What a change gives, field by field: a value, null ("none"), or undefined (kept). */
function changesOf(values: RateValues): Record<string, unknown> {
  const amount = (option: 'nightly' | 'extra-guest') =>
    isNone(values[option]) ? null : amountOf(option, values[option])
  const count = (option: 'guests-included' | 'min-nights' | 'max-nights') =>
    isNone(values[option]) ? null : countOf(values[option])
  return {
    nightly: amount('nightly'),
    extra_guest: amount('extra-guest'),
    included_guests: count('guests-included'),
    min_stay: count('min-nights'),
    max_stay: count('max-nights'),
    closed_arrival: values['closed-arrival'],
  }
}

/**
 * Changes a rule in place and says what changed, what it loosens, and the rule as it is now. The
 * command is the owner's word for each field it names ("none" to clear one): the loosening is said,
 * not asked (the CLI runs without a person too, as in a script).
 */
async function changeRule(
  id: string,
  values: RateValues,
  context: RateCommandContext,
  facility?: Facility,
): Promise<void> {
  const parsed = RateChangesBody.safeParse(changesOf(values), { reportInput: true })
  if (!parsed.success) throw refused(describeZodError(parsed.error, 'rate'))
  const changed = await context.rates.change(id, parsed.data)
  if (!changed) throw rateNotFound(id)
  if ('refused' in changed) throw ratesRefused(changed)
  const { type, name } = facility ?? (await facilityOf(changed.facility_id, context))
  const unit = stayUnit(type)
  const changes = termChanges(changed.before, changed.rule)
  const said = changes.map((change) => describeTermChange(change, unit, money))
  const loosened = changes.filter((change) => change.loosens)
  const what = `${isBase(changed.rule) ? 'the base rate' : 'rate'} of "${name}" (rate ${id})`
  console.log(
    said.length === 0 ? `Nothing changed in ${what}.` : `Changed ${what}: ${said.join('; ')}`,
  )
  if (loosened.length > 0) {
    const words = loosened.map((change) => describeTermChange(change, unit, money)).join('; ')
    console.log(`This loosens what the rule allowed (${words}): guests may now ask for more.`)
  }
  console.log(`Now ${describeRule(changed.rule, unit)}`)
}

async function setCommand(id: string | undefined, values: RateValues, context: RateCommandContext) {
  const facility = await facilityOf(id, context)
  // The base there is changes in place: a field not given keeps its value (issue 51: a base
  // replaced whole lost the stay rules the owner did not retype).
  const aBase = values.from === undefined && values.to === undefined && values.days === undefined
  const base = aBase ? (facility.rates ?? []).find(isBase) : undefined
  if (base) return changeRule(base.id, values, context, facility)
  const days = daysOf(values.days)
  const unknown = days.filter((day) => !(WEEKDAYS as readonly string[]).includes(day))
  if (unknown.length > 0) {
    throw refused(`--days takes weekdays as ${WEEKDAYS.join(',')}; not ${unknown.join(', ')}.`)
  }
  const parsed = NewRateRule.safeParse(
    {
      from: values.from,
      to: values.to,
      every_year: values['every-year'] === true,
      days,
      nightly: amountOf('nightly', values.nightly),
      extra_guest: amountOf('extra-guest', values['extra-guest']),
      included_guests: countOf(values['guests-included']),
      min_stay: countOf(values['min-nights']),
      max_stay: countOf(values['max-nights']),
      closed_arrival: values['closed-arrival'] === true,
    },
    { reportInput: true },
  )
  if (!parsed.success) throw refused(describeZodError(parsed.error, 'rate'))
  const added = await context.rates.add(facility._id, parsed.data)
  if (added === 'missing') throw facilityNotFound(facility._id)
  if ('refused' in added) throw ratesRefused(added)
  const unit = stayUnit(facility.type)
  console.log(
    `Set ${describeRule(added.rule, unit)} for "${facility.name}" (rate ${added.rule.id})`,
  )
}

async function listRates(id: string | undefined, values: RateValues, context: RateCommandContext) {
  const facilities = id ? [await facilityOf(id, context)] : await context.facilities.list()
  if (values.json) {
    const answer = facilities.map((f) => ({
      facility_id: f._id,
      name: f.name,
      currency: hotel.currency,
      rules: f.rates ?? [],
    }))
    console.log(JSON.stringify(answer, null, 2))
    return
  }
  for (const facility of facilities) {
    const rules = facility.rates ?? []
    console.log(`${facility.name} (${facility._id})${rules.length === 0 ? ': no rates' : ''}`)
    for (const rule of rules) {
      console.log(`  ${rule.id}  ${describeRule(rule, stayUnit(facility.type))}`)
    }
  }
}

export async function ratesCommand(
  command: string | undefined,
  arg: string | undefined,
  values: RateValues,
  context: RateCommandContext,
): Promise<void> {
  if (command === 'set') return setCommand(arg, values, context)
  if (command === 'list') return listRates(arg, values, context)
  if (!arg) throw context.usage('Give the rate id: npm run admin -- rates list')
  if (command === 'change') return changeRule(arg, values, context)
  const removed = await context.rates.remove(arg)
  if (!removed) throw rateNotFound(arg)
  if ('refused' in removed) throw ratesRefused(removed)
  console.log(`Removed rate ${removed.id} of facility ${removed.facility_id}`)
}
