// The hotel's payment and cancellation policy in the page's words (issue 53): the sentences of
// contract/payment-policy-words.ts, with the page's language's words (src/content/messages) and its
// money. The Rates page, the dialog's line before Reserve and the stay page say it alike.
import type { PaymentPolicy } from '../../contract/payment-terms'
import { policySentences } from '../../contract/payment-policy-words'
import { texts } from './i18n'
import { pagePrice } from './money'

/** The policy as sentences, in order: the deposit, the balance, cancellation, an unpaid deposit. */
export const pagePolicy = (policy: PaymentPolicy): string[] =>
  policySentences(policy, texts().policy, pagePrice)

/** A tax's rate as the page writes a share: "7.5%", "7,5 %". */
export const pageRate = (rate: number): string => texts().policy.percent(rate)
