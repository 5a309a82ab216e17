// The inbox's first screen in the console's page, for a clerk signed in (issue 41), the front
// desk's day's (/staff/today, issue 54: the screen the desk opens on), the owner's month's
// (/staff/numbers, issue 55: its code and its read took 2 s on a phone on slow 4G) and the calendar's (issue 54
// too: 59 facilities of 14 days took the console's code 2 s to draw at 4x CPU; drawn at the width
// the console's pages said in their cookie, contract/staff-paths.ts CALENDAR_DAYS_COOKIE, and not
// without it). On a phone on slow 4G the console's code (React, the router, the query cache:
// ~96 KB compressed) arrives only
// after about a second, and its first render takes half a second more at a phone's CPU: the page
// painted nothing of the inbox before both. Here the server draws that screen into the page with
// the console's own components (its render bundle, dist/staff/.ssr/first-screen.js, built from
// src/staff/first-screen.tsx), as it draws the guest's catalogue pages, and puts the reads it
// was drawn from (/me and /inbox, and the day's /today for the day view, as the API answers them)
// in a data block: the console's code starts from them and takes the page over, drawing the same
// screen. The day view's styles are a file of their own (its chunk's): linked in the head, as
// the build's list of each screen's files names them, so the drawn day is painted styled. Without a
// live session, or on a failure before the head is sent, the page is the built one, as before; a
// failure after it leaves the root empty for the console (DrawnPage below). A page with a guest's
// name in it is `no-store`: never kept by a browser or a proxy (the console's worker never keeps a
// page either: src/staff/sw.ts), and only ever the answer to that person's own cookie.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import {
  CALENDAR_DAYS,
  CALENDAR_DAYS_COOKIE,
  CALENDAR_PATH,
  CONSOLE_ENTRY_ATTRIBUTE,
  DESK_DAY_PATH,
  FIRST_SCREEN_BUNDLE,
  FIRST_SCREEN_ID,
  NUMBERS_LANGUAGE_COOKIE,
  NUMBERS_LANGUAGES,
  NUMBERS_PATH,
  STAFF_PATH,
  type NumbersLanguage,
} from '../../../contract/staff-paths'
import type { MonthNumbers } from '../../../contract/month-figures'
import type { StaffCalendar } from '../../../contract/staff-calendar'
import type { DeskDay } from '../../../contract/frontdesk'
import type { StaffInbox, StaffMe } from '../../../contract/staff'
import { hotel, SSR_DIR } from '../../../src/server-shared'
import type { StaffSessions } from './staff-auth'
import { cookieValue, readStaffCookie } from './staff-cookie'

/** What the first screen reads, as the console's API routes read it. */
export interface FirstScreenSources extends StaffSessions {
  me(staffId: string): Promise<StaffMe>
  inbox(): Promise<StaffInbox>
  /** The desk's day, the hotel's today. */
  today(): Promise<DeskDay>
  /** The calendar from the hotel's today, for `days` days. */
  calendar(days: number): Promise<StaffCalendar>
  /** The owner's month in figures, the hotel's month now (issue 55). */
  numbers(): Promise<MonthNumbers>
}

/** The screens the server draws, by the console's address that shows them. */
export const DRAWN_SCREENS = {
  inbox: STAFF_PATH,
  today: DESK_DAY_PATH,
  calendar: CALENDAR_PATH,
  numbers: NUMBERS_PATH,
} as const
export type DrawnScreen = keyof typeof DRAWN_SCREENS

/** The reads a screen is drawn from (src/staff/app/first-screen-reads.ts FirstScreenReads). */
interface Reads {
  me: StaffMe
  inbox: StaffInbox
  today?: DeskDay
  calendar?: StaffCalendar
  numbers?: MonthNumbers
  /** The language the figures are drawn in (the console's cookie; English without it). */
  language?: NumbersLanguage
}

/** The render bundle's one function (src/staff/first-screen.tsx). */
type RenderFirstScreen = (reads: Reads, screen?: DrawnScreen) => string

/** Where the built page leaves the console's root, and its head opens. */
const ROOT_TAG = '<div id="root"></div>'
const HEAD_TAG = '<head>'
/**
 * The console's code as Vite's page asks for it. A drawn page fetches it as early (a modulepreload
 * in its place, marked CONSOLE_ENTRY_ATTRIBUTE) and runs it once the drawn screen has been painted
 * (src/staff/drawn-screen.ts runConsoleAfterPaint), not before the page's first frame.
 */
const CONSOLE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/** The console's render bundle, or undefined when the build has none (or it does not load). */
export async function loadFirstScreenRender(
  staffDir: string,
  log: FastifyBaseLogger,
): Promise<RenderFirstScreen | undefined> {
  const file = path.join(staffDir, SSR_DIR, FIRST_SCREEN_BUNDLE)
  if (!fs.existsSync(file)) return undefined
  try {
    const module = (await import(pathToFileURL(path.resolve(file)).href)) as {
      renderFirstScreen?: RenderFirstScreen
    }
    // Drawn once now, not on a clerk's first load: a process's first render (the code compiled,
    // the date formatters' locale data read) took ~0.5 s, the next ones a few ms.
    module.renderFirstScreen?.(WARM_UP)
    module.renderFirstScreen?.(WARM_UP, 'today')
    module.renderFirstScreen?.(WARM_UP, 'calendar')
    module.renderFirstScreen?.(WARM_UP, 'numbers')
    return module.renderFirstScreen
  } catch (error) {
    log.warn({ err: error }, 'The console’s render bundle does not load: its page is as built')
    return undefined
  }
}

/**
 * A made-up screen of one request, drawn at start (loadFirstScreenRender); priced, so the money
 * formatter a card's total uses is made then too.
 */
const WARM_UP: Parameters<RenderFirstScreen>[0] = {
  me: { id: 'warm-up', name: 'Warm-up', role: 'owner', passkeys: 1, phoneCallingCode: '1' },
  inbox: {
    needs_answer: [
      {
        reservation_id: 'warm-up',
        reference: null,
        facility_id: 'warm-up',
        facility_type: 'room',
        facility_name: 'Warm-up',
        name: 'Warm-up',
        phone: '',
        email: '',
        dateRange: { from: '2026-01-01', to: '2026-01-02' },
        received_at: '2026-01-01T00:00:00.000Z',
        status: 'received',
        status_changed_at: '2026-01-01T00:00:00.000Z',
        status_note: null,
        hold_until: '2026-01-03T00:00:00.000Z',
        quote: {
          currency: hotel.currency,
          nights: [{ date: '2026-01-01', amount: 100 }],
          extra_guests: { count: 0, amount: 0 },
          total: 100,
        },
      },
    ],
    needs_answer_count: 1,
    coming_up: [],
    timeZone: 'UTC',
    today: '2026-01-01',
  },
  today: {
    date: '2026-01-01',
    today: '2026-01-01',
    timeZone: 'UTC',
    no_show_hour: '23:00',
    arrivals: [
      {
        reference: 'WARMUP',
        reservation_id: 'warm-up',
        guest: 'Warm-up',
        phone: '',
        facility_id: 'warm-up',
        facility_name: 'Warm-up',
        unit: 'Warm-up 1',
        unit_state: 'clean',
        from: '2026-01-01',
        to: '2026-01-02',
        nights: 1,
        guests: 1,
        status: 'confirmed',
        checked_in_at: null,
        checked_out_at: null,
        balance_due: 100,
        currency: hotel.currency,
      },
    ],
    departures: [],
    in_house: [],
    no_shows: [],
  },
  calendar: {
    from: '2026-01-01',
    days: 1,
    today: '2026-01-01',
    timeZone: 'UTC',
    dates: ['2026-01-01'],
    facilities: [
      {
        facility_id: 'warm-up',
        name: 'Warm-up',
        type: 'room',
        unit: 'night',
        capacity: 1,
        cells: [{ date: '2026-01-01', held: 0, confirmed: 1 }],
        bars: [
          {
            reservation_id: 'warm-up',
            reference: null,
            name: 'Warm-up',
            status: 'confirmed',
            from: '2026-01-01',
            to: '2026-01-02',
            until: '2026-01-02',
            money: 'unpaid',
            unit: 1,
          },
        ],
        units: [{ number: 1, name: 'Warm-up 1', state: 'clean' }],
      },
    ],
  },
  numbers: {
    month: '2026-01',
    currency: hotel.currency,
    time_zone: 'UTC',
    so_far: false,
    nights_available: 31,
    nights_sold: 1,
    nights_priced: 1,
    nights_imported: 0,
    occupancy: 1 / 31,
    adr: 100,
    revpar: 3,
    revenue: { booked: 100, received: 100, refunded: 0 },
    by_facility: [
      {
        facility_id: 'warm-up',
        name: 'Warm-up',
        nights_available: 31,
        nights_sold: 1,
        nights_imported: 0,
        occupancy: 1 / 31,
        revenue: 100,
      },
    ],
    by_day: [{ date: '2026-01-01', nights_available: 1, nights_sold: 1, nights_imported: 0 }],
    sources: { site: 1, desk: 0 },
    pickup: [{ week: '2025-12-29', requests: 1 }],
    requests: 1,
    confirmed: 1,
    declined: 0,
    cancelled: 0,
    lead_time_days: 0,
  },
}

/**
 * The calendar's days the console's pages said (CALENDAR_DAYS_COOKIE), or undefined when they
 * said none or something else (the calendar's page is then the built one).
 */
export function calendarDaysOf(request: FastifyRequest): number | undefined {
  const value = cookieValue(request, CALENDAR_DAYS_COOKIE)
  const days = value === undefined ? NaN : Number(value)
  return days === CALENDAR_DAYS.wide || days === CALENDAR_DAYS.narrow ? days : undefined
}

/** The figures' language the console's cookie says (NUMBERS_LANGUAGE_COOKIE), English without. */
export function numbersLanguageOf(request: FastifyRequest): NumbersLanguage {
  const value = cookieValue(request, NUMBERS_LANGUAGE_COOKIE)
  return NUMBERS_LANGUAGES.find((language) => language === value) ?? 'en'
}

/** JSON inside a data block: `<` escaped, so nothing a guest typed can end the block early. */
const blockJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The head's links to the stylesheets of the screen at `address`, from the page's list. */
function screenStyles(template: string, address: string): string {
  const block = EARLY_SCREENS.exec(template)?.[1]
  if (!block) return ''
  const files = (JSON.parse(block) as Record<string, unknown>)[address]
  if (!Array.isArray(files)) return ''
  return files
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}" />`)
    .join('')
}

/** The data block vite.staff.config.ts writes (src/staff/early-reads.ts EARLY_SCREENS_ID). */
const EARLY_SCREENS = /<script type="application\/json" id="early-screens">([^<]*)<\/script>/

/**
 * A drawn page in two parts (issue 54). Its head goes at once, before the reads are made and the
 * screen is drawn: the browser asks for the head's styles and scripts (the console's code among
 * them) while the server works, not after it. Sent whole, the page came after the server's reads
 * and render (80-130 ms for the bench's calendar), and its render-blocking stylesheets and head
 * scripts a round trip after that. The calendar's first screen at 4x CPU, the head sent first
 * against the page sent whole, runs in turns on one server: medians 868 against 1,065 ms (nine
 * runs each) and 650 against 883 ms (eleven). The rest is the root with the screen drawn in, the
 * reads' data block, and the page's end.
 */
export interface DrawnPage {
  /** The page up to the console's root, the head as a drawn page has it. */
  head: string
  /** The rest, drawn from the reads made now; rejects when a read or the render fails. */
  rest(): Promise<string>
  /**
   * The rest without a screen, for a failure once the head has gone: an empty root, which the
   * console draws itself from its own reads once its code has run (src/staff/drawn-screen.ts
   * runConsoleAfterPaint), as it does on the built page.
   */
  plainRest: string
}

/**
 * The built page `template` with `screen` drawn in, for the request's session; undefined when
 * the request carries no live session, or one whose role does not open that screen (the built
 * page is the answer then). A failure before the head throws: the caller answers with the built
 * page; one after it rejects `rest()`.
 */
export async function firstScreenPage(
  request: FastifyRequest,
  template: string,
  sources: FirstScreenSources,
  render: RenderFirstScreen,
  screen: DrawnScreen = 'inbox',
): Promise<DrawnPage | undefined> {
  const sessionId = readStaffCookie(request)
  if (sessionId === undefined) return undefined
  const session = await sources.resolveSession(sessionId)
  if (!session) return undefined
  // Housekeeping reads no request (issue 54): their console starts on its own screen. The month's
  // figures are an owner's (the API refuses anyone else): the console tells the others so.
  if (session.actor.role === 'housekeeping') return undefined
  if (screen === 'numbers' && session.actor.role !== 'owner') return undefined
  const days = screen === 'calendar' ? calendarDaysOf(request) : undefined
  if (screen === 'calendar' && days === undefined) return undefined
  if (!template.includes(ROOT_TAG) || !template.includes(HEAD_TAG) || !CONSOLE_ENTRY.test(template))
    throw new Error('the console’s page has no root, head or code to draw into')
  const styles = screen === 'inbox' ? '' : screenStyles(template, DRAWN_SCREENS[screen])
  // The meta first in the head, before the early-reads script that looks for it; the data block
  // after the screen, so its bytes do not hold the screen's paint back.
  const page = template
    .replace(
      CONSOLE_ENTRY,
      (_, href: string) =>
        `<link rel="modulepreload" crossorigin href="${href}" ${CONSOLE_ENTRY_ATTRIBUTE} />`,
    )
    .replace(
      HEAD_TAG,
      () => `${HEAD_TAG}<meta name="${FIRST_SCREEN_ID}" content="${screen}" />${styles}`,
    )
  const root = page.indexOf(ROOT_TAG)
  const end = page.slice(root + ROOT_TAG.length)
  return {
    head: page.slice(0, root),
    plainRest: ROOT_TAG + end,
    async rest() {
      const [me, inbox, today, calendar, numbers] = await Promise.all([
        sources.me(session.actor.staffId),
        sources.inbox(),
        screen === 'today' ? sources.today() : undefined,
        days !== undefined ? sources.calendar(days) : undefined,
        screen === 'numbers' ? sources.numbers() : undefined,
      ])
      const reads: Reads = {
        me,
        inbox,
        ...(today && { today }),
        ...(calendar && { calendar }),
        ...(numbers && { numbers, language: numbersLanguageOf(request) }),
      }
      const drawn = render(reads, screen)
      return (
        `<div id="root">${drawn}</div><script type="application/json" id="${FIRST_SCREEN_ID}">` +
        `${blockJson(reads)}</script>${end}`
      )
    },
  }
}
