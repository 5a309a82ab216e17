// Configuration, shutdown, rate limit, security headers and serving the built site (SQLite).
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { SITE_ROUTES } from '../../src/lib/site-routes'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { runToExit, serverBuild, startServer, tempDir } from '../support/server-process'

describe('invalid configuration', () => {
  // The server's build, as npm start runs it; side by side (each start is a second of Node).
  it.concurrent.each([
    ['PORT', 'abc'],
    ['HOTEL_TIMEZONE', 'Mars/Olympus'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_TOKEN', 'short'],
    ['RESERVE_RATE_LIMIT', '-1'],
  ])('%s=%s stops the start with a message naming it', async (name, value) => {
    const { code, stderr } = await runToExit([await serverBuild()], {
      DATA_DIR: tempDir(),
      [name]: value,
    })
    expect(code).toBe(1)
    expect(stderr).toContain(name)
    // One line that names the setting, never a stack trace.
    expect(stderr).not.toMatch(/\n\s+at /)
  })
})

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const server = await startServer()
    const facility = await createFacility(server.url)
    const body = JSON.stringify(reserveBody(facility))
    const { port } = new URL(server.url)
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: `/api/facilities/reserve/${facility._id}`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      // Half the body now, the rest after the signal: the request is in flight when it comes.
      req.write(body.slice(0, 20))
      setTimeout(() => {
        server.child.kill('SIGTERM')
        setTimeout(() => req.end(body.slice(20)), 300)
      }, 200)
    })
    expect(await answer).toBe(200)
    const code = await new Promise<number | null>((resolve) =>
      server.child.exitCode !== null
        ? resolve(server.child.exitCode)
        : server.child.once('exit', resolve),
    )
    expect(code).toBe(0)
  })

  it('cuts a request that never ends once the grace is over, then exits 0', async () => {
    const server = await startServer({ env: { SHUTDOWN_GRACE_MS: '1000' } })
    const facility = await createFacility(server.url)
    const { port } = new URL(server.url)
    // A client gone quiet in the middle of its request (a phone out of range): half a body, and
    // never the rest. Without the grace, the process waits on it (requestTimeout: 30 s; a hung
    // proxy's connection, for ever).
    const socket = net.connect(Number(port), '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', resolve))
    socket.on('error', () => undefined)
    socket.write(
      `PUT /api/facilities/reserve/${facility._id} HTTP/1.1\r\nHost: localhost\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"facility_id":',
    )
    // The client's silence before the signal is the point (nothing to wait for: the server
    // shows no sign of a half-read request); 300 ms lets the first bytes arrive.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const code = await new Promise<number | null>((resolve) =>
      server.child.exitCode !== null
        ? resolve(server.child.exitCode)
        : server.child.once('exit', resolve),
    )
    expect(code).toBe(0)
    expect(server.output()).toContain('connections still open after 1000 ms')
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000)
    socket.destroy()
  })
})

describe('rate limit', () => {
  it('answers 429 with the error JSON after RESERVE_RATE_LIMIT requests a minute', async () => {
    const server = await startServer({ env: { RESERVE_RATE_LIMIT: '3' } })
    try {
      const facility = await createFacility(server.url, { capacity: 10 })
      const statuses: number[] = []
      let last: unknown
      for (let i = 0; i < 4; i++) {
        const res = await reserve(server.url, facility._id, reserveBody(facility))
        statuses.push(res.status)
        last = res.body
      }
      expect(statuses).toEqual([200, 200, 200, 429])
      expect(last).toMatchObject({ error: { code: 'too_many_requests' } })
    } finally {
      await server.stop()
    }
  })
})

describe('serving the site', () => {
  it('serves routes, assets, the manifest and security headers as documented', async () => {
    const site = tempDir('hearth-site-')
    const inline = "document.documentElement.classList.add('dark')"
    fs.writeFileSync(
      path.join(site, 'index.html'),
      `<!doctype html><title>t</title><script>${inline}</script><div id="root"></div>`,
    )
    fs.mkdirSync(path.join(site, 'assets'))
    const js = 'console.log("hello");'.repeat(200)
    fs.writeFileSync(path.join(site, 'assets', 'app-abc123.js'), js)
    fs.writeFileSync(path.join(site, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(js))
    fs.writeFileSync(path.join(site, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(js))
    fs.writeFileSync(path.join(site, 'manifest.webmanifest'), '{"name":"x"}')
    const server = await startServer({ env: { SITE_DIR: site } })
    try {
      for (const route of SITE_ROUTES) {
        const res = await fetch(server.url + route)
        expect(res.status, route).toBe(200)
        expect(res.headers.get('cache-control'), route).toBe('no-cache')
        expect(await res.text(), route).toContain('<div id="root">')
      }
      const missing = await fetch(`${server.url}/nope`, { headers: { accept: 'text/html' } })
      expect(missing.status).toBe(404)
      expect(await missing.text()).toContain('<div id="root">')

      const asset = await fetch(`${server.url}/assets/app-abc123.js`, {
        headers: { 'accept-encoding': 'br' },
      })
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(asset.headers.get('content-encoding')).toBe('br')

      const manifest = await fetch(`${server.url}/manifest.webmanifest`)
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
      expect(manifest.headers.get('cache-control')).toBe('no-cache')

      // Pages: the site's policy, which lets the page's own inline script run.
      const page = await fetch(`${server.url}/services`)
      const csp = page.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      const { createHash } = await import('node:crypto')
      expect(csp).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`)
      expect(page.headers.get('x-content-type-options')).toBe('nosniff')
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')

      // The API, answers and errors alike: JSON that nothing may render, frame or sniff.
      for (const url of ['/api/facilities', '/api/facilities/nope', '/api?x', '/api/']) {
        const api = await fetch(server.url + url)
        expect(api.headers.get('content-security-policy'), url).toBe(
          "default-src 'none';frame-ancestors 'none'",
        )
        expect(api.headers.get('x-content-type-options'), url).toBe('nosniff')
        expect(api.headers.get('x-frame-options'), url).toBe('DENY')
        expect(api.headers.get('referrer-policy'), url).toBe('no-referrer')
        expect(api.headers.get('cross-origin-opener-policy'), url).toBeNull()
      }
      // A path that only starts like the API's is the site's.
      const lookalike = await fetch(`${server.url}/apis`, { headers: { accept: 'text/html' } })
      expect(lookalike.headers.get('content-security-policy')).toContain('sha256-')
    } finally {
      await server.stop()
    }
  })
})
