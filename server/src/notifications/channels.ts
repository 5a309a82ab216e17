// The channels staff notifications go to: a signed webhook and an email through nodemailer
// (a well-kept SMTP client: TLS, authentication from the URL, pooled connections).
import { phoneDisplay, telHref } from '../../../contract/phone-number'
import { formatReference } from '../../../contract/reference'
import { STAFF_PATH } from '../../../contract/staff'
import { createHmac } from 'node:crypto'
import type { Transporter } from 'nodemailer'
import { contactEmail, type ContactEmail } from '../contact/staff-email'
import { staffDates } from '../hotel-dates'
import { eventPriceText, type StaffPriceText } from '../staff-price-text'
import type { Channel, OutboxEvent } from './channel'
import { channelAlertEmail } from './channel-alert-email'
import { shownPayload } from './outbox'

export const SIGNATURE_HEADER = 'X-Hearth-Signature'
export const EVENT_ID_HEADER = 'X-Hearth-Event-Id'
/** How long one try may take by default (NOTIFY_SEND_TIMEOUT_MS): then it fails and is retried. */
export const SEND_TIMEOUT_MS = 10_000

/** `sha256=<hex>`: HMAC-SHA256 of the raw body with the shared secret. */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/**
 * POSTs `{ id, type, created_at, data }` (`data` as shownPayload shows it); a 2xx answer is
 * delivered, anything else a retry.
 */
export function webhookChannel(url: string, secret: string, timeoutMs = SEND_TIMEOUT_MS): Channel {
  return {
    name: 'webhook',
    async send(event) {
      const body = JSON.stringify({
        id: event.id,
        type: event.type,
        created_at: event.created_at,
        data: shownPayload(event.data),
      })
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signature(secret, body),
          [EVENT_ID_HEADER]: event.id,
        },
        body,
        // A redirect is the receiver's misconfiguration, not a place to re-send signed data.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      await res.body?.cancel().catch(() => {})
      if (res.status < 200 || res.status > 299) throw new Error(`webhook answered ${res.status}`)
    },
  }
}

/** The command that confirms a request: by its short reference when it has one. */
export function confirmCommand(data: Record<string, unknown>): string {
  const ref =
    typeof data.reference === 'string'
      ? formatReference(data.reference)
      : String(data.reservation_id)
  return `npm run admin -- reservations confirm ${ref}`
}

/**
 * The request in the staff console, on the site's public origin (PUBLIC_URL): a link the staff
 * can open on a phone. Undefined without PUBLIC_URL (no origin to link to: the command only).
 */
export function consoleLink(
  data: Record<string, unknown>,
  publicUrl: string | undefined,
): string | undefined {
  if (!publicUrl) return undefined
  const ref =
    typeof data.reference === 'string'
      ? formatReference(data.reference)
      : String(data.reservation_id)
  return `${publicUrl.replace(/\/+$/, '')}${STAFF_PATH}/requests/${encodeURIComponent(ref)}`
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The price's item of the email's list, its breakdown a list of its own. */
function priceHtml({ price, breakdown }: StaffPriceText): string {
  const items = breakdown.map((line) => `<li>${escapeHtml(line)}</li>`).join('')
  return `<li>Price: ${escapeHtml(price)}${items ? `<ul>${items}</ul>` : ''}</li>`
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v))

/**
 * The email of an event. `callingCode` (GUEST_PHONE_COUNTRY_CODE) reads a guest's number written
 * the local way: shown grouped and called with it (contract/phone-number.ts).
 */
export function emailMessage(
  event: OutboxEvent,
  callingCode: string,
  publicUrl?: string,
): ContactEmail {
  const d = shownPayload(event.data)
  const range = (d.dateRange ?? {}) as { from?: string; to?: string }
  if (event.type === 'reservation.received' || event.type === 'reservation.cancelled') {
    const dates = staffDates(range)
    const ref = str(d.reference ?? d.reservation_id)
    const received = event.type === 'reservation.received'
    const link = received ? consoleLink(d, publicUrl) : undefined
    const subject = received
      ? `New request ${ref}: ${str(d.facility_name)}, ${dates}`
      : `Cancelled by the guest ${ref}: ${str(d.facility_name)}, ${dates}`
    // The guests and the price quoted at arrival (issue 40); none in an event from before prices.
    // A guest's cancellation makes it the price the stay was quoted, no longer one to confirm.
    const price = eventPriceText(d, received ? 'received' : 'cancelled')
    const lines = [
      received ? 'A new reservation request is waiting for your answer.' : 'A guest cancelled.',
      '',
      `Facility:  ${str(d.facility_name)}`,
      `Dates:     ${dates}`,
      ...(price?.guests ? [`Guests:    ${price.guests}`] : []),
      ...(price
        ? [`Price:     ${price.price}`, ...price.breakdown.map((l) => `           ${l}`)]
        : []),
      `Guest:     ${str(d.name)}`,
      `Phone:     ${phoneDisplay(str(d.phone), callingCode)}`,
      ...(d.email ? [`Email:     ${str(d.email)}`] : []),
      `Reference: ${ref}`,
      `Request id: ${str(d.reservation_id)}`,
      ...(link ? ['', 'Answer it in the staff console:', `  ${link}`] : []),
      ...(received
        ? ['', link ? 'Or on the server:' : 'To confirm it:', `  ${confirmCommand(d)}`]
        : []),
    ]
    const phone = str(d.phone)
    const html = [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      '<ul>',
      `<li>Facility: ${escapeHtml(str(d.facility_name))}</li>`,
      `<li>Dates: ${escapeHtml(dates)}</li>`,
      ...(price?.guests ? [`<li>Guests: ${escapeHtml(price.guests)}</li>`] : []),
      ...(price ? [priceHtml(price)] : []),
      `<li>Guest: ${escapeHtml(str(d.name))}</li>`,
      `<li>Phone: <a href="${escapeHtml(telHref(phone, callingCode))}">${escapeHtml(phoneDisplay(phone, callingCode))}</a></li>`,
      `<li>Reference: ${escapeHtml(ref)}</li>`,
      '</ul>',
      ...(link ? [`<p><a href="${escapeHtml(link)}">Answer it in the staff console</a></p>`] : []),
      ...(received
        ? [
            `<p>${link ? 'Or on the server' : 'To confirm it'}: ` +
              `<code>${escapeHtml(confirmCommand(d))}</code></p>`,
          ]
        : []),
    ].join('\n')
    return { subject, text: lines.join('\n') + '\n', html }
  }
  if (
    event.type === 'channel.overbooked' ||
    event.type === 'channel.stale' ||
    event.type === 'payment.alert'
  ) {
    return channelAlertEmail(event.type, d)
  }
  return contactEmail(d, callingCode) // contact.message
}

export function emailChannel(
  smtpUrl: string,
  to: string,
  from: string,
  callingCode: string,
  timeoutMs = SEND_TIMEOUT_MS,
  publicUrl?: string,
): Channel {
  // nodemailer waits up to 2 min to connect and 10 min on a silent socket by default: a hung
  // mail server then holds its deliveries that long (the lease is renewed meanwhile, so it is
  // never sent twice, only late). These fail it sooner, to be tried again with back-off.
  // Made at the first mail (nodemailer loaded then, not on every start of the server).
  let transport: Promise<Transporter> | undefined
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    ))
  return {
    name: 'email',
    async send(event) {
      const message = emailMessage(event, callingCode, publicUrl)
      await (
        await transporter()
      ).sendMail({
        from,
        to,
        ...message,
        // The event id as Message-ID: a retried email is recognisably the same message.
        messageId: `<${event.id}@hearth.notifications>`,
        headers: { [EVENT_ID_HEADER]: event.id },
      })
    },
  }
}
