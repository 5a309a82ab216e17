// After one online visit to the home page, the whole site works with no network: every route,
// also as the first navigation of a tab (a deep link), and the services page with the facilities
// and photos saved on the device. "No network" twice: the browser offline, and the server gone.
import type { BrowserContext, Page } from '@playwright/test'
import { PAGES_CACHE } from '../../src/lib/start-names'
import { CATALOGUE_ROUTE, SITE_ROUTES, type SiteRoute } from '../../src/lib/site-routes'
import type { ServerHandle } from '../support/server-process'
import { adminHeaders, api } from '../support/server-process'
import { expect, test, visitOnce } from '../support/e2e-pwa-fixtures'

/** Every route of the site, by the title and the heading it shows. */
const HEADINGS: Record<SiteRoute, { title: string; h1: string }> = {
  '/': { title: 'Hearth House', h1: 'A Place from the Heart. A Home in the Community.' },
  '/services': { title: 'Services · Hearth House', h1: 'Services' },
  '/our-rates': { title: 'Rate · Hearth House', h1: 'Rate' },
  '/about-us': { title: 'About · Hearth House', h1: 'About' },
  '/mission': { title: 'Mission & Values · Hearth House', h1: 'Mission & Values' },
  '/contact-us': { title: 'Contact Us · Hearth House', h1: 'Contact Us' },
  '/confirmation': { title: 'Your Reservation · Hearth House', h1: 'Your Reservation' },
}
const ROUTES = SITE_ROUTES.map((path) => ({ path, ...HEADINGS[path] }))

async function expectRoute(page: Page, route: (typeof ROUTES)[number]) {
  await page.goto(route.path)
  await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible()
  await expect(page).toHaveTitle(route.title)
}

/** The services page offline: the saved catalogue, one card per facility, and its age. */
async function expectCachedServices(page: Page, facilityNames: string[]) {
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
  for (const list of ['Rooms', 'Apartments', 'Activity Centers']) {
    await expect(page.getByRole('list', { name: list })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /^See More: / })).toHaveCount(facilityNames.length)
  for (const name of facilityNames) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeAttached()
  }
  await expect(
    page.getByText(/You are offline: showing the list saved on this device/),
  ).toBeVisible()
}

/** Every card's photo has loaded (it has pixels), lazy ones once scrolled into view. */
async function expectCachedPhotos(page: Page, facilityNames: string[]) {
  await page.goto('/services')
  for (const name of facilityNames) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    const photo = card.locator('img')
    await photo.scrollIntoViewIfNeeded()
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: `the photo of ${name} shows offline`,
      })
      .toBeGreaterThan(0)
  }
}

const MODES = [
  { name: 'the browser offline', cut: ({ context }: Cut) => context.setOffline(true) },
  { name: 'the server stopped', cut: async ({ server }: Cut) => void (await server.stop()) },
]
interface Cut {
  context: BrowserContext
  server: ServerHandle
}

let facilityNames: string[] = []

test.beforeEach(async ({ server }) => {
  const res = await fetch(`${server.url}/api/facilities`)
  facilityNames = ((await res.json()) as { name: string }[]).map((f) => f.name)
  expect(facilityNames.length).toBeGreaterThan(0)
})

for (const mode of MODES) {
  test.describe(`after one visit, with ${mode.name}`, () => {
    test('every route renders, deep links too, and the services page shows the saved catalogue', async ({
      page,
      context,
      server,
    }) => {
      // A visit, then every route offline: past 30 s on a busy 2-core machine (a CI run).
      test.setTimeout(90_000)
      await visitOnce(page, '/')
      await mode.cut({ context, server })

      // Deep links as the very first navigation of a new tab.
      for (const path of ['/contact-us', '/mission']) {
        const tab = await context.newPage()
        await expectRoute(
          tab,
          ROUTES.find((r) => r.path === path)!,
        )
        await tab.close()
      }
      for (const route of ROUTES) await expectRoute(page, route)
      await expectCachedServices(page, facilityNames)
    })

    test('the services page shows the facility photos', async ({ page, context, server }) => {
      await visitOnce(page, '/')
      await mode.cut({ context, server })
      await expectCachedPhotos(page, facilityNames)
    })
  })
}

test('a returning guest gets the services page kept at their last visit, its list in it, and the next one is fetched meanwhile', async ({
  page,
  server,
}) => {
  await visitOnce(page, '/services')
  // The first page came before the service worker: this one passes it, and is kept.
  await page.reload()
  await expect
    .poll(() =>
      page.evaluate(
        async (cache) => (await (await caches.open(cache)).keys()).map((r) => r.url),
        PAGES_CACHE,
      ),
    )
    .toEqual([`${server.url}${CATALOGUE_ROUTE}`])

  // The staff add a room: the kept page has the list of the last visit, and comes at once.
  await api(
    server.url,
    'POST',
    '/api/facilities',
    {
      type: 'room',
      name: 'Tower Suite',
      desc: 'High up.',
      img: '/images/facilities/rooftop-studio-800.webp',
      capacity: 1,
    },
    adminHeaders,
  )
  const kept = await page.reload()
  expect(kept?.fromServiceWorker()).toBe(true)
  const html = (await kept?.text()) ?? ''
  expect(html).toContain(
    '<h3 class="facility-name" data-facility-part="name">Garden Double Room</h3>',
  )
  expect(html).not.toContain('Tower Suite')
  // Dated when it was sent (the app reads how old its list is in document.lastModified).
  const sent = Date.parse((await kept?.allHeaders())?.['last-modified'] ?? '')
  expect(sent, 'dated when it was sent').toBeGreaterThan(0)
  expect(await page.evaluate(() => Date.parse(document.lastModified))).toBe(sent)
  await expect(page.getByRole('heading', { level: 3, name: 'Garden Double Room' })).toBeVisible()

  // Meanwhile the service worker fetched the page again: the next visit has the new room.
  await expect
    .poll(async () => ((await (await page.reload())?.text()) ?? '').includes('Tower Suite'))
    .toBe(true)
  await expect(page.getByRole('heading', { level: 3, name: 'Tower Suite' })).toBeVisible()
})
