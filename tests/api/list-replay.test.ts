// Issue 41: the facilities list, answered again as Fastify answered it (server/src/http/list-replay.ts).
// Over a real socket to the app built in this process: the first request of each shape goes through
// Fastify (its hooks see it), the next of the same shape does not, and its answer is Fastify's own,
// header for header (the Date aside), body and all; what has no shape is Fastify's every time.
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFacility } from '../support/api-fixtures'
import { build, listening, type InProcessServer } from '../support/test-app'

const LIST = '/api/facilities'
/** Node's own on every answer, and the one that differs from second to second. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive'])

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** A GET over a socket of its own, as a browser's first request on a connection. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        const kept: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers)) {
          if (!NODE_OWN.has(name) && value !== undefined) kept[name] = [value].flat().join(', ')
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** A request written by hand on a TCP socket: what `http.request` will not send (HTTP/1.0). */
function rawRequest(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(text))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe.each([
  { name: 'behind a proxy (TRUST_PROXY=true), with CORS', trustProxy: true },
  { name: 'reached directly (TRUST_PROXY=false)', trustProxy: false },
])('the facilities list $name', ({ trustProxy }) => {
  let server: InProcessServer
  /** The list requests Fastify has seen (its first hook's count). */
  let seenByFastify = 0
  beforeAll(async () => {
    const built = await build({
      env: {
        TRUST_PROXY: String(trustProxy),
        ...(trustProxy && { CORS_ORIGINS: 'https://hotel.example' }),
      },
    })
    built.app.addHook('onRequest', (request, _reply, done) => {
      if (request.method !== 'POST' && request.url.split('?')[0] === LIST) seenByFastify++
      done()
    })
    server = await listening(built)
  })
  afterAll(() => server.close())

  /** Fastify's own answer to the same request (`inject` calls its handler, not the server's). */
  const fastifys = async (headers: Record<string, string>): Promise<Answer> => {
    const res = await server.app.inject({ method: 'GET', url: LIST, headers })
    const kept: Record<string, string> = {}
    for (const [name, value] of Object.entries(res.headers)) {
      if (!NODE_OWN.has(name) && value !== undefined) kept[name] = [value].flat().join(', ')
    }
    return { status: res.statusCode, headers: kept, body: res.body }
  }

  /** The first request of a shape is Fastify's; the second is not, and answers the same. */
  const replayed = async (headers: Record<string, string>) => {
    const before = seenByFastify
    const first = await get(server.url + LIST, headers)
    expect(seenByFastify, 'the first request of its shape goes through Fastify').toBe(before + 1)
    const again = await get(server.url + LIST, headers)
    expect(seenByFastify, 'the next one of that shape is answered again').toBe(before + 1)
    expect(again).toEqual(first)
    // host is the socket's address for `get`, inject's default for Fastify's: the answer names none.
    expect(again).toEqual(await fastifys({ ...headers, host: new URL(server.url).host }))
    return again
  }

  it('answers the list, 200 and 304, as Fastify answered it, without Fastify', async () => {
    const listed = await replayed({})
    expect(listed.status).toBe(200)
    expect(JSON.parse(listed.body)).toEqual(expect.any(Array))
    expect(listed.headers['cache-control']).toBe('no-cache')
    expect(listed.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    )
    expect(listed.headers['strict-transport-security']).toBeUndefined()
    const etag = listed.headers.etag!

    const current = await replayed({ 'if-none-match': etag })
    expect(current.status).toBe(304)
    expect(current.body).toBe('')
    expect(current.headers.etag).toBe(etag)
    // Another copy's tag is the 200's shape: answered again as that one.
    const before = seenByFastify
    const other = await get(server.url + LIST, { 'if-none-match': '"not-this-one"' })
    expect(seenByFastify).toBe(before)
    expect(other).toEqual(listed)
  })

  it('keeps HTTPS apart: Strict-Transport-Security only where Fastify sends it', async () => {
    if (trustProxy) {
      const overHttps = await replayed({ 'x-forwarded-proto': 'https' })
      expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=63072000/)
      // A chain of proxies: the last one's word, as Fastify reads it.
      const chain = await get(server.url + LIST, { 'x-forwarded-proto': 'https, http' })
      expect(chain.headers['strict-transport-security']).toBeUndefined()
      const httpsLast = await get(server.url + LIST, { 'x-forwarded-proto': 'http, https' })
      expect(httpsLast).toEqual(overHttps)
      const etag = overHttps.headers.etag!
      const current = await replayed({ 'x-forwarded-proto': 'https', 'if-none-match': etag })
      expect(current.status).toBe(304)
      expect(current.headers['strict-transport-security']).toMatch(/^max-age=63072000/)
    } else {
      // A client's own X-Forwarded-Proto is not believed without a proxy to vouch for it: the
      // plain answer, answered again.
      const plain = await get(server.url + LIST)
      const before = seenByFastify
      const forged = await get(server.url + LIST, { 'x-forwarded-proto': 'https' })
      expect(seenByFastify).toBe(before)
      expect(forged).toEqual(plain)
      expect(forged.headers['strict-transport-security']).toBeUndefined()
      expect(await fastifys({ 'x-forwarded-proto': 'https' })).toMatchObject({
        headers: expect.not.objectContaining({ 'strict-transport-security': expect.anything() }),
      })
    }
  })

  it('leaves to Fastify what has no shape: a query, HEAD, HTTP/1.0, an Origin under CORS', async () => {
    for (let round = 0; round < 2; round++) {
      const before = seenByFastify
      const french = await get(`${server.url}${LIST}?lang=fr`)
      expect(french.status).toBe(200)
      const head = await get(server.url + LIST, {}, 'HEAD')
      expect(head.status).toBe(200)
      expect(head.body).toBe('')
      const old = await rawRequest(server.url, `GET ${LIST} HTTP/1.0\r\n\r\n`)
      expect(old).toMatch(/^HTTP\/1\.1 200 /)
      const noHost = await rawRequest(
        server.url,
        `GET ${LIST} HTTP/1.1\r\nConnection: close\r\n\r\n`,
      )
      expect(noHost).toMatch(/^HTTP\/1\.1 400 /)
      expect(noHost).toContain('must name its Host')
      // Refused by the first hook (the host check), before the counting one: not counted.
      let expected = before + 3
      const crossOrigin = await get(server.url + LIST, { origin: 'https://hotel.example' })
      if (trustProxy) {
        expected++
        expect(crossOrigin.headers['access-control-allow-origin']).toBe('https://hotel.example')
      }
      expect(seenByFastify, `round ${round}`).toBe(expected)
    }
  })

  it('learns a changed list afresh: its new ETag, and the old copy no longer current', async () => {
    const old = await get(server.url + LIST)
    await createFacility(server, { name: `Replay Loft ${trustProxy}` })
    const changed = await replayed({})
    expect(changed.headers.etag).not.toBe(old.headers.etag)
    expect(changed.body).toContain(`Replay Loft ${trustProxy}`)
    const stale = await get(server.url + LIST, { 'if-none-match': old.headers.etag! })
    expect(stale).toEqual(changed)
  })
})
