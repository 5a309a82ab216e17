// The request's state machine: received -> confirmed | declined; received | confirmed ->
// cancelled; cancelled -> confirmed again (reinstated) for a stay the hotel itself cancelled;
// received -> expired when unanswered past its hold (hold.ts). What each action may follow, and
// when a cancelled stay may be put back; status-changes.ts makes the moves.
import type { ReservationStatus } from '../../../contract/reservation'
import type { ReservationEventRow, ReservationRow } from './repository'

/** What each staff or guest action does: the states it leaves from, and where it goes. */
export const MOVES = {
  confirm: { from: ['received'], to: 'confirmed' },
  decline: { from: ['received'], to: 'declined' },
  cancel: { from: ['received', 'confirmed'], to: 'cancelled' },
  // A stay the hotel cancelled, put back while its nights are still free (reinstatable below).
  reinstate: { from: ['cancelled'], to: 'confirmed' },
} as const satisfies Record<string, { from: ReservationStatus[]; to: ReservationStatus }>
export type StatusAction = keyof typeof MOVES

/**
 * Why a cancelled request cannot be put back, or undefined when it can: only a stay the hotel
 * had confirmed and then cancelled itself (a guest's own cancel is theirs to undo by a new
 * request; a request cancelled before any answer was never a stay), and only while its last
 * night (or day) is still to come. Whether its nights are free is decided in the move's lock.
 */
export function reinstateProblem(
  row: Pick<ReservationRow, 'status' | 'occupied_until'>,
  lastCancel: Pick<ReservationEventRow, 'from_status' | 'by'> | undefined,
  today: string,
): string | undefined {
  if (row.status !== 'cancelled') return undefined
  if (!lastCancel || lastCancel.from_status !== 'confirmed' || lastCancel.by !== 'staff') {
    return lastCancel?.by === 'guest'
      ? 'The guest cancelled this request themselves, so it cannot be reinstated; they may send a new request.'
      : 'Only a confirmed stay that the hotel cancelled can be reinstated; this request was never confirmed.'
  }
  if (row.occupied_until <= today) {
    return "This stay's dates have passed, so it cannot be reinstated."
  }
  return undefined
}
