// What the stay's page shows of a stay: what it is (the facility, the dates, the guests), its
// price with its nights and taxes, what is paid and due and the ways to pay, the receipts, and the
// policy it was confirmed under, in words.
import type { StayAnswer } from '../../../contract/stay'
import { stayLength, stayUnit } from '../../../contract/stay-rules'
import { FacilityType } from '../../../contract/facility'
import { PriceLines, PriceTotal } from '../../components/price-lines'
import { longDate } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import { pagePolicy } from '../../lib/policy-words'
import { Facts } from './stay-facts'
import { StayMoney } from './stay-money'
import { StayReceipts } from './stay-receipts'
import { StayCancel } from './stay-cancel'

/** The stay's status in words (its own words: the confirmation page's come with that page). */
function statusWords(status: string): string {
  const states: Record<string, string> = texts().stay.states
  return states[status] ?? status
}

export function StayDetails({
  token,
  stay,
  online,
}: {
  token: string
  stay: StayAnswer
  online: boolean
}) {
  const t = texts().stay
  // The answer names the facility's type as text: checked, not assumed (an unknown one reads as
  // nights, as rooms and apartments are let).
  const type = FacilityType.safeParse(stay.facility.type)
  const unit = type.success ? stayUnit(type.data) : 'night'
  const words = texts().reservation.stay[unit]
  const facts: [string, string][] = [
    [t.reference, stay.reference],
    [t.status, statusWords(stay.status)],
    [words.start, longDate(stay.from)],
    [words.end, longDate(stay.to)],
    [words.count, String(stayLength(stay.from, stay.to, unit))],
  ]
  if (stay.guests !== null) facts.push([t.guests, String(stay.guests)])
  return (
    <>
      <section className="panel stay-panel" aria-labelledby="stay-facility">
        <h2 id="stay-facility" className="stay-panel-title">
          {stay.facility.name}
        </h2>
        <Facts facts={facts} />
      </section>
      <section className="panel stay-panel" aria-labelledby="stay-price">
        <h2 id="stay-price" className="stay-panel-title">
          {t.priceTitle}
        </h2>
        {stay.price ? (
          <div className="stay-price-lines">
            <PriceLines quote={stay.price} unit={unit} />
            <PriceTotal quote={stay.price} />
          </div>
        ) : (
          <p>{t.noPrice}</p>
        )}
      </section>
      <StayMoney token={token} stay={stay} online={online} />
      <StayReceipts token={token} stay={stay} />
      {stay.policy && (
        <section className="panel stay-panel" aria-labelledby="stay-policy">
          <h2 id="stay-policy" className="stay-panel-title">
            {t.policyTitle}
          </h2>
          <ul className="stay-policy">
            {pagePolicy(stay.policy).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </section>
      )}
      <StayCancel token={token} stay={stay} online={online} />
    </>
  )
}
