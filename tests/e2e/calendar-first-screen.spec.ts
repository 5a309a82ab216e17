// Issue 54: the calendar drawn by the server into its page, as the inbox and the day are (the
// bench's 59 facilities of 14 days took the console's code two seconds at 4x CPU). The console's
// pages say the window's width in a cookie (14 days from 48rem, else 7); the calendar is drawn at
// that width: on a computer 14 dates, on a phone 7, the page `no-store`. On a phone's CPU (4x),
// from the frame that first shows the grid, no frame is without it while the console replaces
// the drawn grid with its own, and the console then works (the next week). A tap on a drawn cell
// before the console's code has come is given to the console once it has. Drawn alone (the
// console's code held back), the calendar looks as the console's own, in both themes, on a phone
// and a computer.
import type { Page } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import { CALENDAR_DAYS_COOKIE } from '../../contract/staff-paths'
import { dayLabel } from '../../src/staff/features/calendar/calendar-words'
import { createFacility, today } from '../support/api-fixtures'
import { confirmedStay } from '../support/desk-fixtures'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { startServer, type ServerHandle } from '../support/server-process'
import { drawnAgainstOwn, SAME_LOOK_PIXELS } from '../support/drawn-screen'
import { signedInStaff } from '../support/staff-console'

const GUEST = 'Kemi Drawn'
const ROOM = 'Drawn Calendar Room'
const LIVE = { timeout: 15_000 }
/** The hotel's today (UTC: no HOTEL_TIMEZONE is given). */
const T = today()
const COMPUTER = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

let server: ServerHandle
test.beforeEach(async () => {
  server = await startServer({ env: { SITE_DIR: DIST } })
  const room = await createFacility(server.url, { capacity: 2, name: ROOM })
  // Tomorrow for two nights: on the grid's first screen at either width.
  await confirmedStay(server.url, room, { name: GUEST, today: T, from: 1, to: 3 })
})
test.afterEach(() => server.stop())

/**
 * Put in the page before its own code: each grid seen with the guest's bar in it, and how many
 * checks (each DOM change, each frame) found none once one had been seen.
 */
function watchGrid(guest: string) {
  const seen: Element[] = []
  const watch = { grids: 0, gaps: 0 }
  ;(window as unknown as { __watch: typeof watch }).__watch = watch
  const check = () => {
    const grid = document.querySelector('[role="grid"]')
    const bar = grid?.querySelector(`.cal-bar[title^="${guest}"]`)
    if (grid && bar) {
      if (!seen.includes(grid)) seen.push(grid)
      watch.grids = seen.length
    } else if (seen.length > 0) watch.gaps++
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true })
  const frame = () => {
    check()
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { __watch: { grids: number; gaps: number } }).__watch)

/** How many dates the page's grid has: its column heads, but the facilities'. */
const drawnDates = (html: string) => html.match(/role="columnheader"/g)!.length - 1

for (const [what, viewport, days] of [
  ['a computer', COMPUTER, 14],
  ['a phone', PHONE, 7],
] as const) {
  test(`on ${what}, the calendar comes drawn, ${days} days, and is taken over without a gap`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const clerk = await signedInStaff(browser, server, 'Femi Front', 'frontdesk')
    const { page, context, cdp } = clerk
    // The width said by the console's page as it changes (its cookie), before the calendar.
    await page.setViewportSize(viewport)
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === CALENDAR_DAYS_COOKIE))
      .toMatchObject({ value: String(days), path: '/staff', sameSite: 'Strict', httpOnly: false })
    await page.addInitScript({ content: `(${watchGrid.toString()})(${JSON.stringify(GUEST)})` })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const response = await page.goto('/staff/calendar')
    expect(response?.headers()['cache-control']).toBe('no-store')
    const html = (await response?.text()) ?? ''
    expect(html).toContain('role="grid"')
    expect(html).toContain(`title="${GUEST}`)
    expect(drawnDates(html)).toBe(days)
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/staff\/assets\/calendar-page-/)
    // The drawn grid, then the console's own: two grids, and never a check without one.
    await expect.poll(async () => (await watched(page)).grids, LIVE).toBe(2)
    expect((await watched(page)).gaps).toBe(0)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const grid = page.getByRole('grid')
    await expect(grid.getByRole('gridcell')).toHaveCount(days * (await rows(page)))
    // The console's own: the next dates, read from the server.
    await page.getByRole('button', { name: /^Next/ }).click()
    await expect(
      grid.getByRole('gridcell', { name: new RegExp(`^${ROOM}, ${dayLabel(addDays(T, days))}:`) }),
    ).toBeVisible()
  })
}

const rows = (page: Page) => page.getByRole('rowheader').count()

test('a cell tapped on the drawn calendar is opened once the console has come', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { page, context, cdp } = await signedInStaff(browser, server, 'Femi Front', 'frontdesk')
  await page.setViewportSize(COMPUTER)
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === CALENDAR_DAYS_COOKIE)?.value)
    .toBe('14')
  // The console's code held back until the tap is made (nor from its worker, nor from the
  // browser's cache: a script the page has run comes from memory without a request a route sees).
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let holding = 0
  // The page's own requests only: the console's worker, installed at the sign-in, may still be
  // filling its precache, and a context's routes see its requests too (CI once counted two).
  await page.route(/\/staff\/assets\/index-[^/]*\.js$/, async (route) => {
    holding++
    await held
    await route.continue()
  })
  await page.goto('/staff/calendar', { waitUntil: 'commit' })
  const cell = page.getByRole('gridcell', {
    name: new RegExp(`^${ROOM}, ${dayLabel(addDays(T, 1))}:`),
  })
  await expect(cell).toBeVisible(LIVE)
  expect(await page.evaluate(() => document.getElementById('first-screen') !== null)).toBe(true)
  await expect.poll(() => holding, { message: "the console's code is asked for, and held" }).toBe(1)
  await cell.click()
  release()
  // One stay holds the night: its request's page opens, in the console.
  await expect(page).toHaveURL(/\/staff\/requests\/[A-Z0-9-]+$/, LIVE)
  await expect(page.getByRole('article')).toContainText(`Guest${GUEST}`)
})

for (const theme of ['dark', 'light'] as const) {
  for (const viewport of [PHONE, COMPUTER]) {
    test(`drawn alone, the calendar looks as the console's own (${theme}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const device = await signedInStaff(browser, server, 'Femi Front', 'frontdesk')
      const differ = await drawnAgainstOwn(device, {
        path: '/staff/calendar',
        shown: (page) => page.locator(`.cal-bar[title^="${GUEST}"]`).first(),
        theme,
        viewport,
      })
      expect(differ).toBeLessThanOrEqual(SAME_LOOK_PIXELS)
    })
  }
}
