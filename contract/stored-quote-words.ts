// What the price stored with a request is, in the staff's words (issue 51): the console's request
// page, the CLI's `reservations show` and the staff's emails all say it after the total, so one
// sentence here. The amount is the one quoted at the request's arrival whatever happens next, but
// what it is changes with the request: while the hotel has not answered, a price quoted and to be
// confirmed; once the hotel confirmed, the stay's price; declined, cancelled or expired, the price
// it was quoted. English only, as the console and the CLI are. No imports but the status list: the
// console's first screen reads it and loads no schema library.
import { FINAL_STATUSES, type ReservationStatus } from './reservation-status'
import type { StayUnit } from './stay-rules'

/** "1 night", "3 nights", "2 extra guests": a count as the staff read it (a plural in -s). */
export const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * The words after the stored quote's total for a request in `status` (as the staff's record says
 * it: an unanswered request past its hold is `expired`): "quoted for 3 nights, to be confirmed",
 * "for 3 nights", "was quoted for 3 nights". A status this list does not know yet (a stay's later
 * step: checked in, paid) keeps the stay, so its price is the stay's.
 */
export function storedQuoteWords(status: string, nights: number, unit: StayUnit): string {
  const length = counted(nights, unit)
  if (status === 'received') return `quoted for ${length}, to be confirmed`
  if (FINAL_STATUSES.includes(status as ReservationStatus)) return `was quoted for ${length}`
  return `for ${length}`
}
