// The guest's push channel (issue 30): the outbox hands it a `guest.status` event written for one
// subscription (push/guest-notifications.ts), and it sends that subscription the message in the
// request's language (notifications/guest-texts.ts) through the one sender (push.ts deliver).
// Imports run one way: push/ -> notifications/ (the Channel, the texts), never back.
import { requestUrl, type GuestPushMessage } from '../../../contract/push'
import { formatReference } from '../../../contract/reference'
import type { Channel, OutboxEvent } from '../notifications/channel'
import {
  guestPaymentMessage,
  guestStatusMessage,
  type GuestPaymentData,
  type GuestStatusData,
} from '../notifications/guest-texts'
import type { PushService } from './push'
import type { PushRepository } from './repository'

export const PUSH_CHANNEL = 'push'

export function guestPushChannel(push: PushService, repo: PushRepository): Channel {
  async function send(event: OutboxEvent): Promise<void> {
    const data = event.data as unknown as GuestStatusData
    const subscription =
      data.subscription_id === undefined ? undefined : await repo.subscription(data.subscription_id)
    // Removed since (the guest cancelled, or their device said stop): nobody to tell.
    if (!subscription) return
    // A payment's reminder reads as news of a confirmed stay: a tap opens the request, which links
    // the stay's page.
    const text =
      event.type === 'guest.payment'
        ? guestPaymentMessage(event.data as unknown as GuestPaymentData)
        : guestStatusMessage(data)
    const message: GuestPushMessage = {
      type: 'reservation.status',
      reservation_id: data.reservation_id,
      ...(data.reference ? { reference: formatReference(data.reference) } : {}),
      status: event.type === 'guest.payment' ? 'confirmed' : data.status,
      title: text.title,
      body: text.body,
      url: requestUrl(data.reservation_id),
    }
    await push.deliver(subscription, message, {
      // A newer answer replaces one the phone has not fetched yet (the push service holds one).
      topic: data.reservation_id,
      gone: () => repo.deleteSubscription(subscription.subscription_id),
    })
  }
  return { name: PUSH_CHANNEL, audience: 'guest', send: (event) => send(event) }
}
