// A request's price as the guest's device tells it (issue 40): the price the hotel stored with the
// request (its status answer's `quote`) once the device has heard it, else the copy the dialog kept
// when it was sent, "to be confirmed by the hotel" when the server had not checked that one. Said
// on the confirmation card (request-card.tsx) and in the calendar file (calendar-file.ts).
import { amountToPay, pagePrice } from '../../lib/money'
import { texts } from '../../lib/i18n'
import type { StoredReservation } from './reservation-store'

/** The request's total in the page's words, or undefined when no price was shown or stored. */
export function requestPriceText(
  r: Pick<StoredReservation, 'hotel' | 'quote' | 'quoteChecked'>,
): string | undefined {
  const stored = r.hotel?.quote
  if (stored) return pagePrice(amountToPay(stored))
  if (!r.quote) return undefined
  const total = pagePrice(amountToPay(r.quote))
  return r.quoteChecked ? total : texts().reservation.card.toBeConfirmed(total)
}
