// What the server's start tells an owner about its settings: the hotel's clock, each setting left
// unset as a line saying what the hotel goes without (and where the manual explains it), and a
// warning for a setting that does not fit the server it is on: one for tests only, a Paystack key
// of the wrong kind. (PUBLIC_URL's is said by http/site.ts.)
import type { Config } from './config'

type Settings = Pick<
  Config,
  | 'SMTP_URL'
  | 'STAFF_WEBHOOK_URL'
  | 'TERMII_API_KEY'
  | 'PAYSTACK_SECRET_KEY'
  | 'HOTEL_TIMEZONE'
  | 'hotelTimeZoneSet'
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
  if (!config.PAYSTACK_SECRET_KEY) {
    notes.push(
      'PAYSTACK_SECRET_KEY is not set: guests cannot pay online; bank transfer and payments the staff record by hand still work (docs/running.md, "Taking payments")',
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

/**
 * Settings that do not fit the server they are on, said as warnings: one for tests only at a real
 * start, a test key taking no money on a deployed server, a live key on a site without HTTPS.
 */
export function testSettingWarnings(
  config: Pick<
    Config,
    'OUTBOUND_ALLOWED_TEST_ORIGINS' | 'PAYSTACK_SECRET_KEY' | 'PUBLIC_URL' | 'productionGiven'
  >,
): string[] {
  const warnings: string[] = []
  const origins = config.OUTBOUND_ALLOWED_TEST_ORIGINS
  if (origins) {
    warnings.push(
      `OUTBOUND_ALLOWED_TEST_ORIGINS (or its old name, PUSH_ALLOWED_TEST_ORIGINS) is set: the server calls ${origins.join(', ')} unchecked (no https, public-host or address check) when a push endpoint or a calendar feed points there; it is for tests only, unset it on a real server (docs/running.md)`,
    )
  }
  const key = config.PAYSTACK_SECRET_KEY
  // Guests send their email and are sent back from Paystack to these pages: real money asks HTTPS.
  if (key?.startsWith('sk_live_') && !config.PUBLIC_URL?.startsWith('https://')) {
    const site = config.PUBLIC_URL ? `is ${config.PUBLIC_URL}` : 'is not set (PUBLIC_URL)'
    warnings.push(
      `PAYSTACK_SECRET_KEY is a live key (sk_live_), but the site's public address ${site}, not https: guests would pay real money from pages sent unencrypted; serve the site over HTTPS and set PUBLIC_URL to its https:// address (docs/running.md, "Taking payments")`,
    )
  }
  if (key?.startsWith('sk_test_') && config.productionGiven) {
    warnings.push(
      'PAYSTACK_SECRET_KEY is a test key (sk_test_) on a server started with NODE_ENV=production: guests pay with Paystack\'s test cards and no money reaches the hotel; set the live key (sk_live_) to take payments (docs/running.md, "Taking payments")',
    )
  }
  return warnings
}
