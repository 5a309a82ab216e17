// The Paystack stand-in's answers (paystack-stand-in.ts): its records of transactions and refunds,
// and each in the shape Paystack's API and webhooks give it (field names from paystack.com/docs),
// with the hosted checkout's page. Pure: the stand-in keeps the state and calls these.

export interface StandInTransaction {
  id: number
  reference: string
  accessCode: string
  email: string
  /** What initialize asked for. */
  requestedAmount: number
  /** What was charged (the asked sum unless a test paid another). */
  amount: number
  currency: string
  callbackUrl: string | undefined
  metadata: Record<string, unknown> | ''
  status: 'abandoned' | 'success' | 'reversed'
  channel: string
  paidAt: string | null
  createdAt: string
  /** Refunded or being refunded, in kobo. */
  refunded: number
}

export interface StandInRefund {
  id: number
  reference: string
  amount: number
  currency: string
  status: 'pending' | 'processed'
}

/** Text put in the page as text: an email address may hold characters HTML reads. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The Transaction resource, as verify answers it and charge.success carries it. */
export const transactionResource = (t: StandInTransaction) => ({
  id: t.id,
  domain: 'test',
  status: t.status,
  reference: t.reference,
  receipt_number: null,
  amount: t.amount,
  message: null,
  gateway_response: t.status === 'abandoned' ? 'The transaction was not completed' : 'Successful',
  paid_at: t.paidAt,
  created_at: t.createdAt,
  channel: t.channel,
  currency: t.currency,
  ip_address: '127.0.0.1',
  metadata: t.metadata,
  fees: t.paidAt ? Math.min(Math.round(t.amount * 0.015) + 10_000, 200_000) : null,
  customer: { id: 181_873_746, first_name: null, last_name: null, email: t.email },
  authorization: t.paidAt ? { channel: t.channel, bank: 'TEST BANK', reusable: false } : {},
  plan: null,
  requested_amount: t.requestedAmount,
  paidAt: t.paidAt,
  createdAt: t.createdAt,
})

/** A refund's news, as Paystack's refund.* webhooks carry it (the amount a numeric string). */
export const refundNews = (
  t: StandInTransaction,
  r: StandInRefund,
  status: StandInRefund['status'],
) => ({
  status,
  transaction_reference: t.reference,
  refund_reference: status === 'pending' ? null : `RF${r.id}`,
  amount: String(r.amount),
  currency: r.currency,
  processor: 'stand-in',
  customer: { first_name: null, last_name: null, email: t.email },
  integration: 412_829,
  domain: 'test',
})

/** The refund POST /refund answers, queued. */
export function refundResource(t: StandInTransaction, r: StandInRefund) {
  const now = new Date().toISOString()
  return {
    transaction: {
      id: t.id,
      domain: 'test',
      reference: t.reference,
      amount: t.amount,
      paid_at: t.paidAt,
      channel: t.channel,
      currency: t.currency,
    },
    integration: 412_829,
    deducted_amount: 0,
    channel: null,
    merchant_note: `Refund for transaction ${t.reference}`,
    customer_note: `Refund for transaction ${t.reference}`,
    status: 'pending',
    refunded_by: 'stand-in',
    expected_at: now,
    currency: r.currency,
    domain: 'test',
    amount: r.amount,
    fully_deducted: false,
    id: r.id,
    createdAt: now,
    updatedAt: now,
  }
}

/** Where the checkout sends the guest: the callback URL with Paystack's two query names. */
export function backTo(t: StandInTransaction, cancelled: boolean): string | undefined {
  const cancelAction = t.metadata ? t.metadata.cancel_action : undefined
  if (cancelled && typeof cancelAction === 'string') return cancelAction
  if (!t.callbackUrl) return undefined
  const url = new URL(t.callbackUrl)
  url.searchParams.set('trxref', t.reference)
  url.searchParams.set('reference', t.reference)
  return url.href
}

/** Paystack's hosted checkout, reduced to what a test clicks: Pay, or Cancel. */
export function checkoutPage(t: StandInTransaction): string {
  const sum = `${t.currency} ${(t.amount / 100).toFixed(2)}`
  const body =
    t.status === 'abandoned'
      ? `<p>Pay <strong>${sum}</strong> as ${escapeHtml(t.email)}</p>
<form method="post" action="/checkout/${t.accessCode}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${t.accessCode}/cancel"><button type="submit">Cancel</button></form>`
      : `<p>This transaction is ${t.status}.</p>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Paystack checkout (stand-in)</title></head><body><main><h1>Paystack checkout</h1>${body}</main></body></html>`
}
