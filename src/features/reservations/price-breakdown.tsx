// The stay's price in the dialog (issue 40), under the months and above Reserve: the nights (or
// days) at each price ("3 nights × ₦45,000"), the extra guests over the stay ("1 extra guest ×
// 3 nights"), the total, and whether the hotel has checked it. Always said: it is a request's
// price, not a payment. The total is read aloud when it changes (a polite live region), as the
// stay's summary is. Rendered only for a facility with rates and a complete stay: a dialog without
// prices asks no server and shows what it did before.
import { useEffect, type RefObject } from 'react'
import type { Facility } from '../../../contract/facility'
import { stayUnit } from '../../../contract/stay-rules'
import { pagePrice } from '../../lib/money'
import { texts } from '../../lib/i18n'
import { priceLines, useStayPrice, type StayPrice } from './stay-price'

interface Props {
  facility: Pick<Facility, '_id' | 'type' | 'rates'>
  stay: { from: string; to: string }
  guests: number
  /** Set to the price shownRef, for the request to keep a copy of (undefined: none shownRef). */
  shownRef: RefObject<StayPrice | undefined>
}

export function PriceBreakdown({ facility, stay, guests, shownRef }: Props) {
  const price = useStayPrice(facility, stay, guests)
  useEffect(() => {
    shownRef.current = price
    return () => {
      shownRef.current = undefined
    }
  }, [price, shownRef])
  if (!price) return null
  const t = texts().reservation
  const unit = stayUnit(facility.type)
  const { quote, state } = price
  const extra = quote.extra_guests
  return (
    <section className="stay-price" aria-label={t.card.price}>
      <ul className="price-lines">
        {priceLines(quote).map((line) => (
          <li key={line.amount}>
            <span>{t.price.times(t.stay[unit].length(line.count), pagePrice(line.amount))}</span>
            <span className="price-amount">{pagePrice(line.count * line.amount)}</span>
          </li>
        ))}
        {extra.count > 0 && (
          <li>
            <span>
              {t.price.extraGuests(extra.count, t.stay[unit].length(quote.nights.length))}
            </span>
            <span className="price-amount">{pagePrice(extra.amount)}</span>
          </li>
        )}
      </ul>
      <div aria-live="polite" aria-atomic="true">
        <p className="price-total">
          <span>{t.price.total}</span>
          <span className="price-amount">{pagePrice(quote.total)}</span>
        </p>
        {state === 'unconfirmed' && <p className="price-mark">{t.price.toBeConfirmed}</p>}
        {state === 'checking' && <p className="muted price-note">{t.price.checking}</p>}
      </div>
      <p className="muted price-note">{t.price.notPayment}</p>
    </section>
  )
}
