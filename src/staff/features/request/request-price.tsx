// The guests and the price a request was quoted when it arrived (issue 40), as the clerk reads them
// before calling the guest: the total (a request's price, never a payment: quoted and to be
// confirmed while it waits, the stay's once confirmed, in the CLI's words: contract/
// stored-quote-words.ts), the nights in runs at one price (contract/quote-runs.ts, as the email
// and the CLI write them), the extra guests'. A long breakdown folds away behind its total. Nothing
// is worked out here: the server stored the quote at the request's arrival and a later rate leaves
// it be.
import { nightRuns } from '../../../../contract/quote-runs'
import { formatMoney, type Quote } from '../../../../contract/rates'
import { stayUnit, type StayUnit } from '../../../../contract/stay-rules'
import type { StaffRequest } from '../../../../contract/staff'
import { counted, storedQuoteWords } from '../../../../contract/stored-quote-words'
import { consoleLocale, hotelDates } from '../../lib/hotel-time'
import { Fact } from './fact'

/** More lines than this and the breakdown is folded: the answer form stays in sight on a phone. */
const OPEN_LINES = 4

/** The breakdown's lines: each run of nights at one price, then the extra guests'. */
export function priceLines(quote: Quote, unit: StayUnit): string[] {
  const money = (amount: number) => formatMoney(amount, quote.currency, consoleLocale())
  const dates = hotelDates()
  const lines = nightRuns(quote.nights).map(
    (run) =>
      `${dates.dateSpan(run.from, run.to, { join: (a, b) => `${a} to ${b}` })}: ` +
      (run.count === 1 ? money(run.amount) : `${counted(run.count, unit)} × ${money(run.amount)}`),
  )
  const extra = quote.extra_guests
  if (extra.count > 0) lines.push(`${counted(extra.count, 'extra guest')}: ${money(extra.amount)}`)
  return lines
}

function Breakdown({ lines }: { lines: string[] }) {
  const list = (
    <ul className="price-lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
  if (lines.length <= OPEN_LINES) return list
  return (
    <details className="price-details">
      <summary>Night by night</summary>
      {list}
    </details>
  )
}

/** The request's guests and stored price, as facts of the request (request-facts.tsx's list). */
export function RequestPrice({ record }: { record: StaffRequest }) {
  const unit = stayUnit(record.facility_type)
  const { guests, quote } = record
  return (
    <>
      {guests != null && (
        <Fact term="Guests" testId="request-guests">
          {guests}
        </Fact>
      )}
      {/* Undefined: a copy saved before prices, or an older server: nothing to say. */}
      {quote !== undefined && (
        <Fact term="Price" wide testId="request-price">
          {quote === null ? (
            <span className="muted">No price: the facility had none when the request arrived.</span>
          ) : (
            <>
              <strong>{formatMoney(quote.total, quote.currency, consoleLocale())}</strong>{' '}
              {storedQuoteWords(record.status, quote.nights.length, unit)}
              <Breakdown lines={priceLines(quote, unit)} />
            </>
          )}
        </Fact>
      )}
    </>
  )
}
