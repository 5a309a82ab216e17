// The contact form's message (spec: name, email, phone, reason), stored by
// `POST /api/contact-messages` and told to the staff (issue 15). The device makes the message_id,
// as it makes a reservation_id, so a message queued offline and sent twice is stored once:
// the same id with the same content answers 200 again, with other content 409 message_id_conflict.
import { z } from './zod'
import { RESERVATION_NAME_MAX, ReservationPhone } from './reservation'
import { multiLineText, singleLineText } from './text'

/** The route, under the API's base (`/api` unless VITE_API_BASE_URL says otherwise). */
export const CONTACT_MESSAGES_PATH = '/contact-messages'

/** 16 to 64 letters, digits, `_` or `-`: a random id the device makes (e.g. crypto.randomUUID()). */
export const MESSAGE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
export const CONTACT_NAME_MAX = RESERVATION_NAME_MAX
export const CONTACT_EMAIL_MAX = 254
export const CONTACT_REASON_MAX = 2000

export const MessageId = z
  .string({ error: 'must be text' })
  .regex(MESSAGE_ID_PATTERN, 'must be 16 to 64 letters, digits, _ or -')

/** A real address (zod's email check), trimmed as the browser's email input trims it. */
export const ContactEmail = z
  .string({ error: 'must be text' })
  .trim()
  .pipe(
    z
      .email({ error: 'must be a valid email address' })
      .max(CONTACT_EMAIL_MAX, `must be at most ${CONTACT_EMAIL_MAX} characters`),
  )

/** What the contact form sends: the spec's four fields, all required, and the device's id. */
export const ContactMessageBody = z.strictObject(
  {
    message_id: MessageId,
    name: singleLineText(CONTACT_NAME_MAX),
    email: ContactEmail,
    /** Stored normalised (spaces and dashes stripped), as a reservation's phone. */
    phone: ReservationPhone,
    reason: multiLineText(CONTACT_REASON_MAX),
  },
  { error: 'must be a JSON object' },
)
/** What the site sends. */
export type ContactMessageBody = z.input<typeof ContactMessageBody>
/** What the server stores and compares (trimmed, NFC, phone normalised). */
export type ContactMessageInput = z.output<typeof ContactMessageBody>

/**
 * The answer to the POST, on the first send and on every identical replay. Never the name,
 * email, phone or reason: the public route only says the message is stored.
 */
export const ContactMessageResult = z.object({
  message_id: z.string(),
  status: z.literal('received'),
  /** When the server first stored it (ISO instant); the same on a replay. */
  received_at: z.string(),
})
export type ContactMessageResult = z.infer<typeof ContactMessageResult>

/** What the staff see (CLI `messages list|show`): never served on a public route. */
export const ContactMessageRecord = z.object({
  message_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  reason: z.string(),
  received_at: z.string(),
})
export type ContactMessageRecord = z.infer<typeof ContactMessageRecord>
