// What is paid and what is due on a stay, by when (the deposit's deadline on the hotel's clock,
// the balance's day), and the ways to pay while something is due: online with Paystack when the
// hotel has it, and the hotel's bank account. A cancelled or declined stay asks for nothing.
import type { StayAnswer } from '../../../contract/stay'
import { hotelMoment, longDate } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import { pagePrice } from '../../lib/money'
import { BankTransfer } from './bank-transfer'
import { PayOnline } from './pay-online'
import { Facts } from './stay-facts'

interface Props {
  token: string
  stay: StayAnswer
  /** The hotel's server is reachable: paying needs it. */
  online: boolean
}

export function StayMoney({ token, stay, online }: Props) {
  const t = texts().stay
  const { money, pay } = stay
  const over =
    stay.status === 'cancelled' || stay.status === 'declined' || stay.status === 'expired'
  if (!money && !over) return null
  const facts: [string, string][] = money
    ? [
        [t.paid, pagePrice(money.paid)],
        ...(money.refunded > 0
          ? [[t.refunded, pagePrice(money.refunded)] as [string, string]]
          : []),
        [t.due, pagePrice(over ? 0 : money.due)],
      ]
    : []
  const owing = !over && money !== null && money.due > 0
  // What the button asks: the deposit left, else all that is due (the server decides; the button
  // only says it).
  const asked = money && money.deposit_due > 0 ? money.deposit_due : (money?.due ?? 0)
  return (
    <section className="panel stay-panel" aria-labelledby="stay-money">
      <h2 id="stay-money" className="stay-panel-title">
        {t.moneyTitle}
      </h2>
      {facts.length > 0 && <Facts facts={facts} />}
      {over && <p>{stay.status === 'declined' ? t.declined : t.cancelled}</p>}
      {owing && <Deadlines money={money} timeZone={stay.time_zone} />}
      {!over && money && money.due === 0 && money.paid > 0 && (
        <p className="stay-paid">{t.paidInFull}</p>
      )}
      {owing && pay.online && (
        <PayOnline token={token} amount={asked} needsEmail={pay.needs_email} online={online} />
      )}
      {owing && pay.bank && <BankTransfer bank={pay.bank} reference={stay.reference} />}
    </section>
  )
}

function Deadlines({
  money,
  timeZone,
}: {
  money: NonNullable<StayAnswer['money']>
  timeZone: string | undefined
}) {
  const t = texts().stay
  const rest = money.due - money.deposit_due
  return (
    <ul className="stay-deadlines">
      {money.deposit_due > 0 && money.deposit_due_by && (
        <li>
          {t.depositDue(pagePrice(money.deposit_due), hotelMoment(money.deposit_due_by, timeZone))}
        </li>
      )}
      {rest > 0 && <li>{t.balanceDue(pagePrice(rest), longDate(money.balance_due_by))}</li>}
    </ul>
  )
}
