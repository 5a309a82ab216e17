// Installable: Chrome finds nothing missing, and the manifest (served with its own media type)
// carries every field of issue 4, with icons and screenshots that really exist at their sizes.
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../../playwright.config'
import { THEME_COLOR_META } from '../../src/lib/start-names'
import { blockThirdParties, expect, test, waitForServiceWorker } from '../support/e2e-pwa-fixtures'
import { tempDir } from '../support/server-process'

interface ManifestImage {
  src: string
  sizes?: string
  type?: string
  purpose?: string
  form_factor?: string
}
interface Manifest {
  name?: string
  short_name?: string
  description?: string
  id?: string
  start_url?: string
  scope?: string
  display?: string
  theme_color?: string
  background_color?: string
  icons?: ManifestImage[]
  screenshots?: ManifestImage[]
}

async function fetchManifest(
  base: string,
): Promise<{ contentType: string | null; body: Manifest }> {
  const res = await fetch(`${base}/manifest.webmanifest`)
  expect(res.status).toBe(200)
  return { contentType: res.headers.get('content-type'), body: (await res.json()) as Manifest }
}

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer): string | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return undefined
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

/** Fetches a manifest image and checks it is the PNG of the size the manifest says. */
async function expectServedPng(base: string, image: ManifestImage) {
  const res = await fetch(new URL(image.src, `${base}/`))
  expect(res.status, `${image.src} is served`).toBe(200)
  expect(res.headers.get('content-type'), `${image.src} is a PNG`).toMatch(/^image\/png/)
  const size = pngSize(Buffer.from(await res.arrayBuffer()))
  expect(size, `${image.src} is ${image.sizes}`).toBe(image.sizes)
}

// The site and its manifest are only read: the worker's server serves them.
test.use({ shareServer: true })

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.replace('#', ''), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

test('Chrome finds no installability errors (persistent, non-incognito profile)', async ({
  server,
}) => {
  const profile = tempDir('hearth-profile-')
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumLaunch.executablePath,
    args: chromiumLaunch.args,
  })
  try {
    await blockThirdParties(context)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(server.url)
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const errors = async () => {
      const result = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string; errorArguments: { value: string }[] }[]
      }
      return result.installabilityErrors.map((e) =>
        `${e.errorId} ${e.errorArguments.map((a) => a.value).join(' ')}`.trim(),
      )
    }
    // Chrome checks the manifest and its icons in the background; give it a moment.
    await expect.poll(errors, { timeout: 10_000 }).toEqual([])
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
})

test('the page links the manifest, served as application/manifest+json', async ({
  page,
  server,
}) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
  const { contentType, body: manifest } = await fetchManifest(server.url)
  expect(contentType).toMatch(/^application\/manifest\+json/)
  expect(manifest.name).toBe('Hearth House')
})

test('the manifest has every field of issue 4', async ({ server }) => {
  const { contentType, body: manifest } = await fetchManifest(server.url)
  expect(contentType).toMatch(/^application\/manifest\+json/)
  expect(manifest.name).toBe('Hearth House')
  expect(manifest.short_name?.length).toBeGreaterThan(0)
  expect(manifest.description?.length).toBeGreaterThan(0)
  expect(manifest.id).toBe('/')
  expect(manifest.start_url).toBe('/')
  expect(manifest.scope).toBe('/')
  expect(manifest.display).toBe('standalone')
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)

  const icons = manifest.icons ?? []
  const icon = (sizes: string, purpose: string) =>
    icons.filter((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose))
  expect(icon('192x192', 'any'), 'a 192 px icon for any purpose').toHaveLength(1)
  expect(icon('512x512', 'any'), 'a 512 px icon for any purpose').toHaveLength(1)
  expect(icon('512x512', 'maskable'), 'a separate maskable 512 px icon').toHaveLength(1)
  expect(icon('512x512', 'maskable')[0]!.src).not.toBe(icon('512x512', 'any')[0]!.src)
  for (const i of icons) expect(i.type).toBe('image/png')

  const screenshots = manifest.screenshots ?? []
  expect(screenshots.length, 'a couple of screenshots').toBeGreaterThanOrEqual(2)
  for (const s of screenshots) {
    expect(s.sizes).toMatch(/^\d+x\d+$/)
    expect(s.type).toBe('image/png')
  }
})

test('every icon and screenshot of the manifest is served as a PNG of its size', async ({
  server,
}) => {
  const { body: manifest } = await fetchManifest(server.url)
  for (const icon of manifest.icons ?? []) await expectServedPng(server.url, icon)
  expect(manifest.screenshots?.length ?? 0).toBeGreaterThan(0)
  for (const screenshot of manifest.screenshots ?? []) await expectServedPng(server.url, screenshot)
})

test('index.html links an Apple touch icon', async ({ page, server }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const appleIcon = page.locator('link[rel="apple-touch-icon"]')
  await expect(appleIcon).toHaveCount(1)
  const href = await appleIcon.getAttribute('href')
  const res = await fetch(new URL(href!, `${server.url}/`))
  expect(res.status, `${href} is served`).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^image\/png/)
})

test('the manifest colours match the site', async ({ page, server }) => {
  const { body: manifest } = await fetchManifest(server.url)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator(`meta[name="${THEME_COLOR_META}"]`)).toHaveAttribute(
    'content',
    manifest.theme_color!,
  )
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(background).toBe(hexToRgb(manifest.background_color!))
})
