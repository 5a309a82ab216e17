// An owner makes the site their own in one place (docs/running.md, "Make it your own"): a copy of
// the sources with another name and another page colour in src/content/hotel.ts, built and served
// by the real server, shows them everywhere: every route's title and page, the browser's bar colour
// and the page's background, the manifest, and the app Chromium would install. Nothing of the built
// site may keep the old name or colour.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { chromiumLaunch } from '../../playwright.config'
import { brandColors, hotel } from '../../src/content/hotel'
import { THEME_COLOR_META } from '../../src/lib/start-names'
import { SITE_ROUTES } from '../../src/lib/site-routes'
import { waitForHydration } from '../support/e2e-pwa-fixtures'
import { ROOT, startServer, tempDir, type ServerHandle } from '../support/server-process'

const OLD = { name: hotel.name, background: brandColors.neutral[950] }
const NEW = { name: 'Casa Marula', shortName: 'Marula', background: '#0b2430' }
/** The logo's own colour, and the icons' background behind it: another logo, another icon. */
const OLD_LOGO_FILL = '#c8603a'
const NEW_LOGO = { fill: '#2f7d5b', iconBackground: '#d9a441' }
/** What the build reads: no tests, no server, no built site. */
const SOURCES = [
  'src',
  'scripts',
  'server',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.staff.config.ts',
  'manifest.webmanifest',
  'package.json',
  'tsconfig.json',
]

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.replace('#', ''), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

/** As Chromium writes a manifest's colour: `rgba(11,36,48,1)`. */
const hexToRgba = (hex: string) =>
  `${hexToRgb(hex).replace('rgb(', 'rgba(').replace(/ /g, '').slice(0, -1)},1)`

/** `text` with `from` replaced by `to`, which must be there: a rebrand that changes nothing proves nothing. */
function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`hotel.ts no longer has ${from}`)
  return text.replace(from, to)
}

/** A copy of the sources with its own node_modules folder of links to ours (its build caches stay its own). */
function copySources(dir: string) {
  for (const entry of SOURCES)
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true })
  fs.mkdirSync(path.join(dir, 'node_modules'))
  for (const pkg of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (pkg === '.cache' || pkg === '.vite') continue
    fs.symlinkSync(path.join(ROOT, 'node_modules', pkg), path.join(dir, 'node_modules', pkg))
  }
}

function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (${code}):\n${output}`)),
    )
  })
}

/** The server of the copy's sources, bundled as `npm start` does (server/src/build.ts). */
function buildCopysServer(dir: string): Promise<string> {
  const code =
    "import('./server/src/build.ts').then(async (m) => console.log(await m.buildServer()))"
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(output.trim().split('\n').pop()!)
        : reject(new Error(`the server's build failed (${code}):\n${output}`)),
    )
  })
}

/** Every text file of the built site (not the compressed copies) that contains `needle`. */
function builtFilesWith(dist: string, needle: string): string[] {
  const lower = needle.toLowerCase()
  return (fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.(html|js|css|json|webmanifest|svg|txt|xml)$/.test(file))
    .filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').toLowerCase().includes(lower))
}

/** A made-up language the owner adds: a file and two lines (src/content/messages/index.ts). */
const XX = { code: 'xx', name: 'Xxish', prefix: 'Xx ' }

/**
 * Adds XX to the copy as an owner would: its file (English, every plain text marked with the
 * prefix), its line in default.ts and its import in index.ts. Nothing else changes.
 */
function addLanguage(dir: string) {
  const messages = path.join(dir, 'src/content/messages')
  const english = fs.readFileSync(path.join(messages, 'en.ts'), 'utf8')
  const words = replaceOnce(english, 'export const en = {', `export const ${XX.code} = {`).replace(
    /: '([^'\\]+)'/g,
    (_, text: string) => `: '${XX.prefix}${text}'`,
  )
  fs.writeFileSync(path.join(messages, `${XX.code}.ts`), words)
  const list = path.join(messages, 'default.ts')
  fs.writeFileSync(
    list,
    replaceOnce(
      fs.readFileSync(list, 'utf8'),
      "  fr: { name: 'Français', ogLocale: 'fr_FR' },\n",
      `  fr: { name: 'Français', ogLocale: 'fr_FR' },\n  ${XX.code}: { name: '${XX.name}', ogLocale: 'xx_XX' },\n`,
    ),
  )
  const index = path.join(messages, 'index.ts')
  let source = fs.readFileSync(index, 'utf8')
  source = replaceOnce(
    source,
    "import { fr } from './fr'\n",
    `import { fr } from './fr'\nimport { ${XX.code} } from './${XX.code}'\n`,
  )
  source = replaceOnce(source, 'const WORDS = { en, fr }', `const WORDS = { en, fr, ${XX.code} }`)
  fs.writeFileSync(index, source)
}

test.describe.configure({ mode: 'default' })

let copy: string
let server: ServerHandle

test.beforeAll(async () => {
  // One build of the whole site: about a minute on two busy cores.
  test.setTimeout(300_000)
  copy = tempDir('hearth-rebrand-')
  copySources(copy)
  const file = path.join(copy, 'src/content/hotel.ts')
  let source = fs.readFileSync(file, 'utf8')
  source = replaceOnce(source, `const name = '${OLD.name}'`, `const name = '${NEW.name}'`)
  source = replaceOnce(source, `shortName: '${OLD.name}'`, `shortName: '${NEW.shortName}'`)
  source = replaceOnce(source, `950: '${OLD.background}'`, `950: '${NEW.background}'`)
  source = replaceOnce(
    source,
    `iconBackground: '${brandColors.iconBackground}'`,
    `iconBackground: '${NEW_LOGO.iconBackground}'`,
  )
  fs.writeFileSync(file, source)
  const logo = path.join(copy, 'src/content/brand/logo.svg')
  fs.writeFileSync(
    logo,
    replaceOnce(
      fs.readFileSync(logo, 'utf8'),
      `fill="${OLD_LOGO_FILL}"`,
      `fill="${NEW_LOGO.fill}"`,
    ),
  )
  addLanguage(copy)
  await build(copy)
  // The copy's own server too, as `npm start` builds it: it serves the copy's languages.
  server = await startServer({
    env: { SITE_DIR: path.join(copy, 'dist') },
    bundle: await buildCopysServer(copy),
  })
})

test.afterAll(async () => {
  await server?.stop()
  if (copy) fs.rmSync(copy, { recursive: true, force: true })
})

test('nothing in the built site keeps the old name or page colour', () => {
  const dist = path.join(copy, 'dist')
  expect(builtFilesWith(dist, NEW.name).length, 'the new name is in the build').toBeGreaterThan(0)
  expect.soft(builtFilesWith(dist, OLD.name), OLD.name).toEqual([])
  expect.soft(builtFilesWith(dist, OLD.background), OLD.background).toEqual([])
  const channels = hexToRgb(OLD.background)
    .replace(/[^\d,]/g, '')
    .replace(/,/g, ' ')
  expect.soft(builtFilesWith(dist, `rgb(${channels}`), `rgb(${channels}`).toEqual([])
})

for (const route of [...SITE_ROUTES, '/no-such-page']) {
  test(`${route} carries the new name and colour`, async ({ page }) => {
    await page.goto(`${server.url}${route}`)
    // The guest's hand, and the app runs (what it renders carries the name too).
    await waitForHydration(page)
    await expect(page).toHaveTitle(new RegExp(`(^| · )${NEW.name}$`))
    await expect(page.getByRole('link', { name: `${NEW.name}, home` })).toBeVisible()
    await expect(page.locator('footer')).toContainText(NEW.name)
    expect(await page.locator('body').innerText()).not.toContain(OLD.name)
    await expect(page.locator(`meta[name="${THEME_COLOR_META}"]`)).toHaveAttribute(
      'content',
      NEW.background,
    )
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe(hexToRgb(NEW.background))
  })
}

/** The colour of `png` at (x, y), as `#rrggbb`. */
async function pngPixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return `#${[...data.subarray(at, at + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** The colour of the served PNG `file` at (x, y), as `#rrggbb`. */
async function pixel(file: string, x: number, y: number): Promise<string> {
  return pngPixel(Buffer.from(await (await fetch(`${server.url}/${file}`)).arrayBuffer()), x, y)
}

test('the favicon and the icons are drawn from the logo in src/content/brand', async () => {
  expect(await (await fetch(`${server.url}/favicon.svg`)).text()).toContain(NEW_LOGO.fill)
  // The pages carry the logo itself as their tab icon, a small PNG (no fetch while they load).
  const html = await (await fetch(`${server.url}/services`)).text()
  const icon = /<link rel="icon" href="data:image\/png;base64,([^"]+)"/.exec(html)?.[1]
  expect(icon, 'a PNG data URL').toBeDefined()
  // The logo's square, just inside the top edge of the 48 px icon.
  expect(await pngPixel(Buffer.from(icon!, 'base64'), 24, 1)).toBe(NEW_LOGO.fill)
  // The logo's square, just inside its top edge; the maskable icon's corner is its background.
  expect(await pixel('icons/icon-192.png', 96, 4)).toBe(NEW_LOGO.fill)
  expect(await pixel('icons/maskable-512.png', 2, 2)).toBe(NEW_LOGO.iconBackground)
  expect(await pixel('icons/apple-touch-icon-180.png', 2, 2)).toBe(NEW_LOGO.iconBackground)
})

test('the manifest and the app Chromium would install carry the new name and colour', async () => {
  const res = await fetch(`${server.url}/manifest.webmanifest`)
  const manifest = (await res.json()) as Record<string, unknown>
  expect(manifest).toMatchObject({
    name: NEW.name,
    short_name: NEW.shortName,
    theme_color: NEW.background,
    background_color: NEW.background,
  })

  const profile = tempDir('hearth-profile-')
  const context = await chromium.launchPersistentContext(profile, chromiumLaunch)
  try {
    await context.route('https://www.openstreetmap.org/**', (route) => route.abort())
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(server.url)
    const cdp = await context.newCDPSession(page)
    // The page links its manifest once it has painted (src/start/after-paint.ts). Chromium's
    // view leaves the short name out (150): the served manifest above carries it.
    const installed = async () => {
      const { manifest: parsed } = await cdp.send('Page.getAppManifest', {})
      return { name: parsed?.name, themeColor: parsed?.themeColor }
    }
    await expect
      .poll(installed, { timeout: 15_000 })
      .toEqual({ name: NEW.name, themeColor: hexToRgba(NEW.background) })
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
})

test('a language added as a file and two lines is built and served, and linked from the others', async ({
  page,
}) => {
  const res = await fetch(`${server.url}/${XX.code}/about-us`)
  expect(res.status).toBe(200)
  expect(await res.text()).toContain(`<html lang="${XX.code}"`)
  await page.goto(`${server.url}/${XX.code}/about-us`)
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: `${XX.prefix}Main`, exact: true })
  await expect(nav.getByRole('link', { name: `${XX.prefix}About us` })).toHaveAttribute(
    'href',
    `/${XX.code}/about-us`,
  )
  // Its pages link the others, and the others link it, each named in its own language.
  await expect(nav.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
    'href',
    '/about-us',
  )
  await expect(nav.getByRole('link', { name: 'Français', exact: true })).toHaveAttribute(
    'href',
    '/fr/about-us',
  )
  await page.goto(`${server.url}/fr/services`)
  await expect(page.getByRole('link', { name: XX.name, exact: true }).first()).toHaveAttribute(
    'href',
    `/${XX.code}/services`,
  )
  // The server renders its catalogue page, and its manifest opens on its home page.
  const services = await (await fetch(`${server.url}/${XX.code}/services`)).text()
  expect(services).toContain(`${XX.prefix}Rooms`)
  const manifest = (await (
    await fetch(`${server.url}/manifest.${XX.code}.webmanifest`)
  ).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({ lang: XX.code, start_url: `/${XX.code}/` })
})
