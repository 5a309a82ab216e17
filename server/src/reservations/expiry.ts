// The expiry's record: every unanswered request past its hold is written down as expired (the
// rules already read it so: hold.ts), and told of (the guest's "expired" notice) in the
// transaction that records it. sweep.ts runs it in every server process.
import type { BookingPolicy } from './booking-policy'
import type { RequestHold } from './hold'
import type { ReservationsRepository } from './repository'

export function expirySweep(
  reservations: ReservationsRepository,
  policy: BookingPolicy,
  { clock, cutoffAt }: RequestHold,
) {
  return {
    /** The sweep: records the expiry of every unanswered request past its hold. */
    async expireUnanswered(): Promise<string[]> {
      const now = clock()
      const cutoff = cutoffAt(now)
      if (cutoff === undefined) return []
      const at = now.toISOString()
      // Each expired request is told of in the transaction that records its expiry: once, by
      // whichever replica's sweep expired it.
      return reservations.expireUnanswered(cutoff, at, async (tx, rows) => {
        for (const reservation of rows) {
          await policy.onEvent?.({
            type: 'reservation.answered',
            to: 'expired',
            at,
            reservation,
            tx,
          })
        }
      })
    },
  }
}
