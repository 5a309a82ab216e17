// The French pages (issue 31): every route under /fr/, served in French with <html lang="fr">,
// its links staying under /fr/, without the English words' chunk; and offline after one visit,
// a French route opens in French. The page titles and headings are still the English ones
// (src/content/page-heads.ts: a later step of the issue), so the French shows in the chrome.
import type { Page } from '@playwright/test'
import { en } from '../../src/content/messages/en'
import { fr } from '../../src/content/messages/fr'
import { localizedPath, PRERENDERED_ROUTES, SITE_ROUTES } from '../../src/lib/site-routes'
import { PAGE_CHUNKS_META } from '../../src/start/page-chunks-meta'
import { expect, test, visitOnce, waitForHydration } from '../support/e2e-pwa-fixtures'

// Only reads: one server for the file.
test.use({ shareServer: true })

const FRENCH_ROUTES = SITE_ROUTES.map((route) => localizedPath(route, 'fr'))
const NAV = Object.values(fr.chrome.nav)
const MAIN_NAV = fr.chrome.header.mainNav

/** The chunks a built page lists for its start (scripts/vite-prerender.ts). */
async function pageChunks(baseURL: string, path: string): Promise<string[]> {
  const html = await (await fetch(new URL(path, baseURL))).text()
  const meta = new RegExp(`<meta name="${PAGE_CHUNKS_META}" content="([^"]*)"`).exec(html)
  return meta?.[1]?.split(' ') ?? []
}

/** The page shows the French navigation, and every link of the site in it stays under /fr/. */
async function expectFrench(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const nav = page.getByRole('navigation', { name: MAIN_NAV, exact: true })
  for (const name of NAV) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeAttached()
  }
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  const internal = hrefs.filter((href) => !/^\/(icons|images|assets)\//.test(href))
  expect(internal.filter((href) => !href.startsWith('/fr/'))).toEqual([])
}

test('each French route answers in French, its links under /fr/, without the English words', async ({
  page,
  baseURL,
}) => {
  // The English words' chunk: of the chunks the English home page lists and the French one does
  // not (date-fns's en-US comes with it), the one with the English texts in it.
  const english = await pageChunks(baseURL!, '/')
  const french = await pageChunks(baseURL!, '/fr/')
  const englishOnly = english.filter((url) => !french.includes(url))
  const withWords = await Promise.all(
    englishOnly.map(async (url) =>
      (await (await fetch(new URL(url, baseURL))).text()).includes(en.chrome.skipToContent),
    ),
  )
  const englishWords = englishOnly.filter((_, i) => withWords[i])
  expect(englishWords).toHaveLength(1)
  expect(englishWords[0]).toMatch(/^\/assets\/en-[\w-]+\.js$/)
  expect(french.some((url) => /^\/assets\/fr-[\w-]+\.js$/.test(url))).toBe(true)

  for (const path of [...FRENCH_ROUTES, '/fr']) {
    const res = await page.request.get(path)
    expect(res.status(), path).toBe(200)
    const html = await res.text()
    expect(html, path).toContain('<html lang="fr"')
    expect(html, path).not.toContain(englishWords[0])
    // The prerendered ones have their French chrome in the HTML, before any JavaScript.
    if (path !== '/fr/confirmation') expect(html, path).toContain(`>${fr.chrome.nav.aboutUs}<`)
  }
  const missing = await page.request.get('/fr/nowhere', { headers: { accept: 'text/html' } })
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('<html lang="fr"')

  // In the browser: the app runs in French, and never asks for the English words.
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.goto('/fr/services')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: /^Voir plus/ }).first()).toBeVisible()
  await expectFrench(page)
  // A move inside the app stays French and under /fr/.
  await page
    .getByRole('navigation', { name: MAIN_NAV, exact: true })
    .getByRole('link', { name: fr.chrome.nav.contactUs })
    .click()
  await expect(page).toHaveURL(/\/fr\/contact-us$/)
  await expectFrench(page)
  // The shell's route, drawn by the app alone.
  await page.goto('/fr/confirmation')
  await waitForHydration(page)
  await expectFrench(page)
  expect(asked.filter((path) => path === englishWords[0])).toEqual([])
})

test('offline after one visit, the French routes open in French', async ({ page, context }) => {
  test.setTimeout(60_000)
  await visitOnce(page, '/fr/')
  await context.setOffline(true)
  // A prerendered page, a kept catalogue page, the shell's route and a path of no page.
  for (const path of ['/fr/about-us', '/fr/services', '/fr/confirmation', '/fr/nowhere']) {
    await page.goto(path)
    await waitForHydration(page)
    await expectFrench(page)
  }
  // A deep link as a tab's first navigation.
  const tab = await context.newPage()
  await tab.goto(`/fr${PRERENDERED_ROUTES[5]}`)
  await expectFrench(tab)
})
