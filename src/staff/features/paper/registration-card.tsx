// One arriving guest's registration card, on a page of its own: the hotel, the guest and the stay
// as booked, and the lines the guest fills in by hand at the desk (the law asks hotels to keep
// them: nationality, an identity document, an address, a signature).
import { useId } from 'react'
import type { DeskStay } from '../../../../contract/frontdesk'
import { hotel } from '../../../content/hotel'
import { hotelDates } from '../../lib/hotel-time'
import { useGuestPhone } from '../../lib/use-guest-phone'
import { PAPER_WORDS, stayLength } from './paper-words'

const words = PAPER_WORDS.card

export function RegistrationCard({ stay }: { stay: DeskStay }) {
  const id = useId()
  const dates = hotelDates()
  const phone = useGuestPhone()
  const facts: [string, string][] = [
    [words.reference, stay.reference],
    [words.facility, stay.facility_name],
    [words.unit, stay.unit ?? PAPER_WORDS.noUnit],
    [words.arrival, dates.weekdayDate(stay.from)],
    [words.departure, dates.weekdayDate(stay.to)],
    [words.length, stayLength(stay)],
    [words.guests, stay.guests === null ? PAPER_WORDS.unknown : String(stay.guests)],
    [words.phone, phone.shown(stay.phone)],
  ]
  const lines = [words.nationality, words.idNumber, words.address, '', words.signature]
  return (
    <section className="paper-page registration-card" aria-labelledby={`${id}-guest`}>
      <header className="paper-head">
        <p className="paper-hotel">{hotel.name}</p>
        <p className="paper-note">
          {hotel.address.lines.join(', ')} · {hotel.phone.display}
        </p>
        <h2 className="paper-card-title">{words.title}</h2>
      </header>
      <p id={`${id}-guest`} className="paper-guest">
        <bdi>{stay.guest}</bdi>
      </p>
      <dl className="paper-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="paper-fill-title">{words.toFill}</h3>
      <div className="paper-fill">
        {lines.map((line, index) => (
          <p key={index} className="paper-line">
            <span>{line}</span>
          </p>
        ))}
      </div>
    </section>
  )
}
