// The staff's email of an outside calendar's alert (issue 39, channels/alerts.ts): an import
// took a night of a confirmed stay that no unit can give any more (an overbooking), or a feed has
// not been imported for three intervals. Names the channel by the link's name, never by text of
// the feed's; says what to do about it.
import type { ContactEmail } from '../contact/staff-email'
import { staffDates } from '../hotel-dates'
import type { OutboxEvent } from './channel'

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v))
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The email of a 'channel.overbooked' or 'channel.stale' event (its data as shown). */
export function channelAlertEmail(
  type: OutboxEvent['type'],
  d: Record<string, unknown>,
): ContactEmail {
  const channel = str(d.channel)
  const facility = str(d.facility_name)
  const lines =
    type === 'channel.overbooked'
      ? [
          `${channel} has taken a night of a confirmed stay that no unit can give any more: this stay is overbooked.`,
          '',
          `Facility:  ${facility}`,
          `Stay:      ${staffDates((d.dateRange ?? {}) as { from?: string; to?: string })}`,
          `Reference: ${str(d.reference ?? d.reservation_id)}`,
          `Nights:    ${Array.isArray(d.nights) ? d.nights.join(', ') : ''}`,
          `Channel:   ${channel}`,
          '',
          `Close those nights on ${channel}, or move or cancel one of the two stays.`,
        ]
      : [
          `The calendar of ${channel} for ${facility} has not been imported for a while: nights booked there may still be offered here.`,
          '',
          `Last imported: ${d.last_success_at ? str(d.last_success_at) : 'never'}`,
          `Last error:    ${str(d.last_error)}`,
          '',
          'Check the link: npm run admin -- channels list',
        ]
  if (type === 'payment.alert') return paymentAlertEmail(d)
  const subject =
    type === 'channel.overbooked'
      ? `Overbooked ${str(d.reference ?? d.reservation_id)}: ${facility}, taken by ${channel}`
      : `${channel} calendar not updating: ${facility}`
  const html = lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')
  return { subject, text: lines.join('\n') + '\n', html }
}

/** The email of a 'payment.alert' (payments/: its data carries the sentence that says what to do). */
function paymentAlertEmail(d: Record<string, unknown>): ContactEmail {
  const reference = str(d.reference ?? d.reservation_id)
  const lines = [
    str(d.message),
    '',
    `Stay:      ${reference}`,
    ...(d.facility_name ? [`Facility:  ${str(d.facility_name)}`] : []),
    ...(d.paystack_reference ? [`Paystack:  ${str(d.paystack_reference)}`] : []),
    '',
    `See it: npm run admin -- reservations show ${reference}`,
  ]
  const html = lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')
  return {
    subject: `Payment alert ${reference}: ${str(d.facility_name)}`,
    text: lines.join('\n') + '\n',
    html,
  }
}
