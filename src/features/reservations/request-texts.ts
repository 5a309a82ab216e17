// What the confirmation page says of a request in each state: what happens next, in words.
import { hotel } from '../../content/hotel'
import { longDate } from '../../lib/dates'
import type { RequestState } from './request-state'
import type { StoredReservation } from './reservation-store'

/** "November 26th, 2026 at 9:14 AM", in the device's time zone. */
export const momentOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })

export function nextSteps(r: StoredReservation, state: RequestState): string {
  switch (state) {
    case 'pending':
      return 'Your request is saved on this device and will be sent to the hotel as soon as there is a connection. You can close this page.'
    case 'sent': {
      const hold = r.hotel?.holdUntil
      return (
        `The hotel has your request. ${hotel.frontDeskPromise(r.phone)}` +
        (hold
          ? ` If the hotel has not answered by ${momentOf(hold)}, the request lapses and the dates are free again.`
          : '')
      )
    }
    case 'unavailable':
      return `${r.facility.name} is no longer free on these dates. Please choose other dates.`
    case 'failed':
      return `The hotel could not accept this request: ${r.message ?? 'please try again.'}`
    case 'cancelling':
      return 'Your cancellation is saved on this device and will reach the hotel as soon as there is a connection.'
    case 'confirmed':
      return `The hotel has confirmed your stay. We look forward to welcoming you on ${longDate(r.dateRange.from)}.`
    case 'declined':
      return 'The hotel could not accept this request. Please choose other dates, or call us to find another way.'
    case 'cancelled':
      return 'This request is cancelled. Its dates are free again.'
    case 'expired':
      return `The hotel did not answer in time, so this request has lapsed and its dates are free again. Please send a new request, or call us on ${hotel.phone.display}.`
  }
}
