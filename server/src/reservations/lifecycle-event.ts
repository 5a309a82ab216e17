// What happened to a request, for whoever must be told of it (the notifications outbox, issue 15;
// the guest's push and text, issue 30; the staff's phones, issue 37): the rules raise it, the
// listeners in notifications/ and push/ write what they must in the change's own transaction.
import type { Transaction } from '../db/transaction'
import type { ReservationRow } from './repository'

/**
 * Called inside the transaction that made the change, with that transaction (`tx`, handed on to
 * a repository): work done in it commits or rolls back with the change itself, so an event is
 * never lost nor sent for a change that did not happen. A throw refuses the change.
 */
export type ReservationLifecycleEvent =
  | {
      type: 'reservation.received' | 'reservation.cancelled_by_guest'
      at: string
      reservation: ReservationRow
      tx: Transaction
    }
  | {
      /** The hotel's answer, or the hold running out: what the guest is told of (issue 30). */
      type: 'reservation.answered'
      to: 'confirmed' | 'declined' | 'cancelled' | 'expired'
      /** A stay the hotel had cancelled, put back (confirmed again). */
      reinstated?: boolean
      at: string
      reservation: ReservationRow
      tx: Transaction
    }
