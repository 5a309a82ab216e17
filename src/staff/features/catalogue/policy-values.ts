// The payment policy's form as text fields (issue 53): filled from the policy there is, and read
// back into a whole policy, or the first field that cannot be read, in a sentence. The server
// checks the policy again (contract/payment-schemas.ts) and its sentence is shown as it says it.
import type { PaymentPolicy } from '../../../../contract/payment-terms'
import { majorAmountText, parseMajorAmount } from '../../../../contract/rates'

export interface PolicyValues {
  deposit: PaymentPolicy['deposit']['kind']
  depositPercent: string
  depositAmount: string
  payWithinHours: string
  balance: PaymentPolicy['balance']['kind']
  balanceDays: string
  freeCancelDays: string
  fee: PaymentPolicy['late_cancel_fee']['kind']
  feePercent: string
  unpaid: PaymentPolicy['unpaid']
}

export function policyValues(policy: PaymentPolicy, currency: string): PolicyValues {
  const { deposit, balance, late_cancel_fee: fee } = policy
  return {
    deposit: deposit.kind,
    depositPercent: deposit.kind === 'percent' ? String(deposit.percent) : '',
    depositAmount: deposit.kind === 'fixed' ? majorAmountText(deposit.amount, currency) : '',
    payWithinHours: String(policy.pay_within_hours),
    balance: balance.kind,
    balanceDays: balance.kind === 'days_before' ? String(balance.days) : '',
    freeCancelDays: String(policy.free_cancel_days),
    fee: fee.kind,
    feePercent: fee.kind === 'percent' ? String(fee.percent) : '',
    unpaid: policy.unpaid,
  }
}

class Unreadable extends Error {}

/** A whole number from `min` to `max`, or the field's sentence. */
function whole(text: string, min: number, max: number, field: string): number {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN
  if (!(n >= min && n <= max))
    throw new Unreadable(`${field}: a whole number from ${min} to ${max}.`)
  return n
}

export function policyOf(
  values: PolicyValues,
  currency: string,
): { policy: PaymentPolicy } | { problem: string } {
  try {
    const deposit: PaymentPolicy['deposit'] =
      values.deposit === 'percent'
        ? { kind: 'percent', percent: whole(values.depositPercent, 1, 100, "The deposit's share") }
        : values.deposit === 'fixed'
          ? { kind: 'fixed', amount: fixedAmount(values.depositAmount, currency) }
          : { kind: values.deposit }
    const fee: PaymentPolicy['late_cancel_fee'] =
      values.fee === 'percent'
        ? { kind: 'percent', percent: whole(values.feePercent, 1, 100, "The fee's share") }
        : { kind: values.fee }
    return {
      policy: {
        deposit,
        pay_within_hours: whole(values.payWithinHours, 1, 720, 'Hours to pay the deposit'),
        balance:
          values.balance === 'days_before'
            ? {
                kind: 'days_before',
                days: whole(values.balanceDays, 1, 365, 'Days before arrival'),
              }
            : { kind: 'at_arrival' },
        free_cancel_days: whole(values.freeCancelDays, 0, 365, 'Free cancellation'),
        late_cancel_fee: fee,
        unpaid: values.unpaid,
      },
    }
  } catch (error) {
    if (error instanceof Unreadable) return { problem: error.message }
    throw error
  }
}

function fixedAmount(text: string, currency: string): number {
  const amount = parseMajorAmount(text, currency)
  if (!amount) throw new Unreadable("The deposit's amount: write an amount such as 20000.")
  return amount
}
