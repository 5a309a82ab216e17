// One delivery of a staff notification, in words: what it told of, by which way, and how it
// went (sent; waiting to retry, and why; failed, and why), with "Try again now" on a failed one.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeliveryState, StaffDelivery } from '../../../../contract/staff-messages'
import { ActButton } from '../../components/act-button'
import { StepError } from '../../components/problem'
import { hotelTime } from '../../lib/hotel-time'
import { staffKeys } from '../../lib/staff-keys'
import { retryDelivery } from './api'

const EVENTS: Record<string, string> = {
  'reservation.received': 'New request',
  'reservation.cancelled': 'Request cancelled by the guest',
  'contact.message': 'Contact message',
  'guest.status': 'Your answer, to the guest',
  'channel.overbooked': 'Overbooked by a booking site',
  'channel.stale': 'Booking site calendar not updating',
}
const CHANNELS: Record<string, string> = {
  webhook: 'Webhook',
  email: 'Email',
  push: 'Notification on the guest’s phone',
  'staff-push': 'Notification on a staff phone',
  termii: 'Text message (Termii)',
}
const STATES: Record<DeliveryState, { label: string; badge: string }> = {
  sent: { label: 'Sent', badge: 'badge-confirmed' },
  retrying: { label: 'Waiting to retry', badge: 'badge-received' },
  failed: { label: 'Failed', badge: 'badge-declined' },
  queued: { label: 'Not sent yet', badge: 'badge-other' },
}

const tries = (n: number) => (n === 1 ? '1 try' : `${n} tries`)

interface DeliveryItemProps {
  delivery: StaffDelivery
  timeZone: string
  /** When the list was read (ms): a try due by then is being made now. */
  readAt: number
}

export function DeliveryItem({ delivery: d, timeZone, readAt }: DeliveryItemProps) {
  const queryClient = useQueryClient()
  const retry = useMutation({
    mutationFn: () => retryDelivery(d),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'notifications'] }),
  })
  const state = STATES[d.state]
  const soon = d.next_attempt_at !== null && Date.parse(d.next_attempt_at) <= readAt + 5_000
  return (
    <li className="row delivery">
      <div className="row-head">
        <h2 className="delivery-event">
          {EVENTS[d.event] ?? d.event}
          {d.about && (
            <>
              <span aria-hidden="true"> · </span>
              <bdi className="delivery-about">{d.about}</bdi>
            </>
          )}
        </h2>
        <span className={`badge ${state.badge}`}>{state.label}</span>
      </div>
      <p className="muted small">
        {CHANNELS[d.channel] ?? d.channel} · written {hotelTime(d.created_at, timeZone)} ·{' '}
        {tries(d.attempts)}
      </p>
      {d.state === 'sent' && d.delivered_at && (
        <p className="small">Sent {hotelTime(d.delivered_at, timeZone)}.</p>
      )}
      {d.state !== 'sent' && d.next_attempt_at && (
        <p className="small">
          {soon ? 'Trying again now.' : `Next try ${hotelTime(d.next_attempt_at, timeZone)}.`}
        </p>
      )}
      {d.state === 'failed' && <p className="small">Given up: it is not tried again by itself.</p>}
      {d.last_error && d.state !== 'sent' && (
        <p className="delivery-error small">
          Why: <span className="guest-text">{d.last_error}</span>
        </p>
      )}
      {d.state === 'failed' &&
        (d.can_retry ? (
          <div className="delivery-act">
            <ActButton step={retry} busy="Asking…">
              Try again now
            </ActButton>
          </div>
        ) : (
          <p className="muted small">
            It cannot be sent again from here: this server no longer sends this way, or the
            notification is too old to still hold the guest’s details.
          </p>
        ))}
      <StepError step={retry} small />
    </li>
  )
}
