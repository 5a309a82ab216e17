// What a confirmed stay costs with its taxes, what the hotel asks before arrival and what comes
// back when it is cancelled (issue 53): one module the server (the quote, the stay's money, the
// deadlines, refunds), the site (the dialog, the Rates page, the stay page) and the console run, so
// the figures a guest reads are the ones the server charges.
//
// Amounts are integers in the currency's minor unit (kobo). Percentages of money are worked out in
// BigInt and rounded half up once, so no floating point touches an amount: a tax of 7.5 % is 750
// hundredths of a percent. No imports but dates: the site's pages that show a price load it.
import { addDays, daysBetween } from './calendar-date'

/** A tax the owner set: its name, its rate in percent (7.5), and whether prices include it. */
export interface TaxLine {
  name: string
  rate: number
  included: boolean
}

/** A tax as a price carries it: its amount on that price. */
export interface TaxAmount extends TaxLine {
  amount: number
}

/** The highest tax rate the owner may set, in percent. */
export const TAX_RATE_MAX = 100

/** A rate in percent (up to two decimals) as hundredths of a percent: 7.5 -> 750. */
export function rateHundredths(rate: number): bigint {
  return BigInt(Math.round(rate * 100))
}

/** a × b / c, rounded half up, for non-negative whole numbers. */
function share(a: bigint, b: bigint, c: bigint): bigint {
  return c === 0n ? 0n : (2n * a * b + c) / (2n * c)
}

/**
 * The taxes on a price of `total`, and what the guest pays. Taxes the prices include are inside
 * `total` (the price is the net price plus them); taxes added come on top. Every tax is a share of
 * the same net price: total × rate / (100 % + the included rates). With no tax, `grand_total` is
 * `total`.
 */
export function taxesOn(
  total: number,
  lines: readonly TaxLine[],
): { taxes: TaxAmount[]; grand_total: number } {
  const included = lines.filter((line) => line.included)
  const base = 10_000n + included.reduce((sum, line) => sum + rateHundredths(line.rate), 0n)
  const taxes = lines.map((line) => ({
    name: line.name,
    rate: line.rate,
    included: line.included,
    amount: Number(share(BigInt(total), rateHundredths(line.rate), base)),
  }))
  const added = taxes.filter((tax) => !tax.included).reduce((sum, tax) => sum + tax.amount, 0)
  return { taxes, grand_total: total + added }
}

/** What the hotel asks as a deposit once it confirms a stay. */
export type DepositRule =
  | { kind: 'none' }
  /** A share of what the guest pays, taxes included: 1 to 100. */
  | { kind: 'percent'; percent: number }
  | { kind: 'first_night' }
  /** A fixed amount in minor units (never more than the stay's price). */
  | { kind: 'fixed'; amount: number }

/** When the rest is due. */
export type BalanceRule = { kind: 'at_arrival' } | { kind: 'days_before'; days: number }

/** What a late cancellation costs. */
export type CancelFee =
  { kind: 'first_night' } | { kind: 'percent'; percent: number } | { kind: 'all' }

/** The hotel's payment and cancellation policy (a facility may override any of its fields). */
export interface PaymentPolicy {
  deposit: DepositRule
  /** Hours the guest has to pay the deposit after the hotel confirms. */
  pay_within_hours: number
  balance: BalanceRule
  /** Free cancellation until this many days before arrival (0: until the day of arrival). */
  free_cancel_days: number
  late_cancel_fee: CancelFee
  /** A deposit unpaid at its deadline: the stay released, or the staff told. */
  unpaid: 'release' | 'alert'
}

/** The policy a hotel has before its owner sets one: nothing asked before arrival. */
export const DEFAULT_POLICY: PaymentPolicy = {
  deposit: { kind: 'none' },
  pay_within_hours: 48,
  balance: { kind: 'at_arrival' },
  free_cancel_days: 0,
  late_cancel_fee: { kind: 'first_night' },
  unpaid: 'alert',
}

export const POLICY_FIELDS = [
  'deposit',
  'pay_within_hours',
  'balance',
  'free_cancel_days',
  'late_cancel_fee',
  'unpaid',
] as const satisfies readonly (keyof PaymentPolicy)[]

/** The policy a facility follows: the hotel's, with the facility's own fields over it. */
export function policyFor(
  hotel: Partial<PaymentPolicy> | null | undefined,
  facility?: Partial<PaymentPolicy> | null,
): PaymentPolicy {
  return { ...DEFAULT_POLICY, ...(hotel ?? {}), ...(facility ?? {}) }
}

/** The price a stay's money is counted from: the stored quote's nights and what the guest pays. */
export interface StayPrice {
  /** The nights' amounts, in order (the quote's `nights`). */
  nights: readonly { amount: number }[]
  /** The nights and extra guests, before added taxes (the quote's `total`). */
  total: number
  /** What the guest pays, taxes included (the quote's `grand_total`, or `total` with no tax). */
  grand_total: number
}

/** The first night's share of what the guest pays: its price, its share of the extra guests and taxes. */
export function firstNightOf(price: StayPrice): number {
  const count = price.nights.length
  const first = price.nights[0]?.amount ?? 0
  const nightsSum = price.nights.reduce((sum, night) => sum + night.amount, 0)
  const extras = price.total - nightsSum
  if (count === 0 || price.total === 0) return 0
  // (first + extras / count) / total of what the guest pays, in whole numbers.
  const part = BigInt(first) * BigInt(count) + BigInt(extras)
  const amount = share(BigInt(price.grand_total), part, BigInt(price.total) * BigInt(count))
  return Math.min(Number(amount), price.grand_total)
}

/** The percentage of an amount, rounded half up. */
export function percentOf(amount: number, percent: number): number {
  return Number(share(BigInt(amount), rateHundredths(percent), 10_000n))
}

/** The deposit a stay is asked under `rule`: never more than what the guest pays. */
export function depositOf(rule: DepositRule, price: StayPrice): number {
  switch (rule.kind) {
    case 'none':
      return 0
    case 'percent':
      return Math.min(percentOf(price.grand_total, rule.percent), price.grand_total)
    case 'first_night':
      return firstNightOf(price)
    case 'fixed':
      return Math.min(rule.amount, price.grand_total)
  }
}

/** What a stay asks and by when, fixed when the hotel confirms it (the policy may change later). */
export interface PaymentSchedule {
  grand_total: number
  deposit: number
  /** The instant the deposit is due (ISO 8601), or null when none is asked. */
  deposit_due_by: string | null
  /** The date the whole price is due by (the hotel's date). */
  balance_due_by: string
}

/**
 * The stay's schedule when the hotel confirms it at `confirmedAt`: the deposit due within the
 * policy's hours (and never after the arrival day begins: `arrivalStart`, the instant the hotel's
 * arrival date starts), the balance at arrival or N days before (never before the hotel's today).
 */
export function scheduleOf(
  policy: PaymentPolicy,
  price: StayPrice,
  stay: { from: string; confirmedAt: Date; today: string; arrivalStart: Date },
): PaymentSchedule {
  const deposit = depositOf(policy.deposit, price)
  const within = new Date(stay.confirmedAt.getTime() + policy.pay_within_hours * 3_600_000)
  const dueBy = within.getTime() < stay.arrivalStart.getTime() ? within : stay.arrivalStart
  const before = policy.balance.kind === 'days_before' ? policy.balance.days : 0
  const balanceDate = addDays(stay.from, -before)
  return {
    grand_total: price.grand_total,
    deposit,
    deposit_due_by: deposit > 0 ? dueBy.toISOString() : null,
    balance_due_by: balanceDate < stay.today ? stay.today : balanceDate,
  }
}

/** What a stay was confirmed under: its schedule and the policy of that moment (stored as JSON). */
export interface StayTerms extends PaymentSchedule {
  policy: PaymentPolicy
}

/** A stay's stored terms, or null (never confirmed with a price, or text that is not terms). */
export function stayTermsOf(text: string | null | undefined): StayTerms | null {
  if (!text) return null
  try {
    return JSON.parse(text) as StayTerms
  } catch {
    return null
  }
}

/** What a stay's money stands at: counted from its payments and refunds that went through. */
export interface MoneyState {
  grand_total: number
  paid: number
  refunded: number
  /** What the guest still owes: what they pay less what they paid and kept. */
  due: number
  /** What is left of the deposit to pay. */
  deposit_due: number
}

export function moneyState(schedule: PaymentSchedule, paid: number, refunded: number): MoneyState {
  const kept = paid - refunded
  return {
    grand_total: schedule.grand_total,
    paid,
    refunded,
    due: Math.max(0, schedule.grand_total - kept),
    deposit_due: Math.max(0, schedule.deposit - kept),
  }
}

/** What a cancellation costs the guest, and what goes back of what they paid. */
export interface CancelTerms {
  /** Whether the date is within the free cancellation. */
  free: boolean
  fee: number
  /** What goes back to the guest: what they paid and kept, less the fee. */
  refund: number
}

/**
 * A cancellation on the hotel's `today` of a stay arriving `from`: free until `free_cancel_days`
 * before arrival, the fee after that. The hotel cancelling gives everything back.
 */
export function cancelTerms(
  policy: PaymentPolicy,
  price: StayPrice,
  money: { paid: number; refunded: number },
  cancel: { today: string; from: string; byHotel: boolean },
): CancelTerms {
  const kept = Math.max(0, money.paid - money.refunded)
  const free = cancel.byHotel || daysBetween(cancel.today, cancel.from) >= policy.free_cancel_days
  const fee = free ? 0 : feeOf(policy.late_cancel_fee, price)
  return { free, fee, refund: Math.max(0, kept - fee) }
}

function feeOf(fee: CancelFee, price: StayPrice): number {
  switch (fee.kind) {
    case 'first_night':
      return firstNightOf(price)
    case 'percent':
      return Math.min(percentOf(price.grand_total, fee.percent), price.grand_total)
    case 'all':
      return price.grand_total
  }
}

/** The last date (the hotel's) a guest may cancel for free: `free_cancel_days` before arrival. */
export function freeCancelUntil(policy: PaymentPolicy, from: string): string {
  return addDays(from, -policy.free_cancel_days)
}
