// Reaching the guest: a call, WhatsApp or an SMS, the last two with the message already written
// for the request's state (lib/guest-message.ts), in the language the guest booked in. The clerk
// reads it before sending; its preview says its language, for a screen reader to speak it so.
import type { StaffRequest } from '../../../../contract/staff'
import { guestMessage } from '../../lib/guest-message'
import { PhoneLinks } from '../../components/phone-links'
import { useGuestPhone } from '../../lib/use-guest-phone'
import { MessagePreview } from './message-preview'

export function ContactLinks({ request }: { request: StaffRequest }) {
  const message = guestMessage(request)
  const phone = useGuestPhone()
  return (
    <section aria-labelledby="reach-guest" className="section">
      <h2 id="reach-guest">Reach the guest</h2>
      <div className="contact-links">
        <PhoneLinks number={request.phone} text={message} />
        <a className="button" href={phone.sms(request.phone, message)}>
          Send an SMS
        </a>
      </div>
      <MessagePreview text={message} language={request.language} />
    </section>
  )
}
