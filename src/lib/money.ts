// Prices as the page shows them (issue 40): the hotel's currency (src/content/hotel.ts), written
// as the page's language writes it in the hotel's country, the way dates are (src/lib/dates.ts):
// ₦45,000 on the English pages, 45 000 ₦ on the French ones. Amounts arrive in minor units
// (contract/rates.ts) and are never divided here: formatMoney places the point from the digits.
import { dateLocale } from '../../contract/date-format'
import { formatMoney, type Quote } from '../../contract/rates'
import { hotel } from '../content/hotel'
import { pageLanguage } from './i18n'

/** An amount in the hotel's currency's minor unit, as the page writes it. */
export function pagePrice(amount: number): string {
  return formatMoney(amount, hotel.currency, dateLocale(pageLanguage(), hotel.address.country))
}

/** What the guest pays for a stay: its nights, with the taxes the hotel adds to them (issue 53). */
export const amountToPay = (quote: Pick<Quote, 'total' | 'grand_total'>) =>
  quote.grand_total ?? quote.total
