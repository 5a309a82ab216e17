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
 *
 * Strict on purpose, amounts past Number.MAX_SAFE_INTEGER included (the schema's `.int()` refuses
 * them): such a number was rounded, so it is no amount the server made either. None is written now
 * (issue 50): the rates are bounded with MAX_STAY_DAYS so that every total is exact (contract/
 * rate-bounds.ts, checked as rates are set and at the server's start), and booking.ts refuses a
 * total past the range rather than store it. Only a quote stored before that can read as null so.
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
