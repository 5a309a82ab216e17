// Answering a guest's contact message from the phone: an email with what they wrote quoted (the
// clerk writes above it, as a mail app's Reply does), a call, or WhatsApp with a greeting in the
// hotel's words. The links are the request page's (lib/use-guest-phone.ts); only the words differ.
import { hotel } from '../../../content/hotel'
import type { StaffMessage } from '../../../../contract/staff-messages'
import { typedText } from '../../lib/guest-message'

/** The first line of what they wrote, short enough for a subject line. */
export function gist(reason: string, max = 60): string {
  const first = reason.split('\n', 1)[0]?.trim() ?? ''
  return first.length > max ? `${first.slice(0, max - 1)}…` : first
}

/** `mailto:` (RFC 6068) with a subject and the message quoted, each line after `> `. */
export function replyEmailLink(message: StaffMessage): string {
  const quoted = message.reason
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const body = `\n\n${message.name} wrote:\n${quoted}\n`
  const subject = `Re: ${gist(message.reason) || `your message to ${hotel.name}`}`
  // encodeURIComponent, not URLSearchParams: a mail app reads `+` as a plus, not a space.
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/**
 * The WhatsApp greeting (lib/use-guest-phone.ts makes the link to the guest's number), in English:
 * a contact message does not record the page's language. What they typed is without its
 * direction controls (lib/guest-message.ts).
 */
export function replyWhatsAppText(message: StaffMessage): string {
  return `Hello ${typedText(message.name)}, this is ${hotel.name}, about your message: “${typedText(gist(message.reason))}”`
}
