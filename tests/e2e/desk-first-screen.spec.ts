// Issue 54: the front desk's day is the desk's first screen, drawn by the server into the page as
// the inbox is (issue 41; server/src/http/staff-first-screen.ts), and the installed console's
// start (/staff?start, its manifest's start_url) opens it for the desk. On a phone's CPU (4x): the
// start lands on /staff/today, the page as sent holds today's arrival, `no-store`; from the frame
// that first shows it, no frame is without it while the console replaces the drawn day with its
// own (no blank, no "Opening the console…"), and the console then works (Tomorrow's tab, the
// inbox at its own address). Drawn alone (the console's code held back), the day looks as the
// console's own does, in both themes, on a phone and a computer.
import type { Page } from '@playwright/test'
import { createFacility, today } from '../support/api-fixtures'
import { confirmedStay } from '../support/desk-fixtures'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { startServer, type ServerHandle } from '../support/server-process'
import { drawnAgainstOwn, SAME_LOOK_PIXELS, watched, watchScript } from '../support/drawn-screen'
import { signedInStaff } from '../support/staff-console'

const ARRIVING = 'Adaeze Drawn'
const LIVE = { timeout: 15_000 }
/** The hotel's today (UTC: no HOTEL_TIMEZONE is given). */
const T = today()

let server: ServerHandle
test.beforeEach(async () => {
  server = await startServer({ env: { SITE_DIR: DIST } })
  const room = await createFacility(server.url, { capacity: 2, name: 'Drawn Room' })
  await confirmedStay(server.url, room, { name: ARRIVING, today: T, from: 0, to: 2 })
})
test.afterEach(() => server.stop())

test('the desk starts on the day, drawn by the server and taken over without a gap', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const clerk = await signedInStaff(browser, server, 'Femi Front', 'frontdesk')
  const { page } = clerk
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(watchScript('desk-arrivals', ARRIVING))
  await clerk.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  // The installed console's start: the server sends the desk to its day, drawn.
  const response = await page.goto('/staff?start')
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/staff/today')
  expect(response?.headers()['cache-control']).toBe('no-store')
  const drawn = (await response?.text()) ?? ''
  expect(drawn).toContain(ARRIVING)
  expect(drawn).toMatch(/<link rel="stylesheet" crossorigin href="\/staff\/assets\/today-page-/)
  // The drawn heading, then the console's own: two elements, and never a check without one.
  await expect.poll(async () => (await watched(page)).headings, LIVE).toBe(2)
  expect((await watched(page)).gaps).toBe(0)
  await clerk.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

  // The console's own: tomorrow's tab is a move in place.
  await page
    .getByRole('navigation', { name: 'Day' })
    .getByRole('link', { name: 'Tomorrow' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tomorrow' })).toBeVisible()

  // Offline, the start still opens the day, as last seen (the drawn day's reads are in the copy
  // the console keeps on the device): the console sends the desk there itself.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), LIVE)
    .toBe(true)
  await expect.poll(() => savedKeys(page), LIVE).toContain('staff/today/today')
  await clerk.context.setOffline(true)
  await page.goto('/staff?start')
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible(LIVE)
  await expect(page.getByText(ARRIVING).first()).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/staff/today')
  await clerk.context.setOffline(false)

  // The inbox keeps its own address for the desk.
  await page.goto('/staff')
  await expect(page.getByRole('heading', { name: /Needs an answer/ })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/staff')
})

/** The keys of the reads the console keeps on the device (src/staff/lib/saved-copy.ts). */
const savedKeys = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('hearth-staff')
    const db = await new Promise<IDBDatabase>(
      (resolve) => (open.onsuccess = () => resolve(open.result)),
    )
    const store = [...db.objectStoreNames][0]
    if (!store) return []
    const read = db.transaction(store).objectStore(store).get('query-cache')
    const saved = await new Promise<{ state: { queries: { queryKey: string[] }[] } } | undefined>(
      (resolve) => (read.onsuccess = () => resolve(read.result as never)),
    )
    db.close()
    return (saved?.state.queries ?? []).map((q) => q.queryKey.join('/'))
  })

for (const theme of ['dark', 'light'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`drawn alone, the day looks as the console's own (${theme}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const device = await signedInStaff(browser, server, 'Femi Front', 'frontdesk')
      const differ = await drawnAgainstOwn(device, {
        path: '/staff/today',
        shown: (page) => page.getByText(ARRIVING).first(),
        theme,
        viewport,
      })
      expect(differ).toBeLessThanOrEqual(SAME_LOOK_PIXELS)
    })
  }
}
