// What the server's start tells an owner about settings left unset: each a line saying what the
// hotel goes without, and where the manual explains it. (PUBLIC_URL's is said by http/site.ts.)
import type { Config } from './config'

type Settings = Pick<Config, 'SMTP_URL' | 'STAFF_WEBHOOK_URL' | 'TERMII_API_KEY'>

export function unsetSettings(config: Settings): string[] {
  const notes: string[] = []
  if (!config.SMTP_URL && !config.STAFF_WEBHOOK_URL) {
    notes.push(
      'SMTP_URL and STAFF_EMAIL (or STAFF_WEBHOOK_URL) are not set: no email or webhook tells the staff of a new request or message; they see them in the staff console (docs/running.md)',
    )
  }
  if (!config.TERMII_API_KEY) {
    notes.push(
      'TERMII_API_KEY is not set: guests get no text message when their request is answered (docs/guest-notifications.md)',
    )
  }
  return notes
}
