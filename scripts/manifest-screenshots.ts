// The manifest's screenshots (public/screenshots): /services on a phone, / on a desktop.
// Usage: npm run build && npx tsx scripts/manifest-screenshots.ts
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config'
import { ROOT, startServer } from '../tests/support/server-process'

const server = await startServer({ env: { SITE_DIR: path.join(ROOT, 'dist') } })
const browser = await chromium.launch(chromiumLaunch)
try {
  const shots = [
    { route: '/services', file: 'services-phone.png', viewport: { width: 390, height: 844 } },
    { route: '/', file: 'home-desktop.png', viewport: { width: 1280, height: 800 } },
  ]
  for (const { route, file, viewport } of shots) {
    const page = await browser.newPage({ viewport })
    await page.goto(server.url + route)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: path.join(ROOT, 'public', 'screenshots', file) })
    await page.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
