// What the server's start tells an owner about its settings: the hotel's clock, each setting left
// unset as a line saying what the hotel goes without (and where the manual explains it), and a
// warning for a setting that is for tests only. (PUBLIC_URL's is said by http/site.ts.)
import type { Config } from './config'

type Settings = Pick<
  Config,
  'SMTP_URL' | 'STAFF_WEBHOOK_URL' | 'TERMII_API_KEY' | 'HOTEL_TIMEZONE' | 'hotelTimeZoneSet'
>

export function unsetSettings(config: Settings): string[] {
  const notes: string[] = []
  // UTC is a default no hotel lives in: a Lagos hotel's "today" would turn an hour late.
  if (!config.hotelTimeZoneSet) {
    notes.push(
      `HOTEL_TIMEZONE is not set: the hotel's days follow ${config.HOTEL_TIMEZONE}, so "today" turns at midnight ${config.HOTEL_TIMEZONE} (01:00 in Lagos) and invitations print "(${config.HOTEL_TIMEZONE})"; set it to the hotel's time zone, such as Africa/Lagos (docs/running.md, "The hotel's time zone")`,
    )
  }
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

/** The hotel's clock as the start names it: the zone its days follow, and its time there now. */
export function timeZoneLine(timeZone: string, now: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now)
  return `The hotel's time zone is ${timeZone}: it is ${time} there now`
}

/** Settings that are for tests only, said as warnings when a real start is given them. */
export function testSettingWarnings(
  config: Pick<Config, 'OUTBOUND_ALLOWED_TEST_ORIGINS'>,
): string[] {
  const origins = config.OUTBOUND_ALLOWED_TEST_ORIGINS
  if (!origins) return []
  return [
    `OUTBOUND_ALLOWED_TEST_ORIGINS (or its old name, PUSH_ALLOWED_TEST_ORIGINS) is set: the server calls ${origins.join(', ')} unchecked (no https, public-host or address check) when a push endpoint or a calendar feed points there; it is for tests only, unset it on a real server (docs/running.md)`,
  ]
}
