// Which of the device's requests the hotel may still change (issue 51), for the confirmation
// page's live stream (use-live-answers.ts) and the outbox's status reads (src/app/outbox/): every
// request the hotel has whose stay is still ahead, whatever its status, so a confirmation, a
// decline, a cancellation, a reinstatement and any status to come (checked in, paid) reach the
// open page by the one path. A stay over needs no following: a device keeps its old stays, and
// each would cost the server a read on every change.
import { REQUEST_LIVE_IDS_MAX } from '../../../contract/request-live-names'
import { occupiedUntil, stayUnit } from '../../../contract/stay-rules'
import type { StoredReservation } from './reservation-store'

/**
 * Whether the stay's last night (or day) is still to come on `today`, the hotel's calendar date:
 * the server's own rule (a stay it follows, one it may reinstate), so both ends agree.
 */
export const isStayAhead = (r: Pick<StoredReservation, 'dateRange' | 'value'>, today: string) =>
  occupiedUntil(r.dateRange.to, stayUnit(r.value)) > today

/** The hotel has it (delivered), and its stay is ahead: its state may still change. */
export const isFollowed = (r: StoredReservation, today: string) =>
  r.status === 'sent' && isStayAhead(r, today)

/**
 * Whether the outbox reads its status (on showing, a connection back, every few minutes, and in
 * the stream's stead when it is refused): a stay followed, and one the hotel has not answered,
 * whose word settles an expiry the device reckons by itself even once its dates are past. A
 * cancellation in flight waits for its own answer.
 */
export const isStatusRead = (r: StoredReservation, today: string) =>
  r.status === 'sent' &&
  !r.cancelRequestedAt &&
  (isStayAhead(r, today) || !r.hotel || r.hotel.status === 'received')

/** The ids the live stream follows, newest first, at most one stream's worth, as one key. */
export const followedIds = (reservations: readonly StoredReservation[], today: string) =>
  reservations
    .filter((r) => isFollowed(r, today))
    .slice(0, REQUEST_LIVE_IDS_MAX)
    .map((r) => r.reservation_id)
    .join(',')
