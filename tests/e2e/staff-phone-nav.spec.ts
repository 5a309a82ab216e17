// Issue 51, a console that fits a phone: on the real built console and server, at 320 and 390 px
// in both themes, the screens are one row along the bottom (Today, Inbox, Calendar, Messages and
// "More"), the screen shown is marked (its own link, or "More" when it is one of those under it),
// "More" opens a list that reaches every other screen and closes after, by a tap or the keyboard,
// nothing is wider than the screen and the bar covers none of the page. A clerk's "More" has only
// what a clerk may use. On a computer (1280 px) the screens are the row under the bar, as before.
// In the calendar, a booking site's name on a one-night bar stays within its bar, and is whole in
// the bar's title and the date's list. The pictures are kept for a person to look at
// (tests/support/kept-screenshots.ts).
import type { Page } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import type { StaffCalendar } from '../../contract/staff-calendar'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { importBlocks } from '../support/channel-blocks'
import {
  layoutProblems,
  screensBarProblem,
  screenTabProblem,
  stylesheetsLoaded,
} from '../support/console-layout'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { startFeedServer, type FeedServer } from '../support/feed-server'
import { keepElementScreenshot, keepScreenshot } from '../support/kept-screenshots'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'
import { consoleOrigin, signedInStaff, type StaffDevice } from '../support/staff-console'

test.describe.configure({ mode: 'default' })
test.setTimeout(180_000)

const THEMES = ['light', 'dark'] as const
/** On the bar, in order; and under "More", in order (an owner's). */
const BAR = ['Today', 'Inbox', 'Calendar', 'Messages', 'More']
const MORE = [
  { label: 'Catalogue', path: '/staff/catalogue' },
  { label: 'People', path: '/staff/people' },
  { label: 'Booking sites', path: '/staff/booking-sites' },
  { label: 'Numbers', path: '/staff/numbers' },
  { label: 'Notifications', path: '/staff/notifications' },
]

let server: ServerHandle
let feeds: FeedServer
let owner: StaffDevice
let clerk: StaffDevice
/** The hotel's today (its zone, not this machine's). */
let today = ''

test.beforeAll(async ({ browser }) => {
  feeds = await startFeedServer()
  server = await startServer({
    env: { SITE_DIR: DIST, OUTBOUND_ALLOWED_TEST_ORIGINS: feeds.origin },
  })
  today = (
    (await api(server.url, 'GET', '/api/staff/calendar?days=1', undefined, adminHeaders))
      .body as StaffCalendar
  ).today
  const room = await createFacility(server.url, { capacity: 2, name: 'Lagoon Room' })
  // Requests enough that the inbox is longer than a phone's screen.
  for (const [i, name] of ['Chiamaka Eze', 'Tunde Bello', 'Ngozi Okafor', 'Kemi Ade'].entries()) {
    const body = reserveBody(room, {
      reservation_name: name,
      dateRange: { from: addDays(today, 10 + 3 * i), to: addDays(today, 12 + 3 * i) },
    })
    expect((await reserve(server.url, room._id, body)).status).toBe(200)
  }
  // Airbnb's calendar took one night, the day after tomorrow, with free nights after it in its
  // lane: the name once ran on over them.
  const link = await api(
    server.url,
    'POST',
    '/api/staff/channels',
    { facilityId: room._id, url: feeds.url('/calendar/ical/1.ics'), name: 'Airbnb' },
    adminHeaders,
  )
  expect(link.status, JSON.stringify(link.body)).toBe(200)
  await importBlocks(server, (link.body as { id: string }).id, [
    { uid: 'r1@airbnb.com', from: addDays(today, 2), to: addDays(today, 3), kind: 'reserved' },
  ])
  owner = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  clerk = await signedInStaff(browser, server, 'Femi Fraser', 'frontdesk')
})
test.afterAll(async () => {
  await clerk?.context.close()
  await owner?.context.close()
  await server?.stop()
  await feeds?.close()
})

/** A new page of `device` in `theme` at `width` px. */
async function pageIn(device: StaffDevice, theme: string, width: number, height = 700) {
  const page = await device.context.newPage()
  await page.setViewportSize({ width, height })
  await page.goto(`${consoleOrigin(server)}/staff/missing-page-for-theme`)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const)
  return page
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' })
const moreButton = (page: Page) => nav(page).getByRole('button', { name: /^More/ })

/**
 * The navigation's controls in sight (the list under "More" aside): their names, their boxes'
 * top and bottom, and the page's height.
 */
const navRow = (page: Page) =>
  page.evaluate(() => {
    const shown = [
      ...document.querySelectorAll<HTMLElement>(
        'nav[aria-label="Console"] a, nav[aria-label="Console"] button',
      ),
    ].filter((el) => el.checkVisibility() && !el.closest('#more-screens'))
    return {
      names: shown.map((el) => el.firstChild?.textContent?.trim()),
      tops: [...new Set(shown.map((el) => Math.round(el.getBoundingClientRect().top)))],
      bottoms: [...new Set(shown.map((el) => Math.round(el.getBoundingClientRect().bottom)))],
      height: window.innerHeight,
    }
  })

/** How far the document is wider than the screen (0 or less: nothing is). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/**
 * Scrolled to its end, how far the page's last content runs under the bar (0 or less: none),
 * and whether the page is longer than the screen at all (else the check says nothing).
 */
const underTheBar = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    const main = document.getElementById('main')!
    const last = main.lastElementChild!.getBoundingClientRect().bottom
    const bar = document.querySelector('nav[aria-label="Console"] ul')!.getBoundingClientRect().top
    const scrolls = document.documentElement.scrollHeight > window.innerHeight
    window.scrollTo({ top: 0, behavior: 'instant' })
    return { under: Math.ceil(last - bar), scrolls }
  })

/** The phone's checks on the screen shown, whose tab is `tab`. */
async function phoneChecks(page: Page, tab: string, where: string) {
  const row = await navRow(page)
  expect(row.names, `${where}: the bar`).toEqual(BAR)
  // One row along the bottom of the screen (no inset for a home indicator here).
  expect(await page.evaluate(screensBarProblem), where).toBe('ok')
  expect(await overflow(page), `${where}: nothing wider than the screen`).toBeLessThanOrEqual(0)
  expect(await page.evaluate(screenTabProblem, { label: tab, menuOpen: false }), where).toBe('ok')
  expect(await page.evaluate(layoutProblems, { menuOpen: false }), where).toEqual({
    covered: [],
    cut: [],
  })
}

for (const width of [320, 390]) {
  for (const theme of THEMES) {
    test(`${width} px, ${theme}: one row along the bottom, the screen marked, More reaches the rest`, async () => {
      const info = test.info()
      const page = await pageIn(owner, theme, width)
      const shot = (name: string) =>
        keepScreenshot(page, { path: info.outputPath(`${name}-${width}-${theme}.png`) })
      await page.goto('/staff')
      await expect(page.getByRole('heading', { name: 'All requests' })).toBeVisible()
      await expect(page.locator('html')).toHaveClass(theme)
      await expect(nav(page).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await phoneChecks(page, 'Inbox', `inbox at ${width} px, ${theme}`)
      // The inbox runs on past the screen, and its end comes above the bar.
      const end = await underTheBar(page)
      expect(end.scrolls, 'the inbox longer than the screen').toBe(true)
      expect(end.under, 'the inbox’s end under the bar (px)').toBeLessThanOrEqual(0)
      await shot('inbox')
      await keepScreenshot(page, {
        path: info.outputPath(`inbox-full-${width}-${theme}.png`),
        fullPage: true,
      })

      // "More": a disclosure, closed; open, its list over the page, each link in sight.
      const more = moreButton(page)
      await expect(more).toHaveAccessibleName('More')
      await expect(more).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator('#more-screens')).toBeHidden()
      await more.click()
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      const list = page.locator('#more-screens')
      await expect(list.getByRole('link')).toHaveText(MORE.map((m) => m.label))
      const listed = await list.getByRole('link').evaluateAll((links) =>
        links.map((a) => {
          const box = a.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return box.left >= 0 && box.right <= innerWidth && box.top >= 0 && a.contains(hit)
        }),
      )
      expect(listed, 'each of More’s links in sight and on top').toEqual(MORE.map(() => true))
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      await shot('more-open')
      // A tap elsewhere closes it.
      await page.getByRole('heading', { name: 'All requests' }).click()
      await expect(list).toBeHidden()
      await expect(more).toHaveAttribute('aria-expanded', 'false')

      // Each screen under it, in two taps: "More" marked for it, and says which.
      for (const { label, path } of MORE) {
        await more.click()
        await list.getByRole('link', { name: label }).click()
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
        await expect(list).toBeHidden()
        await expect(more).toHaveAccessibleName(`More (${label})`)
        await expect(more).toHaveAttribute('data-current', '')
        await expect(list.getByRole('link', { name: label, includeHidden: true })).toHaveAttribute(
          'aria-current',
          'page',
        )
        await phoneChecks(page, label, `${label} at ${width} px, ${theme}`)
        const end = await underTheBar(page)
        expect(end.under, `${label}: its end under the bar`).toBeLessThanOrEqual(0)
        await shot(label.toLowerCase().replace(' ', '-'))
      }
      // And the bar's own, in one: "More" no longer marked.
      for (const label of ['Calendar', 'Messages', 'Inbox']) {
        await nav(page).getByRole('link', { name: label }).click()
        await expect(nav(page).getByRole('link', { name: label })).toHaveAttribute(
          'aria-current',
          'page',
        )
        await expect(more).toHaveAccessibleName('More')
        await expect(more).not.toHaveAttribute('data-current')
      }
      await page.close()
    })
  }
}

test('390 px, by keyboard: More opens with Enter, Tab goes through its list, Escape closes it', async () => {
  const page = await pageIn(owner, 'dark', 390)
  await page.goto('/staff')
  await expect(page.getByRole('heading', { name: 'All requests' })).toBeVisible()
  const more = moreButton(page)
  const list = page.locator('#more-screens')
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: 'Catalogue' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: 'People' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(more).toBeFocused()
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  // Tab past its end: it closes behind the focus, which goes on to the page.
  await page.keyboard.press('Space')
  for (let i = 0; i < MORE.length + 1; i++) await page.keyboard.press('Tab')
  await expect(list).toBeHidden()
  expect(
    await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
  ).toBe(true)
  // A link followed by Enter: the new screen's heading has focus, and the list is closed.
  await more.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeFocused()
  await expect(list).toBeHidden()
  await page.close()
})

test("320 px: a clerk's More has only the clerk's screens", async () => {
  const page = await pageIn(clerk, 'light', 320)
  await page.goto('/staff')
  await expect(page.getByRole('heading', { name: 'All requests' })).toBeVisible()
  expect((await navRow(page)).names).toEqual(BAR)
  await moreButton(page).click()
  await expect(page.locator('#more-screens').getByRole('link')).toHaveText([
    'Catalogue',
    'Notifications',
  ])
  await expect(page.getByRole('link', { name: 'People' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Booking sites' })).toHaveCount(0)
  await page.close()
})

for (const theme of THEMES) {
  test(`1280 px, ${theme}: every screen in the row under the bar, no More`, async () => {
    const info = test.info()
    const page = await pageIn(owner, theme, 1280, 800)
    await page.goto('/staff/catalogue')
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible()
    const row = await navRow(page)
    expect(row.names).toEqual([
      'Today',
      'Inbox',
      'Calendar',
      'Messages',
      ...MORE.map((m) => m.label),
    ])
    expect(row.tops).toHaveLength(1)
    // Under the top bar, not along the bottom.
    expect(row.tops[0]!).toBeLessThan(150)
    await expect(moreButton(page)).toBeHidden()
    expect(await page.evaluate(screenTabProblem, { label: 'Catalogue', menuOpen: false })).toBe(
      'ok',
    )
    await keepScreenshot(page, { path: info.outputPath(`catalogue-1280-${theme}.png`) })
    await page.close()
  })
}

for (const width of [320, 390]) {
  test(`${width} px: a booking site's name on a one-night bar stays within it, and is whole elsewhere`, async () => {
    const info = test.info()
    const page = await pageIn(owner, 'light', width)
    await page.goto('/staff/calendar')
    await expect(page.getByRole('grid')).toBeVisible()
    const bar = page.locator('.cal-bar.is-imported')
    await expect(bar).toHaveCount(1)
    await expect(bar).toHaveAttribute('title', 'Taken on Airbnb')
    const fit = await bar.evaluate((el) => {
      const name = el.querySelector<HTMLElement>('.cal-bar-name')!
      const style = getComputedStyle(name)
      return {
        text: name.textContent,
        // Shortened with an ellipsis where it has no room, never cut short without one.
        whole: name.scrollWidth <= name.clientWidth || style.textOverflow === 'ellipsis',
        past: Math.ceil(name.getBoundingClientRect().right - el.getBoundingClientRect().right),
      }
    })
    expect(fit.text).toBe('Airbnb')
    expect(fit.whole).toBe(true)
    expect(fit.past, 'the name past its bar’s end (px)').toBeLessThanOrEqual(0)
    await keepElementScreenshot(page.getByRole('row').filter({ has: bar }), {
      path: info.outputPath(`calendar-airbnb-row-${width}.png`),
    })
    // The date's list names it whole.
    await page.locator('.cal-cell', { has: bar }).click()
    await expect(page.getByRole('list', { name: 'Taken on booking sites' })).toContainText(
      'Taken on Airbnb',
    )
    await page.close()
  })
}

test('390 px: the inbox the server draws has the same bar, and "More" tapped there opens once the console has come', async () => {
  const page = await pageIn(owner, 'light', 390)
  // The console's code held back (no worker to keep it, no cache), as on a phone on slow 4G: the
  // page is the server's drawn inbox meanwhile (server/src/http/staff-first-screen.ts).
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister()
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/staff\/assets\/index-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/staff', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { name: /Needs an answer/ })).toBeVisible()
  expect(await page.evaluate(() => document.getElementById('first-screen') !== null)).toBe(true)
  // The bar as the clerk sees it: once the screen's styles have come (nothing paints before).
  await page.waitForFunction(stylesheetsLoaded)
  expect(await page.evaluate(screensBarProblem)).toBe('ok')
  const more = moreButton(page)
  await more.click()
  // Kept by the drawn screen (src/staff/drawn-screen.ts), pressed by the console once it is in.
  await expect(more).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(page.getByRole('heading', { name: 'All requests' })).toBeVisible()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#more-screens').getByRole('link')).toHaveText(MORE.map((m) => m.label))
  await page.close()
})
