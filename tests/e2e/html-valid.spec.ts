// Issue 16: the W3C Nu HTML checker (vnu-jar, which runs on Java) finds no error on any page of
// the site, the not-found page included: as the server sends it (its bytes) and as the document
// stands once the app has taken the page over (the DOM, serialized). One checker run for all of
// them: its JVM takes seconds to start. Warnings are listed in the test's output, not failed on.
// The servers have PUBLIC_URL (tests/support/e2e-pwa-fixtures.ts), so the pages carry every tag
// for search engines and shared links: canonical, Open Graph, Twitter card, the JSON-LD blocks.
// Issue 26: also the services page as a guest has it mid-booking, which no load shows: with the
// reservation form the page's inline script opens before the app runs, and with the app's dialog
// (its months drawn, a stay chosen).
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { localizedPath, SITE_ROUTES } from '../../src/lib/site-routes'
import {
  blockThirdParties,
  expect,
  holdCode,
  hydrated,
  fillDialog,
  test,
  waitForHydration,
} from '../support/e2e-pwa-fixtures'
import { checkerErrors } from '../support/nu-checker'

// It only reads the site: the worker's server will do.
test.use({ shareServer: true })

/** Every page in English and in French (issue 31), and the not-found page of each. */
const ROUTES = [
  ...SITE_ROUTES,
  '/no-such-page',
  ...SITE_ROUTES.map((route) => localizedPath(route, 'fr')),
  '/fr/no-such-page',
]

const fileName = (route: string) =>
  route === '/' ? 'home' : route.slice(1).replace(/\/$/, '/home').replace(/\//g, '-')

/** Where a test keeps the documents it hands to the checker. */
function documents() {
  const dir = test.info().outputPath('html')
  fs.mkdirSync(dir, { recursive: true })
  const files: string[] = []
  const keep = (name: string, html: string | Buffer) => {
    const file = path.join(dir, `${name}.html`)
    fs.writeFileSync(file, html)
    files.push(file)
  }
  return { dir, files, keep }
}

/** The document as it stands now (the live DOM, what scripts made of it), for the checker. */
const liveDocument = (page: Page) =>
  page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`)

test('every page is valid HTML, as the server sends it and once the app has run', async ({
  page,
  context,
  request,
}) => {
  // Two loads of sixteen pages, then the checker: long on two busy cores.
  test.setTimeout(240_000)
  await blockThirdParties(context)
  const { dir, files, keep } = documents()

  for (const route of ROUTES) {
    const served = await request.get(route, { headers: { accept: 'text/html' } })
    expect(served.headers()['content-type'], route).toMatch(/^text\/html/)
    keep(`served-${fileName(route)}`, await served.body())

    await page.goto(route)
    await waitForHydration(page)
    // Whatever the app fetches at start (the catalogue, its photos) has come and is shown.
    await page.waitForLoadState('networkidle')
    keep(`after-app-${fileName(route)}`, await page.content())
  }

  const errors = await checkerErrors(dir, files)
  expect(errors, errors.join('\n')).toEqual([])
})

/** A room of the seeded catalogue whose See More shows on /services. */
const ROOM = 'Garden Double Room'

test('the services page is valid HTML with the reservation form open, early and in the app', async ({
  page,
}) => {
  // Two loads of /services, a dialog's code and the checker: long on two busy cores.
  test.setTimeout(120_000)
  const { dir, files, keep } = documents()

  // See More tapped before the app has started (its code held back): the page's inline script
  // opens the form (src/start/early-reserve.ts). The first load of this browser context, so no
  // service worker serves the code past the hold.
  const release = await holdCode(page)
  await page.goto('/services', { waitUntil: 'domcontentloaded' })
  await page.getByRole('link', { name: `See More: ${ROOM}` }).click()
  const early = page.getByRole('dialog', { name: ROOM })
  await expect(early.getByLabel('Name')).toBeEnabled()
  await early.getByLabel('Name').fill('Ada Obi')
  expect(await hydrated(page)).toBe(false)
  keep('services-early-form', await liveDocument(page))
  release()

  // The app's dialog, opened once the app runs: the days taken known, a stay chosen, the photo in.
  await page.goto('/services')
  await waitForHydration(page)
  await page.getByRole('link', { name: `See More: ${ROOM}` }).click()
  const dialog = page.getByRole('dialog', { name: ROOM })
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expect(dialog.getByText(/days (are already )?taken/)).toHaveCount(0)
  await fillDialog(dialog, { fromDay: 20, toDay: 23, name: 'Ada Obi', phone: '+234 803 555 0142' })
  await expect(dialog.getByRole('button', { name: 'Reserve' })).toBeEnabled()
  await expect(dialog.locator('img')).toHaveAttribute('src', /./)
  keep('services-app-dialog', await liveDocument(page))

  const errors = await checkerErrors(dir, files)
  expect(errors, errors.join('\n')).toEqual([])
})
