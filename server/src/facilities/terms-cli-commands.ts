// The staff's `payments policy set|show` and `taxes set|list|remove` (server/src/cli.ts; issue 53).
// The options are read into contract/payment-schemas.ts's shapes and checked by them, so the CLI
// refuses what the console's API refuses, in the same words; amounts are typed in the currency's
// major unit (20000) and kept in its minor unit. The policy is said back in the sentences the
// guests read (contract/payment-policy-words.ts, in English).
import { PolicyChanges, TaxLine } from '../../../contract/payment-schemas'
import { ENGLISH_POLICY_WORDS, policySentences } from '../../../contract/payment-policy-words'
import type { CancelFee, DepositRule, PaymentPolicy } from '../../../contract/payment-terms'
import { parseMajorAmount } from '../../../contract/rates'
import { hotel } from '../../../src/server-shared'
import { DomainError, facilityNotFound } from '../domain-errors'
import { staffMoney } from '../staff-price-text'
import { describeZodError } from '../zod-sentence'
import type { CommandOptions } from '../cli-command-options'
import type { FacilitiesRepository } from './repository'
import type { PolicyView, TermsRules } from './terms-rules'

export const PAYMENTS_POLICY_USAGE = `  payments policy set [--deposit 30% | --deposit first-night | --deposit 20000 | --deposit none]
                 [--pay-within-hours 48] [--balance-days-before <n> | --balance-at-arrival]
                 [--free-cancel-days 7] [--late-cancel-fee first-night|50%|100%]
                 [--unpaid release|alert] [--facility <id>]
                 the hotel's payment and cancellation policy (the fields given; the others kept).
                 The deposit is a share of what the guest pays (taxes included), the first
                 night, or an amount in ${hotel.currency}; --unpaid: a deposit not paid in time
                 releases the stay, or alerts the staff. --facility: that facility's own fields
  payments policy clear --facility <id>
                 the facility follows the hotel's policy again
  payments policy show [--json]
  taxes set <name> <percent> --included|--added
                 a tax on every price (7.5 for 7.5 %): the prices include it, or it is added
  taxes list [--json]
  taxes remove <name>`

export interface TermsValues {
  deposit?: string | undefined
  'pay-within-hours'?: string | undefined
  'balance-days-before'?: string | undefined
  'balance-at-arrival'?: boolean | undefined
  'free-cancel-days'?: string | undefined
  'late-cancel-fee'?: string | undefined
  unpaid?: string | undefined
  facility?: string | undefined
  included?: boolean | undefined
  added?: boolean | undefined
  json?: boolean | undefined
}

export interface TermsCommandContext extends CommandOptions {
  terms: TermsRules
  facilities: FacilitiesRepository
}

const refused = (message: string) => new DomainError('invalid', 'invalid_policy', message)

/** "30%" to 30; undefined when the text is not a share. */
function shareOf(text: string): number | undefined {
  const match = /^(\d{1,3})\s*%$/.exec(text.trim())
  return match ? Number(match[1]) : undefined
}

/** A whole number as typed, kept as a number for the schema's check (its words say what fits). */
const wholeOf = (text: string | undefined) =>
  text === undefined ? undefined : /^-?\d+$/.test(text.trim()) ? Number(text) : text

function depositOf(text: string): DepositRule {
  const word = text.trim().toLowerCase()
  if (word === 'none') return { kind: 'none' }
  if (word === 'first-night') return { kind: 'first_night' }
  const share = shareOf(word)
  if (share !== undefined) return { kind: 'percent', percent: share }
  const amount = parseMajorAmount(word, hotel.currency)
  if (amount === undefined) {
    throw refused(
      `--deposit must be none, first-night, a share such as 30%, or an amount in ${hotel.currency} such as 20000.`,
    )
  }
  return { kind: 'fixed', amount }
}

function feeOf(text: string): CancelFee {
  const word = text.trim().toLowerCase()
  if (word === 'first-night') return { kind: 'first_night' }
  const share = shareOf(word)
  if (word === 'all' || share === 100) return { kind: 'all' }
  if (share !== undefined) return { kind: 'percent', percent: share }
  throw refused('--late-cancel-fee must be first-night, a share such as 50%, or 100%.')
}

/** The options given, as the policy's fields (checked by the API's schema). */
function changesOf(values: TermsValues) {
  if (values['balance-days-before'] !== undefined && values['balance-at-arrival']) {
    throw refused('Give --balance-days-before or --balance-at-arrival, not both.')
  }
  const changes: Record<string, unknown> = {}
  if (values.deposit !== undefined) changes.deposit = depositOf(values.deposit)
  if (values['pay-within-hours'] !== undefined) {
    changes.pay_within_hours = wholeOf(values['pay-within-hours'])
  }
  if (values['balance-at-arrival']) changes.balance = { kind: 'at_arrival' }
  if (values['balance-days-before'] !== undefined) {
    changes.balance = { kind: 'days_before', days: wholeOf(values['balance-days-before']) }
  }
  if (values['free-cancel-days'] !== undefined) {
    changes.free_cancel_days = wholeOf(values['free-cancel-days'])
  }
  if (values['late-cancel-fee'] !== undefined) {
    changes.late_cancel_fee = feeOf(values['late-cancel-fee'])
  }
  if (values.unpaid !== undefined) changes.unpaid = values.unpaid.trim().toLowerCase()
  const parsed = PolicyChanges.safeParse(changes)
  if (!parsed.success) throw refused(describeZodError(parsed.error, 'policy'))
  if (Object.keys(parsed.data).length === 0) {
    throw refused('Nothing to set: give at least one of the options (npm run admin -- --help).')
  }
  return parsed.data
}

/** The policy as the guests read it, one sentence a line. */
export function policyLines(policy: PaymentPolicy): string[] {
  return policySentences(policy, ENGLISH_POLICY_WORDS, (amount) =>
    staffMoney(amount, hotel.currency),
  )
}

async function showPolicy(view: PolicyView, context: TermsCommandContext, json: boolean) {
  const facilities = await context.facilities.list()
  const nameOf = (id: string) => facilities.find((f) => f._id === id)?.name ?? id
  if (json) {
    console.log(
      JSON.stringify(
        {
          ...view,
          facilities: view.facilities.map((f) => ({
            ...f,
            policy: { ...view.hotel, ...f.changes },
          })),
        },
        null,
        2,
      ),
    )
    return
  }
  console.log(view.set ? "The hotel's policy:" : "The hotel's policy (not set: the defaults):")
  for (const line of policyLines(view.hotel)) console.log(`  ${line}`)
  for (const own of view.facilities) {
    console.log(`${nameOf(own.facility_id)} (${own.facility_id}) has its own:`)
    for (const line of policyLines({ ...view.hotel, ...own.changes })) console.log(`  ${line}`)
  }
}

function taxLineText(line: { name: string; rate: number; included: boolean }): string {
  return `${line.name}: ${line.rate} % (${line.included ? 'included in the prices' : 'added to the prices'})`
}

export async function policyCommand(
  command: string | undefined,
  values: TermsValues,
  context: TermsCommandContext,
): Promise<void> {
  const { terms, usage } = context
  switch (command) {
    case 'show':
      return showPolicy(await terms.policy(), context, values.json === true)
    case 'set': {
      const changes = changesOf(values)
      const view = await terms.setPolicy(changes, { kind: 'cli' }, values.facility)
      if (view === 'missing') throw facilityNotFound(values.facility ?? '')
      const own = view.facilities.find((f) => f.facility_id === values.facility)
      console.log(
        values.facility === undefined
          ? "Set the hotel's policy. It now reads:"
          : `Set ${values.facility}'s own policy. It now reads:`,
      )
      for (const line of policyLines({ ...view.hotel, ...(own?.changes ?? {}) })) {
        console.log(`  ${line}`)
      }
      return
    }
    case 'clear': {
      if (values.facility === undefined) throw usage('payments policy clear needs --facility <id>')
      const cleared = await terms.clearFacilityPolicy(values.facility)
      console.log(
        cleared
          ? `${values.facility} follows the hotel's policy again.`
          : `${values.facility} had no policy of its own: it follows the hotel's.`,
      )
      return
    }
    default:
      throw usage(`Unknown command: payments policy ${command ?? ''}`)
  }
}

export async function taxesCommand(
  command: string,
  args: string[],
  values: TermsValues,
  context: TermsCommandContext,
): Promise<void> {
  const { terms, usage } = context
  if (command === 'list') {
    const taxes = await terms.taxes()
    if (values.json) console.log(JSON.stringify(taxes, null, 2))
    else if (taxes.length === 0) console.log('No taxes: prices are what the rates say.')
    else for (const line of taxes) console.log(taxLineText(line))
    return
  }
  const [name, rate] = args
  if (!name) throw usage(`taxes ${command} needs the tax's name`)
  if (command === 'remove') {
    const removed = await terms.removeTax(name)
    if (!removed) {
      throw new DomainError(
        'not_found',
        'tax_not_found',
        `No tax is named "${name}" (npm run admin -- taxes list).`,
      )
    }
    console.log(`Removed the tax "${name}".`)
    return
  }
  if (values.included === values.added) {
    throw refused(
      'Say whether the prices include the tax (--included) or it is added to them (--added).',
    )
  }
  const parsed = TaxLine.safeParse({
    name,
    rate: rate !== undefined && /^\d+(\.\d+)?$/.test(rate.trim()) ? Number(rate) : rate,
    included: values.included === true,
  })
  if (!parsed.success) throw refused(describeZodError(parsed.error, 'tax'))
  const made = await terms.setTax(parsed.data)
  console.log(`${made === 'added' ? 'Added' : 'Changed'} the tax ${taxLineText(parsed.data)}.`)
}
