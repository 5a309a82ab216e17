// The staff console's addresses and its live channel's event names, without the validation
// library: the console's first screen needs them, and none of contract/staff.ts's schemas
// (src/staff reads its own server's answers unchecked: see src/staff/lib/staff-api.ts).
// contract/staff.ts re-exports them.

/** Where the console lives on the site's origin: the server, the build, the SW and robots agree. */
export const STAFF_PATH = '/staff'
/** The console's API prefix (under the site's /api). */
export const STAFF_API_PATH = '/staff'

/** The console's live channel: `GET /api/staff/events` (server-sent events). */
export const STAFF_EVENTS = { changed: 'changed', resync: 'resync' } as const

/**
 * The inbox's first screen, drawn by the server into the console's page for a signed-in clerk
 * (issue 41: on a phone on slow 4G the console's code arrives only after ~1 s): the id of the data
 * block that carries the reads it was drawn from (the console's code starts from them), and the
 * name of the head's meta that says the page has it (its early reads then ask for nothing).
 */
export const FIRST_SCREEN_ID = 'first-screen'
/**
 * On a page the server drew a screen into, the attribute of the link to the console's code, which
 * stands there in place of its script tag (server/src/http/staff-first-screen.ts): the code is
 * run once the drawn screen has been painted (src/staff/drawn-screen.ts runConsoleAfterPaint).
 */
export const CONSOLE_ENTRY_ATTRIBUTE = 'data-console-entry'
/** The console's render bundle of that screen, in the build's SSR_DIR under dist/staff. */
export const FIRST_SCREEN_BUNDLE = 'first-screen.js'

/**
 * The calendar (issue 29). The server draws its first screen too (issue 54's bench: 59 facilities
 * of 14 days took the console's code 2 s to draw at 4x CPU), but its days depend on the window's
 * width (14 from 48rem, else 7), which a request does not tell: the console's pages write it in
 * this cookie (src/staff/early-reads.ts), read only by the page's server, and without it the
 * calendar's page is the built one.
 */
export const CALENDAR_PATH = `${STAFF_PATH}/calendar`
export const CALENDAR_DAYS_COOKIE = 'hearth_calendar_days'
/** The days the calendar shows: a computer's and a phone's (features/calendar/use-wide-screen.ts). */
export const CALENDAR_DAYS = { wide: 14, narrow: 7 } as const

/** The front desk's day (issue 54) and housekeeping's list: the screens those roles open on. */
export const DESK_DAY_PATH = `${STAFF_PATH}/today`
export const HOUSEKEEPING_PATH = `${STAFF_PATH}/housekeeping`

/**
 * The owner's month in figures (issue 55; ?month=YYYY-MM for another). Drawn by the server too,
 * for an owner, the hotel's month now: on a phone on slow 4G its code and its read took 2 s.
 */
export const NUMBERS_PATH = `${STAFF_PATH}/numbers`

/**
 * The language the owner reads the figures in (the site's two: src/staff/features/numbers/
 * words.ts), chosen on the screen and kept in this cookie, which the page's server reads to draw
 * the month in it (English without it). On the console's pages only; never read by the API.
 */
export const NUMBERS_LANGUAGE_COOKIE = 'hearth_numbers_language'
export const NUMBERS_LANGUAGES = ['en', 'fr'] as const
export type NumbersLanguage = (typeof NUMBERS_LANGUAGES)[number]

/**
 * A cookie the console's pages write for the page's server (the calendar's days, the figures'
 * language): on the console's pages only, for a year, never sent to another site.
 */
export const consolePageCookie = (name: string, value: string | number, secure: boolean) =>
  `${name}=${value}; path=${STAFF_PATH}; max-age=31536000; samesite=strict${secure ? '; secure' : ''}`

/**
 * The cookie `name` in a Cookie header or `document.cookie` ("a=1; b=2"), as sent (the last one
 * wins, as most servers read); undefined without it.
 */
export function cookieIn(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  let value: string | undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    value = part.slice(eq + 1).trim()
  }
  return value
}

/**
 * The console's start, as the installed app opens it (its manifest's start_url): `/staff?start`.
 * Each person opens on their own first screen: the front desk on the day, housekeeping on their
 * list, an owner on the inbox. The server sends a signed-in person there (303); offline, or
 * signed in only afterwards, the console does (src/staff/app/role-gate.tsx). Only the start:
 * the inbox's own address stays the inbox for everyone who has one.
 */
export const START_PARAM = 'start'
export const STAFF_START = `${STAFF_PATH}?${START_PARAM}`

/** The screen a person of `role` opens on (staff.ts STAFF_ROLES). */
export function startScreenOf(role: string): string {
  if (role === 'frontdesk') return DESK_DAY_PATH
  if (role === 'housekeeping') return HOUSEKEEPING_PATH
  return STAFF_PATH
}
