// Reaching the guest: a call, WhatsApp or an SMS, the last two with the message already written
// for the request's state (lib/guest-message.ts), in the language the guest booked in. The clerk
// reads it before sending; its preview says its language, for a screen reader to speak it so.
import type { StaffRequest } from '../../../../contract/staff'
import { guestMessage, guestMessageLanguage } from '../../lib/guest-message'
import { PhoneLinks } from '../../components/phone-links'
import { useGuestPhone } from '../../lib/use-guest-phone'

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
      <p className="muted small">The message they open with:</p>
      <blockquote
        className="message-preview guest-text"
        dir="auto"
        lang={guestMessageLanguage(request.language)}
      >
        {message}
      </blockquote>
    </section>
  )
}
