// The hotel's payment and cancellation policy in words (issue 53): the Rates page, the dialog's
// line before Reserve and the stay page say it in the page's language, the console and the CLI in
// English. One function builds the sentences from a language's words: English here (the console's
// and the CLI's), the site's languages in src/content/messages (English takes these).
import type { PaymentPolicy } from './payment-terms'

export interface PolicyWords {
  /** `amount`: money written in the language ("₦20,000"); `share`: "30 %" or "30%". */
  deposit: {
    none: string
    percent: (share: string, hours: number) => string
    firstNight: (hours: number) => string
    fixed: (amount: string, hours: number) => string
  }
  balance: { atArrival: string; daysBefore: (days: number) => string }
  /** Free cancellation until `days` before arrival, then the fee. */
  cancel: {
    fee: { firstNight: string; percent: (share: string) => string; all: string }
    until: (days: number, fee: string) => string
  }
  releases: string
  percent: (n: number) => string
}

export const ENGLISH_POLICY_WORDS: PolicyWords = {
  deposit: {
    none: 'Nothing is paid in advance.',
    percent: (share, hours) =>
      `A deposit of ${share} of the price is due within ${hours} hours of the hotel's confirmation.`,
    firstNight: (hours) =>
      `A deposit of the first night is due within ${hours} hours of the hotel's confirmation.`,
    fixed: (amount, hours) =>
      `A deposit of ${amount} is due within ${hours} hours of the hotel's confirmation.`,
  },
  balance: {
    atArrival: 'The rest is paid on arrival.',
    daysBefore: (days) => `The rest is due ${days} ${days === 1 ? 'day' : 'days'} before arrival.`,
  },
  cancel: {
    fee: {
      firstNight: 'the first night is charged',
      percent: (share) => `${share} of the price is charged`,
      all: 'the whole price is charged',
    },
    until: (days, fee) =>
      days === 0
        ? `Free cancellation until the day of arrival; on that day, ${fee}.`
        : `Free cancellation until ${days} ${days === 1 ? 'day' : 'days'} before arrival; after that, ${fee}.`,
  },
  releases: 'A deposit not paid in time cancels the booking.',
  percent: (n) => `${n}%`,
}

/**
 * The policy as sentences, in order: the deposit, the balance, cancellation, and what an unpaid
 * deposit does (only when it releases the stay: an alert is the staff's business). `money` writes
 * an amount in minor units in the page's language.
 */
export function policySentences(
  policy: PaymentPolicy,
  words: PolicyWords,
  money: (amount: number) => string,
): string[] {
  const { deposit } = policy
  const hours = policy.pay_within_hours
  const asked =
    deposit.kind === 'none'
      ? words.deposit.none
      : deposit.kind === 'percent'
        ? words.deposit.percent(words.percent(deposit.percent), hours)
        : deposit.kind === 'first_night'
          ? words.deposit.firstNight(hours)
          : words.deposit.fixed(money(deposit.amount), hours)
  const balance =
    policy.balance.kind === 'at_arrival'
      ? words.balance.atArrival
      : words.balance.daysBefore(policy.balance.days)
  const fee = policy.late_cancel_fee
  const feeWords =
    fee.kind === 'first_night'
      ? words.cancel.fee.firstNight
      : fee.kind === 'percent'
        ? words.cancel.fee.percent(words.percent(fee.percent))
        : words.cancel.fee.all
  return [
    asked,
    ...(deposit.kind === 'none' && policy.balance.kind === 'at_arrival' ? [] : [balance]),
    words.cancel.until(policy.free_cancel_days, feeWords),
    ...(deposit.kind !== 'none' && policy.unpaid === 'release' ? [words.releases] : []),
  ]
}
