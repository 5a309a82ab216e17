// The staff's phones told of each new request and contact message by Web Push (issue 37): with no
// email or webhook set up (a fresh install), this is how the people at the desk hear of a guest at
// once. A signed-in person turns it on for a browser ("Notify this phone"); each new request or
// message writes one outbox event per device, in the transaction of the change, and the outbox
// sends each once (its lease across replicas), retries it, and a device the push service says is
// gone (404/410) is removed. What is sent shows on a locked screen: the facility and the dates, the
// request's reference, its guests and quoted total, never the guest's name, phone, email or words. A person's devices go when
// they sign out or are revoked (staff/sessions.ts, staff/people.ts, staff/repository.ts). The
// outside calendars' alerts (issue 39: an overbooked stay, a feed not updating) go the same way.
import { createHash } from 'node:crypto'
import { formatReference } from '../../../contract/reference'
import { STAFF_PATH } from '../../../contract/staff-paths'
import type {
  StaffPushDevice,
  StaffPushDeviceBody,
  StaffPushState,
} from '../../../contract/staff-push'
import {
  staffMessagePath,
  staffRequestPath,
  type StaffPushMessage,
} from '../../../contract/staff-push-message'
import type { ContactMessageRow } from '../contact/repository'
import type { Transaction } from '../db/transaction'
import { DomainError } from '../domain-errors'
import { staffDates } from '../hotel-dates'
import type { Channel, OutboxEvent } from '../notifications/channel'
import type { NotificationOutbox } from '../notifications/outbox'
import type { ReservationLifecycleEvent } from '../reservations/lifecycle-event'
import { storedQuote } from '../reservations/stored-quote'
import { staffMoney } from '../staff-price-text'
import type { PushService } from './push'
import { staffDeviceRepositoryIn, type StaffDeviceRepository } from './staff-device-repository'

export const STAFF_PUSH_CHANNEL = 'staff-push'
/** A person's phone, tablet and desk, and some: not a list to fill. */
export const MAX_DEVICES_PER_PERSON = 10

/** One row per browser: its endpoint is its identity (a second person there takes it over). */
export const deviceId = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('hex').slice(0, 32)

/** The data of a staff device's event: what the message is made of, and which device. */
interface DeviceEventData {
  device_id: string
  reservation_id?: string
  reference?: string
  facility_name?: string
  dateRange?: { from: string; to: string }
  message_id?: string
  /** A channel alert's (issue 39): the link's name, and the feed's last import. */
  channel?: string
  /** A new request's guests and the total quoted at its arrival (issue 40), when it has them. */
  guests?: number
  quoted?: { currency: string; total: number }
}

/** What the phone shows: the facility, the dates and the reference; never the guest. */
export function staffPushMessage(type: OutboxEvent['type'], data: DeviceEventData) {
  if (type === 'contact.message') {
    const id = data.message_id ?? ''
    return {
      type: 'contact.message',
      title: 'New contact message',
      body: 'A guest wrote through the contact form. Open it to read and answer.',
      url: staffMessagePath(id),
      tag: `message-${id}`,
    } satisfies StaffPushMessage
  }
  const ref = data.reference ? formatReference(data.reference) : (data.reservation_id ?? '')
  // The staff's date range, as their emails and the CLI write it (hotel-dates.ts).
  const dates = data.dateRange ? staffDates(data.dateRange) : ''
  if (type === 'channel.overbooked') {
    return {
      type,
      title: `Overbooked · ${data.facility_name ?? ''}`,
      body: `${data.channel ?? ''} took a night of a confirmed stay: ${dates} · ${ref}`,
      url: staffRequestPath(ref),
      tag: `overbooked-${data.reservation_id ?? ref}`,
    } satisfies StaffPushMessage
  }
  if (type === 'channel.stale') {
    return {
      type,
      title: `${data.channel ?? ''} calendar not updating`,
      body: `${data.facility_name ?? ''}: its feed has not been imported lately. Check the link.`,
      url: STAFF_PATH,
      tag: `stale-${data.facility_name ?? ''}-${data.channel ?? ''}`,
    } satisfies StaffPushMessage
  }
  if (type === 'payment.alert') {
    return {
      type,
      title: `Payment alert · ${data.facility_name ?? ''}`,
      body: `A stay's money needs you: ${ref}`,
      url: staffRequestPath(ref),
      tag: `payment-${data.reservation_id ?? ref}`,
    } satisfies StaffPushMessage
  }
  // No guest's details in a price: it may show on a locked screen as the dates do.
  const guests = data.guests ? ` · ${data.guests} guest${data.guests === 1 ? '' : 's'}` : ''
  const quoted = data.quoted
    ? ` · ${staffMoney(data.quoted.total, data.quoted.currency)} quoted`
    : ''
  return {
    type: 'reservation.received',
    title: `New request · ${data.facility_name ?? ''}`,
    body: `${dates} · ${ref}${guests}${quoted}`,
    url: staffRequestPath(ref),
    tag: `request-${data.reservation_id ?? ref}`,
  } satisfies StaffPushMessage
}

export function staffDevices(repo: StaffDeviceRepository, push: PushService, now: () => Date) {
  const shown = (row: { device_id: string; created_at: string }): StaffPushDevice => ({
    id: row.device_id,
    created_at: row.created_at,
  })

  async function send(event: OutboxEvent): Promise<void> {
    const data = event.data as unknown as DeviceEventData
    const device = await repo.device(data.device_id)
    // Turned off since, or its person signed out or was revoked: nobody to tell.
    if (!device) return
    await push.deliver(device, staffPushMessage(event.type, data), {
      topic: `${event.type} ${data.reservation_id ?? data.message_id ?? event.id}`,
      // A guest waits for an answer: the phone is woken for it.
      urgency: 'high',
      gone: async () => void (await repo.delete(device.device_id)),
    })
  }

  /** One event per device of the people not revoked, in `tx` (the change's transaction). */
  async function tellEveryDevice(
    outbox: NotificationOutbox,
    tx: Transaction,
    type: StaffPushMessage['type'],
    data: Omit<DeviceEventData, 'device_id'>,
  ) {
    if (!outbox.has(STAFF_PUSH_CHANNEL)) return
    for (const { device_id } of await staffDeviceRepositoryIn(tx).activeDevices()) {
      await outbox.enqueueTo(tx, STAFF_PUSH_CHANNEL, type, { ...data, device_id })
    }
  }

  return {
    /** This person's devices, the key to subscribe with, and how many the hotel has. */
    async state(staffId: string): Promise<StaffPushState> {
      const [key, devices, hotelDevices] = await Promise.all([
        push.currentKey(),
        repo.devicesOf(staffId),
        repo.countActive(),
      ])
      return { publicKey: key.public_key, devices: devices.map(shown), hotelDevices }
    },

    /**
     * "Notify this phone": stores this browser's subscription for the person (its endpoint
     * checked as a guest's is: push/endpoint.ts), signed later with the pair current now. The same
     * browser again replaces its keys (and takes it over from a colleague who used it before).
     */
    async subscribe(staffId: string, body: StaffPushDeviceBody): Promise<StaffPushDevice> {
      await push.checkEndpoint(body.endpoint)
      const id = deviceId(body.endpoint)
      const mine = await repo.devicesOf(staffId)
      if (!mine.some((d) => d.device_id === id) && mine.length >= MAX_DEVICES_PER_PERSON) {
        throw new DomainError(
          'conflict',
          'too_many_devices',
          `You are notified on ${MAX_DEVICES_PER_PERSON} devices already; turn one off first.`,
        )
      }
      const key = await push.currentKey()
      const row = {
        device_id: id,
        staff_id: staffId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        key_id: key.key_id,
        created_at: now().toISOString(),
      }
      await repo.upsert(row)
      return shown(row)
    },

    /** Turns a device of this person off: idempotent (a second tap, or one already gone). */
    async remove(staffId: string, id: string): Promise<void> {
      await repo.delete(id, staffId)
    },

    /** The outbox's channel for the staff's devices: events are written for it by name. */
    channel(): Channel {
      return { name: STAFF_PUSH_CHANNEL, audience: 'staff-device', send }
    },

    /** The events the staff's devices are told of, written with `outbox`. */
    notifier(outbox: NotificationOutbox) {
      return {
        async onEvent(event: ReservationLifecycleEvent): Promise<void> {
          if (event.type !== 'reservation.received') return
          const row = event.reservation
          const quote = storedQuote(row.quote)
          await tellEveryDevice(outbox, event.tx, 'reservation.received', {
            reservation_id: row.reservation_id,
            ...('reference' in row && row.reference ? { reference: row.reference } : {}),
            facility_name: row.facility_name,
            dateRange: { from: row.date_from, to: row.date_to },
            ...(row.guests ? { guests: row.guests } : {}),
            ...(quote ? { quoted: { currency: quote.currency, total: quote.total } } : {}),
          })
        },
        async onContactMessage(tx: Transaction, row: ContactMessageRow): Promise<void> {
          await tellEveryDevice(outbox, tx, 'contact.message', { message_id: row.message_id })
        },
        /** An import's alert (channels/alerts.ts): what the phone shows of it, no more. */
        async onChannelAlert(
          tx: Transaction,
          type: 'channel.overbooked' | 'channel.stale' | 'payment.alert',
          data: Record<string, unknown>,
        ): Promise<void> {
          const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
          const range = data.dateRange as { from: string; to: string } | undefined
          await tellEveryDevice(outbox, tx, type, {
            reservation_id: text(data.reservation_id),
            reference: text(data.reference),
            facility_name: text(data.facility_name),
            channel: text(data.channel),
            ...(range ? { dateRange: range } : {}),
          })
        },
      }
    },
  }
}
export type StaffDevices = ReturnType<typeof staffDevices>
