// "Send the payment link" (issue 53): the stay's own page, where the guest pays online or reads the
// hotel's bank details and finds the receipts, sent by WhatsApp or SMS with a message in the
// language they booked in (lib/guest-message.ts), or copied. What the message asks is what is
// due next: the deposit left by its deadline, else the rest by the balance's date.
import type { StaffRequest } from '../../../../contract/staff'
import type { StaffMoney } from '../../../../contract/staff-money'
import { CopyField } from '../../components/copy-field'
import { paymentMessage } from '../../lib/guest-message'
import { hotelDate } from '../../lib/hotel-time'
import { useGuestPhone } from '../../lib/use-guest-phone'
import { MessagePreview } from './message-preview'

type Money = NonNullable<StaffMoney['money']>

/** What is due next and by which of the hotel's dates. */
export function dueNext(money: Money, timeZone: string): { amount: number; by: string } {
  if (money.deposit_due > 0 && money.deposit_due_by)
    return { amount: money.deposit_due, by: hotelDate(money.deposit_due_by, timeZone) }
  return { amount: money.due, by: money.balance_due_by }
}

export function PayLink({
  record,
  money,
  stayUrl,
  timeZone,
}: {
  record: StaffRequest
  money: Money
  stayUrl: string
  timeZone: string
}) {
  const phone = useGuestPhone()
  const message = paymentMessage(
    record,
    { ...dueNext(money, timeZone), currency: money.currency },
    stayUrl,
  )
  return (
    <section aria-labelledby="pay-link" className="card money-form">
      <h3 id="pay-link">Send the payment link</h3>
      <div className="contact-links">
        <a
          className="button"
          href={phone.whatsApp(record.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Send on WhatsApp
        </a>
        <a className="button" href={phone.sms(record.phone, message)}>
          Send an SMS
        </a>
      </div>
      <CopyField label="The stay's page" value={stayUrl} />
      <MessagePreview text={message} language={record.language} />
    </section>
  )
}
