// A stay's money on its page (issue 53), once the hotel confirmed it with a price: what the guest
// pays with its taxes, what they paid, what went back and what is due, the deposit's deadline and
// the balance's date, each payment and refund, and the staff's acts: record a payment, send the
// guest their payment link, and (an owner) give money back. The policy the stay was confirmed
// under is said in words. Live: the console's events stream refreshes it with the rest.
import { useQuery } from '@tanstack/react-query'
import type { StaffRequestDetail } from '../../../../contract/staff'
import type { TaxAmount } from '../../../../contract/payment-terms'
import { OwnersOnly } from '../../components/owners-only'
import { ReadProblem } from '../../components/problem'
import { consoleMoney, policyWords } from '../../lib/console-money'
import { hotelTime, shortDate } from '../../lib/hotel-time'
import { Fact } from './fact'
import { moneyQueryOptions } from './money-api'
import { MoneyPayments } from './money-payments'
import { PayLink } from './pay-link'
import { RecordPaymentForm } from './record-payment-form'
import { refundable } from './refund-ways'
import { RefundForm } from './refund-form'

/** Stays whose money the page reads: confirmed ones, and cancelled ones (money may go back). */
const WITH_MONEY = new Set(['confirmed', 'cancelled'])

/** "VAT 7.5%, included: ₦7,500". */
export const taxLine = (tax: TaxAmount, currency: string) =>
  `${tax.name} ${tax.rate}%, ${tax.included ? 'included' : 'added'}: ${consoleMoney(tax.amount, currency)}`

export function MoneySection({
  detail,
  requestRef: ref,
}: {
  detail: StaffRequestDetail
  requestRef: string
}) {
  const { record, timeZone } = detail
  const read = useQuery({ ...moneyQueryOptions(ref), enabled: WITH_MONEY.has(record.status) })
  if (!WITH_MONEY.has(record.status)) return null
  if (read.isError && !read.data)
    return (
      <section aria-labelledby="money" className="section">
        <h2 id="money">Money</h2>
        <ReadProblem read={read} />
      </section>
    )
  const stay = read.data
  const money = stay?.money
  if (!stay || !money) return null
  const { currency } = money
  const amount = (n: number) => consoleMoney(n, currency)
  const taxes = record.quote?.taxes ?? []
  const confirmed = record.status === 'confirmed'
  return (
    <section aria-labelledby="money" className="section money">
      <h2 id="money">Money</h2>
      <dl className="facts" data-testid="money-facts">
        <Fact term="Total" wide>
          <strong>{amount(money.grand_total)}</strong>
          {taxes.length > 0 ? ', taxes included' : ''}
          {taxes.length > 0 && (
            <ul className="price-lines">
              {taxes.map((tax) => (
                <li key={tax.name}>{taxLine(tax, currency)}</li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term="Paid">{amount(money.paid)}</Fact>
        {money.refunded > 0 && <Fact term="Refunded">{amount(money.refunded)}</Fact>}
        <Fact term="Due" testId="money-due">
          {money.due === 0 ? 'Nothing: paid in full' : amount(money.due)}
        </Fact>
        {money.deposit > 0 && (
          <Fact term="Deposit">
            {money.deposit_due === 0
              ? `${amount(money.deposit)}, paid`
              : `${amount(money.deposit_due)} of ${amount(money.deposit)} due`}
            {money.deposit_due > 0 && money.deposit_due_by && (
              <>
                {' by '}
                <time dateTime={money.deposit_due_by}>
                  {hotelTime(money.deposit_due_by, timeZone)}
                </time>
              </>
            )}
          </Fact>
        )}
        {money.due > 0 && (
          <Fact term="Balance by">
            <time dateTime={money.balance_due_by}>{shortDate(money.balance_due_by)}</time>
          </Fact>
        )}
      </dl>
      {stay.policy && (
        <details className="money-policy">
          <summary>The policy it was confirmed under</summary>
          <ul>
            {policyWords(stay.policy, currency).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </details>
      )}
      <h3>Payments and refunds</h3>
      <MoneyPayments money={stay} currency={currency} timeZone={timeZone} />
      {confirmed && money.due > 0 && (
        <RecordPaymentForm requestRef={ref} currency={currency} due={money.due} />
      )}
      {confirmed && money.due > 0 && stay.stay_url && (
        <PayLink record={record} money={money} stayUrl={stay.stay_url} timeZone={timeZone} />
      )}
      {refundable(stay.payments) > 0 && (
        <OwnersOnly>
          <RefundForm requestRef={ref} currency={currency} payments={stay.payments} />
        </OwnersOnly>
      )}
    </section>
  )
}
