// What the guest is told when the hotel answers (issue 30), by push or by text message: the
// hotel's name, the facility, the dates and the new state, and the reference they can quote. Never
// the guest's name or phone (a notification shows on a locked screen), nor the hotel's note (it
// may name them: the confirmation page shows it). In the request's language: the words are the
// site's (src/content/messages/, guestNotice).
import { formatReference } from '../../../contract/reference'
import { hotel, messagesFor } from '../../../src/server-shared'
import { formatMoney } from '../../../contract/rates'
import { hotelDates } from '../hotel-dates'

export type GuestStatus = 'confirmed' | 'declined' | 'cancelled' | 'expired'

/** The data of a `guest.status` outbox event (what both guest channels read). */
export interface GuestStatusData {
  reservation_id: string
  /** As stored (ABCDEFGHJK); shown with its dash. */
  reference?: string
  facility_name: string
  facility_type: string
  dateRange: { from: string; to: string }
  status: GuestStatus
  /** A stay the hotel had cancelled, confirmed again: said as such. */
  reinstated?: boolean
  /** The push channel's: which subscription (server/src/push/). */
  subscription_id?: string
  /** The text channel's: the number as the guest gave it (pruned with the event's payload). */
  phone?: string
  /** The language the request was made in (issue 31); absent: the site's default. */
  language?: string
  /**
   * A confirmed stay's own page (issue 53: what is due and the way to pay), when the site's
   * address is known (PUBLIC_URL): the text message ends with it.
   */
  stay_url?: string
}

/**
 * `10 to 12 Dec 2026`, `29 Nov to 2 Dec 2026`, `30 Dec 2026 to 2 Jan 2027`, `du 10 au 12 déc. 2026`:
 * in the hotel's forms (server/src/hotel-dates.ts), joined with the language's words.
 */
export function dateSpan(from: string, to: string, language?: string | null): string {
  return hotelDates(language).dateSpan(from, to, { join: messagesFor(language).guestNotice.span })
}

export function guestStatusMessage(data: GuestStatusData): {
  title: string
  body: string
  /** One text message: the hotel's name first, the reference last. */
  sms: string
} {
  const m = messagesFor(data.language).guestNotice
  const span = dateSpan(data.dateRange.from, data.dateRange.to, data.language)
  const ref = data.reference ? formatReference(data.reference) : undefined
  const said = data.reinstated && data.status === 'confirmed' ? 'reinstated' : data.status
  const body = m.body(data.facility_name, span, m.state[said])
  return {
    title: `${m.title[said]} · ${hotel.name}`,
    body,
    sms: `${hotel.name}: ${body}${ref ? ` ${m.reference(ref)}` : ''}${data.stay_url ? ` ${data.stay_url}` : ''}`,
  }
}

/** The data of a `guest.payment` outbox event: a reminder of what is due (issue 53). */
export interface GuestPaymentData {
  reservation_id: string
  reference?: string
  facility_name: string
  dateRange: { from: string; to: string }
  kind: 'deposit' | 'balance'
  /** Minor units. */
  amount: number
  currency: string
  /** An instant (the deposit's deadline) or the hotel's date (the balance's). */
  due_by: string
  /** The hotel's zone (HOTEL_TIMEZONE): the deadline's time is written on its clock. */
  time_zone?: string
  stay_url?: string
  subscription_id?: string
  phone?: string
  language?: string
}

export function guestPaymentMessage(data: GuestPaymentData): {
  title: string
  body: string
  sms: string
} {
  const m = messagesFor(data.language).guestNotice
  const dates = hotelDates(data.language, data.time_zone)
  const span = dateSpan(data.dateRange.from, data.dateRange.to, data.language)
  const amount = formatMoney(data.amount, data.currency, dates.locale)
  const by = data.kind === 'deposit' ? dates.moment(data.due_by) : dates.longDate(data.due_by)
  const body = m.payment[data.kind](data.facility_name, span, amount, by)
  const ref = data.reference ? formatReference(data.reference) : undefined
  return {
    title: `${m.payment.title} · ${hotel.name}`,
    body,
    sms: `${hotel.name}: ${body}${ref ? ` ${m.reference(ref)}` : ''}${data.stay_url ? ` ${data.stay_url}` : ''}`,
  }
}
