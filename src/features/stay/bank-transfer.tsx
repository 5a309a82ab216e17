import type { StayAnswer } from '../../../contract/stay'
import { texts } from '../../lib/i18n'
import { Facts } from './stay-facts'

type Bank = NonNullable<StayAnswer['pay']['bank']>

/**
 * The hotel's account and the stay's reference to write on the transfer; the hotel records it by
 * hand when it arrives, and then it shows on this page.
 */
export function BankTransfer({ bank, reference }: { bank: Bank; reference: string }) {
  const t = texts().stay
  return (
    <section className="bank-transfer" aria-labelledby="stay-bank">
      <h3 id="stay-bank" className="bank-transfer-title">
        {t.bankTitle}
      </h3>
      <Facts
        facts={[
          [t.bank, bank.bank],
          [t.accountName, bank.account_name],
          [t.accountNumber, bank.account_number],
          [t.transferReference, reference],
        ]}
      />
      <p className="muted small">{t.bankNote}</p>
    </section>
  )
}
