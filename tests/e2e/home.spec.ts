// Issue 17, item 1: the home page sells the hotel. Its hero art (the variant of the guest's theme,
// and only it, fetched), the spec's texts and links with the first call to action above the fixed
// footer at 1280x800, and the glimpse of the catalogue whose See More opens the reservation
// dialog on the home page, before the app runs too.
import type { Page } from '@playwright/test'
import { THEME_STORAGE_KEY, type ColorMode } from '../../src/lib/start-names'
import { expect, holdCode, hydrated, test, waitForHydration } from '../support/e2e-pwa-fixtures'

// These tests only read the site: they share the worker's server.
test.use({ shareServer: true })

/** The glimpse: one of each kind, the first of each in the seeded catalogue. */
const GLIMPSE = ['Garden Double Room', 'Riverside Two-Bedroom Apartment', 'Community Hall']

/** The guest's stored theme, before any of the page's scripts runs. */
async function useTheme(page: Page, mode: ColorMode) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    mode,
  ] as const)
}

/** The hero art's files the page asks for. */
function heroRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/images/hero/')) urls.push(new URL(request.url()).pathname)
  })
  return urls
}

for (const mode of ['light', 'dark'] as const) {
  const other = mode === 'light' ? 'dark' : 'light'
  test(`1280x800, ${mode} theme: the ${mode} art, the spec's texts and links, Explore above the footer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await useTheme(page, mode)
    const requested = heroRequests(page)
    await page.goto('/')
    await expect(page).toHaveTitle('Hearth House')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A Place from the Heart. A Home in the Community.',
    )
    await expect(page.getByRole('link', { name: 'Our Mission and Vision' })).toHaveAttribute(
      'href',
      '/mission',
    )
    await expect(page.getByRole('heading', { name: 'Explore our services' })).toBeVisible()
    const explore = page.getByRole('link', { name: 'Explore', exact: true })
    await expect(explore).toHaveAttribute('href', '/services')

    // The art of the theme has loaded, at a width of its srcset; the other was never asked for.
    const art = page.locator(`img.hero-art-${mode}`)
    await expect(art).toBeVisible()
    await expect(page.locator(`img.hero-art-${other}`)).toBeHidden()
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await art.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`/images/hero/hero-${mode}-\\d+\\.webp$`),
    )
    await waitForHydration(page)
    expect(requested.length).toBeGreaterThan(0)
    expect(requested.filter((url) => url.includes(`hero-${other}`))).toEqual([])

    // Nothing of the hero under the fixed footer, with no scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const footerTop = (await page.getByRole('contentinfo').boundingBox())!.y
    for (const part of [art, page.getByRole('heading', { level: 1 }), explore]) {
      const box = (await part.boundingBox())!
      expect(
        box.y + box.height,
        await part.evaluate((el) => el.outerHTML.slice(0, 60)),
      ).toBeLessThanOrEqual(footerTop)
    }
  })
}

test('the glimpse: rendered into the page, its See More opens the reservation dialog on /', async ({
  page,
  server,
}) => {
  const html = await (await fetch(`${server.url}/`)).text()
  for (const name of GLIMPSE)
    expect(html).toContain(`<h3 class="facility-name" data-facility-part="name">${name}</h3>`)

  await page.goto('/')
  const glimpse = page.getByRole('region', { name: 'Stay with us' })
  await expect(glimpse.getByRole('heading', { level: 3 })).toHaveText(GLIMPSE)
  await waitForHydration(page)
  await glimpse.getByRole('link', { name: 'See More: Riverside Two-Bedroom Apartment' }).click()
  // The dialog's code arrives first: slow on a busy machine.
  const dialog = page.getByRole('dialog', { name: 'Riverside Two-Bedroom Apartment' })
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expect(page).toHaveURL(/\/\?reserve=/)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test("a tap on the glimpse's See More before the app runs opens the form; the app takes it over", async ({
  page,
}) => {
  const release = await holdCode(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('link', { name: 'See More: Community Hall' }).click()
  const dialog = page.getByRole('dialog', { name: 'Community Hall' })
  await dialog.getByLabel('Name').fill('Ada')
  expect(await hydrated(page)).toBe(false)
  release()
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada')
  await expect(page).toHaveURL(/\/\?reserve=/)
  await expect(dialog.getByLabel('Name')).toBeFocused()
})

test("a tap on the glimpse's See More once the app runs, before the glimpse's own code has come: the form opens on /, and the app takes it over", async ({
  page,
}) => {
  const release = await holdCode(page, '**/assets/-home-glimpse-*.js')
  await page.goto('/')
  await waitForHydration(page)
  // React has the page but not the glimpse's cards: it stops a tap on them without replaying it.
  await page.getByRole('link', { name: 'See More: Garden Double Room' }).click()
  const dialog = page.getByRole('dialog', { name: 'Garden Double Room' })
  await dialog.getByLabel('Name').fill('Ada')
  // Its own history entry, as the app's dialog has.
  await expect(page).toHaveURL(/\/\?reserve=/)
  release()
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada')
  await expect(page).toHaveURL(/\/\?reserve=/)
  // Back closes it and stays on the page (the router counts the entry the early dialog added).
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test("the glimpse's code never comes (offline before it did): the page stays, with its link to the catalogue", async ({
  page,
}) => {
  await page.route('**/assets/-home-glimpse-*.js', (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  await waitForHydration(page)
  // React gave up on the server's cards, not on the page.
  await expect(page.getByRole('link', { name: 'All rooms and services' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A Place from the Heart. A Home in the Community.',
  )
  await expect(page.getByRole('link', { name: 'Explore', exact: true })).toBeVisible()
})
