// A stay's price line by line (issue 40; its taxes, issue 53): the nights (or days) at each price
// ("3 nights × ₦45,000"), the extra guests over the stay, the hotel's taxes, then what the guest
// pays, taxes included. The dialog's breakdown and the stay page show a price alike.
import type { Quote } from '../../contract/rates'
import type { StayUnit } from '../../contract/stay-rules'
import { texts } from '../lib/i18n'
import { amountToPay, pagePrice } from '../lib/money'
import { pageRate } from '../lib/policy-words'
import './price-lines.css'

/** The nights (or days) at each price, in the stay's order: a long stay is a few lines. */
export function priceLines(quote: Quote): { count: number; amount: number }[] {
  const lines: { count: number; amount: number }[] = []
  for (const night of quote.nights) {
    const line = lines.find((l) => l.amount === night.amount)
    if (line) line.count++
    else lines.push({ count: 1, amount: night.amount })
  }
  return lines
}

/** The price's lines: nights at each price, extra guests, taxes (an included one says so). */
export function PriceLines({ quote, unit }: { quote: Quote; unit: StayUnit }) {
  const price = texts().reservation.price
  const length = texts().reservation.stay[unit].length
  const extra = quote.extra_guests
  return (
    <ul className="price-lines">
      {priceLines(quote).map((line) => (
        <li key={line.amount}>
          <span>{price.times(length(line.count), pagePrice(line.amount))}</span>
          <span className="price-amount">{pagePrice(line.count * line.amount)}</span>
        </li>
      ))}
      {extra.count > 0 && (
        <li>
          <span>{price.extraGuests(extra.count, length(quote.nights.length))}</span>
          <span className="price-amount">{pagePrice(extra.amount)}</span>
        </li>
      )}
      {(quote.taxes ?? []).map((tax) => (
        <li key={tax.name}>
          <span>{price.tax(tax.name, pageRate(tax.rate), tax.included)}</span>
          <span className="price-amount">{pagePrice(tax.amount)}</span>
        </li>
      ))}
    </ul>
  )
}

/** The total the guest pays, under the lines. */
export function PriceTotal({ quote }: { quote: Quote }) {
  return (
    <p className="price-total">
      <span>{texts().reservation.price.total}</span>
      <span className="price-amount">{pagePrice(amountToPay(quote))}</span>
    </p>
  )
}
