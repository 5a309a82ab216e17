// What the confirmation page says of a request in each state: what happens next, in words.
import { hotel } from '../../content/hotel'
import { longDate, pageDates } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import type { RequestState } from './request-state'
import type { StoredReservation } from './reservation-store'

/** "26 November 2026 at 09:14" (the hotel's forms), in the device's time zone. */
export const momentOf = (iso: string) => pageDates().moment(iso)

export function nextSteps(r: StoredReservation, state: RequestState): string {
  const t = texts().reservation.next
  switch (state) {
    case 'pending':
      return t.pending
    case 'sent': {
      const hold = r.hotel?.holdUntil
      return hold ? `${t.sent(r.phone)} ${t.hold(momentOf(hold))}` : t.sent(r.phone)
    }
    case 'unavailable':
      return t.unavailable(r.facility.name)
    case 'failed':
      return t.failed(r.message)
    case 'cancelling':
      return t.cancelling
    case 'confirmed':
      return t.confirmed(longDate(r.dateRange.from))
    case 'checked_in':
      return t.checked_in
    case 'declined':
      return t.declined(hotel.phone.display)
    case 'cancelled':
      return t.cancelled
    case 'expired':
      return t.expired(hotel.phone.display)
  }
}
