// The guest's notifications (issue 30), as the server configures them: when the hotel answers a
// request (confirmed, declined, cancelled by the hotel, reinstated) or its hold runs out, one `guest.status`
// event per push subscription of the request, and one for the text-message channel when the hotel
// has one. Written in the transaction of the change (ReservationLifecycleEvent), so an answer is
// told exactly when it commits, once, by the outbox's lease across replicas. A guest's own cancel
// tells nobody and removes the request's subscriptions in the same transaction.
// Here, beside push, since it reads the subscriptions: push/ imports notifications/ (the outbox,
// the text channel's name), never the other way.
import type { GuestTold } from '../../../contract/staff'
import { stayPath } from '../../../contract/stay'
import type { GuestPaymentData, GuestStatusData } from '../notifications/guest-texts'
import type { Transaction } from '../db/transaction'
import type { ReservationRow } from '../reservations/repository'
import type { NotificationOutbox } from '../notifications/outbox'
import { TERMII_CHANNEL } from '../notifications/termii'
import type { ReservationLifecycleEvent } from '../reservations/lifecycle-event'
import { PUSH_CHANNEL } from './guest-channel'
import { pushRepositoryIn, type PushRepository } from './repository'

export function guestNotifications(
  outbox: NotificationOutbox,
  subscriptions: PushRepository,
  /** The site's address (PUBLIC_URL): a confirmed stay's message links its page. */
  publicUrl?: string,
) {
  return {
    /** How the guest will be told of this request's answer: the console's request page. */
    async told(reservationId: string): Promise<GuestTold> {
      const devices = (await subscriptions.countsFor([reservationId])).get(reservationId)
      return { devices: devices ?? 0, text: outbox.has(TERMII_CHANNEL) }
    },

    /**
     * A reminder of what a stay owes (payments/deadlines.ts), in the reminder's transaction: to each
     * device of the request and by text message, as an answer is told.
     */
    async remind(
      tx: Transaction,
      row: ReservationRow,
      due: Pick<GuestPaymentData, 'kind' | 'amount' | 'currency' | 'due_by' | 'time_zone'>,
    ): Promise<void> {
      const push = pushRepositoryIn(tx)
      const data: GuestPaymentData = {
        reservation_id: row.reservation_id,
        ...(row.reference ? { reference: row.reference } : {}),
        facility_name: row.facility_name,
        dateRange: { from: row.date_from, to: row.date_to },
        ...due,
        ...(row.language ? { language: row.language } : {}),
        ...(row.stay_token && publicUrl
          ? { stay_url: publicUrl + stayPath(row.stay_token, row.language) }
          : {}),
      }
      for (const subscription of await push.subscriptionsOf(row.reservation_id)) {
        await outbox.enqueueTo(tx, PUSH_CHANNEL, 'guest.payment', {
          ...data,
          subscription_id: subscription.subscription_id,
        })
      }
      await outbox.enqueueTo(tx, TERMII_CHANNEL, 'guest.payment', { ...data, phone: row.phone })
    },

    async onEvent(event: ReservationLifecycleEvent): Promise<void> {
      const push = pushRepositoryIn(event.tx)
      const row = event.reservation
      if (event.type === 'reservation.cancelled_by_guest') {
        await push.deleteSubscriptionsOf(row.reservation_id)
        return
      }
      if (event.type !== 'reservation.answered') return
      const data: GuestStatusData = {
        reservation_id: row.reservation_id,
        ...(row.reference ? { reference: row.reference } : {}),
        facility_name: row.facility_name,
        facility_type: row.facility_type,
        dateRange: { from: row.date_from, to: row.date_to },
        status: event.to,
        ...(event.reinstated ? { reinstated: true } : {}),
        ...(row.language ? { language: row.language } : {}),
        ...(event.to === 'confirmed' && row.stay_token && publicUrl
          ? { stay_url: publicUrl + stayPath(row.stay_token, row.language) }
          : {}),
      }
      for (const subscription of await push.subscriptionsOf(row.reservation_id)) {
        await outbox.enqueueTo(event.tx, PUSH_CHANNEL, 'guest.status', {
          ...data,
          subscription_id: subscription.subscription_id,
        })
      }
      await outbox.enqueueTo(event.tx, TERMII_CHANNEL, 'guest.status', {
        ...data,
        phone: row.phone,
      })
    },
  }
}
export type GuestNotifications = ReturnType<typeof guestNotifications>
