// What the outbox hands a channel, and what a channel answers: the events, the Channel each way
// of telling implements (the staff's webhook and email in channels.ts, text messages in
// termii.ts, Web Push in push/), and the failure trying again cannot mend. Its own module so
// the channels depend on it and not on the outbox's worker: imports run one way, push/ ->
// notifications/, never back.
export const EVENT_TYPES = [
  'reservation.received',
  'reservation.cancelled',
  'contact.message',
  // To the guest (issue 30): their request was confirmed, declined, cancelled by the hotel or
  // expired. One event per push subscription, or one per request for a message channel.
  'guest.status',
  // To the guest (issue 53): a reminder of the deposit before its deadline, of the balance the
  // day before it is due. Written as guest.status is: one per subscription, one per request.
  'guest.payment',
  // To the guest by email (issue 53): a payment's or refund's receipt (payments/receipt-mail.ts).
  'guest.receipt',
  // To the staff (issue 39): an import took a night of a confirmed stay that no unit can give
  // any more; an outside calendar's feed has not been imported for three intervals.
  'channel.overbooked',
  'channel.stale',
  // To the staff (issue 53): money that needs a person (an amount that differs from what was
  // asked, a deposit unpaid at its deadline under an `alert` policy, a refund to give by hand).
  'payment.alert',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

export interface OutboxEvent {
  id: string
  type: EventType
  created_at: string
  data: Record<string, unknown>
}

/**
 * A way to tell someone: throws when the event was not accepted (it is tried again later, or
 * never again when it throws a PermanentFailure). A staff channel gets every staff event; a guest
 * channel, and the staff's devices' (one event per device, push/staff-devices.ts), only the
 * events written for them by name (enqueueTo).
 */
export interface Channel {
  name: string
  /** Default 'staff'. */
  audience?: 'staff' | 'guest' | 'staff-device'
  send(event: OutboxEvent): Promise<void>
}

/**
 * A failure that trying again cannot mend: a refused credential, a push subscription the push
 * service says is gone, a phone number the provider rejects. The delivery is recorded as failed
 * at once (the staff see why in `notifications list` and may "Try again now" once it is mended),
 * not retried for 24 hours.
 */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure'
}
