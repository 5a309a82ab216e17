// What a staff phone is sent by push (issue 37), without the validation library: the console's
// service worker and its messages screen read it, and neither loads zod.
import { STAFF_PATH } from './staff-paths'

/**
 * What the console's service worker receives (the decrypted message's JSON): what to show, and
 * where a tap goes. It shows on a locked screen: the facility and the dates, never the guest's
 * name, phone, email or words.
 */
export interface StaffPushMessage {
  type:
    | 'reservation.received'
    | 'contact.message'
    | 'channel.overbooked'
    | 'channel.stale'
    | 'payment.alert'
  title: string
  body: string
  /** The console's page of the request, or of the messages scrolled to this one. */
  url: string
  /** One notification per request or message: a repeat replaces it. */
  tag: string
}

/** The messages screen, at one message (src/staff/features/messages reads the hash). */
export const messageAnchor = (messageId: string) => `message-${messageId}`

/** A request's page in the console, by its reference as the guest reads it (or its id). */
export const staffRequestPath = (ref: string) => `${STAFF_PATH}/requests/${encodeURIComponent(ref)}`

/** The messages screen at one message. */
export const staffMessagePath = (messageId: string) =>
  `${STAFF_PATH}/messages#${messageAnchor(messageId)}`
