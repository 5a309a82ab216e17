// The words of a stay's money on its page (issue 53): the ways money comes, a payment's or
// refund's line ("Bank transfer, ₦30,000, by Ada Obi, today, 10:42"), and where a refund goes.
import type { StaffPayment } from '../../../../contract/staff-money'
import { consoleMoney } from '../../lib/console-money'
import { hotelTime } from '../../lib/hotel-time'

export const METHOD_WORDS: Record<StaffPayment['method'], string> = {
  paystack: 'Paystack (online)',
  cash: 'Cash',
  card: 'Card at the desk',
  transfer: 'Bank transfer',
}

/** The ways the desk records money taken, in the form's order. */
export const DESK_METHODS = ['transfer', 'cash', 'card'] as const

const STATUS_WORDS: Record<StaffPayment['status'], string> = {
  pending: 'under way',
  succeeded: '',
  failed: 'failed',
}

/** "Payment", "Refund", with its state when it has not gone through ("Refund, under way"). */
export function paymentKind(payment: StaffPayment): string {
  const kind = payment.kind === 'payment' ? 'Payment' : 'Refund'
  const state = STATUS_WORDS[payment.status]
  return state ? `${kind}, ${state}` : kind
}

/** "Bank transfer, ₦30,000, recorded by Ada Obi, today, 10:42". */
export function paymentLine(
  payment: StaffPayment,
  currency: string,
  timeZone: string,
  now?: Date,
): string {
  return [
    METHOD_WORDS[payment.method],
    consoleMoney(payment.amount, currency),
    `recorded by ${payment.recorded_by}`,
    hotelTime(payment.at, timeZone, now),
  ].join(', ')
}
