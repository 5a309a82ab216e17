// A guest's phone number as the hotel dials and reads it (issue 37), one module for the console,
// the server's emails, webhooks and search, and the CLI. A guest types their number as they
// please; it is stored as typed (digits and an optional +: contract/reservation.ts). A number
// written the local way (0803 555 0142) belongs to the hotel's country: GUEST_PHONE_COUNTRY_CODE
// on the server, which the console learns from `GET /api/staff/me` (`phoneCallingCode`).
// libphonenumber-js (Google's libphonenumber metadata, kept current by its maintainer) knows each
// country's trunk prefix and grouping; its `min` metadata (about 40 KB, no number types) is enough
// to tell a possible number and group it. Never imported by the guest site: the console and the
// server only (the guest's start has no room for it).
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min'

/** The hotel's calling code when none is known (Nigeria: the server's default too). */
export const DEFAULT_CALLING_CODE = '234'

/** A calling code as GUEST_PHONE_COUNTRY_CODE takes it: 1 to 3 digits, not starting with 0. */
export const CALLING_CODE_PATTERN = /^[1-9]\d{0,2}$/

/**
 * The number as the library reads it, when its country's numbering plan (the metadata) knows it:
 * a number of only a possible length ('+234 0803...', '000803...') is no one's, and a guess at
 * it would dial or group a wrong number. A range newer than the metadata comes with an update
 * of libphonenumber-js.
 */
function parsed(raw: string, callingCode: string): PhoneNumber | undefined {
  const typed = raw.trim()
  // '00' is the international prefix of most of the world (ITU-T E.164's recommendation): the
  // library knows a country's own prefix only from a region, and we know a calling code.
  const compact = typed.replace(/[\s\-().]/g, '')
  if (compact.startsWith('00')) {
    const international = parsePhoneNumberFromString(`+${compact.slice(2)}`)
    if (international?.isValid()) return international
  }
  const number = parsePhoneNumberFromString(typed, { defaultCallingCode: callingCode })
  return number?.isValid() ? number : undefined
}

/**
 * The number in E.164 (`+2348035550142`): international as typed, or the local way with the
 * hotel's calling code. Undefined when it is no number of its country's plan (too short, too
 * long, letters, a range that does not exist).
 */
export function phoneE164(raw: string, callingCode: string): string | undefined {
  return parsed(raw, callingCode)?.number
}

/** What tel:, sms: and wa.me take; what cannot be read is left as typed (digits and a +). */
function dialable(raw: string, callingCode: string): string {
  return phoneE164(raw, callingCode) ?? (raw.trim().startsWith('+') ? '+' : '') + digitsOf(raw)
}

const digitsOf = (raw: string) => raw.replace(/\D/g, '')

/**
 * As people read it, grouped: `+234 803 555 0142`. A number its country's plan does not know is
 * shown as typed: the staff read what the guest wrote rather than a guess at its grouping.
 */
export function phoneDisplay(raw: string, callingCode: string): string {
  return parsed(raw, callingCode)?.formatInternational() ?? raw
}

/** `tel:+2348035550142` (RFC 3966's global number). */
export const telHref = (raw: string, callingCode: string) => `tel:${dialable(raw, callingCode)}`

/** `sms:+2348035550142` with a body when given (RFC 5724), as Android and iOS take it. */
export function smsHref(raw: string, callingCode: string, body?: string): string {
  const href = `sms:${dialable(raw, callingCode)}`
  return body === undefined ? href : `${href}?body=${encodeURIComponent(body)}`
}

/** WhatsApp's click-to-chat: the international number as digits only (no +), the text encoded. */
export function whatsAppHref(raw: string, callingCode: string, text?: string): string {
  const href = `https://wa.me/${digitsOf(dialable(raw, callingCode))}`
  return text === undefined ? href : `${href}?text=${encodeURIComponent(text)}`
}
