// A stay's money in the console (issue 53): read it (what it owes, each payment and refund, its
// page's link), record a payment the desk took, give money back (an owner). Each change answers
// the stay's money as it now is; a refusal names the figure it was refused for, said as money.
import { queryOptions } from '@tanstack/react-query'
import {
  StaffMoney,
  type RecordPaymentBody,
  type RefundBody,
} from '../../../../contract/staff-money'
import { consoleMoney } from '../../lib/console-money'
import { StaffApiError, staffGet, staffPost } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

const moneyPath = (ref: string) => `/requests/${encodeURIComponent(ref)}`

export const moneyQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: staffKeys.money(ref),
    queryFn: () => staffGet(`${moneyPath(ref)}/money`, StaffMoney),
  })

export const recordPayment = ({ ref, body }: { ref: string; body: RecordPaymentBody }) =>
  staffPost(`${moneyPath(ref)}/payments`, body, StaffMoney)

export const giveBack = ({ ref, body }: { ref: string; body: RefundBody }) =>
  staffPost(`${moneyPath(ref)}/refunds`, body, StaffMoney)

/**
 * A receipt's address: on the stay page's API, under the stay's token (the last part of its
 * page's address, `/stay/<token>` or `/fr/stay/<token>`).
 */
export function receiptUrl(stayUrl: string, number: string): string {
  const url = new URL(stayUrl)
  const token = url.pathname.split('/').filter(Boolean).at(-1) ?? ''
  return `${url.origin}/api/stays/${encodeURIComponent(token)}/receipts/${encodeURIComponent(number)}`
}

/** The figure a refusal names (minor units), by the refusal's code. */
const FIGURES: Record<string, { key: string; words: (amount: string) => string }> = {
  more_than_due: {
    key: 'due',
    words: (amount) => `That is more than is due on this stay: ${amount} is.`,
  },
  more_than_paid: {
    key: 'refundable',
    words: (amount) => `That is more than can go back: ${amount} was paid and kept.`,
  },
}

/**
 * A refusal said with its figure as money ("₦70,000"), not the server's minor units; any other
 * error as it is.
 */
export function inMoneyWords(error: unknown, currency: string): unknown {
  if (!(error instanceof StaffApiError)) return error
  const figure = FIGURES[error.code]
  const amount = (error.details as Record<string, unknown> | undefined)?.[figure?.key ?? '']
  if (!figure || typeof amount !== 'number') return error
  const words =
    amount === 0 && error.code === 'more_than_due'
      ? 'Nothing is due on this stay.'
      : figure.words(consoleMoney(amount, currency))
  return new StaffApiError(error.status, error.code, words, error.details)
}
