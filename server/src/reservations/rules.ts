// The reservation rules as one object (services.ts makes it; the routes, the console's routes and
// the CLI call it), composed of their parts, each deciding one thing:
// - booking.ts: the guest's booking (dates, idempotency on reservation_id, capacity) and reads;
// - moves.ts and status-changes.ts: the request's life after it (confirm, decline, cancel,
//   reinstate) and who may make which move;
// - hold.ts: the hold (an unanswered request expires after REQUEST_HOLD_HOURS) and the status
//   as of now; expiry.ts records the expiry (the server's sweep);
// - staff-reads.ts: the console's inbox, calendar, list, search and one request;
// - answers.ts: a row as each reader is answered; clerk-sentences.ts: the clerk's refusals.
// Every capacity count adds the units outside calendars took (`blocks`, channel-blocks.ts).
import type { FacilityLookup } from '../facilities/list-cache'
import type { FacilitiesRepository } from '../facilities/repository'
import { requestAnswers } from './answers'
import { guestBooking } from './booking'
import type { BookingPolicy } from './booking-policy'
import type { StayTotalsOf } from './calendar'
import type { ChannelBlocks } from './channel-blocks'
import { clerkSentences } from './clerk-sentences'
import { expirySweep } from './expiry'
import { requestHold } from './hold'
import type { ReservationsRepository } from './repository'
import { staffReads } from './staff-reads'
import { statusChanges } from './status-changes'

export type { StatusAction } from './moves'

export function reservationRules(
  /** The facilities' table, and its list in memory, from which a guest's booking reads one. */
  { facilities, listCache }: { facilities: FacilitiesRepository; listCache: FacilityLookup },
  reservations: ReservationsRepository,
  policy: BookingPolicy,
  blocks: ChannelBlocks,
  /** The stays' payments' totals (issue 53's port, payments/repository.ts): the calendar's bars. */
  stayTotals?: StayTotalsOf,
) {
  const hold = requestHold(policy)
  const answers = requestAnswers(hold)
  const sentences = clerkSentences(policy.timeZone, hold.todayAt)
  return {
    ...guestBooking(listCache, reservations, blocks, policy, hold, answers),
    ...statusChanges(reservations, blocks, policy, hold, answers, sentences),
    ...staffReads(facilities, reservations, blocks, policy, hold, answers, stayTotals),
    /** The hold and the hotel's today, by the rules' clock (the front desk reads them too). */
    hold,
    /** The hotel's zone, in which the staff read every time. */
    timeZone: policy.timeZone,
    ...expirySweep(reservations, policy, hold),
  }
}
export type ReservationRules = ReturnType<typeof reservationRules>
