// How the guest learns of an answer: told by the server (a push, a text message), or only if the
// staff call them. Said on the request's page and in the dialog that asks before a cancel.
import type { GuestTold } from '../../../../contract/staff'

/** How the guest learns of the answer: told by the server, or only if the staff call them. */
export function toldLine({ devices, text }: GuestTold): string {
  const phone = devices === 1 ? 'their phone' : `their ${devices} devices`
  if (devices > 0 && text)
    return `Reaches the guest by a notification on ${phone} and a text message.`
  if (devices > 0) return `Reaches the guest by a notification on ${phone}.`
  if (text) return 'Reaches the guest by a text message.'
  return 'The guest is not notified: they did not ask for notifications. Call or message them.'
}
