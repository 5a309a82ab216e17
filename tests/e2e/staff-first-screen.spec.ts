// Issue 41: the inbox's first screen comes drawn in the console's page for a clerk signed in
// (server/src/http/staff-first-screen.ts), and the console's code takes it over. On a phone's CPU
// (4x): the page as sent holds the oldest waiting guest, `no-store`; from the frame that first
// shows it, no frame is without it while the console replaces the drawn screen with its own (no
// blank, no "Opening the console…"); the console then works as ever (a new request shows live,
// the keyboard starts at the skip link). Drawn alone (the console's code held back), the screen
// looks as the console's own does, in both themes, on a phone and a computer. The console's worker,
// in control on the next load, passes the drawn page on and keeps none of it; signed out, the page
// holds no guest. A page whose screen failed after its head had been sent (an empty root, no
// reads: issue 54 sends the head first) is drawn by the console from its own reads.
import type { CDPSession, Page } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'
import { differentPixels, SAME_LOOK_PIXELS, watched, watchScript } from '../support/drawn-screen'
import { signedInStaff } from '../support/staff-console'

const OLDEST = 'Efe Drawn'
const LIVE = { timeout: 15_000 }

/**
 * ₦45,000 a night for `room`: its requests' cards show their totals (issue 51), drawn by the
 * server as by the console.
 */
async function priceRoom(room: { _id: string }) {
  const res = await api(
    server.url,
    'POST',
    `/api/staff/facilities/${room._id}/rates`,
    { nightly: 4_500_000 },
    adminHeaders,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
}

// The console on localhost with no PUBLIC_URL: the passkey's relying party is the page's host.
let server: ServerHandle
test.beforeEach(async () => {
  server = await startServer({ env: { SITE_DIR: DIST } })
})
test.afterEach(() => server.stop())

test('the inbox comes drawn, is taken over without a gap, and stays private', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const room = await createFacility(server.url, { capacity: 3, name: 'Drawn Room' })
  await priceRoom(room)
  for (const [name, from] of [
    [OLDEST, 10],
    ['Femi Second', 12],
  ] as const) {
    const body = reserveBody(room, {
      reservation_name: name,
      dateRange: { from: inDays(from), to: inDays(from + 1) },
    })
    expect((await reserve(server.url, room._id, body)).status).toBe(200)
  }
  const clerk = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  const { page, context } = clerk
  await page.addInitScript(watchScript('needs-answer', OLDEST))
  await clerk.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  const response = await page.goto('/staff')
  expect(response?.headers()['cache-control']).toBe('no-store')
  const drawn = (await response?.text()) ?? ''
  expect(drawn).toContain(`>${OLDEST}</p>`)
  // Each card's total, one night at ₦45,000, drawn as the console draws it.
  expect(drawn).toContain('<span class="row-total">₦45,000</span>')
  // The drawn heading, then the console's own: two elements, and never a check without one.
  await expect.poll(async () => (await watched(page)).headings, LIVE).toBe(2)
  expect((await watched(page)).gaps).toBe(0)
  await clerk.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

  // The console's own, live: a new request shows without a reload, its total on its card.
  const late = reserveBody(room, {
    reservation_name: 'Gbenga Live',
    dateRange: { from: inDays(20), to: inDays(23) },
  })
  expect((await reserve(server.url, room._id, late)).status).toBe(200)
  await expect(page.getByText('Gbenga Live').first()).toBeVisible(LIVE)
  const lateCard = page.getByRole('listitem').filter({ hasText: 'Gbenga Live' }).first()
  await expect(lateCard.locator('.row-total')).toHaveText('₦135,000')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to the content' })).toBeFocused()

  // The worker in control passes the drawn page on, and keeps nothing of it.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), LIVE)
    .toBe(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: /Needs an answer/ })).toBeVisible()
  expect(await page.evaluate(() => document.getElementById('first-screen') !== null)).toBe(true)
  const kept = await page.evaluate(async () => {
    const parts: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        parts.push(request.url, await (await cache.match(request))!.text())
    }
    return parts.join('\n')
  })
  expect(kept).toContain('/staff/index.html')
  expect(kept).not.toContain(OLDEST)

  // Signed out, the page is the built one: no guest in it.
  await page.locator('summary', { hasText: 'Ada Obi' }).click()
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await reloaded
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
  const signedOut = await context.request.get('/staff')
  expect(await signedOut.text()).not.toContain(OLDEST)
})

for (const theme of ['dark', 'light'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`drawn alone, the inbox looks as the console's own (${theme}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const room = await createFacility(server.url, { capacity: 2, name: 'Look Room' })
      await priceRoom(room)
      const body = reserveBody(room, { reservation_name: OLDEST })
      expect((await reserve(server.url, room._id, body)).status).toBe(200)
      const { page, context, cdp } = await signedInStaff(browser, server, 'Ada Obi', 'owner')
      await page.setViewportSize(viewport)
      await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [
        THEME_STORAGE_KEY,
        theme,
      ] as const)
      // Down to the end of the first screen's lists (All requests, below, comes after it).
      const firstScreen = async () => {
        await page.evaluate(() => document.fonts.ready)
        const lists = await page.locator('section[aria-labelledby="coming-up"]').boundingBox()
        return page.screenshot({
          clip: { x: 0, y: 0, width: viewport.width, height: Math.ceil(lists!.y + lists!.height) },
        })
      }
      // The console's own, settled (its live count, All requests drawn).
      await page.goto('/staff')
      await expect(page.locator('.waiting[data-count]')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'All requests' })).toBeVisible()
      const own = await firstScreen()
      // The server's alone: the console's code never arrives (nor from its worker).
      await cdp.send('Network.setBypassServiceWorker', { bypass: true })
      await context.route(/\/staff\/assets\/index-[^/]*\.js$/, (route) => route.abort())
      await page.goto('/staff')
      await expect(page.getByRole('heading', { name: /Needs an answer/ })).toBeVisible()
      expect(await page.evaluate(() => document.getElementById('first-screen') !== null)).toBe(true)
      await expect(page.getByRole('heading', { name: 'All requests' })).toHaveCount(0)
      await expect(page.locator('#root .row-total').first()).toHaveText('₦90,000')
      expect(await differentPixels(page, await firstScreen(), own)).toBeLessThanOrEqual(
        SAME_LOOK_PIXELS,
      )
    })
  }
}

/**
 * The console's entry held back until `release` is called: the page stays the server's drawn
 * screen meanwhile, as on a phone on slow 4G for about a second. Its worker (which keeps the code)
 * is gone for the next load, and the browser's cache is off, so the load asks the network for it.
 */
async function holdConsoleCode(page: Page, cdp: CDPSession) {
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister()
  })
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
  // A mark of this document: a page load would lose it.
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  )
  // Later loads pass (the newest route answers first: the next hold's).
  return release
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

test('before the console takes the drawn inbox over, a tap, focus and the theme switch wait for it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const room = await createFacility(server.url, { capacity: 2, name: 'Tap Room' })
  const body = reserveBody(room, { reservation_name: OLDEST })
  expect((await reserve(server.url, room._id, body)).status).toBe(200)
  const { page, cdp } = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(([key]) => localStorage.setItem(key, 'light'), [THEME_STORAGE_KEY] as const)
  const drawnLink = page.locator('#root a[href^="/staff/requests/"]').first()
  const takenOver = () =>
    expect(page.getByRole('heading', { name: 'All requests' })).toBeVisible(LIVE)

  // Focus: the keyboard's place on the drawn screen is its place on the console's.
  let release = await holdConsoleCode(page, cdp)
  // Named for the theme on the page, as the console names it (the server knows no clerk's theme).
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
  const href = await drawnLink.getAttribute('href')
  expect(href).toMatch(/^\/staff\/requests\//)
  await drawnLink.focus()
  release()
  await takenOver()
  await expect(page.locator(`#root a[href="${href}"]`).first()).toBeFocused()
  expect(await sameDocument(page)).toBe(true)

  // A tap on a request: kept, then followed in place, focus on the request's heading.
  release = await holdConsoleCode(page, cdp)
  await drawnLink.click()
  await expect(drawnLink).toHaveAttribute('aria-busy', 'true')
  expect(new URL(page.url()).pathname).toBe('/staff')
  release()
  await expect.poll(() => new URL(page.url()).pathname, LIVE).toBe(href)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused(LIVE)
  expect(await sameDocument(page)).toBe(true)

  // A tap on a button: pressed once the console has drawn it.
  release = await holdConsoleCode(page, cdp)
  expect(await page.evaluate(() => document.documentElement.className)).toContain('light')
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  release()
  await takenOver()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  expect(await sameDocument(page)).toBe(true)
})

test('a page whose screen could not be drawn after its head had gone is drawn by the console', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const room = await createFacility(server.url, { capacity: 2, name: 'Late Room' })
  const body = reserveBody(room, { reservation_name: OLDEST })
  expect((await reserve(server.url, room._id, body)).status).toBe(200)
  const { page, context, cdp } = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  // The page the server ends with when a read or the render fails once the head has been sent
  // (server/src/http/staff-page.ts): the drawn page's head (its meta, the console's code as a
  // modulepreload), then an empty root and no reads.
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  let failed = ''
  await context.route(/\/staff$/, async (route) => {
    const response = await route.fetch()
    const drawn = await response.text()
    const root = drawn.indexOf('<div id="root">')
    const block = /<script type="application\/json" id="first-screen">[^<]*<\/script>/.exec(drawn)
    expect(root).toBeGreaterThan(-1)
    expect(block).not.toBeNull()
    failed =
      drawn.slice(0, root) + '<div id="root"></div>' + drawn.slice(block!.index + block![0].length)
    await route.fulfill({ response, body: failed })
  })
  await page.goto('/staff')
  await expect(page.getByRole('heading', { name: /Needs an answer/ })).toBeVisible(LIVE)
  await expect(page.locator('li .row-guest').first()).toHaveText(OLDEST)
  expect(failed).toContain('<meta name="first-screen" content="inbox" />')
  expect(failed).not.toContain(OLDEST)
  expect(await page.evaluate(() => document.getElementById('first-screen'))).toBeNull()
  // The console works as ever: the keyboard starts at the skip link.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to the content' })).toBeFocused()
})
