// Money as the console writes it (issue 53): in the hotel's English forms (₦45,000.50), and the
// payment policy as the sentences the guest reads on the site, in the console's English
// (contract/payment-policy-words.ts). A stay's page, the inbox and the Rates screen say it alike.
import { ENGLISH_POLICY_WORDS, policySentences } from '../../../contract/payment-policy-words'
import type { PaymentPolicy } from '../../../contract/payment-terms'
import { formatMoney } from '../../../contract/rates'
import { consoleLocale } from './hotel-time'

export const consoleMoney = (amount: number, currency: string) =>
  formatMoney(amount, currency, consoleLocale())

/** The policy in sentences, amounts in `currency`. */
export const policyWords = (policy: PaymentPolicy, currency: string) =>
  policySentences(policy, ENGLISH_POLICY_WORDS, (amount) => consoleMoney(amount, currency))
