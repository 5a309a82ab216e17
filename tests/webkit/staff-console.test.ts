// The staff console in WebKit (Safari's engine), on a phone and a desktop (issue 27). WebKitGTK
// has no virtual authenticator, so the person and their session are made by the server's own
// staff rules and repository on the test server's database (a random id whose SHA-256 is stored,
// as a passkey sign-in makes one) and the id is planted as the session's cookie. Signed in: the
// inbox shows a waiting request, which is opened and confirmed with a note, and its history says
// who did it; the hotel's dates and times read as the hotel's clock says (worked out here by
// arithmetic, not by Intl: WebKit's ICU formats differently from Node's); signed out, the
// sign-in's button. Nothing is wider than the screen, hostile names beside it or not. On a phone
// (issue 37), the inbox, the calendar and the people, loaded directly in both themes, show their
// tab in sight and marked, no control under another and no name cut (the rules of the Chromium
// walk, tests/support/console-layout.ts); the screens are one row along the bottom, and "More"
// opens the others (issue 51). The owner's Numbers (issue 55), its month and its year, alike.
import { By, Key, type WebDriver } from 'selenium-webdriver'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { StaffRequestDetail } from '../../contract/staff'
import type { Database } from '../../server/src/db/schema'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { adminHeaders, api, DIST, startServer, type ServerHandle } from '../support/server-process'
import { layoutProblems, screensBarProblem, screenTabProblem } from '../support/console-layout'
import { openWebKit, setViewport, WAIT_MS, type WebKit } from '../support/webkit-browser'
import {
  consoleOrigin,
  keepWebKitScreenshot,
  signInWebKit,
  staffWithSessions,
} from '../support/webkit-staff'
import {
  buttonNamed,
  listenForErrors,
  pageErrors,
  tap,
  waitForHeading,
} from '../support/webkit-page'

/** Half an hour off the hour and no summer time: a clock read wrongly shows. */
const TIME_ZONE = 'Asia/Kolkata'
const OFFSET_MS = 5.5 * 3_600_000
const STAFF_NAME = 'Ada Obi'
const GUEST_NAME = 'Chiamaka Eze'
const NOTE = 'See you then: the gate code comes by SMS.'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The hotel's wall clock at `iso`, by arithmetic: `YYYY-MM-DD` and `HH:MM`. */
function hotelWall(iso: string): { date: string; clock: string } {
  const shifted = new Date(Date.parse(iso) + OFFSET_MS).toISOString()
  return { date: shifted.slice(0, 10), clock: shifted.slice(11, 16) }
}
/**
 * A two-night stay as the console writes it: "15 – 17 Dec 2026, 2 nights", "30 Nov – 2 Dec
 * 2026, 2 nights"; the last year left out when it is `thisYear` (the inbox's rows).
 */
function stayText(range: { from: string; to: string }, thisYear?: string): string {
  const [fy, fm, fd] = range.from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = range.to.split('-').map(Number) as [number, number, number]
  const to = `${td} ${MONTHS[tm - 1]}${thisYear === String(ty) ? '' : ` ${ty}`}`
  const from =
    fy === ty && fm === tm ? `${fd}` : `${fd} ${MONTHS[fm - 1]}${fy === ty ? '' : ` ${fy}`}`
  return `${from} – ${to}, 2 nights`
}

let server: ServerHandle
let webkit: WebKit
let database: Database
let sessionId: string
let reference: string
let stay: { from: string; to: string }
let roomId: string

async function requestDetail(ref: string): Promise<StaffRequestDetail> {
  const res = await api(server.url, 'GET', `/api/staff/requests/${ref}`, undefined, adminHeaders)
  expect(res.status).toBe(200)
  return res.body as StaffRequestDetail
}

beforeAll(async () => {
  ;[server, webkit] = await Promise.all([
    // No PUBLIC_URL: the console is at http://localhost:<port>, a relying party of its own.
    startServer({ env: { SITE_DIR: DIST, HOTEL_TIMEZONE: TIME_ZONE } }),
    openWebKit(inject('webkitDisplay')),
  ])
  const room = await createFacility(server.url, { capacity: 3, name: 'Garden Double Room' })
  roomId = room._id
  // Its base rate with a minimum stay: the Rates screen's change form asks before loosening it.
  const base = await api(
    server.url,
    'POST',
    `/api/staff/facilities/${room._id}/rates`,
    { nightly: 4_500_000, extra_guest: 1_000_000, included_guests: 2, min_stay: 2 },
    adminHeaders,
  )
  expect(base.status).toBe(201)
  // The hotel's today, far enough ahead that no month or year boundary is in doubt.
  const today = hotelWall(new Date().toISOString()).date
  stay = { from: addDays(today, 9), to: addDays(today, 11) }
  const body = reserveBody(room, { reservation_name: GUEST_NAME, dateRange: stay })
  expect((await reserve(server.url, room._id, body)).status).toBe(200)
  reference = (await requestDetail(body.reservation_id)).record.reference!
  // Hostile names beside it: the longest single word a name may be, and an RTL override.
  for (const name of ['W'.repeat(100), '\u202Egnp.exe Obi']) {
    const other = reserveBody(room, { reservation_name: name, dateRange: stay })
    expect((await reserve(server.url, room._id, other)).status).toBe(200)
  }

  // The person and a session, as the server's own rules and repository store them.
  const signedIn = await staffWithSessions(server, [{ name: STAFF_NAME, role: 'owner' }])
  database = signedIn.database
  sessionId = signedIn.sessions[0]!
  const { services } = signedIn
  // A booking site's link whose last import skipped two events (issue 50): the Booking sites
  // screen's longest note, written as an import writes it.
  const link = await services.channels.addLink(room._id, {
    url: 'https://www.airbnb.com/calendar/ical/1.ics?s=secret',
    name: 'Airbnb',
  })
  await services.channelStore.replaceBlocks(
    link.id,
    [{ uid: 'r1', from: addDays(today, 2), to: addDays(today, 4), kind: 'reserved' }],
    new Date().toISOString(),
    [
      'Event 3 was skipped: its dates could not be read.',
      "Event 14 was skipped: it is longer than a booking site's event.",
    ],
  )
})
afterAll(async () => {
  await webkit?.close()
  await database?.close()
  await server?.stop()
})

const consoleUrl = (pathname: string) => `${consoleOrigin(server)}${pathname}`

/** Every element's text on the page, as shown. */
const bodyText = (driver: WebDriver) => driver.findElement(By.css('body')).getText()

async function expectNoOverflow(driver: WebDriver, where: string) {
  const overflow = await driver.executeScript<number>(
    'return document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )
  expect(overflow, `${where}: nothing wider than the screen`).toBeLessThanOrEqual(0)
}

const signIn = (driver: WebDriver) => signInWebKit(driver, consoleOrigin(server), sessionId)

describe.each([
  [390, 844, 'received'],
  [1280, 800, 'confirmed'],
] as const)('at %ix%i', (width, height, from) => {
  it(`signed in: the inbox, one request, ${from === 'received' ? 'Confirm with a note' : 'its history'}`, async () => {
    const { driver } = webkit
    await setViewport(driver, width, height)
    await signIn(driver)
    await driver.get(consoleUrl('/staff'))
    await listenForErrors(driver)
    if (from === 'received') {
      await waitForHeading(driver, 'Inbox')
      // The server draws the inbox's first screen for a signed-in clerk; the console's code takes
      // it over a moment later (server/src/http/staff-first-screen.ts). "All requests" is the
      // console's own: the link below is then followed by the console itself. (A tap before that
      // is kept and given to the console once it is there, src/staff/drawn-screen.ts; that path
      // is checked in Chromium by staff-first-screen.spec.ts.)
      await driver.wait(
        async () =>
          (await driver.findElements(By.xpath('//h2[normalize-space()="All requests"]'))).length >
          0,
        WAIT_MS,
        'the console in charge of the inbox',
      )
      const waiting = driver.findElement(By.xpath('//section[@aria-labelledby="needs-answer"]'))
      await driver.wait(
        async () => (await waiting.getText()).includes(reference),
        WAIT_MS,
        'the waiting request',
      )
      const row = await waiting.getText()
      expect(row).toContain(GUEST_NAME)
      // "15 – 17 Dec, 2 nights": this year's stay without its year.
      expect(row).toContain(stayText(stay, hotelWall(new Date().toISOString()).date.slice(0, 4)))
      const received = (await requestDetail(reference)).record.received_at
      expect(row).toContain(`Came today, ${hotelWall(received).clock}`)
      await expectNoOverflow(driver, `inbox at ${width}`)
      await keepWebKitScreenshot(driver, `inbox-${width}`)
      await tap(driver, () => driver.findElement(By.xpath(`//a[contains(., "${reference}")]`)))
    } else {
      await driver.get(consoleUrl(`/staff/requests/${reference}`))
    }
    await waitForHeading(driver, reference)
    if (from === 'received') {
      // Followed inside the console: focus is on the new page's heading, as after a page load.
      await driver.wait(
        () => driver.executeScript<boolean>("return document.activeElement?.tagName === 'H1'"),
        WAIT_MS,
        'focus on the heading',
      )
    }
    const text = await bodyText(driver)
    expect(text).toContain(stayText(stay))
    expect(text).toContain(`Times are the hotel's (${TIME_ZONE}).`)
    if (from === 'received') {
      await driver.findElement(By.css('textarea')).sendKeys(NOTE)
      await keepWebKitScreenshot(driver, `request-${width}`)
      await tap(driver, () => buttonNamed(driver.findElement(By.css('main')), 'Confirm'))
      let said = ''
      await driver
        .wait(async () => {
          said = await bodyText(driver)
          return said.includes('Confirmed. The guest sees it on their page.')
        }, WAIT_MS)
        .catch(async (error: unknown) => {
          // What the page said instead, and what the server holds: a tap lost, a refusal, or
          // a slow answer tell apart only so (a run under load once timed out here).
          const record = (await requestDetail(reference)).record
          // A disabled Confirm is an answer on its way (sent, not answered); an enabled one, a
          // tap the page never took.
          const buttons = await driver.executeScript<string>(
            "return [...document.querySelectorAll('main button')].map((b) => b.textContent + (b.disabled ? ' (disabled)' : '')).join(', ')",
          )
          throw new Error(
            `the answer sent: not seen in ${WAIT_MS} ms (${String(error)}); the request is ` +
              `${record.status}; the buttons: ${buttons}; the page said:\n${said.slice(0, 2000)}`,
          )
        })
    }
    const detail = await requestDetail(reference)
    expect(detail.record).toMatchObject({ status: 'confirmed', status_note: NOTE })
    const confirmed = detail.events.find((e) => e.to_status === 'confirmed')!
    const history = driver.findElement(By.xpath('//section[@aria-labelledby="history"]'))
    await driver.wait(
      async () =>
        (await history.getText()).includes(
          `Confirmed by ${STAFF_NAME}, today, ${hotelWall(confirmed.at).clock}`,
        ),
      WAIT_MS,
      `"Confirmed by ${STAFF_NAME}" in the history`,
    )
    expect(await history.getText()).toContain(NOTE)
    await expectNoOverflow(driver, `request at ${width}`)
    await keepWebKitScreenshot(driver, `request-${from}-${width}`)
    expect(await pageErrors(driver)).toEqual([])
  })

  it('signed out: the sign-in', async () => {
    const { driver } = webkit
    await setViewport(driver, width, height)
    await driver.get(consoleUrl('/staff'))
    await driver.manage().deleteAllCookies()
    await driver.get(consoleUrl('/staff'))
    await waitForHeading(driver, 'Sign in')
    await buttonNamed(driver.findElement(By.css('main')), 'Sign in with a passkey')
    await expectNoOverflow(driver, `sign-in at ${width}`)
    await keepWebKitScreenshot(driver, `sign-in-${width}`)
  })
})

/** The screens walked on a phone: address, tab, heading, and what shows once its data has come. */
const PHONE_SCREENS = [
  ['/staff', 'Inbox', 'Inbox', GUEST_NAME],
  ['/staff/calendar', 'Calendar', 'Calendar', 'Garden Double Room'],
  ['/staff/people', 'People', 'People', STAFF_NAME],
  ['/staff/booking-sites', 'Booking sites', 'Booking sites', 'Event 14 was skipped'],
  // The owner's month, drawn by the server, and the year (issue 55).
  ['/staff/numbers', 'Numbers', 'Numbers', 'Nights, day by day'],
  ['/staff/numbers?year=2026', 'Numbers', 'Numbers', 'Each month of 2026'],
] as const

describe.each([320, 390])('at %i px, light and dark', (width) => {
  it('the inbox, the calendar, the people, the booking sites and the numbers: the tab in sight and marked, nothing covered or cut', async () => {
    const { driver } = webkit
    await setViewport(driver, width, 800)
    await signIn(driver)
    for (const theme of ['light', 'dark'] as const) {
      await driver.executeScript(
        (key: string, value: string) => localStorage.setItem(key, value),
        THEME_STORAGE_KEY,
        theme,
      )
      for (const [pathname, tab, heading, shows] of PHONE_SCREENS) {
        const where = `${pathname} at ${width} px, ${theme}`
        await driver.get(consoleUrl(pathname))
        await waitForHeading(driver, heading)
        await driver.wait(async () => (await bodyText(driver)).includes(shows), WAIT_MS, where)
        expect(
          await driver.executeScript<string>(
            "return document.documentElement.classList.contains('" + theme + "')",
          ),
        ).toBe(true)
        expect(
          await driver.executeScript<string>(screenTabProblem, { label: tab, menuOpen: false }),
          where,
        ).toBe('ok')
        // The screens in one row along the bottom (issue 51), People and Booking sites behind
        // "More", which is marked for them.
        expect(await driver.executeScript<string>(screensBarProblem), where).toBe('ok')
        expect(
          await driver.executeScript<ReturnType<typeof layoutProblems>>(layoutProblems, {
            menuOpen: false,
          }),
          where,
        ).toEqual({ covered: [], cut: [] })
        await expectNoOverflow(driver, where)
        await keepWebKitScreenshot(
          driver,
          `${tab.toLowerCase()}${pathname.includes('year') ? '-year' : ''}-${width}-${theme}`,
        )
        if (pathname === '/staff/people') {
          // "More" opened by a tap: its list over the page, above the bar, each link in sight
          // and on top; a tap on one goes there, and the list closes.
          await tap(driver, () => driver.findElement(By.css('.screens-more > button')))
          const list = driver.findElement(By.id('more-screens'))
          await driver.wait(() => list.isDisplayed(), WAIT_MS, `${where}: More's list`)
          expect(
            await driver.executeScript<string[]>(
              `return [...document.querySelectorAll('#more-screens a')].filter((a) => {
                const box = a.getBoundingClientRect()
                const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
                return !(box.left >= 0 && box.right <= innerWidth && box.top >= 0 && a.contains(hit))
              }).map((a) => a.textContent)`,
            ),
            `${where}: More's links out of sight or covered`,
          ).toEqual([])
          await keepWebKitScreenshot(driver, `more-open-${width}-${theme}`)
          await tap(driver, () => list.findElement(By.linkText('Notifications')))
          await waitForHeading(driver, 'Notifications')
          // (A new screen's frame: the list is another element, closed.)
          await driver.wait(
            () =>
              driver.executeScript<boolean>(
                "return document.getElementById('more-screens')?.hidden === true",
              ),
            WAIT_MS,
            `${where}: More closed`,
          )
        }
        if (pathname === '/staff/booking-sites') {
          // The link's note of what its import skipped, scrolled to: it wraps, nothing cut.
          await driver.executeScript(
            "document.querySelector('.channel-warnings').scrollIntoView({ block: 'center' })",
          )
          await expectNoOverflow(driver, `${where}, the skipped events`)
          // For the eye only (WebKit's driver shows the page's top alone): the link moved there.
          if (process.env.WEBKIT_SCREENSHOTS) {
            await driver.executeScript(
              "const main = document.querySelector('main'); main.prepend(main.querySelector('.channel-link'))",
            )
            await keepWebKitScreenshot(driver, `booking-sites-${width}-${theme}-link`)
          }
        }
      }
      // The base's change, asked first (issue 51): its form in the rule's card, nothing cut.
      const where = `the rates at ${width} px, ${theme}`
      await driver.get(consoleUrl(`/staff/catalogue/${roomId}/rates`))
      await waitForHeading(driver, 'Rates: Garden Double Room')
      const centred = async (xpath: string) => {
        const element = await driver.findElement(By.xpath(xpath))
        await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element)
        return element
      }
      await tap(driver, () => centred("//li//button[text()='Change']"))
      const minimum = await driver.wait(
        async () =>
          centred("//form[contains(@class, 'rate-form-change')]//input[contains(@id, '-min')]"),
        WAIT_MS,
        `${where}: the change form`,
      )
      // Typed away as a person would (WebDriver's clear() sets the value without an input event).
      await minimum.sendKeys(Key.END, Key.BACK_SPACE)
      await tap(driver, () => centred("//button[text()='Save the change']"))
      await driver.wait(
        async () => (await bodyText(driver)).includes('minimum stay: 2 nights → none'),
        WAIT_MS,
        `${where}: the question`,
      )
      await expectNoOverflow(driver, where)
      if (process.env.WEBKIT_SCREENSHOTS) {
        await driver.executeScript(
          "const main = document.querySelector('main'); main.prepend(main.querySelector('.rate-rule'))",
        )
        await keepWebKitScreenshot(driver, `rates-change-${width}-${theme}`)
      }
    }
  })
})
