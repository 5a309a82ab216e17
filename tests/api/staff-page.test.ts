// The staff console's page and files (issue 27), in process over a small built site: every path
// under /staff answers the console's page (not the guest shell), revalidated, with the console's
// own Content-Security-Policy (no inline script or style) and kept out of search engines; its
// hashed files are immutable and precompressed; robots.txt disallows it and the sitemap never
// lists it. The guest pages keep their own headers. Issue 29: its own service worker (allowed to
// control /staff itself) and web app manifest, revalidated, under the same strict CSP, which
// allows a same-origin worker and manifest and nothing more.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressDir } from '../../scripts/compress-dist'
import { SHELL_FILE } from '../../src/lib/site-routes'
import { build, startInProcess, type InProcessServer, type TestApp } from '../support/test-app'
import { rawExchange } from '../support/raw-http'
import { tempDir } from '../support/server-process'

const STAFF_CSP =
  "default-src 'none';script-src 'self';style-src 'self';img-src 'self' data:;connect-src 'self';" +
  "font-src 'self';manifest-src 'self';worker-src 'self';base-uri 'none';form-action 'self';" +
  "frame-ancestors 'none'"
const IMMUTABLE = 'public, max-age=31536000, immutable'
const CONSOLE_MARK = '<meta name="robots" content="noindex, nofollow">'
const padding = 'Hearth House front desk. '.repeat(80)
const STAFF_MANIFEST = { id: '/staff', name: 'Hearth House front desk', scope: '/staff' }
const SITE_MANIFEST = { id: '/', name: 'Hearth House', scope: '/' }

function buildSite(): string {
  const site = tempDir('hearth-staff-site-')
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), content)
  }
  write(
    SHELL_FILE,
    `<!doctype html><html><head><title>Shell</title></head><body>${padding}</body></html>`,
  )
  write(
    'index.html',
    `<!doctype html><html><head><title>Home</title></head><body>${padding}</body></html>`,
  )
  write(
    'staff/index.html',
    `<!doctype html><html><head>${CONSOLE_MARK}<title>Console</title>` +
      '<script src="/staff/assets/theme-abc.js"></script></head>' +
      `<body><div id="root"></div><!-- ${padding} --></body></html>`,
  )
  write('staff/assets/index-Bx7d9K2a.js', 'console.log("console");\n'.repeat(100))
  write('staff/assets/index-C3v8QwLm.css', 'body { margin: 0 }\n'.repeat(100))
  write('staff/sw.js', 'self.addEventListener("fetch", () => {})\n')
  write('staff/manifest.webmanifest', JSON.stringify(STAFF_MANIFEST))
  write('manifest.webmanifest', JSON.stringify(SITE_MANIFEST))
  compressDir(site)
  return site
}

describe('the staff console as served', () => {
  // Listening: one test sends paths over a raw socket, as no client would normalise them.
  let server: InProcessServer
  beforeAll(async () => {
    server = await startInProcess({
      env: { SITE_DIR: buildSite(), PUBLIC_URL: 'https://hotel.example' },
    })
  })
  afterAll(async () => server?.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })

  it.each(['/staff', '/staff/', '/staff/invite', '/staff/requests/WKW6M-38CKW', '/staff/x/y?z=1'])(
    '%s is the console page, revalidated, with the console CSP and noindex',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.body).toContain(CONSOLE_MARK)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-security-policy']).toBe(STAFF_CSP)
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['x-frame-options']).toBe('DENY')
    },
  )

  it('sends the page compressed, with an ETag a reload revalidates', async () => {
    const res = await get('/staff', { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain(CONSOLE_MARK)
    const again = await get('/staff', { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it.each(['/staff/assets/index-Bx7d9K2a.js', '/staff/assets/index-C3v8QwLm.css'])(
    '%s is immutable, precompressed, under the console headers',
    async (url) => {
      const res = await get(url, { accept: '*/*', 'accept-encoding': 'gzip, br' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe(IMMUTABLE)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-security-policy']).toBe(STAFF_CSP)
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    },
  )

  it('sends its service worker revalidated, allowed to control /staff, under the console CSP', async () => {
    const res = await get('/staff/sw.js', { accept: '*/*', 'service-worker': 'script' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/javascript/)
    expect(res.body).toContain('addEventListener("fetch"')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['service-worker-allowed']).toBe('/staff')
    expect(res.headers['content-security-policy']).toBe(STAFF_CSP)
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
  })

  it('sends its own manifest, revalidated; the site keeps its own at the root', async () => {
    const res = await get('/staff/manifest.webmanifest', { accept: '*/*' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toBe(STAFF_CSP)
    expect(JSON.parse(res.body)).toEqual(STAFF_MANIFEST)
    const site = await get('/manifest.webmanifest', { accept: '*/*' })
    expect(site.statusCode).toBe(200)
    expect(JSON.parse(site.body)).toEqual(SITE_MANIFEST)
    expect(site.headers['content-security-policy']).not.toBe(STAFF_CSP)
    expect(site.headers['service-worker-allowed']).toBeUndefined()
  })

  it('answers a missing console file with a 404, not the page', async () => {
    const res = await get('/staff/assets/nope-123.js', { accept: '*/*' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain(CONSOLE_MARK)
  })

  it('leaves the guest pages their own headers', async () => {
    for (const url of ['/', '/staffroom', '/nope']) {
      const res = await get(url)
      expect(res.body, url).not.toContain(CONSOLE_MARK)
      expect(res.headers['content-security-policy'], url).not.toBe(STAFF_CSP)
      expect(res.headers['x-robots-tag'], url).toBeUndefined()
    }
  })

  it.each([
    '/staff/people',
    '/staff/index.html',
    '/staff/sw.js',
    '/staff/assets/index-Bx7d9K2a.js',
  ])(
    'every spelling of %s is the console under its own headers, or a refusal (issue 37)',
    async (url) => {
      const rest = url.slice('/staff'.length)
      const spellings = [
        `/%73taff${rest}`,
        `/st%61ff${rest}`,
        `/%73%74%61%66%66${rest}`,
        `//staff${rest}`,
        `/staff/${rest}`,
        `/./staff${rest}`,
        `/x/../staff${rest}`,
        `/%2e%2e/staff${rest}`,
        `/x/%2e%2e/staff${rest}`,
        `/assets/..%2fstaff${rest}`,
        `/STAFF${rest}`,
        `/Staff${rest}`,
        `/staff%2F${rest.slice(1)}`,
      ]
      for (const spelling of spellings) {
        // Over real HTTP, as written: no client normalises the path first.
        const res = (await rawExchange(
          server.url,
          `GET ${spelling} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n` +
            'Connection: close\r\n\r\n',
        ))!
        const what = `${spelling}: ${res.status}`
        if (res.status >= 400) {
          // Refused (404, or 403 for a path the file server will not resolve): no console in it.
          expect(res.status, what).toBeLessThan(500)
          expect(res.body, what).not.toContain(CONSOLE_MARK)
          expect(res.body, what).not.toContain('console.log("console")')
          continue
        }
        expect(res.headers['content-security-policy'], what).toBe(STAFF_CSP)
        expect(res.headers['referrer-policy'], what).toBe('no-referrer')
        expect(res.headers['x-robots-tag'], what).toBe('noindex, nofollow')
      }
    },
  )

  it('keeps crawlers out: robots.txt disallows /staff, the sitemap never lists it', async () => {
    const robots = await get('/robots.txt', { accept: 'text/plain' })
    expect(robots.body.split('\n')).toContain('Disallow: /staff')
    const sitemap = await get('/sitemap.xml', { accept: 'application/xml' })
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.body).toContain('<loc>https://hotel.example/</loc>')
    expect(sitemap.body).not.toMatch(/staff/i)
  })
})

describe('a server whose build has no console', () => {
  let server: TestApp
  beforeAll(async () => {
    server = await build()
  })
  afterAll(async () => server?.close())

  it('says so in a sentence, not with the guest shell', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/staff',
      headers: { accept: 'text/html' },
    })
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toMatch(/not built/)
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
  })
})
