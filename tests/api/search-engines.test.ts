// Issue 17, item 7: what the server adds for search engines and shared links. Each page as served
// carries its own title and description; with PUBLIC_URL, a canonical URL, og:url and a share
// picture at that address, a sitemap of exactly the site's routes and a robots.txt that points
// to it; without, none of the address-bound tags (never the request's own Host) and no sitemap.
// The not-found page is kept out of search results. A small built site, the real app in process.
import { en } from '../../src/content/messages/en'
import { fr } from '../../src/content/messages/fr'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  documentTitle,
  errorPageHead,
  pageHeadsIn,
  type PageHead,
} from '../../src/content/page-heads'
import { SHARE_IMAGE } from '../../src/seo/share-image'
import { htmlFileFor, localizedPath, shellFileFor, SITE_ROUTES } from '../../src/lib/site-routes'
import { loadConfig } from '../../server/src/config'
import { startInProcess, type InProcessServer } from '../support/test-app'
import { tempDir } from '../support/server-process'

/** Every page's head in English, the default language. */
const pageHeads = pageHeadsIn(en.heads)

const ORIGIN = 'https://hearthhouse.example'

/** A built site as the build leaves it: each prerendered page with the generic head. */
function buildSite(): string {
  const site = tempDir('hearth-site-seo-')
  const page = (language: string, body: string) =>
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">\n<meta\n  name="description"\n  content="Any page of the hotel."\n/>\n<title>Hearth House</title></head><body><div id="root">${body}</div></body></html>`
  fs.mkdirSync(path.join(site, 'fr'))
  for (const language of ['en', 'fr']) {
    fs.writeFileSync(path.join(site, shellFileFor(language)), page(language, ''))
    for (const route of ['/', '/about-us', '/services'] as const) {
      fs.writeFileSync(
        path.join(site, htmlFileFor(route, language)),
        page(language, `<h1>${route}</h1>`),
      )
    }
  }
  return site
}

const one = (html: string, pattern: RegExp) => {
  const found = [...html.matchAll(new RegExp(pattern, 'g'))].map((m) => m[1])
  expect(found.length, String(pattern)).toBeLessThanOrEqual(1)
  return found[0]
}
const headOf = (html: string) => ({
  title: one(html, /<title>([^<]*)<\/title>/),
  description: one(html, /<meta\s+name="description"\s+content="([^"]*)"/),
  robots: one(html, /<meta name="robots" content="([^"]*)"/),
  canonical: one(html, /<link rel="canonical" href="([^"]*)"/),
  ogUrl: one(html, /<meta property="og:url" content="([^"]*)"/),
  ogImage: one(html, /<meta property="og:image" content="([^"]*)"/),
  card: one(html, /<meta name="twitter:card" content="([^"]*)"/),
})
const unescape = (s: string | undefined) => s?.replace(/&amp;/g, '&').replace(/&quot;/g, '"')

describe('with PUBLIC_URL', () => {
  let server: InProcessServer
  beforeAll(async () => {
    server = await startInProcess({ env: { SITE_DIR: buildSite(), PUBLIC_URL: `${ORIGIN}/` } })
  })
  afterAll(() => server.close())

  it('gives every route its own title, description and canonical URL', async () => {
    const seen = []
    for (const route of SITE_ROUTES) {
      const res = await fetch(server.url + route)
      expect(res.status, route).toBe(200)
      const head = headOf(await res.text())
      expect(unescape(head.title), route).toBe(documentTitle(pageHeads[route]))
      expect(unescape(head.description), route).toBe(pageHeads[route].description)
      const indexed = !(pageHeads[route] as PageHead).noindex
      expect(head.canonical, route).toBe(indexed ? new URL(route, ORIGIN).href : undefined)
      expect(head.ogUrl, route).toBe(head.canonical)
      expect(head.ogImage, route).toBe(`${ORIGIN}${SHARE_IMAGE.path}`)
      expect(head.card, route).toBe('summary_large_image')
      expect(head.robots, route).toBe(indexed ? undefined : 'noindex')
      seen.push(head)
    }
    expect(new Set(seen.map((h) => h.title)).size).toBe(SITE_ROUTES.length)
    expect(new Set(seen.map((h) => h.description)).size).toBe(SITE_ROUTES.length)
  })

  it('keeps the not-found page out of search results, with no address of its own', async () => {
    const res = await fetch(`${server.url}/no-such-page`, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(404)
    const html = await res.text()
    const head = headOf(html)
    expect(head.robots).toBe('noindex')
    expect(head.title).toBe(documentTitle(errorPageHead(en.heads.error)))
    expect(head.canonical).toBeUndefined()
    expect(head.ogUrl).toBeUndefined()
    expect(html).not.toContain('application/ld+json')
  })

  it('gives every French page its French head, og:locale, and hreflang alternates both ways', async () => {
    const frHeads = pageHeadsIn(fr.heads)
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      )
    for (const route of SITE_ROUTES) {
      const frenchPath = localizedPath(route, 'fr')
      const french = await (await fetch(server.url + frenchPath)).text()
      const english = await (await fetch(server.url + route)).text()
      expect(french, frenchPath).toContain('<html lang="fr"')
      expect(unescape(headOf(french).title), frenchPath).toBe(documentTitle(frHeads[route]))
      expect(unescape(headOf(french).description), frenchPath).toBe(frHeads[route].description)
      expect(french).toContain('<meta property="og:locale" content="fr_FR">')
      expect(french).toContain('<meta property="og:locale:alternate" content="en_GB">')
      expect(english).toContain('<meta property="og:locale" content="en_GB">')
      // An indexed page and its twin name each other (and English as the default); a page kept
      // out of search results names none.
      const expected = frHeads[route].noindex
        ? []
        : [
            `en ${new URL(route, ORIGIN).href}`,
            `fr ${new URL(frenchPath, ORIGIN).href}`,
            `x-default ${new URL(route, ORIGIN).href}`,
          ]
      expect(alternates(french), frenchPath).toEqual(expected)
      expect(alternates(english), route).toEqual(expected)
      if (!frHeads[route].noindex) {
        expect(french).toContain('"inLanguage":"fr"')
        expect(french).toContain(JSON.stringify(fr.pages.hotel.tagline))
      }
    }
  })

  it('lists exactly the routes of the site in sitemap.xml, at the public address', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    )
    const entries = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>([\s\S]*?)<\/url>/g)]
    const locs = entries.map((m) => m[1])
    // A device's own requests (/confirmation) are no page for search results; every other page
    // is there in every language ...
    const routes = SITE_ROUTES.filter((route) => route !== '/confirmation')
    const at = (route: string, language: string) =>
      new URL(language === 'en' ? route : `/${language}${route}`, ORIGIN).href
    expect(locs).toEqual(routes.flatMap((route) => ['en', 'fr'].map((l) => at(route, l))))
    // ... each with its alternates, both ways: the English and the French page name each other.
    for (const [, loc, links] of entries) {
      const route = routes.find((r) => loc === at(r, 'en') || loc === at(r, 'fr'))!
      const alternates = [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      )
      expect(alternates, loc).toEqual([
        `en ${at(route, 'en')}`,
        `fr ${at(route, 'fr')}`,
        `x-default ${at(route, 'en')}`,
      ])
    }
  })

  it('keeps crawlers out of the API and the staff console, and points them to the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await res.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(lines.filter((l) => /^Disallow:/.test(l))).toEqual([
      'Disallow: /api/',
      'Disallow: /staff',
    ])
  })

  it('answers a page revalidation with 304, compressed answers with their encoding', async () => {
    const first = await fetch(`${server.url}/about-us`, { headers: { 'accept-encoding': 'br' } })
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(await first.text()).toContain('<link rel="canonical"')
    const again = await fetch(`${server.url}/about-us`, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
  })
})

describe('without PUBLIC_URL', () => {
  let server: InProcessServer
  beforeAll(async () => {
    server = await startInProcess({ env: { SITE_DIR: buildSite() } })
  })
  afterAll(() => server.close())

  it('has titles and descriptions but no address taken from the request', async () => {
    for (const route of SITE_ROUTES) {
      const html = await (
        await fetch(server.url + route, { headers: { host: 'evil.example' } })
      ).text()
      const head = headOf(html)
      expect(unescape(head.title), route).toBe(documentTitle(pageHeads[route]))
      expect(head.canonical, route).toBeUndefined()
      expect(head.ogUrl, route).toBeUndefined()
      expect(head.ogImage, route).toBeUndefined()
      expect(head.card, route).toBe('summary')
      expect(html, route).not.toContain('evil.example')
    }
  })

  it('has no sitemap, and robots.txt names none', async () => {
    expect((await fetch(`${server.url}/sitemap.xml`)).status).toBe(404)
    const robots = await (await fetch(`${server.url}/robots.txt`)).text()
    expect(robots).toContain('Disallow: /api/')
    expect(robots).not.toContain('Sitemap:')
  })
})

describe('PUBLIC_URL', () => {
  it.each([
    'hearthhouse.example',
    'https://hearthhouse.example/hotel',
    'ftp://hearthhouse.example',
  ])('refuses %s: an origin, nothing more', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/)
  })
  it('keeps the origin of a URL with a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Hearthhouse.example/' }).PUBLIC_URL).toBe(
      'https://hearthhouse.example',
    )
  })
})
