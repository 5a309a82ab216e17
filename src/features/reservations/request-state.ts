// What a request on this device is now, as the guest sees it: its delivery (on the device) and
// then the hotel's answer. One word each, shown as a badge and kept in `data-status`.
import type { StoredReservation } from './reservation-store'

export const REQUEST_STATES = [
  'pending', // kept on the device, waiting for a connection
  'sent', // the hotel has it and has not answered yet
  'unavailable', // refused on arrival: the dates were taken meanwhile
  'failed', // refused on arrival for another reason
  'cancelling', // the guest cancelled it; the cancellation waits to be delivered
  'confirmed',
  'checked_in', // confirmed, and the guest is checked in at the desk (issue 54)
  'declined',
  'cancelled',
  'expired', // the hotel did not answer within its hold, so the nights went free
] as const
export type RequestState = (typeof REQUEST_STATES)[number]

export function requestState(r: StoredReservation, now = Date.now()): RequestState {
  if (r.status !== 'sent') return r.status
  if (r.cancelRequestedAt) return 'cancelling'
  const hotel = r.hotel
  if (!hotel || hotel.status === 'received') {
    // The hotel's rules treat an unanswered request past its hold as expired; so does the device,
    // offline too.
    return hotel?.holdUntil && Date.parse(hotel.holdUntil) <= now ? 'expired' : 'sent'
  }
  if (hotel.status === 'confirmed' && hotel.checkedIn) return 'checked_in'
  return hotel.status
}

/** Whether the guest may still cancel it. */
export const isCancellable = (state: RequestState) =>
  state === 'pending' || state === 'sent' || state === 'confirmed'

/** Each state's badge colour (its words: the catalogue's `reservation.states`). */
export const STATE_PALETTES: Record<RequestState, string> = {
  pending: 'yellow',
  sent: 'blue',
  unavailable: 'orange',
  failed: 'red',
  cancelling: 'yellow',
  confirmed: 'green',
  checked_in: 'teal',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
}
