// How a refund goes back, said before the owner gives it (issue 53): the server sends what was
// paid through Paystack back through Paystack, the latest payments first, and the rest is the
// hotel's to hand back the way the guest last paid at the desk (payments/refunds.ts refundPlan).
// The question asked first says both parts; the server's own split is the one that counts.
import type { StaffPayment } from '../../../../contract/staff-money'

export interface RefundWays {
  /** What Paystack gives back to the card or account it came from. */
  online: number
  /** What the hotel gives back by hand, and how (the way of the latest payment at the desk). */
  byHand: number
  byHandWay: 'cash' | 'card' | 'transfer'
}

/** What was paid and kept: the most a refund can give back. */
export function refundable(payments: readonly StaffPayment[]): number {
  const sum = (kind: StaffPayment['kind'], counts: (p: StaffPayment) => boolean) =>
    payments.filter((p) => p.kind === kind && counts(p)).reduce((n, p) => n + p.amount, 0)
  const paid = sum('payment', (p) => p.status === 'succeeded')
  const back = sum('refund', (p) => p.status !== 'failed')
  return Math.max(0, paid - back)
}

export function refundWays(payments: readonly StaffPayment[], amount: number): RefundWays {
  const online = payments.filter((p) => p.method === 'paystack' && p.status !== 'failed')
  const paidOnline = online
    .filter((p) => p.kind === 'payment' && p.status === 'succeeded')
    .reduce((n, p) => n + p.amount, 0)
  const backOnline = online.filter((p) => p.kind === 'refund').reduce((n, p) => n + p.amount, 0)
  const onlinePart = Math.min(amount, Math.max(0, paidOnline - backOnline))
  const desk = payments.findLast(
    (p) => p.kind === 'payment' && p.status === 'succeeded' && p.method !== 'paystack',
  )
  return {
    online: onlinePart,
    byHand: amount - onlinePart,
    byHandWay: desk && desk.method !== 'paystack' ? desk.method : 'cash',
  }
}
