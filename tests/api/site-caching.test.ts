// Finding 7 of issue 14: the cache rules and the content type of the site's files are the same
// whatever encoding the browser accepts. A small built site (pages, the service worker, the
// manifest, hashed assets, an icon and a render bundle for /services), precompressed by the
// build's own step, served by the real server; every file asked for with no Accept-Encoding,
// with gzip, with br and with the string every browser sends.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressDir } from '../../scripts/compress-dist'
import { SSR_DIR, SW_FILE, SW_PAGES_FILE } from '../../src/lib/start-names'
import {
  CATALOGUE_ROUTE,
  htmlFileFor,
  localizedPath,
  PRERENDERED_ROUTES,
  shellFileFor,
  SITE_ROUTES,
} from '../../src/lib/site-routes'
import { startServer, tempDir, type ServerHandle } from '../support/server-process'

const ENCODINGS = [
  { name: 'none', header: undefined, expected: undefined },
  { name: 'gzip', header: 'gzip', expected: 'gzip' },
  { name: 'br', header: 'br', expected: 'br' },
  { name: 'a browser', header: 'gzip, deflate, br, zstd', expected: 'br' },
] as const

const REVALIDATE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const ONE_DAY = 'public, max-age=86400'
const HTML = /^text\/html; ?charset=utf-8$/i

/** Over the build's 1 KB threshold, so each file gets its .br and .gz. */
const padding = `<p>${'Hearth House, a small hotel. '.repeat(60)}</p>`
const page = (title: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><div id="root"><h1>${title}</h1>${padding}</div></body></html>`

function buildSite(): string {
  const site = tempDir('hearth-site-cache-')
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), content)
  }
  // The pages in English and in French (fr/about-us.html, fr/shell.html, ...).
  for (const lang of ['en', 'fr']) {
    write(shellFileFor(lang), page(`Shell ${lang}`, lang))
    for (const route of PRERENDERED_ROUTES) {
      if (route !== CATALOGUE_ROUTE) write(htmlFileFor(route, lang), page(route, lang))
    }
    // The template /services is rendered into, and a render bundle with the build's interface.
    write(
      htmlFileFor(CATALOGUE_ROUTE, lang),
      `<!doctype html><html lang="${lang}"><head><title>Services</title></head><body>${padding}<div id="root"></div></body></html>`,
    )
  }
  write(
    `${SSR_DIR}/entry.js`,
    [
      'export async function render(url, list) { return { html: `<ul>${list.map((f) => `<li>${f.name}</li>`).join("")}</ul><i>${url}</i>` } }',
      'export function pageHtml(template, page) { return template.replace(\'<div id="root"></div>\', `<div id="root">${page.html}</div>`) }',
    ].join('\n'),
  )
  const script = `self.addEventListener('fetch', () => {});\n`.repeat(60)
  write(SW_FILE, script)
  write(SW_PAGES_FILE, script)
  write('workbox-1a2b3c4d.js', script)
  write('manifest.webmanifest', JSON.stringify({ name: 'Hearth House', padding }))
  write('assets/index-Bx7d9K2a.js', `console.log("app");\n`.repeat(100))
  write('assets/site-C3v8QwLm.css', `body { margin: 0 }\n`.repeat(100))
  write('icons/icon-192.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))
  compressDir(site)
  return site
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** A raw GET: node:http sends only the headers given (fetch would add its own Accept-Encoding). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() })
        })
      })
      .on('error', reject)
  })
}

const cases: { url: string; status: number; cache: string; html: boolean; compressed: boolean }[] =
  [
    ...SITE_ROUTES.flatMap((route) => [route, localizedPath(route, 'fr')]).map((url) => ({
      url,
      status: 200,
      cache: REVALIDATE,
      html: true,
      compressed: true,
    })),
    { url: '/no-such-page', status: 404, cache: REVALIDATE, html: true, compressed: true },
    { url: '/fr/no-such-page', status: 404, cache: REVALIDATE, html: true, compressed: true },
    { url: '/sw.js', status: 200, cache: REVALIDATE, html: false, compressed: true },
    { url: `/${SW_PAGES_FILE}`, status: 200, cache: REVALIDATE, html: false, compressed: true },
    { url: '/workbox-1a2b3c4d.js', status: 200, cache: REVALIDATE, html: false, compressed: true },
    { url: '/manifest.webmanifest', status: 200, cache: REVALIDATE, html: false, compressed: true },
    {
      url: '/assets/index-Bx7d9K2a.js',
      status: 200,
      cache: IMMUTABLE,
      html: false,
      compressed: true,
    },
    {
      url: '/assets/site-C3v8QwLm.css',
      status: 200,
      cache: IMMUTABLE,
      html: false,
      compressed: true,
    },
    { url: '/icons/icon-192.png', status: 200, cache: ONE_DAY, html: false, compressed: false },
  ]

describe('cache rules and content types, whatever the encoding', () => {
  let server: ServerHandle
  beforeAll(async () => {
    server = await startServer({ env: { SITE_DIR: buildSite() } })
  })
  afterAll(async () => {
    await server.stop()
  })

  it.each(ENCODINGS)('with Accept-Encoding: $name', async ({ header, expected }) => {
    const headers: Record<string, string> = { accept: 'text/html,*/*' }
    if (header) headers['accept-encoding'] = header
    const seen: Record<string, unknown> = {}
    const wanted: Record<string, unknown> = {}
    for (const c of cases) {
      const res = await get(server.url + c.url, headers)
      seen[c.url] = {
        status: res.status,
        cache: res.headers['cache-control'],
        html: HTML.test(res.headers['content-type'] ?? ''),
        encoding: res.headers['content-encoding'],
        vary: c.compressed ? /accept-encoding/i.test(String(res.headers.vary)) : 'n/a',
      }
      wanted[c.url] = {
        status: c.status,
        cache: c.cache,
        html: c.html,
        encoding: c.compressed ? expected : undefined,
        vary: c.compressed ? true : 'n/a',
      }
      if (c.html) expect(res.body, c.url).toContain('<div id="root">')
    }
    expect(seen).toEqual(wanted)
  })

  it('renders /services with the catalogue, as HTML in UTF-8', async () => {
    const res = await get(`${server.url}/services`, { 'accept-encoding': 'br' })
    expect(res.headers['content-type']).toMatch(HTML)
    expect(res.body).toMatch(/<div id="root"><ul><li>/)
  })

  it('sends every answer of a version of the list as the same bytes, dated in Last-Modified', async () => {
    // The time of each answer is in its header, not in the page: the page is compressed once.
    const answers = await Promise.all(
      [1, 2].map(() => get(`${server.url}/services`, { 'accept-encoding': 'br' })),
    )
    for (const res of answers) {
      expect(res.headers['content-encoding']).toBe('br')
      const sent = Date.parse(String(res.headers['last-modified']))
      expect(Math.abs(sent - Date.now())).toBeLessThan(60_000)
    }
    expect(answers[0]!.body).toBe(answers[1]!.body)
  })

  it('answers /fr/ paths from the French files: the pages, the catalogue pages, the shell, 404', async () => {
    const html = { accept: 'text/html' }
    const body = async (url: string) => (await get(server.url + url, html)).body
    expect(await body('/fr/about-us')).toMatch(/<html lang="fr">.*<h1>\/about-us<\/h1>/s)
    expect(await body('/fr/services')).toMatch(/lang="fr".*<li>.*<i>\/fr\/services<\/i>/s)
    // The home page, rendered too (its template here has no empty #root to fill), and dated.
    for (const url of ['/fr/', '/fr']) {
      const home = await get(server.url + url, html)
      expect(home.body, url).toMatch(/lang="fr".*<h1>\/<\/h1>/s)
      expect(Date.parse(String(home.headers['last-modified'])), url).toBeGreaterThan(0)
    }
    expect(await body('/fr/confirmation')).toContain('Shell fr')
    const missing = await get(`${server.url}/fr/nowhere`, html)
    expect([missing.status, missing.body.includes('Shell fr')]).toEqual([404, true])
    // The English ones are still the English files.
    expect(await body('/about-us')).toContain('<html lang="en">')
    expect((await get(`${server.url}/nowhere`, html)).body).toContain('Shell en')
  })
})
