// A guest's phone as two buttons: a call (the number shown as dialled, kept left to right), and
// WhatsApp with a message already written, opened apart from the console.
import { useGuestPhone } from '../lib/use-guest-phone'

export function PhoneLinks({ number, text }: { number: string; text: string }) {
  const phone = useGuestPhone()
  return (
    <>
      <a className="button" href={phone.tel(number)}>
        Call{' '}
        <span dir="ltr" className="nowrap">
          {phone.shown(number)}
        </span>
      </a>
      <a
        className="button"
        href={phone.whatsApp(number, text)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Message on WhatsApp
      </a>
    </>
  )
}
