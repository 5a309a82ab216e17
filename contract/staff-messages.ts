// The console's messages and notifications screens (issue 29): the guests' contact messages
// (newest first, the unread counted, "Mark as handled") and the staff notifications (each
// delivery, as the CLI's `notifications list` shows it, and "Try again now" for a failed one).
// Imported by the server (server/src/http/staff/messages-routes.ts, notifications-routes.ts) and
// the console (src/staff/features/messages, notifications). Every answer is `Cache-Control:
// no-store`.
import { z } from './zod'
import { ContactMessageRecord, MessageId } from './contact-message'
import { wholeNumberQuery } from './page-query'
import { decodeReservationCursor, encodeReservationCursor } from './reservation'
import { identifier } from './text'

export const MESSAGES_PAGE_DEFAULT = 30
export const MESSAGES_PAGE_MAX = 200

/**
 * A page's cursor: the newest-first lists' own (contract/reservation.ts), `[instant, id]` in
 * base64url, so one format is read and checked in one place.
 */
export interface PageCursor {
  at: string
  id: string
}
export const encodePageCursor = ({ at, id }: PageCursor) =>
  encodeReservationCursor({ received_at: at, reservation_id: id })
const pageCursor = z.string().transform((cursor, ctx): PageCursor => {
  const decoded = decodeReservationCursor(cursor)
  if (!decoded) {
    ctx.addIssue({ code: 'custom', message: 'must be the `next` of a previous page' })
    return z.NEVER
  }
  return { at: decoded.received_at, id: decoded.reservation_id }
})

/** One contact message as the staff see it: what the guest wrote, and whether it was handled. */
export const StaffMessage = ContactMessageRecord.extend({
  /** When a colleague marked it handled; null while unread. */
  handled_at: z.string().nullable(),
  /** Who: the person's name then, 'admin token' or 'CLI'. */
  handled_by: z.string().nullable(),
})
export type StaffMessage = z.infer<typeof StaffMessage>

/** `GET /api/staff/messages?before=&limit=`: newest first, a page at a time. */
export const StaffMessagesQuery = z.strictObject({
  limit: wholeNumberQuery(MESSAGES_PAGE_MAX, MESSAGES_PAGE_DEFAULT),
  before: pageCursor.optional(),
})
export type StaffMessagesQuery = z.output<typeof StaffMessagesQuery>

export const StaffMessagesPage = z.object({
  messages: z.array(StaffMessage),
  /** How many are not yet handled, in all (not only on this page). */
  unread: z.number().int(),
  /** The cursor of the next page, when there is one. */
  next: z.string().optional(),
  /** The hotel's zone: the console shows times in it. */
  timeZone: z.string(),
})
export type StaffMessagesPage = z.infer<typeof StaffMessagesPage>

/** `POST /api/staff/messages/:id/handled` (body `{}`): answers the message as it now is. */
export const StaffMessageParams = z.strictObject({ id: MessageId })
export type StaffMessageParams = z.infer<typeof StaffMessageParams>

/**
 * A delivery's state as people read it: sent; waiting for its next try (a try failed, and why);
 * failed (given up: "Try again now" makes it due); or not tried yet (just written).
 */
export const DELIVERY_STATES = ['sent', 'retrying', 'failed', 'queued'] as const
export const DeliveryState = z.enum(DELIVERY_STATES)
export type DeliveryState = z.infer<typeof DeliveryState>

/** One event's delivery to one channel (webhook, email): the CLI's `notifications list` row. */
export const StaffDelivery = z.object({
  event_id: z.string(),
  /** reservation.received, reservation.cancelled, contact.message, guest.status (to the guest) */
  event: z.string(),
  channel: z.string(),
  created_at: z.string(),
  state: DeliveryState,
  attempts: z.number().int(),
  delivered_at: z.string().nullable(),
  /** While it waits: when it is tried next. */
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** What it tells of: a request's reference, or a message's sender (while the event keeps it). */
  about: z.string().nullable(),
  /** Whether "Try again now" can send it (failed, its channel still set up, its data kept). */
  can_retry: z.boolean(),
})
export type StaffDelivery = z.infer<typeof StaffDelivery>

export const NOTIFICATIONS_PAGE_DEFAULT = 30
export const NOTIFICATIONS_PAGE_MAX = 200

/** `GET /api/staff/notifications?failed=true&before=&limit=`: newest first. */
export const StaffNotificationsQuery = z.strictObject({
  /** Only the failed ones and those failing still (waiting to retry). */
  failed: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  limit: wholeNumberQuery(NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_DEFAULT),
  before: pageCursor.optional(),
})
export type StaffNotificationsQuery = z.output<typeof StaffNotificationsQuery>

export const StaffNotificationsPage = z.object({
  deliveries: z.array(StaffDelivery),
  next: z.string().optional(),
  /** The channels that tell the staff (none: they are not told; docs/staff.md says how). */
  channels: z.array(z.string()),
  timeZone: z.string(),
})
export type StaffNotificationsPage = z.infer<typeof StaffNotificationsPage>

/** `POST /api/staff/notifications/:event_id/:channel/retry` (body `{}`). */
export const StaffDeliveryParams = z.strictObject({
  event_id: identifier(64),
  channel: identifier(32),
})
export type StaffDeliveryParams = z.infer<typeof StaffDeliveryParams>
