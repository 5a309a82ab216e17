import type { PaymentPolicy } from '../../contract/payment-terms'

/** The policy: 30 % within 48 hours, the rest on arrival, free cancellation to the day. */
export const thirtyPercentDeposit: PaymentPolicy = {
  deposit: { kind: 'percent', percent: 30 },
  pay_within_hours: 48,
  balance: { kind: 'at_arrival' },
  free_cancel_days: 7,
  late_cancel_fee: { kind: 'first_night' },
  unpaid: 'release',
}
