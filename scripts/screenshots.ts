// Screenshots of every route at two phone sizes and a desktop, in both themes, for a person to
// look at: the whole page, and the screen as the guest sees it at the top and at the end of the
// scroll (where the fixed bars and the notices sit over the page). The confirmation page is shown
// with requests kept on the device, and the contact page with the map blocked (as offline).
// Usage: npx tsx scripts/screenshots.ts [outDir] (needs a build: npm run build); with
// SHOTS_LANGUAGE=fr, the French pages alone.
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { RESERVATIONS_KEY, THEME_STORAGE_KEY } from '../src/lib/start-names'
import { LANGUAGE_CODES } from '../src/content/messages/default'
import { localizedPath, SITE_ROUTES } from '../src/lib/site-routes'
import { ROOT, startServer } from '../tests/support/server-process'

const outDir = path.resolve(process.argv[2] ?? '/tmp/hearth-shots')
/** Every route in English and in French (SHOTS_LANGUAGE=fr: the French ones alone). */
const routes = (process.env.SHOTS_LANGUAGE ? [process.env.SHOTS_LANGUAGE] : LANGUAGE_CODES).flatMap(
  (language) => [...SITE_ROUTES, '/nope'].map((route) => localizedPath(route, language)),
)
const viewports = {
  p320: { width: 320, height: 568 },
  p390: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
}

/** Two requests kept on this device: one the hotel has answered, one still to send. */
const today = new Date().toISOString().slice(0, 10)
const requests = [
  {
    reservation_id: 'screenshot-request-0002',
    name: 'Adaeze Okonkwo-Williams',
    phone: '+234 803 555 0142',
    dateRange: { from: today, to: today },
    value: 'apartment',
    facility: { id: 'x2', name: 'Riverside Two-Bedroom Apartment' },
    createdAt: new Date().toISOString(),
    status: 'pending',
  },
  {
    reservation_id: 'screenshot-request-0001',
    name: 'Ada Obi',
    phone: '+234 803 555 0142',
    dateRange: { from: today, to: today },
    value: 'activityCenter',
    facility: { id: 'x1', name: 'Community Hall' },
    createdAt: new Date().toISOString(),
    status: 'sent',
    sentAt: new Date().toISOString(),
    hotel: {
      status: 'confirmed',
      note: 'We look forward to welcoming your guests.',
      updatedAt: new Date().toISOString(),
      holdUntil: null,
      checkedAt: new Date().toISOString(),
    },
  },
]

const server = await startServer({ env: { SITE_DIR: path.join(ROOT, 'dist') } })
const browser = await chromium.launch(chromiumLaunch)
try {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['dark', 'light']) {
      const context = await browser.newContext({ viewport })
      await context.route('https://www.openstreetmap.org/**', (r) => r.abort())
      // The requests stay as seeded: what the device sends or asks about them never arrives (an
      // error would show the offline banner).
      await context.route(/\/api\/(reservations|facilities\/reserve)/, () => undefined)
      await context.addInitScript(
        ([key, t, requestsKey, seeded]) => {
          localStorage.setItem(key, t)
          localStorage.setItem(requestsKey, seeded)
        },
        [THEME_STORAGE_KEY, theme, RESERVATIONS_KEY, JSON.stringify(requests)] as const,
      )
      const page = await context.newPage()
      for (const route of routes) {
        await page.goto(server.url + route)
        await page.waitForLoadState('load')
        await page.getByRole('heading', { level: 1 }).waitFor()
        // The photos on the first screen (the others load lazily, as they near it).
        await page
          .waitForFunction(
            () =>
              [...document.images].every((i) => {
                const box = i.getBoundingClientRect()
                return i.complete || box.top > innerHeight || box.left > innerWidth
              }),
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => console.warn(`${route}: a photo on the first screen has not loaded`))
        const file = route.replace(/^\//, '').replace(/\/$/, '/home').replace(/\//g, '-') || 'home'
        const name = `${device}-${theme}-${file}`
        await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true })
        await page.screenshot({ path: path.join(outDir, `${name}-top.png`) })
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
        await page.screenshot({ path: path.join(outDir, `${name}-end.png`) })
      }
      await context.close()
    }
  }
  console.log(`screenshots in ${outDir}`)
} finally {
  await browser.close()
  await server.stop()
}
