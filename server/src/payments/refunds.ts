// Giving money back (issue 53): a refund never passes what was paid and kept. What went through
// Paystack goes back through Paystack's refund API (newest payment first, each up to what is left
// of it), the rest by hand: the staff are told what to give back and in which way, and its receipt
// is made at once. A Paystack refund is a pending row until Paystack's refund.processed webhook
// says it went (or refund.failed says it did not: the staff are told). The rows are written in the
// change's transaction (a cancellation's, the owner's refund), and sent to Paystack after it
// commits, by whoever comes first: the request that asked, or the sweep (a server stopped between
// the two leaves them to the next run). One server sends each: it takes it (`claimRefundToSend`)
// before calling.
import { DomainError } from '../domain-errors'
import type { NewPayment, PaymentQueries, PaymentRow } from './repository'

/** What a refund of `amount` is made of: each Paystack transaction's part, and the rest by hand. */
export interface RefundPlan {
  paystack: { reference: string; amount: number }[]
  byHand: { amount: number; method: 'cash' | 'card' | 'transfer' }
}

/** Splits `amount` over the stay's payments (`rows`: all of them, refunds included). */
export function refundPlan(rows: readonly PaymentRow[], amount: number): RefundPlan {
  const live = rows.filter((r) => r.status !== 'failed')
  const paystack: RefundPlan['paystack'] = []
  let left = amount
  const paid = live.filter((r) => r.kind === 'payment' && r.status === 'succeeded')
  for (const payment of [...paid].reverse()) {
    if (left === 0) break
    if (payment.method !== 'paystack' || !payment.reference) continue
    const back = live
      .filter(
        (r) => r.kind === 'refund' && r.method === 'paystack' && r.reference === payment.reference,
      )
      .reduce((sum, r) => sum + Number(r.amount), 0)
    const part = Math.min(left, Number(payment.amount) - back)
    if (part > 0) {
      paystack.push({ reference: payment.reference, amount: part })
      left -= part
    }
  }
  const byHandWay = [...paid].reverse().find((p) => p.method !== 'paystack')?.method
  return {
    paystack,
    byHand: {
      amount: left,
      method: byHandWay === undefined || byHandWay === 'paystack' ? 'cash' : byHandWay,
    },
  }
}

export interface RefundRequest {
  /** Undefined: all that was paid and kept. */
  amount?: number
  note: string | null
  recordedBy: string
  at: string
  year: number
  currency: string
}

/**
 * Writes a refund's rows in the stay's transaction (`q`, the stay locked): Paystack's parts
 * pending, the part by hand made (with its receipt). Answers the rows and the part by hand.
 */
export async function writeRefund(
  q: PaymentQueries,
  reservationId: string,
  request: RefundRequest,
): Promise<{ rows: PaymentRow[]; byHand: RefundPlan['byHand']; amount: number }> {
  const totals = await q.totals(reservationId)
  const kept = totals.paid - totals.refunded
  const amount = request.amount ?? kept
  if (kept <= 0) {
    throw new DomainError(
      'conflict',
      'nothing_to_refund',
      'Nothing was paid on this stay that could go back.',
    )
  }
  if (amount > kept) {
    throw new DomainError(
      'conflict',
      'more_than_paid',
      `A refund cannot pass what was paid and kept (${kept} in minor units).`,
      { refundable: kept },
    )
  }
  const plan = refundPlan(await q.paymentsOf(reservationId), amount)
  const base: Omit<NewPayment, 'method' | 'amount' | 'status' | 'reference'> = {
    reservationId,
    kind: 'refund',
    currency: request.currency,
    note: request.note,
    recordedBy: request.recordedBy,
    at: request.at,
  }
  const rows: PaymentRow[] = []
  for (const part of plan.paystack) {
    rows.push(
      await q.insert(
        {
          ...base,
          method: 'paystack',
          amount: part.amount,
          status: 'pending',
          reference: part.reference,
        },
        request.year,
      ),
    )
  }
  if (plan.byHand.amount > 0) {
    rows.push(
      await q.insert(
        {
          ...base,
          method: plan.byHand.method,
          amount: plan.byHand.amount,
          status: 'succeeded',
          reference: null,
        },
        request.year,
      ),
    )
  }
  return { rows, byHand: plan.byHand, amount }
}
