// A request's hold, and so its status as of now: an unanswered request holds its nights for
// REQUEST_HOLD_HOURS, then reads as expired everywhere (no cron needed: the sweep, expiry.ts,
// only writes down what these already say). And the hotel's today, by the rules' clock.
import type { ReservationStatus } from '../../../contract/reservation'
import { hotelToday } from '../hotel-dates'
import type { BookingPolicy } from './booking-policy'
import type { ReservationRow } from './repository'

const HOUR_MS = 3_600_000

export function requestHold(policy: BookingPolicy) {
  const todayAt = hotelToday(policy.timeZone)
  const clock = () => policy.now?.() ?? new Date()
  const holdMs = (policy.requestHoldHours ?? 48) * HOUR_MS

  /** Requests received before this instant are expired (undefined: holds never expire). */
  function cutoffAt(now: Date): string | undefined {
    return holdMs > 0 ? new Date(now.getTime() - holdMs).toISOString() : undefined
  }

  /** The status as the guest sees it: an unanswered request past its hold is expired. */
  function statusOf(row: ReservationRow, now: Date): ReservationStatus {
    const stored = row.status as ReservationStatus
    if (stored !== 'received') return stored
    const cutoff = cutoffAt(now)
    return cutoff !== undefined && row.received_at < cutoff ? 'expired' : 'received'
  }

  function holdUntil(row: ReservationRow): string | null {
    return holdMs > 0 ? new Date(Date.parse(row.received_at) + holdMs).toISOString() : null
  }

  return {
    /** The rules' clock (a test's or CLOCK_START's, else the machine's). */
    clock,
    todayAt,
    today: () => todayAt(clock()),
    cutoffAt,
    statusOf,
    holdUntil,
  }
}
export type RequestHold = ReturnType<typeof requestHold>
