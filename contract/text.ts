// One rule for the text the API takes, on SQLite and PostgreSQL alike and in the site's forms.
// Refused, with the field named: control characters (NUL, which PostgreSQL cannot store in text,
// the rest of C0, DEL and C1; multi-line text keeps line feeds and tabs) and lone UTF-16
// surrogates (no character at all: a database stores U+FFFD in their place, so a replay would
// no longer compare equal to what was stored). Free text is trimmed and put in Unicode NFC, so
// the same words typed on two devices are stored, compared and searched as the same string;
// every normalisation happens here, before the value is stored or compared with a stored one.
import { z } from './zod'

/** C0 controls, DEL and C1 controls (Unicode's Cc). */
const CONTROL = /\p{Cc}/u
/** As CONTROL, except line feed and tab. */
const CONTROL_BUT_LF_TAB = /(?![\n\t])\p{Cc}/u
/**
 * A surrogate that is not half of a pair: with the u flag a pair reads as one code point, so only
 * a lone half matches. The same as `!s.isWellFormed()`, in every browser the site supports.
 */
const LONE_SURROGATE = /\p{Cs}/u

export const TEXT_MESSAGES = {
  notText: 'must be text',
  notWellFormed: 'must be well-formed Unicode text (it holds a lone UTF-16 surrogate)',
  singleLine: 'must be one line of text, without tabs or other control characters',
  multiLine: 'must not contain control characters (line breaks and tabs are allowed)',
  identifier: 'must not contain control characters',
  sitePath:
    'must be a path on this site starting with one /, such as /images/facilities/room.webp ' +
    '(no other site, no backslash, space or .. segment)',
} as const

export const isWellFormedText = (s: string) => !LONE_SURROGATE.test(s)
export const hasControlCharacters = (s: string) => CONTROL.test(s)

const wellFormed = () =>
  z
    .string({ error: TEXT_MESSAGES.notText })
    .refine(isWellFormedText, { message: TEXT_MESSAGES.notWellFormed, abort: true })

const lengths = (schema: z.ZodString, max: number) =>
  schema.min(1, 'must not be empty').max(max, `must be at most ${max} characters`)

/** A name or title: one line, trimmed, NFC, 1 to `max` characters. */
export function singleLineText(max: number) {
  return lengths(
    wellFormed()
      .trim()
      .normalize('NFC')
      .refine((s) => !CONTROL.test(s), { message: TEXT_MESSAGES.singleLine, abort: true }),
    max,
  )
}

/** A description: line breaks (CR LF and CR become LF) and tabs kept; trimmed, NFC. */
export function multiLineText(max: number) {
  return lengths(
    wellFormed()
      .overwrite((s) => s.replace(/\r\n?/g, '\n'))
      .trim()
      .normalize('NFC')
      .refine((s) => !CONTROL_BUT_LF_TAB.test(s), {
        message: TEXT_MESSAGES.multiLine,
        abort: true,
      }),
    max,
  )
}

/**
 * An id the server made (a path parameter, a facility_id): compared byte for byte, so never
 * trimmed or normalised; what no id can hold is refused before it reaches a database.
 */
export function identifier(max: number) {
  return lengths(
    wellFormed().refine((s) => !CONTROL.test(s), {
      message: TEXT_MESSAGES.identifier,
      abort: true,
    }),
    max,
  )
}

/** `..` or `.` as a path segment, written plainly or percent-encoded (browsers decode `%2e`). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i

/**
 * A path on this site: one leading `/` (two make a protocol-relative URL to another host, and
 * browsers read `\` as `/`), no whitespace or controls, no dot segments. A URL to another site
 * is refused too: the Content-Security-Policy (img-src 'self') would never show it.
 */
export function isSitePath(s: string): boolean {
  if (!/^\/(?![/\\])[^\s\\]*$/u.test(s) || CONTROL.test(s)) return false
  const pathname = s.split(/[?#]/, 1)[0] ?? ''
  return !pathname.split('/').some((segment) => DOT_SEGMENT.test(segment))
}

/** An image or link on this site: trimmed, checked as a site path, never normalised. */
export function sitePath(max: number) {
  return lengths(wellFormed().trim(), max).refine(isSitePath, {
    message: TEXT_MESSAGES.sitePath,
    abort: true,
  })
}
