// Issue 17, item 6: a photo the staff add from the CLI while the site runs is on the services
// page at the next load (no rebuild, no restart: the same server process), with pixels; and a
// guest who visited online sees it offline too, as the catalogue's own photos.
import path from 'node:path'
import type { Page } from '@playwright/test'
import { FACILITY_PHOTO_CACHE } from '../../contract/facility-photo'
import {
  admin,
  catalogueSaved,
  expect,
  test,
  waitForServiceWorker,
} from '../support/e2e-pwa-fixtures'
import { writeTestPhoto } from '../support/photo-fixtures'
import { tempDir } from '../support/server-process'

const NAME = 'Orchard Garden Suite'

/** The card's photo has loaded (it has pixels); what the browser chose to show. */
async function photoOf(page: Page, name: string): Promise<string> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  const photo = card.locator('img')
  await photo.scrollIntoViewIfNeeded()
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      message: `the photo of ${name} shows`,
    })
    .toBeGreaterThan(0)
  return photo.evaluate((img: HTMLImageElement) => img.currentSrc)
}

test('a photo added with the CLI shows at once on the running site, and offline after one visit', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000)
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: NAME })).toHaveCount(0)
  // The worker this visit installs is active before the reload below. A navigation made while a
  // first worker activates is one Chromium's clients.claim() can miss, and that page then stays
  // uncontrolled for good (the clean-clone run of 2026-11-28 failed so, once in ~8 here); the
  // guest's next load is controlled, which is what the reload below is. With no page kept by the
  // worker yet, the reload still comes from the server's live catalogue.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })

  const photo = await writeTestPhoto(path.join(tempDir('hearth-photo-'), 'garden.jpg'))
  const printed = await admin(server, [
    'facilities',
    'add',
    '--type',
    'room',
    '--name',
    NAME,
    '--desc',
    'Under the old pear trees, with its own porch.',
    '--photo',
    photo,
  ])
  const img = /photo (\/photos\/[0-9a-f]{32}-800\.webp)/.exec(printed)?.[1]
  expect(img, printed).toBeDefined()

  // A fresh load of the page the server renders from the live catalogue.
  await page.reload()
  const shown = await photoOf(page, NAME)
  expect(shown).toMatch(/\/photos\/[0-9a-f]{32}-(800|400)\.webp$/)
  expect(shown.replace(/-400\.webp$/, '-800.webp')).toBe(server.url + img)

  // The visit installs the service worker, which keeps the list and the photos (both sizes).
  await waitForServiceWorker(page)
  await catalogueSaved(page)
  await expect
    .poll(
      () =>
        page.evaluate(
          async (name) => (await (await caches.open(name)).keys()).length,
          FACILITY_PHOTO_CACHE,
        ),
      { message: "the staff's photo is kept on the device" },
    )
    .toBe(2)

  // Offline (this cuts the service worker's requests too): the page and its photo.
  await context.setOffline(true)
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 3, name: NAME })).toBeAttached()
  expect(await photoOf(page, NAME)).toBe(shown)
})
