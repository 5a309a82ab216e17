// The environment, read once and validated. A bad value stops the start with a message that names it.
import { NO_SHOW_HOUR_DEFAULT, NO_SHOW_HOUR_PATTERN } from '../../contract/frontdesk'
import path from 'node:path'
import { z } from 'zod'

const intFrom = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`)

/**
 * A number of hours or days that may have a fraction, so a test (or a demo) can make it seconds:
 * up to `wholeDigits` digits, then up to nine after the point.
 */
const fractionFrom = (name: string, wholeDigits: number, unit: string, example: number) =>
  z
    .string()
    .regex(
      new RegExp(`^\\d{1,${wholeDigits}}(\\.\\d{1,9})?$`),
      `${name} must be a number of ${unit}, such as ${example}`,
    )
    .transform(Number)

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

/** A comma-separated list of origins (http://127.0.0.1:9999), each checked to be one. */
const testOrigins = (name: string) =>
  z
    .string()
    .transform((v, ctx) => {
      const origins = v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin.replace(/\/$/, '')) {
          ctx.addIssue({
            code: 'custom',
            message: `${name}: ${origin} is not an origin (like http://127.0.0.1:9999)`,
          })
          return z.NEVER
        }
      }
      return origins.map((o) => new URL(o).origin)
    })
    .optional()

const Env = z
  .object({
    PORT: intFrom('PORT', 0, 65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    ADMIN_TOKEN: z
      .string()
      .min(16, 'ADMIN_TOKEN must be at least 16 characters (or unset to disable admin calls)')
      .optional(),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)),
        'CORS_ORIGINS must be a comma-separated list of origins like https://hotel.example',
      ),
    HOTEL_TIMEZONE: z
      .string()
      .default('UTC')
      .refine(isTimeZone, 'HOTEL_TIMEZONE must be an IANA time zone such as Europe/Lisbon'),
    RESERVE_RATE_LIMIT: intFrom('RESERVE_RATE_LIMIT', 0, 1_000_000).default(30),
    // Contact messages per client address per minute (0 = off): a guest sends one or two.
    CONTACT_RATE_LIMIT: intFrom('CONTACT_RATE_LIMIT', 0, 1_000_000).default(10),
    // Staff sign-in and invite calls per client address per minute, each route (0 = off): a
    // person signing in makes two; a guesser makes thousands.
    STAFF_AUTH_RATE_LIMIT: intFrom('STAFF_AUTH_RATE_LIMIT', 0, 1_000_000).default(10),
    // The guests' live channel (issue 37): open streams per client address (a family's phones
    // behind one router, a tab each) and per server (each is a socket and a few timers), and how
    // long one lasts before the browser opens another.
    GUEST_LIVE_PER_CLIENT: intFrom('GUEST_LIVE_PER_CLIENT', 1, 10_000).default(10),
    GUEST_LIVE_MAX: intFrom('GUEST_LIVE_MAX', 1, 1_000_000).default(1000),
    GUEST_LIVE_LIFETIME_SECONDS: intFrom('GUEST_LIVE_LIFETIME_SECONDS', 1, 86_400).default(900),
    // The longest a request may take to arrive, headers and body (408 after it): a client that
    // drips its body a byte at a time does not hold a connection longer (http/timeouts.ts).
    REQUEST_TIMEOUT_MS: intFrom('REQUEST_TIMEOUT_MS', 1000, 600_000).default(30_000),
    MAX_STAY_DAYS: intFrom('MAX_STAY_DAYS', 1, 3650).default(90),
    BOOKING_HORIZON_DAYS: intFrom('BOOKING_HORIZON_DAYS', 1, 3650).default(730),
    // Hours an unanswered request holds its nights (0 = for ever). A fraction is allowed, so a
    // test (or a demo) can watch a request expire within seconds: 0.0005 is 1.8 s.
    REQUEST_HOLD_HOURS: fractionFrom('REQUEST_HOLD_HOURS', 5, 'hours', 48).default(48),
    MAX_OPEN_REQUESTS_PER_PHONE: intFrom('MAX_OPEN_REQUESTS_PER_PHONE', 0, 10_000).default(3),
    TRUST_PROXY: z
      .enum(['true', 'false'], { error: 'TRUST_PROXY must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // How the log is written: `text`, a sentence a line for a person at a terminal (log-lines.ts),
    // or `json`, pino's records for a service's journal. Unset: json when NODE_ENV=production is
    // given (deploy/hearth-house.env.example sets it), text otherwise (`npm start`).
    LOG_FORMAT: z.enum(['text', 'json'], { error: 'LOG_FORMAT must be text or json' }).optional(),
    SITE_DIR: z.string().min(1).default('./dist'),
    // The site's public address, for search engines and shared links (canonical URLs, Open
    // Graph, the sitemap). Never guessed from a request: its Host header is the client's to say.
    PUBLIC_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/\s?#]+\/?$/,
        "PUBLIC_URL must be the site's origin, like https://hotel.example (no path)",
      )
      .refine((v) => URL.canParse(v), 'PUBLIC_URL must be a URL, like https://hotel.example')
      .transform((v) => new URL(v).origin)
      .optional(),
    // Staff notifications (notifications/): each channel is on when its settings are given.
    STAFF_WEBHOOK_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'STAFF_WEBHOOK_URL must be an http:// or https:// URL')
      .optional(),
    STAFF_WEBHOOK_SECRET: z
      .string()
      .min(16, 'STAFF_WEBHOOK_SECRET must be at least 16 characters')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587')
      .optional(),
    STAFF_EMAIL: z.email('STAFF_EMAIL must be an email address').optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /** Wait after a failed delivery, doubled after each further failure up to the maximum. */
    NOTIFY_RETRY_FIRST_MS: intFrom('NOTIFY_RETRY_FIRST_MS', 10, 86_400_000).default(10_000),
    NOTIFY_RETRY_MAX_MS: intFrom('NOTIFY_RETRY_MAX_MS', 10, 86_400_000).default(3_600_000),
    NOTIFY_POLL_MS: intFrom('NOTIFY_POLL_MS', 10, 600_000).default(1_000),
    /** On SIGTERM, how long requests in flight may take before their connections are cut. */
    SHUTDOWN_GRACE_MS: intFrom('SHUTDOWN_GRACE_MS', 100, 600_000).default(10_000),
    // Days an event keeps the guest's details (name, phone, email, message) once its deliveries
    // are settled; after, only what names the request. Fractions allowed (a test's seconds).
    NOTIFY_RETENTION_DAYS: fractionFrom('NOTIFY_RETENTION_DAYS', 4, 'days', 30).default(30),
    /** How long a sender holds a delivery unrenewed: a killed sender's is tried again after it. */
    NOTIFY_LEASE_MS: intFrom('NOTIFY_LEASE_MS', 100, 3_600_000).default(60_000),
    /** How long one try to send may take (webhook answer, SMTP steps); then it is retried. */
    NOTIFY_SEND_TIMEOUT_MS: intFrom('NOTIFY_SEND_TIMEOUT_MS', 100, 600_000).default(10_000),
    // Web Push to guests (server/src/push/): always on (it costs nothing). The VAPID subject the
    // push services may write to about this sender: a mailto: or https: URL. Default: PUBLIC_URL,
    // else mailto:STAFF_EMAIL (docs/guest-notifications.md).
    PUSH_SUBJECT: z
      .string()
      .regex(
        /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/,
        'PUSH_SUBJECT must be a mailto: or https: URL',
      )
      .optional(),
    // For tests only: outbound calls to these origins (comma-separated, e.g.
    // http://127.0.0.1:9999) are accepted as they are: no https, public-host or address check
    // (outbound.ts): the tests' push service, their outside calendars' feeds. Unset in
    // production: a push endpoint or a feed is a URL someone else gives the server (SSRF).
    OUTBOUND_ALLOWED_TEST_ORIGINS: testOrigins('OUTBOUND_ALLOWED_TEST_ORIGINS'),
    /** The old name of OUTBOUND_ALLOWED_TEST_ORIGINS (push's only, before feeds): still read. */
    PUSH_ALLOWED_TEST_ORIGINS: testOrigins('PUSH_ALLOWED_TEST_ORIGINS'),
    // Text messages to guests through Termii (Nigeria's SMS and WhatsApp gateway): on when the key
    // and the sender id are set (server/src/notifications/termii.ts, docs/guest-notifications.md).
    TERMII_API_KEY: z.string().min(8, 'TERMII_API_KEY looks too short').optional(),
    /** The registered sender id (3-11 letters or digits), or the WhatsApp device name. */
    TERMII_SENDER_ID: z.string().min(3).max(40).optional(),
    /** The account's base URL, as the Termii dashboard shows it. */
    TERMII_BASE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'TERMII_BASE_URL must be an http:// or https:// URL')
      .default('https://v3.api.termii.com'),
    /** dnd (transactional: reaches numbers on Do-Not-Disturb), generic, or whatsapp. */
    TERMII_CHANNEL: z
      .enum(['dnd', 'generic', 'whatsapp'], {
        error: 'TERMII_CHANNEL must be dnd, generic or whatsapp',
      })
      .default('dnd'),
    // For tests and demos only: the server's clock starts at this instant (ISO 8601 with its
    // offset, e.g. 2027-02-28T23:30:00+01:00) and runs on from there: the hotel's today, holds,
    // sessions and the history follow it. Unset in production (the machine's clock). The staff
    // CLI reads it too, so a test's CLI agrees with its server.
    CLOCK_START: z.iso
      .datetime({ offset: true, error: 'CLOCK_START must be an ISO 8601 instant with its offset' })
      .optional(),
    // Minutes between two imports of the outside calendars' feeds (issue 39, channels/schedule.ts).
    // At least 5: the booking sites refresh their own exports slowly, and a shorter interval only
    // loads their servers (and may get the hotel's address refused by them).
    CHANNEL_SYNC_MINUTES: z
      .string()
      .regex(/^\d+$/, 'CHANNEL_SYNC_MINUTES must be a whole number of minutes, such as 15')
      .transform(Number)
      .refine(
        (n) => n >= 5,
        'CHANNEL_SYNC_MINUTES must be at least 5 (minutes between two imports of the feeds)',
      )
      .refine((n) => n <= 1440, 'CHANNEL_SYNC_MINUTES must be at most 1440 (one day)')
      .default(15),
    // Online payment through Paystack (issue 53, server/src/payments/paystack.ts): on when the
    // secret key is set (unset: bank transfer and payments recorded by hand still work). The
    // secret key, never the public one (pk_...): the server initialises, verifies and refunds, and
    // checks the webhooks' signatures with it.
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(
        /^sk_(test|live)_\w+$/,
        "PAYSTACK_SECRET_KEY must be the secret key from Paystack's dashboard (Settings, API Keys & Webhooks), starting sk_test_ or sk_live_",
      )
      .optional(),
    /** Paystack's API; the tests name their stand-in here (and in OUTBOUND_ALLOWED_TEST_ORIGINS). */
    PAYSTACK_API_URL: z
      .string()
      .refine(
        (v) => URL.canParse(v),
        'PAYSTACK_API_URL must be a URL, like https://api.paystack.co',
      )
      .transform((v) => v.replace(/\/+$/, ''))
      .default('https://api.paystack.co'),
    /**
     * How often the server looks for deposits past their deadline and refunds to send to Paystack
     * (issue 53): a deadline is dealt with within this much of it.
     */
    PAYMENTS_SWEEP_MS: intFrom('PAYMENTS_SWEEP_MS', 100, 600_000).default(20_000),
    /**
     * The hour of the arrival's day (the hotel's, `HH:MM`) after which a confirmed stay not checked
     * in is listed as a possible no-show at the desk (issue 54).
     */
    NO_SHOW_HOUR: z
      .string()
      .trim()
      .regex(NO_SHOW_HOUR_PATTERN, 'NO_SHOW_HOUR must be a time of day as HH:MM, like 23:00')
      .default(NO_SHOW_HOUR_DEFAULT),
    /** How long one call to Paystack may take before the guest is told to try again. */
    PAYSTACK_TIMEOUT_MS: intFrom('PAYSTACK_TIMEOUT_MS', 100, 120_000).default(10_000),
    /**
     * The hotel's bank account for transfers (issue 53): the stay page shows it with the stay's
     * reference to write on the transfer. All three, or none (no transfer offered).
     */
    HOTEL_BANK_NAME: z.string().trim().min(1).max(100).optional(),
    HOTEL_BANK_ACCOUNT_NAME: z.string().trim().min(1).max(100).optional(),
    HOTEL_BANK_ACCOUNT_NUMBER: z
      .string()
      .trim()
      .regex(
        /^[0-9 -]{6,34}$/,
        'HOTEL_BANK_ACCOUNT_NUMBER must be the account number: digits, such as 0123456789',
      )
      .optional(),
    /** The calling code for a guest's number written the local way (0803...): 234 for Nigeria. */
    GUEST_PHONE_COUNTRY_CODE: z
      .string()
      .regex(/^\d{1,3}$/, 'GUEST_PHONE_COUNTRY_CODE must be 1 to 3 digits, such as 234')
      .default('234'),
  })
  .superRefine((env, ctx) => {
    if (env.STAFF_WEBHOOK_URL && !env.STAFF_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STAFF_WEBHOOK_SECRET'],
        message: 'STAFF_WEBHOOK_SECRET is needed with STAFF_WEBHOOK_URL (the receiver checks it)',
      })
    }
    if (Boolean(env.TERMII_API_KEY) !== Boolean(env.TERMII_SENDER_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TERMII_API_KEY ? 'TERMII_SENDER_ID' : 'TERMII_API_KEY'],
        message: 'TERMII_API_KEY and TERMII_SENDER_ID go together: set both to text the guests',
      })
    }
    // The key goes to this address with every call: https, unless the tests named it theirs.
    const testOrigins = [
      ...(env.OUTBOUND_ALLOWED_TEST_ORIGINS ?? []),
      ...(env.PUSH_ALLOWED_TEST_ORIGINS ?? []),
    ]
    const paystackUrl = URL.canParse(env.PAYSTACK_API_URL) ? new URL(env.PAYSTACK_API_URL) : null
    if (
      paystackUrl &&
      paystackUrl.protocol !== 'https:' &&
      !testOrigins.includes(paystackUrl.origin)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_API_URL'],
        message:
          'PAYSTACK_API_URL must be an https:// URL (the secret key travels with each call); leave it unset for https://api.paystack.co',
      })
    }
    const bank = [env.HOTEL_BANK_NAME, env.HOTEL_BANK_ACCOUNT_NAME, env.HOTEL_BANK_ACCOUNT_NUMBER]
    if (bank.some(Boolean) && !bank.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['HOTEL_BANK_NAME'],
        message:
          'HOTEL_BANK_NAME, HOTEL_BANK_ACCOUNT_NAME and HOTEL_BANK_ACCOUNT_NUMBER go together: set all three for guests to pay by transfer, or none',
      })
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.STAFF_EMAIL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SMTP_URL ? 'STAFF_EMAIL' : 'SMTP_URL'],
        message: 'SMTP_URL and STAFF_EMAIL go together: set both to email the staff',
      })
    }
  })

/** The settings; the test origins' two names read as one (OUTBOUND_ALLOWED_TEST_ORIGINS). */
export type Config = Omit<z.output<typeof Env>, 'PUSH_ALLOWED_TEST_ORIGINS' | 'LOG_FORMAT'> & {
  sqliteFile: string
  LOG_FORMAT: 'text' | 'json'
  /** Whether HOTEL_TIMEZONE was given: the start says so when the hotel's days follow UTC unasked. */
  hotelTimeZoneSet: boolean
  /**
   * Whether NODE_ENV=production was given (a deployed server: deploy/hearth-house.env.example),
   * not main.ts's own default for `npm start`: the JSON log, and a Paystack test key said at start.
   */
  productionGiven: boolean
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most shells' `VAR= cmd`.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))
  const parsed = Env.safeParse(defined)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const { PUSH_ALLOWED_TEST_ORIGINS: oldName, ...data } = parsed.data
  const origins = [...(data.OUTBOUND_ALLOWED_TEST_ORIGINS ?? []), ...(oldName ?? [])]
  // NODE_ENV as the environment gave it: main.ts defaults it to production after this read.
  const productionGiven = defined.NODE_ENV === 'production'
  return {
    ...data,
    OUTBOUND_ALLOWED_TEST_ORIGINS: origins.length > 0 ? [...new Set(origins)] : undefined,
    LOG_FORMAT: data.LOG_FORMAT ?? (productionGiven ? 'json' : 'text'),
    hotelTimeZoneSet: defined.HOTEL_TIMEZONE !== undefined,
    productionGiven,
    sqliteFile: path.resolve(parsed.data.DATA_DIR, 'hotel.sqlite'),
  }
}
