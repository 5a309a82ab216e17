// The facility photos a phone downloads on the services page, at a 390 px wide viewport (3x).
import type { Browser } from '@playwright/test'

export async function photosAt390(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
  })
  const photos: { url: string; bytes: number; type: string }[] = []
  try {
    const page = await context.newPage()
    page.on('response', async (response) => {
      if (!response.url().includes('/images/facilities/')) return
      const body = await response.body().catch(() => Buffer.alloc(0))
      photos.push({
        url: new URL(response.url()).pathname,
        bytes: body.length,
        type: response.headers()['content-type'] ?? '',
      })
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // Every carousel's photos, as a guest scrolling the page would load them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 50))
      }
    })
    await page.waitForLoadState('networkidle')
  } finally {
    await context.close()
  }
  return photos.sort((a, b) => b.bytes - a.bytes)
}
