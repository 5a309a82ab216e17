// A stored quote's nights as the hotel's side reads them (issue 40): the staff's email, the CLI's
// `reservations show` and the console's request page. A long stay at one price is one line ("11 to
// 20 Dec: 10 nights × ₦45,000"), not ten, and every night still counted exactly once: the runs are
// the quote's nights in order, cut wherever the price or the calendar changes, so their amounts
// add up to the nights' part of the total whatever the stay.
import { addDays } from './calendar-date'
import type { Quote } from './rates'

/** Consecutive nights (or days) at one price: `from` and `to` are the first and last, included. */
export interface NightRun {
  from: string
  to: string
  count: number
  /** Each night's price, in minor units. */
  amount: number
}

/** The quote's nights in runs of consecutive dates at the same price, in the quote's order. */
export function nightRuns(nights: Quote['nights']): NightRun[] {
  const runs: NightRun[] = []
  for (const night of nights) {
    const last = runs.at(-1)
    if (last && last.amount === night.amount && addDays(last.to, 1) === night.date) {
      last.to = night.date
      last.count += 1
    } else runs.push({ from: night.date, to: night.date, count: 1, amount: night.amount })
  }
  return runs
}
