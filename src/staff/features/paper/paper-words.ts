// Every word of the day's pages on paper (issue 54), in the hotel's language: the console's
// English, the hotel's default. A hotel that prints in another language changes this file alone.
import { daysBetween } from '../../../../contract/calendar-date'

/** "2 nights", or "1 day" for a stay counted in days (an activity centre's [from, to] days). */
export function stayLength(stay: { from: string; to: string; nights: number }): string {
  const unit = stay.nights === daysBetween(stay.from, stay.to) ? 'night' : 'day'
  return `${stay.nights} ${unit}${stay.nights === 1 ? '' : 's'}`
}

export const PAPER_WORDS = {
  pageTitle: 'Arrivals on paper',
  sheetTitle: (day: string) => `Arrivals, ${day}`,
  arrivalsCount: (count: number) => `${count} arrival${count === 1 ? '' : 's'}`,
  printedAt: (moment: string) => `printed ${moment}`,
  noArrivals: 'No arrivals on this day.',
  columns: {
    unit: 'Unit',
    guest: 'Guest',
    stay: 'Stay',
    guests: 'Guests',
    balance: 'Balance due',
    arrived: 'Arrived ✓',
  },
  noUnit: 'No unit yet',
  notPriced: 'No price',
  paid: 'Paid',
  unknown: '—',
  card: {
    title: 'Registration card',
    reference: 'Reference',
    facility: 'Facility',
    unit: 'Unit',
    arrival: 'Arrival',
    departure: 'Departure',
    length: 'Length of stay',
    guests: 'Guests',
    phone: 'Phone',
    toFill: 'To fill in by the guest',
    nationality: 'Nationality',
    idNumber: 'ID / passport number',
    address: 'Address',
    signature: 'Signature and date',
  },
  tools: {
    paper: 'Paper size',
    print: 'Print',
    back: 'Back to the day',
    hint: 'The arrivals sheet, then a registration card for each arriving guest, each on its own page.',
    loading: 'Loading the day’s arrivals…',
  },
} as const
