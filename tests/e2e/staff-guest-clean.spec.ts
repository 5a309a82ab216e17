// The guest site knows nothing of the staff console (issue 27): no public page asks for anything
// under /staff (the page, its worker, the worker's precache), the built precache manifest lists
// none of the console's files, and a phone that has the guest site's service worker still gets
// the console from the server at /staff, not the guest's app shell from the precache.
import fs from 'node:fs'
import path from 'node:path'
import { STAFF_PATH } from '../../contract/staff'
import { SW_FILE } from '../../src/lib/start-names'
import { PRERENDERED_ROUTES, SITE_ROUTES } from '../../src/lib/site-routes'
import {
  DIST,
  expect,
  test,
  visitOnce,
  waitForHydration,
  waitForServiceWorker,
} from '../support/e2e-pwa-fixtures'

test.use({ shareServer: true })

const isStaff = (url: string) => {
  const { pathname } = new URL(url)
  return pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/`)
}

test('the built precache manifest lists none of the console, which is built beside it', () => {
  expect(fs.existsSync(path.join(DIST, 'staff', 'index.html')), 'the console is built').toBe(true)
  const worker = fs.readFileSync(path.join(DIST, SW_FILE), 'utf8')
  const urls = [...worker.matchAll(/\burl:\s*"([^"]+)"/g)].map((m) => m[1]!)
  expect(urls.length, 'the manifest as the test reads it').toBeGreaterThan(10)
  expect(urls).toContain('shell.html')
  expect(urls.filter((url) => /^\/?staff(\/|$)/.test(url))).toEqual([])
})

test('no public page asks for anything under /staff, the service worker included', async ({
  page,
  context,
}) => {
  const asked: string[] = []
  // The context's events include the service worker's own requests (its precache, in Chromium).
  context.on('request', (request) => {
    asked.push(request.url())
  })
  await visitOnce(page, '/')
  for (const route of SITE_ROUTES.filter((r) => r !== '/')) {
    await page.goto(route)
    if ((PRERENDERED_ROUTES as readonly string[]).includes(route)) await waitForHydration(page)
    await page.waitForLoadState('networkidle')
  }
  expect(asked.length, 'the requests were seen').toBeGreaterThan(20)
  expect(asked.filter(isStaff)).toEqual([])
})

test('with the guest service worker active, /staff is the console from the server', async ({
  page,
}) => {
  await visitOnce(page, '/')
  await waitForServiceWorker(page)
  const response = await page.goto(STAFF_PATH)
  expect(response?.status()).toBe(200)
  // The precache's shell would come from the worker, with none of the server's headers.
  expect(response?.fromServiceWorker()).toBe(false)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.getByRole('link', { name: /Staff/ })).toBeVisible()
  // Neither the guest's navigation nor its footer: the guest app never started here.
  await expect(page.locator('[data-fixed-footer]')).toHaveCount(0)
  await page.goto(`${STAFF_PATH}/requests/WKW6M-38CKW`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
})
