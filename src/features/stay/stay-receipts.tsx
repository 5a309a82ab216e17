// Each payment and refund that went through has a receipt (R-2026-0001): a page to print and a
// PDF, served by the API under the stay's token.
import type { StayAnswer } from '../../../contract/stay'
import { hotelMoment } from '../../lib/dates'
import { API_BASE_URL } from '../../lib/env'
import { texts } from '../../lib/i18n'
import { pagePrice } from '../../lib/money'
import { stayPath } from './api/stay-query'

export function StayReceipts({ token, stay }: { token: string; stay: StayAnswer }) {
  const t = texts().stay
  const receipts = stay.payments.filter((p) => p.receipt !== null && p.status === 'succeeded')
  if (receipts.length === 0) return null
  const at = (number: string) =>
    `${API_BASE_URL}${stayPath(token)}/receipts/${encodeURIComponent(number)}`
  return (
    <section className="panel stay-panel" aria-labelledby="stay-receipts">
      <h2 id="stay-receipts" className="stay-panel-title">
        {t.receiptsTitle}
      </h2>
      <ul className="stay-receipts">
        {receipts.map((payment) => {
          const number = payment.receipt as string
          const amount = pagePrice(payment.amount)
          const method = t.methods[payment.method]
          const what =
            payment.kind === 'refund' ? t.refund(amount, method) : t.payment(amount, method)
          return (
            <li key={number}>
              <span>
                <a className="link" href={at(number)}>
                  {number}
                </a>
                {t.receiptLine(what, hotelMoment(payment.at, stay.time_zone))}
              </span>
              <a className="link" href={`${at(number)}/pdf`} aria-label={t.receiptPdfLabel(number)}>
                {t.receiptPdf}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
