// The `contact.message` event as the staff receive it: the webhook's data, and a plain email they
// can answer with Reply (Reply-To is the guest), call from (a tel: link) or look up in the CLI.
import { phoneDisplay, phoneE164, telHref } from '../../../contract/phone-number'
import type { ContactMessageRow } from './repository'

export const CONTACT_EVENT = 'contact.message'

/** The event's data: the whole message (the staff's channels only; never a public answer). */
export const contactEventData = (row: ContactMessageRow, callingCode: string) => ({
  message_id: row.message_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  /** In E.164 (`+2348035550142`), for a receiver's links; null when it is no number. */
  phone_e164: phoneE164(row.phone, callingCode) ?? null,
  reason: row.reason,
  received_at: row.received_at,
})

export const LIST_MESSAGES_COMMAND = 'npm run admin -- messages list'
export const showMessageCommand = (id: string) => `npm run admin -- messages show ${id}`

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const text = (v: unknown) => (typeof v === 'string' ? v : '')

export interface ContactEmail {
  subject: string
  text: string
  html: string
  /** The guest: the staff answer with Reply. */
  replyTo?: { name: string; address: string }
}

/** `callingCode` (GUEST_PHONE_COUNTRY_CODE) reads a number written the local way. */
export function contactEmail(data: Record<string, unknown>, callingCode: string): ContactEmail {
  const [name, email, phone, reason, id] = [
    text(data.name),
    text(data.email),
    text(data.phone),
    text(data.reason),
    text(data.message_id),
  ]
  const firstLine = reason.split('\n', 1)[0] ?? ''
  const gist = firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine
  const tel = telHref(phone, callingCode)
  const shown = phoneDisplay(phone, callingCode)
  const mailto = `mailto:${email}`
  const lines = [
    `${name} sent a message through the contact form.`,
    '',
    `Name:   ${name}`,
    `Email:  ${email} (${mailto})`,
    `Phone:  ${shown} (${tel})`,
    '',
    ...reason.split('\n').map((l) => `  ${l}`),
    '',
    'Reply to this email to answer the guest.',
    `Every message: ${LIST_MESSAGES_COMMAND}`,
    `This one:      ${showMessageCommand(id)}`,
  ]
  const html = [
    `<p>${escapeHtml(name)} sent a message through the contact form.</p>`,
    '<ul>',
    `<li>Name: ${escapeHtml(name)}</li>`,
    `<li>Email: <a href="${escapeHtml(mailto)}">${escapeHtml(email)}</a></li>`,
    `<li>Phone: <a href="${escapeHtml(tel)}">${escapeHtml(shown)}</a></li>`,
    '</ul>',
    `<blockquote style="white-space: pre-wrap">${escapeHtml(reason)}</blockquote>`,
    `<p>Every message: <code>${escapeHtml(LIST_MESSAGES_COMMAND)}</code><br>`,
    `This one: <code>${escapeHtml(showMessageCommand(id))}</code></p>`,
  ].join('\n')
  return {
    subject: `Contact message from ${name}: ${gist}`,
    text: lines.join('\n') + '\n',
    html,
    ...(email ? { replyTo: { name, address: email } } : {}),
  }
}
