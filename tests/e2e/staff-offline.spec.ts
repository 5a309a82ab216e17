// Issue 29, "On the hotel's Wi-Fi": the console installs on its own and opens offline. In Chromium
// with a virtual passkey authenticator, on SQLite and PostgreSQL: a clerk signs in, loads the inbox
// and a request, the connection goes (context.setOffline cuts the service worker too) and the page
// is reloaded: the inbox and the request are there, marked "As of 10:42, offline", Confirm and
// Decline disabled with the reason; back online it refreshes by itself (a request made meanwhile
// shows, the buttons come back). The app's badge says how many need an answer. Sign-out leaves
// nothing: offline, the reload shows no guest's data, and the device keeps none. Its caches are
// its own, the site's worker and the console's each under its own scope. Installable: its own
// manifest, and Chrome finds nothing missing on /staff, while the site keeps its manifest.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunch } from '../../playwright.config'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import {
  admin,
  blockThirdParties,
  DIST,
  expect,
  shownReference,
  test,
  visitOnce,
  waitForServiceWorker,
} from '../support/e2e-pwa-fixtures'
import { postgresAvailable, startPostgres, type PgCluster } from '../support/postgres'
import { api, startServer, tempDir, type ServerHandle } from '../support/server-process'
import { consoleOrigin, savedCopy, signedInStaff } from '../support/staff-console'
import { keepScreenshot } from '../support/kept-screenshots'
import { axeOn } from '../support/axe'

const LIVE = { timeout: 15_000 }
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const OFFLINE_WHY = 'Offline: this needs the connection to the hotel’s server.'
/** "As of 10:42, offline", or of another day ("As of yesterday, 23:58, offline"). */
const AS_OF_OFFLINE = /^As of (.+, )?\d{2}:\d{2}, offline\.$/

/** Every cache of the origin: its name and the paths it holds. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname)
    }
    return all
  })

for (const db of ['sqlite', 'postgres'] as const) {
  test.describe(`on ${db}`, () => {
    test.skip(db === 'postgres' && !postgresAvailable(), 'PostgreSQL is not installed')
    test.setTimeout(180_000)
    let cluster: PgCluster | undefined
    let server: ServerHandle | undefined
    test.beforeAll(async () => {
      if (db === 'postgres') cluster = await startPostgres()
    })
    test.afterEach(async () => server?.stop())
    test.afterAll(() => cluster?.stop())

    test('offline: the last inbox and request, marked, answers refused; sign-out clears it', async ({
      browser,
    }, info) => {
      const databaseUrl =
        cluster && (await cluster.createDatabase(`offline_${randomBytes(4).toString('hex')}`))
      server = await startServer({ databaseUrl, env: { SITE_DIR: DIST } })
      const site = server
      const room = await createFacility(site.url, { capacity: 4, name: 'Harbour Room' })
      const request = async (name: string, day: number) => {
        const body = reserveBody(room, {
          reservation_name: name,
          dateRange: { from: inDays(day), to: inDays(day + 2) },
        })
        const res = await reserve(site.url, room._id, body)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        return shownReference(body.reservation_id)
      }
      const ref = await request('Chiamaka Eze', 12)
      await request('Tunde Bello', 15)

      const ada = await signedInStaff(browser, site, 'Ada Obi', 'owner', databaseUrl)
      const { page, context } = ada
      // The badge, as the system would get it (headless Chromium has no icon to draw on).
      await context.addInitScript(() => {
        const record = (count: number) => {
          ;(window as unknown as { badge: number }).badge = count
          return Promise.resolve()
        }
        navigator.setAppBadge = (count?: number) => record(count ?? 0)
        navigator.clearAppBadge = () => record(0)
      })

      // The guest site's worker first, on the same origin: the two live side by side.
      await visitOnce(page, '/')
      await page.goto('/staff')
      await expect(page.getByRole('heading', { name: 'Needs an answer' })).toBeVisible()
      await waitForServiceWorker(page)
      expect(await page.evaluate(() => (window as unknown as { badge?: number }).badge)).toBe(2)
      const scopes = await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
      )
      expect(scopes.sort()).toEqual(['/', '/staff'])

      // A request opened, then the inbox again: both are in the copy the device keeps.
      await page
        .getByRole('link', { name: new RegExp(`^${ref}`) })
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1, name: ref })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled()
      await page.getByRole('link', { name: 'Inbox' }).first().click()
      await expect(page.getByRole('heading', { name: 'Needs an answer' })).toBeVisible()
      await expect
        .poll(async () => {
          const saved = await savedCopy(page)
          // The request's own query, not only its line in the inbox: CI once reloaded before
          // the copy written after the request arrived (the inbox's copy already named it).
          const requestKey = JSON.stringify(['staff', 'request', ref])
          return saved.includes(requestKey) && saved.includes('Tunde Bello')
        })
        .toBe(true)

      // The caches: the console's one, named apart, with its own code only; the site's hold
      // nothing of the console, and no cache holds an answer of the staff API.
      const kept = await cachedPaths(page)
      expect(Object.keys(kept)).toContain('hearth-staff-shell')
      expect(kept['hearth-staff-shell']!.every((p) => p.startsWith('/staff/'))).toBe(true)
      expect(kept['hearth-staff-shell']).toContain('/staff/index.html')
      for (const [name, paths] of Object.entries(kept)) {
        if (name === 'hearth-staff-shell') continue
        expect(
          paths.filter((p) => p.startsWith('/staff')),
          name,
        ).toEqual([])
      }
      expect(
        Object.values(kept)
          .flat()
          .filter((p) => p.startsWith('/api/staff')),
      ).toEqual([])

      // The connection goes; the clerk reloads.
      await context.setOffline(true)
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Needs an answer' })).toBeVisible()
      await expect(page.getByText('Chiamaka Eze').first()).toBeVisible()
      const line = page.locator('.offline-line strong')
      await expect(line).toHaveText(AS_OF_OFFLINE)

      // Its request, opened offline (and reloaded there): shown, its answers refused, and why.
      await page
        .getByRole('link', { name: new RegExp(`^${ref}`) })
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1, name: ref })).toBeVisible()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: ref })).toBeVisible()
      await expect(line).toHaveText(AS_OF_OFFLINE)
      for (const name of ['Confirm', 'Decline']) {
        const button = page.getByRole('button', { name })
        await expect(button).toBeDisabled()
        await expect(button).toHaveAccessibleDescription(OFFLINE_WHY)
      }

      // Looked at: the offline request and inbox at 390 and 1280 px, both themes; axe finds
      // nothing.
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          THEME_STORAGE_KEY,
          theme,
        ] as const)
        for (const where of [`/staff/requests/${ref}`, '/staff']) {
          for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: width < 800 ? 844 : 900 })
            await page.goto(where)
            await expect(page.locator('html')).toHaveClass(theme)
            await expect(line).toHaveText(AS_OF_OFFLINE)
            const result = await axeOn(page).withTags(TAGS).analyze()
            expect
              .soft(
                result.violations.map((v) => v.id),
                `${where} ${width} ${theme}`,
              )
              .toEqual([])
            const name = where === '/staff' ? 'inbox' : 'request'
            await keepScreenshot(page, {
              path: info.outputPath(`offline-${name}-${width}-${theme}.png`),
              fullPage: true,
            })
          }
        }
      }

      // Meanwhile a guest asks (the server is reachable from here, not from the clerk's phone).
      await request('Efe Private', 20)
      await page.goto(`/staff/requests/${ref}`)
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled()
      // Back online: no reload, no tap; the line goes, the buttons come back.
      await context.setOffline(false)
      await expect(line).toHaveCount(0, LIVE)
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled()
      await page.getByRole('link', { name: 'Inbox' }).first().click()
      await expect(page.getByText('Efe Private').first()).toBeVisible(LIVE)
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { badge?: number }).badge), LIVE)
        .toBe(3)

      // Sign-out: nothing kept, and offline the reload shows no guest's data.
      await page.locator('summary', { hasText: 'Ada Obi' }).click()
      const reloaded = page.waitForEvent('load')
      await page.getByRole('button', { name: 'Sign out' }).click()
      await reloaded
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
      expect(await savedCopy(page)).toBe('')
      expect(await page.evaluate(() => (window as unknown as { badge?: number }).badge)).toBe(0)
      await context.setOffline(true)
      await page.goto('/staff')
      await expect(page.getByText('Offline, and nothing is saved on this device')).toBeVisible()
      await page.goto(`/staff/requests/${ref}`)
      await expect(page.getByText('Offline, and nothing is saved on this device')).toBeVisible()
      const text = await page.locator('body').innerText()
      for (const guest of ['Chiamaka', 'Tunde', 'Efe', ref]) expect(text).not.toContain(guest)
      expect(await savedCopy(page)).toBe('')
      await context.close()
    })

    test('a session found ended drops the saved copy', async ({ browser }) => {
      const databaseUrl =
        cluster && (await cluster.createDatabase(`ended_${randomBytes(4).toString('hex')}`))
      server = await startServer({ databaseUrl, env: { SITE_DIR: DIST } })
      const room = await createFacility(server.url, { capacity: 2, name: 'Lagoon Suite' })
      const body = reserveBody(room, {
        reservation_name: 'Ngozi Okafor',
        dateRange: { from: inDays(8), to: inDays(9) },
      })
      expect((await reserve(server.url, room._id, body)).status).toBe(200)
      const bisi = await signedInStaff(browser, server, 'Bisi Ade', 'frontdesk', databaseUrl)
      await expect(bisi.page.getByText('Ngozi Okafor').first()).toBeVisible()
      await expect.poll(async () => (await savedCopy(bisi.page)).includes('Ngozi')).toBe(true)
      // Her session is revoked elsewhere (the CLI); the console asks /me on its next load.
      await admin(server, ['staff', 'revoke', 'Bisi Ade'], databaseUrl)
      await bisi.page.reload()
      await expect(bisi.page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
      await expect.poll(() => savedCopy(bisi.page)).toBe('')
      await bisi.context.setOffline(true)
      await bisi.page.reload()
      await expect(
        bisi.page.getByText('Offline, and nothing is saved on this device'),
      ).toBeVisible()
      expect(await bisi.page.locator('body').innerText()).not.toContain('Ngozi')
      await bisi.context.close()
    })
  })
}

test('offline: the last calendar and messages, marked, "Mark as handled" refused; back online they refresh', async ({
  browser,
}) => {
  // The inbox's test above runs on both databases; what is kept offline is the page's own.
  test.setTimeout(120_000)
  const server = await startServer({ env: { SITE_DIR: DIST } })
  try {
    const room = await createFacility(server.url, { capacity: 2, name: 'Harbour Room' })
    const body = reserveBody(room, {
      reservation_name: 'Chiamaka Eze',
      dateRange: { from: inDays(1), to: inDays(3) },
    })
    expect((await reserve(server.url, room._id, body)).status).toBe(200)
    const contact = (name: string) =>
      api(server.url, 'POST', '/api/contact-messages', {
        message_id: `offline-${randomBytes(6).toString('hex')}`,
        name,
        email: 'guest@example.com',
        phone: '+234 803 555 0142',
        reason: 'Is there parking for a minibus?',
      })
    expect((await contact('Tunde Bello')).status).toBe(200)

    const { page, context } = await signedInStaff(browser, server, 'Ada Obi', 'frontdesk')
    await page.setViewportSize({ width: 1280, height: 900 })
    await waitForServiceWorker(page)
    // Through the console's own links, as a clerk goes from screen to screen.
    const screen = (name: string) =>
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click()
    const grid = page.getByRole('grid', { name: /^Calendar, / })
    await screen('Calendar')
    await expect(grid.getByText('? Chiamaka Eze')).toBeVisible()
    await screen('Messages')
    await expect(page.getByText('Tunde Bello')).toBeVisible()
    await expect
      .poll(async () => {
        const saved = await savedCopy(page)
        return saved.includes('"calendar"') && saved.includes('Tunde Bello')
      })
      .toBe(true)

    await context.setOffline(true)
    await page.reload()
    const line = page.locator('.offline-line strong')
    await expect(line).toHaveText(AS_OF_OFFLINE)
    const item = page.getByRole('listitem').filter({ hasText: 'Tunde Bello' })
    await expect(item.getByRole('blockquote')).toHaveText('Is there parking for a minibus?')
    const mark = item.getByRole('button', { name: 'Mark as handled' })
    await expect(mark).toBeDisabled()
    await expect(mark).toHaveAccessibleDescription(OFFLINE_WHY)
    // The calendar, opened offline at its address: the grid it last showed, marked.
    await page.goto('/staff/calendar')
    await expect(line).toHaveText(AS_OF_OFFLINE)
    await expect(grid.getByText('? Chiamaka Eze')).toBeVisible()
    const results = await axeOn(page).withTags(TAGS).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])

    // Meanwhile a guest writes; back online the page refreshes by itself.
    expect((await contact('Efe Private')).status).toBe(200)
    await page.goto('/staff/messages')
    await expect(mark).toBeDisabled()
    await context.setOffline(false)
    await expect(line).toHaveCount(0, LIVE)
    await expect(page.getByText('Efe Private')).toBeVisible(LIVE)
    await expect(mark).toBeEnabled()
    await context.close()
  } finally {
    await server.stop()
  }
})

test.describe('installable on its own', () => {
  test('its own manifest, and Chrome finds nothing missing on /staff; the site keeps its own', async () => {
    const server = await startServer({ env: { SITE_DIR: DIST } })
    const profile = tempDir('hearth-staff-profile-')
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumLaunch.executablePath,
      args: chromiumLaunch.args,
    })
    try {
      await blockThirdParties(context)
      const origin = consoleOrigin(server)
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${origin}/staff`)
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
      await waitForServiceWorker(page)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/staff/manifest.webmanifest',
      )
      const res = await fetch(`${server.url}/staff/manifest.webmanifest`)
      expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
      const manifest = (await res.json()) as Record<string, unknown>
      expect(manifest).toMatchObject({
        id: '/staff',
        name: 'Hearth House front desk',
        start_url: '/staff?start',
        scope: '/staff',
        display: 'standalone',
      })
      const icons = manifest.icons as { src: string; purpose: string }[]
      expect(icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable'])
      for (const icon of icons) expect((await fetch(`${server.url}${icon.src}`)).status).toBe(200)

      const cdp = await context.newCDPSession(page)
      const errors = async () => {
        const result = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string; errorArguments: { value: string }[] }[]
        }
        return result.installabilityErrors.map((e) =>
          `${e.errorId} ${e.errorArguments.map((a) => a.value).join(' ')}`.trim(),
        )
      }
      await expect.poll(errors, { timeout: 10_000 }).toEqual([])
      const staffApp = (await cdp.send('Page.getAppManifest')) as { url: string }
      expect(new URL(staffApp.url).pathname).toBe('/staff/manifest.webmanifest')

      // The guest site: its own manifest still, which the console's never replaces.
      await page.goto(`${origin}/`)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      )
      const siteApp = (await cdp.send('Page.getAppManifest')) as { url: string; data: string }
      expect(new URL(siteApp.url).pathname).toBe('/manifest.webmanifest')
      expect(JSON.parse(siteApp.data)).toMatchObject({ id: '/', name: 'Hearth House', scope: '/' })
    } finally {
      await context.close()
      await server.stop()
      fs.rmSync(profile, { recursive: true, force: true })
    }
  })
})
