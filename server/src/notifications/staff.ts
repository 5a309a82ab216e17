// The staff notifications as the server configures them: the channels that have settings, the
// outbox over the server's database, and the events the rules raise.
import { phoneE164 } from '../../../contract/phone-number'
import type { Config } from '../config'
import type { Transaction } from '../db/transaction'
import type { ReservationRow } from '../reservations/repository'
import type { ReservationLifecycleEvent } from '../reservations/lifecycle-event'
import { storedQuote } from '../reservations/stored-quote'
import type { ContactMessageRow } from '../contact/repository'
import { CONTACT_EVENT, contactEventData } from '../contact/staff-email'
import type { Channel } from './channel'
import { emailChannel, webhookChannel } from './channels'
import { notificationOutbox, type OutboxLog } from './outbox'
import type { OutboxRepository } from './outbox-repository'

export function configuredChannels(config: Config): Channel[] {
  const channels: Channel[] = []
  if (config.STAFF_WEBHOOK_URL && config.STAFF_WEBHOOK_SECRET) {
    const { STAFF_WEBHOOK_URL: url, STAFF_WEBHOOK_SECRET: secret } = config
    channels.push(webhookChannel(url, secret, config.NOTIFY_SEND_TIMEOUT_MS))
  }
  if (config.SMTP_URL && config.STAFF_EMAIL) {
    const from = config.MAIL_FROM ?? `Hearth House <${config.STAFF_EMAIL}>`
    channels.push(
      emailChannel(
        config.SMTP_URL,
        config.STAFF_EMAIL,
        from,
        config.GUEST_PHONE_COUNTRY_CODE,
        config.NOTIFY_SEND_TIMEOUT_MS,
        config.PUBLIC_URL,
      ),
    )
  }
  return channels
}

/**
 * The outbox with the staff's channels and `guestChannels` (push, text messages: their events are
 * written for them by name, push/guest-notifications.ts).
 */
export function staffNotifications(
  config: Config,
  repository: OutboxRepository,
  log?: OutboxLog,
  guestChannels: Channel[] = [],
  /** The rules' clock (services.ts: CLOCK_START's in tests), so its times agree with theirs. */
  now?: () => Date,
) {
  const outbox = notificationOutbox({
    repository,
    channels: [...configuredChannels(config), ...guestChannels],
    log,
    now,
    policy: {
      firstMs: config.NOTIFY_RETRY_FIRST_MS,
      maxMs: config.NOTIFY_RETRY_MAX_MS,
      pollMs: config.NOTIFY_POLL_MS,
      leaseMs: config.NOTIFY_LEASE_MS,
    },
  })
  /** The request as the staff are told of it. */
  const requestData = (row: ReservationRow) => ({
    reservation_id: row.reservation_id,
    ...('reference' in row ? { reference: row.reference } : {}),
    facility_id: row.facility_id,
    facility_name: row.facility_name,
    facility_type: row.facility_type,
    dateRange: { from: row.date_from, to: row.date_to },
    name: row.name,
    phone: row.phone,
    /**
     * In E.164 (`+2348035550142`), for a receiver's links; null when it is no number. As stored
     * with the request (read with the hotel's calling code: migration 016 and db/fill-phone-numbers.ts),
     * read here only for a row that has none.
     */
    phone_e164: row.phone_e164 || (phoneE164(row.phone, config.GUEST_PHONE_COUNTRY_CODE) ?? null),
    email: row.email,
    received_at: row.received_at,
    /** How many guests (issue 40); null: not asked. */
    guests: row.guests ?? null,
    /** The price quoted at the request's arrival (the quote API's shape); null: none then. */
    quote: storedQuote(row.quote),
  })
  return {
    outbox,
    /**
     * The rules' seam (ReservationLifecycleEvent), in the transaction of the change: the change
     * and its event commit together. A new request, and a guest's cancellation, are told.
     */
    async onEvent(event: ReservationLifecycleEvent) {
      if (event.type === 'reservation.received') {
        await outbox.enqueue(event.tx, 'reservation.received', requestData(event.reservation))
        return
      }
      if (event.type !== 'reservation.cancelled_by_guest') return // the guest's, not the staff's
      await outbox.enqueue(event.tx, 'reservation.cancelled', {
        ...requestData(event.reservation),
        cancelled_at: event.at,
      })
    },
    /** In the contact message's transaction: the message and its event commit together. */
    async onContactMessage(tx: Transaction, row: ContactMessageRow) {
      await outbox.enqueue(
        tx,
        CONTACT_EVENT,
        contactEventData(row, config.GUEST_PHONE_COUNTRY_CODE),
      )
    },
  }
}
