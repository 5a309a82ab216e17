// The stay's price in the dialog (issue 40), under the months and above Reserve: its lines
// (src/components/price-lines.tsx: nights, extra guests, taxes), the total the guest pays, and
// whether the hotel has checked it. Always said: it is a request's price, not a payment. The
// total is read aloud when it changes (a polite live region), as the stay's summary is. Rendered
// only for a facility with rates and a complete stay: a dialog without prices asks no server and
// shows what it did before.
import { useEffect, type RefObject } from 'react'
import type { Facility } from '../../../contract/facility'
import { stayUnit } from '../../../contract/stay-rules'
import { PriceLines, PriceTotal } from '../../components/price-lines'
import { texts } from '../../lib/i18n'
import { useStayPrice, type StayPrice } from './stay-price'

interface Props {
  facility: Pick<Facility, '_id' | 'type' | 'rates' | 'taxes'>
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
  const { quote, state } = price
  return (
    <section className="stay-price" aria-label={t.card.price}>
      <PriceLines quote={quote} unit={stayUnit(facility.type)} />
      <div aria-live="polite" aria-atomic="true">
        <PriceTotal quote={quote} />
        {state === 'unconfirmed' && <p className="price-mark">{t.price.toBeConfirmed}</p>}
        {state === 'checking' && <p className="muted price-note">{t.price.checking}</p>}
      </div>
      <p className="muted price-note">{t.price.notPayment}</p>
    </section>
  )
}
