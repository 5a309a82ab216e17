import {
  CONTACT_MESSAGES_PATH,
  ContactMessageResult,
  type ContactMessageBody,
} from '../../../../contract/contact-message'
import { api } from '../../../lib/api-client'
import type { StoredContactMessage } from '../contact-store'

const SEND_TIMEOUT_MS = 15_000

/** Sends a kept message; every try carries its message_id, so the hotel stores it once. */
export function sendContactMessage(message: StoredContactMessage) {
  const body: ContactMessageBody = {
    message_id: message.message_id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    reason: message.reason,
  }
  return api.post(
    CONTACT_MESSAGES_PATH,
    body,
    ContactMessageResult,
    AbortSignal.timeout(SEND_TIMEOUT_MS),
  )
}
