// Screenshots of every route at phone and desktop sizes, in both themes, for a person to look at.
// Usage: npx tsx scripts/screenshots.ts [outDir] (needs a build: npm run build)
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { THEME_STORAGE_KEY } from '../src/start/names'
import { SITE_ROUTES } from '../src/start/site-routes'
import { ROOT, startServer } from '../tests/support/server-process'

const outDir = path.resolve(process.argv[2] ?? '/tmp/hearth-shots')
const routes = [...SITE_ROUTES, '/nope']
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

const server = await startServer({ env: { SITE_DIR: path.join(ROOT, 'dist') } })
const browser = await chromium.launch(chromiumLaunch)
try {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['dark', 'light']) {
      const context = await browser.newContext({ viewport })
      await context.route('https://www.openstreetmap.org/**', (r) => r.abort())
      await context.addInitScript(([key, t]) => localStorage.setItem(key, t), [
        THEME_STORAGE_KEY,
        theme,
      ] as const)
      const page = await context.newPage()
      for (const route of routes) {
        await page.goto(server.url + route)
        await page.waitForLoadState('networkidle')
        const name = `${device}-${theme}-${route === '/' ? 'home' : route.slice(1)}.png`
        await page.screenshot({ path: path.join(outDir, name), fullPage: true })
      }
      await context.close()
    }
  }
  console.log(`screenshots in ${outDir}`)
} finally {
  await browser.close()
  await server.stop()
}
