// The price a request was quoted at its arrival, read back from its row (issue 40): booking.ts
// stores the quote API's shape as JSON text in `reservations.quote` and never works it out again,
// so every reader (the staff's records, the guest's status, the staff's email and webhook, the
// CLI) answers from this and not from the rates of the moment.
import type { Quote } from '../../../contract/rates'
import { Quote as QuoteShape } from '../../../contract/rate-schemas'

/**
 * The stored quote, or null when the facility had no price when the request arrived. Text that is
 * not a quote (written by hand into the database) reads as null too: the staff then see "no
 * price", never an amount the server did not make.
 */
export function storedQuote(text: string | null | undefined): Quote | null {
  if (!text) return null
  try {
    const parsed = QuoteShape.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
