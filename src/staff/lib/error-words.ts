// What the console says when a call fails: the API's own sentence where it has one a clerk can
// act on, a plainer one for the codes that mean "do this instead". Loaded by every screen's first
// read (lib/staff-api.ts): its imports stay clear of zod (contract/note-rule.ts, not
// contract/reservation.ts, whose schemas brought the library into the console's first screen).
import { NOTE_RULE } from '../../../contract/note-rule'

const WORDS: Record<string, string> = {
  network: "The hotel's server cannot be reached. Check the connection and try again.",
  bad_answer: "The server's answer was not understood. Reload the page and try again.",
  unauthorized: 'You are signed out. Sign in with your passkey to go on.',
  cross_site_refused:
    'This was refused because it did not come from this page. Reload and try again.',
  rate_limited: 'Too many tries in a short time. Wait a minute and try again.',
  invite_invalid:
    'This invite link has been used already, has expired or is not whole. Ask for a new one.',
  passkey_unknown: 'This passkey is not known here. Use another, or ask for a new invite.',
  passkey_refused: 'The passkey could not be checked. Try again.',
  note_required: NOTE_RULE,
  not_found: 'There is no such request.',
}

/** The sentence for an error `code`, else the API's `message`, else a general one. */
export function errorWords(code: string, message?: string): string {
  const own = WORDS[code]
  if (own && (code !== 'not_found' || !message)) return own
  if (message) return message
  return 'Something went wrong on the server. Try again in a moment.'
}
