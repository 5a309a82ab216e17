// A request's guests and quoted price as the staff read them in words (issue 40): the email of a
// new request and the CLI's `reservations show`. Amounts in the hotel's default language as its
// country writes them (en-NG: ₦45,000), as hotel-dates.ts writes dates, so the email, the CLI and
// the console agree. The price is the one stored at the request's arrival (reservations/
// stored-quote.ts), never a payment: quoted and to be confirmed while the request waits, the
// stay's once confirmed (contract/stored-quote-words.ts says which, for the console too).
import { dateLocale } from '../../contract/date-format'
import { FacilityType } from '../../contract/facility'
import { nightRuns } from '../../contract/quote-runs'
import { Quote as QuoteShape } from '../../contract/rate-schemas'
import { formatMoney, type Quote } from '../../contract/rates'
import { stayUnit, type StayUnit } from '../../contract/stay-rules'
import { counted, storedQuoteWords } from '../../contract/stored-quote-words'
import { DEFAULT_LANGUAGE, hotel } from '../../src/server-shared'
import { staffDates } from './hotel-dates'

/** An amount in minor units as the staff read it: ₦45,000, ₦45,000.50. */
export function staffMoney(amount: number, currency: string): string {
  return formatMoney(amount, currency, dateLocale(DEFAULT_LANGUAGE, hotel.address.country))
}

export interface StaffPriceText {
  /** "2"; undefined when the request did not say (made before prices). */
  guests?: string
  /**
   * "₦135,000 quoted for 3 nights, to be confirmed" while it waits, "₦135,000 for 3 nights" once
   * confirmed, or why there is none.
   */
  price: string
  /** One line per run of nights at one price, then the extra guests': empty without a price. */
  breakdown: string[]
}

/**
 * The words for a request's guests and stored quote (null: the facility had no price then), for a
 * request in `status` (the staff's record's).
 */
export function staffPriceText(
  guests: number | null | undefined,
  quote: Quote | null,
  unit: StayUnit,
  status: string,
): StaffPriceText {
  const shownGuests = guests == null ? undefined : String(guests)
  if (!quote) {
    return {
      guests: shownGuests,
      price: 'no price: the facility had none when the request arrived',
      breakdown: [],
    }
  }
  const money = (amount: number) => staffMoney(amount, quote.currency)
  const breakdown = nightRuns(quote.nights).map(
    (run) =>
      `${staffDates(run)}: ` +
      (run.count === 1 ? money(run.amount) : `${counted(run.count, unit)} × ${money(run.amount)}`),
  )
  const extra = quote.extra_guests
  if (extra.count > 0) {
    breakdown.push(`${counted(extra.count, 'extra guest')}: ${money(extra.amount)}`)
  }
  return {
    guests: shownGuests,
    price: `${money(quote.total)} ${storedQuoteWords(status, quote.nights.length, unit)}`,
    breakdown,
  }
}

/**
 * The price text of a notification's data (the webhook's payload: `guests`, `quote`,
 * `facility_type`) for a request in `status` (a new one's is `received`); undefined for an event
 * written before prices, which carries no `quote`.
 */
export function eventPriceText(
  data: Record<string, unknown>,
  status: string,
): StaffPriceText | undefined {
  if (!('quote' in data)) return undefined
  const quote = QuoteShape.safeParse(data.quote)
  const type = FacilityType.safeParse(data.facility_type)
  const guests = typeof data.guests === 'number' ? data.guests : null
  return staffPriceText(
    guests,
    quote.success ? quote.data : null,
    type.success ? stayUnit(type.data) : 'night',
    status,
  )
}
