// Text messages to the guest through Termii (issue 30): one `guest.status` event, one message, by
// Termii's Send Message API (POST {base}/api/sms/send, JSON, the key in the body). Termii because
// it is a Lagos gateway whose DND (transactional) route reaches numbers on Do-Not-Disturb at any
// hour, and WhatsApp goes through the same endpoint (docs/guest-notifications.md).
// How an answer is taken (the outbox retries a plain Error with back-off and records a
// PermanentFailure as failed at once, for the staff to read in `notifications list`):
// - 2xx with `code` "ok" (or no code): sent. Another code: tried again, with Termii's words. Not
//   JSON at all: failed (the base URL is wrong; not retried, as it may have been sent).
// - 401/403: the key is refused. Trying again cannot mend it: failed, and the staff told to check it.
// - other 4xx (400, 404, 422, ...): Termii refused this message (a number, a sender id): failed,
//   with Termii's own words. 408 and 429 are the exceptions: later may do.
// - 5xx, 408, 429, no network, a timeout: tried again.
// - 3xx: the base URL is wrong (the key is never sent on to the new place): failed.
// The key goes in the body only, never in an error or a log; nor does the guest's number go in an
// error (it is kept on the delivery after the retention, docs/staff.md).
import { phoneE164 } from '../../../contract/phone-number'
import {
  guestPaymentMessage,
  guestStatusMessage,
  type GuestPaymentData,
  type GuestStatusData,
} from './guest-texts'
import { PermanentFailure, type Channel, type OutboxEvent } from './channel'

export const TERMII_CHANNEL = 'termii'

export interface TermiiOptions {
  apiKey: string
  senderId: string
  baseUrl: string
  channel: 'dnd' | 'generic' | 'whatsapp'
  /** The calling code for a number written the local way (0803...). */
  countryCode: string
  timeoutMs: number
}

/** The Send Message API's path under the account's base URL. */
export const TERMII_SEND_PATH = '/api/sms/send'

/** Termii's words kept in an error: enough to say what it refused, not a page of HTML. */
const REASON_MAX = 200

/**
 * The number as Termii takes it: international, digits only, no '+' (2348035550142). The guest's
 * number is read by the one module that reads it for the console, the emails and the search
 * (contract/phone-number.ts): '+234...' and '00234...' are international already; '0803...' is
 * local, so the hotel's calling code replaces its '0'; bare digits with the calling code
 * ('2348035550142') are read as the library reads them, international.
 */
export function internationalNumber(phone: string, countryCode: string): string {
  const e164 = phoneE164(phone, countryCode)
  if (!e164) {
    // Not the number itself: the error outlives the retention that removes the guest's details.
    throw new PermanentFailure(
      `The guest's number cannot be texted (${phone.replace(/\D/g, '').length} digits: not a mobile number)`,
    )
  }
  return e164.slice(1)
}

/** Typographic punctuation and its plain GSM-7 twin (a letter of the guest's language stays). */
const PLAIN_PUNCTUATION: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00a0\u202f]/g, ' '],
]

/**
 * The text with plain punctuation: one character outside the GSM-7 alphabet (a curly apostrophe)
 * sends the whole message as UCS-2, 70 characters a page instead of 160, and Termii bills by the
 * page: the decline's 137 characters would be three pages instead of one.
 */
export function gsmFriendly(text: string): string {
  return PLAIN_PUNCTUATION.reduce((t, [from, to]) => t.replace(from, to), text)
}

/** The request's JSON body, as Termii documents it. */
export function termiiBody(
  data: GuestStatusData | GuestPaymentData,
  options: Pick<TermiiOptions, 'apiKey' | 'senderId' | 'channel' | 'countryCode'>,
  type: 'guest.status' | 'guest.payment' = 'guest.status',
) {
  if (typeof data.phone !== 'string' || data.phone === '') {
    throw new PermanentFailure('No phone number to text (the event has none)')
  }
  return {
    api_key: options.apiKey,
    to: internationalNumber(data.phone, options.countryCode),
    from: options.senderId,
    sms: gsmFriendly(
      type === 'guest.payment'
        ? guestPaymentMessage(data as GuestPaymentData).sms
        : guestStatusMessage(data as GuestStatusData).sms,
    ),
    type: 'plain',
    channel: options.channel,
  }
}

/** Termii's own words from an error answer (its JSON `message`), short, one line, without the key. */
function reasonOf(text: string, apiKey: string): string {
  let reason = ''
  try {
    const json = JSON.parse(text) as unknown
    if (json && typeof json === 'object') {
      const { message, error, errors } = json as Record<string, unknown>
      const first = [message, error, errors].find((v) => v !== undefined && v !== null && v !== '')
      reason = typeof first === 'string' ? first : first === undefined ? '' : JSON.stringify(first)
    }
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  // Should Termii quote the key or the guest's number back, they stop here: the error is kept on
  // the delivery (the staff list) after the retention has removed the guest's details.
  return (apiKey ? reason.split(apiKey).join('[key]') : reason)
    .replace(/\+?\d{8,}/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, REASON_MAX)
}

/**
 * What Termii's answer means for the delivery: returns (sent), or throws a PermanentFailure (failed
 * for good) or an Error (tried again). Returns the message id when Termii gave one.
 */
export function checkAnswer(
  answer: { status: number; text: string; location?: string | null },
  apiKey: string,
): string | undefined {
  const { status, text } = answer
  const reason = reasonOf(text, apiKey)
  const said = reason ? `: ${reason}` : ''
  if (status >= 200 && status < 300) {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      // Sent or not, we cannot tell: failed (not retried, so never sent twice) for the staff to see.
      throw new PermanentFailure(
        `Termii answered ${status} but not with its JSON: check TERMII_BASE_URL`,
      )
    }
    const { code, message_id } = (json ?? {}) as { code?: unknown; message_id?: unknown }
    // Termii's "ok"; anything else is a refusal it answered 200 (tried again: it may be passing).
    if (code !== undefined && code !== 'ok') {
      throw new Error(`Termii did not send it (${String(code)})${said}`)
    }
    return typeof message_id === 'string' || typeof message_id === 'number'
      ? String(message_id)
      : undefined
  }
  if (status >= 300 && status < 400) {
    const to = answer.location ? ` to ${answer.location}` : ''
    throw new PermanentFailure(
      `Termii's address redirected (${status}${to}): check TERMII_BASE_URL (the key was not sent on)`,
    )
  }
  if (status === 401 || status === 403) {
    throw new PermanentFailure(
      `Termii refused the API key (${status}): check TERMII_API_KEY${said}`,
    )
  }
  if (status === 408 || status === 429 || status >= 500) {
    throw new Error(`Termii answered ${status}${said}`)
  }
  throw new PermanentFailure(`Termii refused the message (${status})${said}`)
}

export function termiiChannel(options: TermiiOptions): Channel {
  const url = options.baseUrl.replace(/\/+$/, '') + TERMII_SEND_PATH
  return {
    name: TERMII_CHANNEL,
    audience: 'guest',
    async send(event: OutboxEvent) {
      if (event.type !== 'guest.status' && event.type !== 'guest.payment') {
        throw new PermanentFailure(`Termii sends the guest's events only, not ${event.type}`)
      }
      const body = JSON.stringify(
        termiiBody(event.data as unknown as GuestStatusData, options, event.type),
      )
      let res: Response
      let text: string
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body,
          // A redirect is a wrong base URL: the key in the body must never be sent on elsewhere.
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        })
        // The body under the same timeout: a Termii that answers and then stalls is retried too.
        text = await res.text()
      } catch (error) {
        // No network, a refused connection, the timeout: retried. fetch says only "fetch failed"
        // (the outbox adds that); the staff need the reason under it (ECONNREFUSED, ENOTFOUND).
        const origin = new URL(url).origin
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new Error(`Termii at ${origin} did not answer within ${options.timeoutMs} ms`, {
            cause: error,
          })
        }
        const root = error instanceof Error && error.cause instanceof Error ? error.cause : error
        const reason = root instanceof Error ? root.message : String(root)
        throw new Error(`Termii at ${origin} could not be reached (${reason})`, { cause: error })
      }
      checkAnswer(
        { status: res.status, text, location: res.headers.get('location') },
        options.apiKey,
      )
    },
  }
}
