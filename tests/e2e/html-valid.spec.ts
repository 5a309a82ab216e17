// Issue 16: the W3C Nu HTML checker (vnu-jar, which runs on Java) finds no error on any page of
// the site, the not-found page included: as the server sends it (its bytes) and as the document
// stands once the app has taken the page over (the DOM, serialized). One checker run for all of
// them: its JVM takes seconds to start. Warnings are listed in the test's output, not failed on.
// The servers have PUBLIC_URL (tests/support/e2e-pwa-fixtures.ts), so the pages carry every tag
// for search engines and shared links: canonical, Open Graph, Twitter card, the JSON-LD blocks.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { SITE_ROUTES } from '../../src/start/site-routes'
import { blockThirdParties, expect, test, waitForHydration } from '../support/e2e-pwa-fixtures'

// It only reads the site: the worker's server will do.
test.use({ shareServer: true })

/** The checker's jar, as the vnu-jar package ships it (its main module is the jar's path). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))
const ROUTES = [...SITE_ROUTES, '/no-such-page']

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/** The checker's messages on `files` (errors and warnings; its plain notes left out). */
async function vnu(files: string[]): Promise<VnuMessage[]> {
  const { stdout } = await promisify(execFile)(
    'java',
    [
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      '--skip-info-messages',
    ].concat(files),
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
}

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1))

test('every page is valid HTML, as the server sends it and once the app has run', async ({
  page,
  context,
  request,
}) => {
  // Two loads of eight pages, then the checker: long on two busy cores.
  test.setTimeout(180_000)
  await blockThirdParties(context)
  const dir = test.info().outputPath('html')
  fs.mkdirSync(dir, { recursive: true })
  const files: string[] = []
  const keep = (name: string, html: string | Buffer) => {
    const file = path.join(dir, `${name}.html`)
    fs.writeFileSync(file, html)
    files.push(file)
  }

  for (const route of ROUTES) {
    const served = await request.get(route, { headers: { accept: 'text/html' } })
    expect(served.headers()['content-type'], route).toMatch(/^text\/html/)
    keep(`served-${fileName(route)}`, await served.body())

    await page.goto(route)
    await waitForHydration(page)
    // Whatever the app fetches at start (the catalogue, its photos) has come and is shown.
    await page.waitForLoadState('networkidle')
    keep(`after-app-${fileName(route)}`, await page.content())
  }

  // The start-up's old markup, which the checker must still refuse: proof that it ran and read.
  const canary = path.join(dir, 'canary.html')
  fs.writeFileSync(
    canary,
    '<!doctype html><html lang="en"><title>t</title><script type="x/after-paint" src="/a.js"></script>',
  )
  const all = await vnu([canary, ...files])
  const isCanary = (m: VnuMessage) => decodeURIComponent(m.url).endsWith('/canary.html')
  expect(all.filter((m) => isCanary(m) && m.type === 'error').length).toBeGreaterThan(0)
  const messages = all.filter((m) => !isCanary(m))
  const where = (m: VnuMessage) =>
    `${path.basename(decodeURIComponent(m.url))}:${m.lastLine ?? '?'}: ${m.message}` +
    (m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : '')
  const warnings = messages.filter((m) => m.type === 'info')
  for (const warning of warnings) {
    test.info().annotations.push({ type: 'HTML warning', description: where(warning) })
  }
  if (warnings.length > 0) console.log(`HTML warnings:\n${warnings.map(where).join('\n')}`)
  const errors = messages.filter((m) => m.type !== 'info').map(where)
  expect(errors, errors.join('\n')).toEqual([])
})
