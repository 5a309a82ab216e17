// The inbox's first screen waits on two answers, /me and /inbox. The page's HTML loads this small
// script beside the console's code (src/staff/index.html), and runs it before that code (a
// blocking script of the head: vite.staff.config.ts), so both are asked for while the code is
// still downloading and compiling, in parallel, instead of one after the other once it has run
// (about 0.7 s on a phone on slow 4G). The calendar's waits on those two (the frame's count) and its own,
// which would otherwise wait for the calendar's chunk as well. lib/staff-api.ts takes each answer once, for its first read of
// that path; every later read goes to the server. Nothing is kept: the answers are the same
// no-store responses the console would have fetched itself, held in memory until taken.
// It also asks for the code and styles of the screen the page opens on, when that screen is a
// chunk of its own (the calendar's, say), for the same reason.
// A page the server drew the inbox's first screen into (server/src/http/staff-first-screen.ts)
// carries those reads already: nothing is asked for then.
// No imports but constants (esbuild bundles this file alone; the console's code is not in it).
import {
  CALENDAR_DAYS,
  CALENDAR_DAYS_COOKIE,
  consolePageCookie,
  FIRST_SCREEN_ID,
} from '../../contract/staff-paths'
import { installDrawnScreen, runConsoleAfterPaint } from './drawn-screen'

// Taps and focus on a screen the server drew, kept for the console, whose code is run once that
// screen has been painted (./drawn-screen.ts).
installDrawnScreen()
runConsoleAfterPaint()

/** Where the reads are left for lib/staff-api.ts: a property of `window` (a module of its own). */
export type EarlyReadsKey = '__hearthStaffEarlyReads'
export type EarlyReads = Map<string, Promise<Response>>

const key: EarlyReadsKey = '__hearthStaffEarlyReads'
/** lib/staff-api.ts STAFF_API (checked by early-reads.test.ts): no import, as above. */
export const EARLY_API = '/api/staff'
/** The inbox's address, STAFF_PATH (an invite or a request page reads other things). */
export const EARLY_INBOX_PATH = '/staff'
/** The calendar's address, and the width at which it shows 14 days, not 7 (use-wide-screen.ts). */
export const EARLY_CALENDAR_PATH = '/staff/calendar'
export const EARLY_WIDE = '(min-width: 48rem)'

/** What each page's first screen reads: the paths as lib/staff-api.ts will ask for them. */
function firstReads(pathname: string): string[] {
  if (document.querySelector(`meta[name="${FIRST_SCREEN_ID}"]`)) return []
  if (pathname === EARLY_INBOX_PATH) return ['/me', '/inbox']
  if (pathname === EARLY_CALENDAR_PATH) {
    // As features/calendar/api.ts asks: from the hotel's today, for the window's width.
    return [
      '/me',
      '/inbox',
      `/calendar?days=${matchMedia(EARLY_WIDE).matches ? CALENDAR_DAYS.wide : CALENDAR_DAYS.narrow}`,
    ]
  }
  return []
}

/** The data block vite.staff.config.ts writes: each screen's files, by the address that opens it. */
export const EARLY_SCREENS_ID = 'early-screens'

/**
 * The files of the screen at `pathname` (an address, or the files of a prefix ending in "/"),
 * from the page's data block; none when there is no block (the dev server) or it is unreadable.
 */
export function screenFiles(pathname: string): string[] {
  const block = document.getElementById(EARLY_SCREENS_ID)?.textContent
  if (!block) return []
  let screens: Record<string, unknown>
  try {
    screens = JSON.parse(block) as Record<string, unknown>
  } catch {
    return []
  }
  const found =
    screens[pathname] ??
    Object.entries(screens).find(([at]) => at.endsWith('/') && pathname.startsWith(at))?.[1]
  return Array.isArray(found)
    ? found.filter((file): file is string => typeof file === 'string')
    : []
}

// The screen's own code and styles, asked for now (a modulepreload is fetched, not run: the
// console runs it when it draws the screen). As Vite's own links ask (crossorigin), so the
// browser uses the same download for the console's import.
for (const href of screenFiles(location.pathname)) {
  const link = document.createElement('link')
  if (href.endsWith('.css')) {
    link.rel = 'preload'
    link.as = 'style'
  } else link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.href = href
  document.head.append(link)
}

/**
 * The calendar's days at this window's width, for the server, which draws the calendar's first
 * screen only when it knows them (contract/staff-paths.ts CALENDAR_DAYS_COOKIE): written at each
 * page's start and when the width crosses the line, so the next calendar is drawn as wide as the
 * window then is. A number, on the console's pages only; never read by the API.
 */
function writeCalendarDays(wide: MediaQueryList) {
  const days = wide.matches ? CALENDAR_DAYS.wide : CALENDAR_DAYS.narrow
  document.cookie = consolePageCookie(CALENDAR_DAYS_COOKIE, days, location.protocol === 'https:')
}
const wideWindow = matchMedia(EARLY_WIDE)
writeCalendarDays(wideWindow)
wideWindow.addEventListener('change', () => writeCalendarDays(wideWindow))

// Should the console's code have run first and read for itself (it leaves its own empty map then),
// reads made now would only be taken later, as old news.
const paths = key in window ? [] : firstReads(location.pathname)
if (paths.length > 0) {
  const reads: EarlyReads = new Map()
  for (const path of paths) {
    const read = fetch(`${EARLY_API}${path}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    // Never an unhandled rejection: the console's own read reports a failure when it takes it.
    read.catch(() => undefined)
    reads.set(path, read)
  }
  ;(window as unknown as Record<EarlyReadsKey, EarlyReads>)[key] = reads
}
