// A stay's payments and refunds, oldest first (issue 53): each with its way, its amount, who
// recorded it and when (the hotel's clock), the reference it came with and the note, and its
// receipt's number linking to the receipt (a printable page the guest's stay page links too).
import type { StaffMoney } from '../../../../contract/staff-money'
import { ListOrEmpty } from '../../components/list-or-empty'
import { receiptUrl } from './money-api'
import { paymentKind, paymentLine } from './money-words'

export function MoneyPayments({
  money,
  currency,
  timeZone,
}: {
  money: StaffMoney
  currency: string
  timeZone: string
}) {
  return (
    <ListOrEmpty
      items={money.payments}
      ordered
      className="history money-payments"
      empty="Nothing paid yet."
    >
      {(payment) => (
        <li key={payment.id}>
          <p>
            <strong>{paymentKind(payment)}</strong>: {paymentLine(payment, currency, timeZone)}
          </p>
          {payment.reference && (
            <p className="muted small">
              Reference <bdi className="guest-text">{payment.reference}</bdi>
            </p>
          )}
          {payment.receipt && money.stay_url && (
            <p className="small">
              <a href={receiptUrl(money.stay_url, payment.receipt)} target="_blank" rel="noopener">
                Receipt {payment.receipt}
              </a>
            </p>
          )}
          {payment.note && (
            <p className="note guest-text" dir="auto">
              {payment.note}
            </p>
          )}
        </li>
      )}
    </ListOrEmpty>
  )
}
