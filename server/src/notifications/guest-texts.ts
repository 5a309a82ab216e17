// What the guest is told when the hotel answers (issue 30), by push or by text message: the
// hotel's name, the facility, the dates and the new state, and the reference they can quote. Never
// the guest's name or phone (a notification shows on a locked screen), nor the hotel's note (it
// may name them: the confirmation page shows it). In English until the site has languages.
import { formatReference } from '../../../contract/reference'
import { hotel } from '../../../src/server-shared'

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
  /** The push channel's: which subscription (server/src/push/). */
  subscription_id?: string
  /** The text channel's: the number as the guest gave it (pruned with the event's payload). */
  phone?: string
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `12 Dec 2026`: the same on every server, whatever its locale data (no Intl). */
function shortDate(value: string): string {
  const [y, m, d] = value.split('-').map(Number)
  return `${d} ${months[(m ?? 1) - 1]} ${y}`
}

/** `12 to 14 Dec 2026`, `30 Dec 2026 to 2 Jan 2027`. */
export function dateSpan(from: string, to: string): string {
  if (from === to) return shortDate(from)
  const [a, b] = [shortDate(from), shortDate(to)]
  const [ad, am, ay] = a.split(' ')
  const [, bm, by] = b.split(' ')
  if (ay === by && am === bm) return `${ad} to ${b}`
  if (ay === by) return `${ad} ${am} to ${b}`
  return `${a} to ${b}`
}

const STATE_LINE: Record<GuestStatus, string> = {
  confirmed: 'is confirmed. We look forward to welcoming you.',
  declined: 'could not be accepted. The hotel’s note is on your request.',
  cancelled: 'was cancelled by the hotel. The hotel’s note is on your request.',
  expired:
    'expired before the hotel could answer. Its dates are free again: you may send a new request.',
}

const TITLE: Record<GuestStatus, string> = {
  confirmed: 'Your request is confirmed',
  declined: 'Your request was declined',
  cancelled: 'Your request was cancelled',
  expired: 'Your request expired',
}

export function guestStatusMessage(data: GuestStatusData): {
  title: string
  body: string
  /** One text message: the hotel's name first, the reference last. */
  sms: string
} {
  const span = dateSpan(data.dateRange.from, data.dateRange.to)
  const ref = data.reference ? formatReference(data.reference) : undefined
  const body = `${data.facility_name}, ${span}: your request ${STATE_LINE[data.status]}`
  return {
    title: `${TITLE[data.status]} · ${hotel.name}`,
    body,
    sms: `${hotel.name}: ${body}${ref ? ` Ref ${ref}.` : ''}`,
  }
}
