// The front desk's screens (issue 54) in WebKit on the smallest phone, 320 px, in both themes: the
// day (an arrival, a departure, a guest staying on, a possible no-show), housekeeping's list as a
// housekeeping person sees it (a unit out of order with its reason), and the day's arrivals drawn
// as paper. WebKit's default font (DejaVu Sans) is wider than Chromium's: nothing is wider than
// the screen, no control is under another and no text is cut (the rules of the Chromium walk,
// tests/support/console-layout.ts), hostile names among the guests. The people and their sessions
// come from tests/support/webkit-staff.ts. The guests who leave today and who stay on booked and
// checked in yesterday: the server's clock started then (the site takes no stay that has begun).
import { By } from 'selenium-webdriver'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { DeskDay } from '../../contract/frontdesk'
import type { StaffRequestDetail, StaffRole } from '../../contract/staff'
import type { Database } from '../../server/src/db/schema'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { createFacility, reserve, reserveBody, today } from '../support/api-fixtures'
import { layoutProblems } from '../support/console-layout'
import {
  adminHeaders,
  api,
  DIST,
  startServer,
  tempDir,
  type ServerHandle,
} from '../support/server-process'
import { openWebKit, setViewport, WAIT_MS, type WebKit } from '../support/webkit-browser'
import { listenForErrors, pageErrors } from '../support/webkit-page'
import {
  consoleOrigin,
  keepWebKitScreenshot,
  signInWebKit,
  staffWithSessions,
} from '../support/webkit-staff'

/** The hotel's today (UTC: no HOTEL_TIMEZONE is given). */
const T = today()
const UNITS = [
  'Room 12',
  'Room 14',
  'Lagoon Suite 1 (upstairs, terrace side)',
  'Room 16',
  'Room 17',
]
const OUT_OF_ORDER_REASON = 'The shower leaks into the room below; the plumber comes on Friday'

let server: ServerHandle
let webkit: WebKit
let database: Database
const sessions: Partial<Record<StaffRole, string>> = {}

/** The hotel's API with the admin token (a body: POSTed); its answer's body, after `status`. */
async function hotelCall(url: string, path: string, body?: object, status = 200) {
  const res = await api(url, body ? 'POST' : 'GET', path, body, adminHeaders)
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status)
  return res.body
}

/** `name`'s stay of `facility`, sent as the site sends it and confirmed; its reference. */
async function confirmedStay(
  url: string,
  facility: { _id: string; type: 'room' },
  name: string,
  range: { from: string; to: string },
  phone: number,
): Promise<string> {
  const body = reserveBody(facility, {
    reservation_name: name,
    // A number of its own: the site holds one waiting request per phone and facility.
    reservation_phone: `+234 803 557 ${String(phone).padStart(4, '0')}`,
    dateRange: range,
  })
  expect((await reserve(url, facility._id, body)).status).toBe(200)
  await hotelCall(url, `/api/reservations/${body.reservation_id}/confirm`, {})
  const detail = await hotelCall(url, `/api/staff/requests/${body.reservation_id}`)
  return (detail as StaffRequestDetail).record.reference!
}

beforeAll(async () => {
  const dataDir = tempDir()
  const yesterday = await startServer({
    dataDir,
    env: { CLOCK_START: `${addDays(T, -1)}T12:00:00+00:00` },
  })
  const before = yesterday.url
  const room = (await createFacility(before, { capacity: UNITS.length, name: 'Harbour Room' })) as {
    _id: string
    type: 'room'
  }
  await hotelCall(before, `/api/staff/facilities/${room._id}/units`, { names: UNITS })
  // A price, so that each row says what is still to pay.
  const nightly = { nightly: 4_500_000, extra_guest: 1_000_000, included_guests: 2, min_stay: 1 }
  await hotelCall(before, `/api/staff/facilities/${room._id}/rates`, nightly, 201)
  const night = (from: number, to: number) => ({ from: addDays(T, from), to: addDays(T, to) })
  const leaving = await confirmedStay(before, room, 'Emeka Leaving', night(-1, 0), 0)
  const stayingOn = await confirmedStay(
    before,
    room,
    'Bisi Stayingon Adebayo-Ogunlesi',
    night(-1, 2),
    1,
  )
  for (const ref of [leaving, stayingOn])
    await hotelCall(before, `/api/staff/stays/${ref}/check-in`, {})
  // Not checked in: past its no-show hour (23:00 yesterday) by today.
  await confirmedStay(before, room, 'Ifeoma Noshow', night(-1, 1), 2)
  await yesterday.stop()

  server = await startServer({ dataDir, env: { SITE_DIR: DIST } })
  // Hostile names beside them: the longest word a name may hold, and an RTL override.
  for (const [i, name] of ['W'.repeat(100), '\u202Egnp.exe Obi'].entries())
    await confirmedStay(server.url, room, name, night(0, 1), 3 + i)
  // The unit no stay of today holds, out of order with a long reason.
  const day = (await hotelCall(server.url, '/api/staff/today')) as DeskDay
  const held = new Set(
    [...day.arrivals, ...day.departures, ...day.in_house, ...day.no_shows].map((s) => s.unit),
  )
  const free = UNITS.find((unit) => !held.has(unit))!
  await hotelCall(server.url, `/api/staff/units/${encodeURIComponent(free)}/state`, {
    state: 'out_of_order',
    reason: OUT_OF_ORDER_REASON,
    until: addDays(T, 4),
  })

  const signedIn = await staffWithSessions(server, [
    { name: 'Femi Front', role: 'frontdesk' },
    { name: 'Hauwa Bello', role: 'housekeeping' },
  ])
  database = signedIn.database
  ;[sessions.frontdesk, sessions.housekeeping] = signedIn.sessions
  webkit = await openWebKit(inject('webkitDisplay'))
})

afterAll(async () => {
  await webkit?.close()
  await database?.close()
  await server?.stop()
})

/**
 * Each screen: its name, who looks at it, its address, how its heading starts (the sheet's goes on
 * with the day), and what shows once its data has come.
 */
const SCREENS = [
  ['today', 'frontdesk', '/staff/today', 'Today', 'Possible no-shows'],
  ['housekeeping', 'housekeeping', '/staff/housekeeping', 'Housekeeping', OUT_OF_ORDER_REASON],
  ['paper', 'frontdesk', '/staff/today/print?paper=a5', 'Arrivals, ', 'Registration card'],
] as const

describe.each(['light', 'dark'] as const)('at 320 px, %s', (theme) => {
  it('the day, housekeeping and the arrivals on paper: nothing wider than the screen, covered or cut', async () => {
    const { driver } = webkit
    await setViewport(driver, 320, 800)
    let signedIn: StaffRole | undefined
    for (const [name, role, pathname, heading, shows] of SCREENS) {
      const where = `${pathname} at 320 px, ${theme}`
      if (role !== signedIn) {
        await signInWebKit(driver, consoleOrigin(server), sessions[role]!)
        await driver.executeScript(
          (key: string, value: string) => localStorage.setItem(key, value),
          THEME_STORAGE_KEY,
          theme,
        )
        signedIn = role
      }
      await driver.get(`${consoleOrigin(server)}${pathname}`)
      await listenForErrors(driver)
      await driver.wait(
        async () =>
          (await driver.findElements(By.xpath(`//h1[starts-with(., "${heading}")]`))).length > 0,
        WAIT_MS,
        `${where}: the heading "${heading}"`,
      )
      await driver.wait(
        async () => (await driver.findElement(By.css('main')).getText()).includes(shows),
        WAIT_MS,
        `${where}: "${shows}"`,
      )
      expect(
        await driver.executeScript<boolean>(
          'return document.documentElement.classList.contains(arguments[0])',
          theme,
        ),
        where,
      ).toBe(true)
      expect(
        await driver.executeScript<ReturnType<typeof layoutProblems>>(layoutProblems, {
          menuOpen: false,
        }),
        where,
      ).toEqual({ covered: [], cut: [] })
      const overflow = await driver.executeScript<number>(
        'return document.documentElement.scrollWidth - document.documentElement.clientWidth',
      )
      expect(overflow, `${where}: nothing wider than the screen`).toBeLessThanOrEqual(0)
      await keepWebKitScreenshot(driver, `${name}-320-${theme}`)
      expect(await pageErrors(driver), where).toEqual([])
    }
  })
})
