// HTTPS-ready headers (issue 14): Strict-Transport-Security on every answer to a request that came
// over HTTPS (with TRUST_PROXY, per X-Forwarded-Proto), never over plain HTTP, never on a forged
// header; and the headers MDN's HTTP Observatory grades on `/`, so the site scores A+ behind the
// proxy (its rules: github.com/mdn/mdn-http-observatory, src/analyzer/tests/). In process, through
// `app.inject`: no child process is needed to see headers.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type TestApp } from '../support/test-app'
import { tempDir } from '../support/server-process'

const HSTS = 'max-age=63072000; includeSubDomains'
/** Paths that answer differently: a page, the shell's 404, the API, an API 404, an API 400. */
const PATHS = ['/', '/nope', '/api/facilities', '/api/facilities/nope', '/api/facilities/type/x']

async function appWith(trustProxy: boolean) {
  const dataDir = tempDir()
  const siteDir = path.join(dataDir, 'site')
  fs.mkdirSync(siteDir)
  fs.writeFileSync(
    path.join(siteDir, 'index.html'),
    '<!doctype html><html><head><script>document.documentElement.dataset.x="1"</script></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  )
  return build({
    env: {
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      TRUST_PROXY: String(trustProxy),
      LOG_LEVEL: 'silent',
    },
    defaults: false,
  })
}

describe('Strict-Transport-Security', () => {
  let proxied: TestApp
  let direct: TestApp
  beforeAll(async () => {
    ;[proxied, direct] = await Promise.all([appWith(true), appWith(false)])
  })
  afterAll(async () => {
    for (const built of [proxied, direct]) await built.close()
  })

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })

  it('is never sent over plain HTTP (a LAN install on http://)', async () => {
    for (const { app } of [proxied, direct]) {
      for (const url of PATHS) {
        const res = await get(app, url)
        expect(res.headers['strict-transport-security'], url).toBeUndefined()
        const http = await get(app, url, { 'x-forwarded-proto': 'http' })
        expect(http.headers['strict-transport-security'], url).toBeUndefined()
      }
    }
  })

  it('is on pages and API answers, errors included, when the proxy says HTTPS', async () => {
    for (const url of PATHS) {
      const res = await get(proxied.app, url, { 'x-forwarded-proto': 'https' })
      expect(res.statusCode, url).toBeLessThan(500)
      expect(res.headers['strict-transport-security'], url).toBe(HSTS)
    }
    const reserve = await proxied.app.inject({
      method: 'PUT',
      url: '/api/facilities/reserve/nope',
      headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
      payload: '{',
    })
    expect(reserve.statusCode).toBe(400)
    expect(reserve.headers['strict-transport-security']).toBe(HSTS)
  })

  it('ignores a forged X-Forwarded-Proto without TRUST_PROXY', async () => {
    for (const url of PATHS) {
      const res = await get(direct.app, url, { 'x-forwarded-proto': 'https' })
      expect(res.headers['strict-transport-security'], url).toBeUndefined()
    }
  })

  it('gives / the headers the HTTP Observatory grades A+, the map frame still allowed', async () => {
    const res = await get(proxied.app, '/', { 'x-forwarded-proto': 'https' })
    expect(res.statusCode).toBe(200)
    const h = res.headers as Record<string, string | undefined>
    const csp = new Map(
      (h['content-security-policy'] ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/)
        return [name, sources] as const
      }),
    )
    const broad = ['*', 'http:', 'https:', 'data:', "'unsafe-inline'", "'unsafe-eval'"]
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? ['*']
    // CSP: no unsafe or broad script sources, objects off; frames only the OpenStreetMap embed.
    expect(scriptSrc.filter((s) => broad.includes(s))).toEqual([])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org'])
    expect([...csp.values()].flat().filter((s) => s.startsWith('http:'))).toEqual([])
    // X-Frame-Options, also as CSP frame-ancestors (+5).
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(h['x-frame-options']).toBe('DENY')
    // Referrer-Policy private (+5), nosniff, CORP and COOP recognised.
    expect([
      'no-referrer',
      'same-origin',
      'strict-origin',
      'strict-origin-when-cross-origin',
    ]).toContain(h['referrer-policy'])
    expect(h['x-content-type-options']).toBe('nosniff')
    expect(h['cross-origin-resource-policy']).toBe('same-origin')
    expect(h['cross-origin-opener-policy']).toBe('same-origin')
    // A COEP of require-corp would block the map's frame; none is sent.
    expect(h['cross-origin-embedder-policy']).toBeUndefined()
    // HSTS at least six months (15,552,000 s as the Observatory counts), set once.
    expect(
      Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(15_552_000)
    // No cookies, and CORS does not open the page to other sites.
    expect(h['set-cookie']).toBeUndefined()
    expect(h['access-control-allow-origin']).toBeUndefined()
  })
})
