// The feed's fetch against a real HTTP server on 127.0.0.1 (named as the tests' outbound origin,
// as OUTBOUND_ALLOWED_TEST_ORIGINS does), and the feed URL's rules with a resolver the test
// controls: what a staff member may paste, and what a feed's server may answer.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchFeed } from './feed-fetch'
import { checkFeedUrl, FeedUrlRefused } from './feed-url'

const AIRBNB = readFileSync(
  new URL('../../../tests/fixtures/ical/airbnb.ics', import.meta.url),
  'utf8',
)
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses

/** How many bytes the endless feed wrote before the fetch hung up. */
let endlessWritten = 0
let endlessClosed: Promise<void> = Promise.resolve()

const server = http.createServer((req, res) => {
  const path = req.url ?? '/'
  if (path === '/airbnb.ics') {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
    res.end(AIRBNB)
  } else if (path === '/missing.ics') {
    res.writeHead(404).end('not here')
  } else if (path === '/broken.ics') {
    res.writeHead(500).end('oops')
  } else if (path === '/silent.ics') {
    // Headers, then nothing: only the deadline ends this fetch.
    res.writeHead(200, { 'content-type': 'text/calendar' })
    res.write('BEGIN:VCALENDAR\r\n')
  } else if (path === '/endless.ics') {
    // No Content-Length: the cap must stop the reading itself.
    endlessWritten = 0
    endlessClosed = new Promise((closed) => res.on('close', () => closed()))
    res.writeHead(200, { 'content-type': 'text/calendar' })
    const chunk = Buffer.from(`BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(8190, 'x')}\r\n`)
    const pump = () => {
      while (!res.destroyed && endlessWritten < 64 * 1024 * 1024) {
        endlessWritten += chunk.length
        if (!res.write(chunk)) return void res.once('drain', pump)
      }
      res.end()
    }
    pump()
  } else if (path === '/declared-large.ics') {
    res.writeHead(200, { 'content-length': String(3 * 1024 * 1024) })
    res.write('BEGIN:VCALENDAR\r\n')
  } else if (path === '/page.html') {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in</body></html>')
  } else if (path.startsWith('/to/')) {
    res.writeHead(302, { location: decodeURIComponent(path.slice('/to/'.length)) }).end()
  } else if (path === '/loop.ics') {
    res.writeHead(301, { location: '/loop.ics' }).end()
  } else {
    res.writeHead(404).end()
  }
})
let origin = ''
const policy = () => ({ allowedTestOrigins: [origin], resolve: resolvesTo('142.250.180.10') })

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((closed) => server.close(closed))
})

describe('fetchFeed', () => {
  it('answers the text of a calendar', async () => {
    const result = await fetchFeed(`${origin}/airbnb.ics`, { policy: policy() })
    expect(result).toEqual({ ok: true, text: AIRBNB })
  })

  it.each([
    ['/missing.ics', "The feed's server answered 404 (Not Found)."],
    ['/broken.ics', "The feed's server answered 500 (Internal Server Error)."],
    ['/page.html', /did not answer with a calendar \(no BEGIN:VCALENDAR\)/],
  ])('fails for %s, saying why', async (path, error) => {
    const result = await fetchFeed(`${origin}${path}`, { policy: policy() })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(error)
  })

  it('fails when the feed does not finish within the deadline', async () => {
    const started = Date.now()
    const result = await fetchFeed(`${origin}/silent.ics`, { policy: policy(), timeoutMs: 300 })
    expect(result).toEqual({ ok: false, error: 'The feed did not answer within 300 ms.' })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('holds its deadline while the host name is still being resolved', async () => {
    const never = () => new Promise<string[]>(() => {})
    const result = await fetchFeed('https://calendar.slow-dns.com/feed.ics', {
      policy: { resolve: never },
      timeoutMs: 200,
    })
    expect(result).toEqual({ ok: false, error: 'The feed did not answer within 200 ms.' })
  })

  it('stops reading past 2 MB and fails', async () => {
    const result = await fetchFeed(`${origin}/endless.ics`, { policy: policy() })
    expect(result).toEqual({ ok: false, error: 'The feed is larger than 2 MB; it was not read.' })
    await endlessClosed
    // The server was cut off: far less than the 64 MB it would have sent was written.
    expect(endlessWritten).toBeLessThan(16 * 1024 * 1024)
    const declared = await fetchFeed(`${origin}/declared-large.ics`, { policy: policy() })
    expect(declared).toEqual({ ok: false, error: 'The feed is larger than 2 MB; it was not read.' })
  })

  it('follows a redirect its rules accept', async () => {
    const to = encodeURIComponent(`${origin}/airbnb.ics`)
    const result = await fetchFeed(`${origin}/to/${to}`, { policy: policy() })
    expect(result).toEqual({ ok: true, text: AIRBNB })
  })

  it.each([
    ['an IP address of a private network', 'https://10.0.0.1/feed.ics', /not an IP address/],
    ['a cloud metadata service', 'http://169.254.169.254/latest/meta-data', /https: URL/],
    ['another local port', 'http://127.0.0.1:1/feed.ics', /https: URL/],
    ['localhost', 'https://localhost/feed.ics', /public host name/],
    // calendar.attacker.com resolves to a private address (the resolver below).
    [
      'a public name on a private address',
      'https://calendar.attacker.com/feed.ics',
      /public host name/,
    ],
  ])('refuses a redirect to %s', async (_, target, reason) => {
    const result = await fetchFeed(`${origin}/to/${encodeURIComponent(target)}`, {
      policy: {
        allowedTestOrigins: [origin],
        resolve: async (host) =>
          host === 'calendar.attacker.com' ? ['10.0.0.5'] : ['142.250.180.10'],
      },
    })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(
      /^The feed redirected to an address that is refused: /,
    )
    expect(!result.ok && result.error).toMatch(reason)
  })

  it('follows at most 3 redirects', async () => {
    const result = await fetchFeed(`${origin}/loop.ics`, { policy: policy() })
    expect(result).toEqual({
      ok: false,
      error: 'The feed redirected more than 3 times; it was not read.',
    })
  })

  it('refuses a URL its rules refuse before any connection, and does not throw', async () => {
    await expect(fetchFeed('http://127.0.0.1:1/feed.ics', { policy: policy() })).resolves.toEqual({
      ok: false,
      error: "the feed's address must be an https: URL.",
    })
    await expect(fetchFeed('not a url')).resolves.toEqual({
      ok: false,
      error: "the feed's address must be a URL.",
    })
  })

  it('reads webcal:// as https:// on the same host and port', async () => {
    // A TCP server that notes the first byte a client sends: 0x16 opens a TLS handshake.
    let firstByte: number | undefined
    const tls = net.createServer((socket) =>
      socket.once('data', (data) => {
        firstByte = data[0]
        socket.destroy()
      }),
    )
    await new Promise<void>((listening) => tls.listen(0, '127.0.0.1', listening))
    const port = (tls.address() as AddressInfo).port
    try {
      const result = await fetchFeed(`webcal://127.0.0.1:${port}/feed.ics`, {
        policy: { allowedTestOrigins: [`https://127.0.0.1:${port}`] },
      })
      expect(result.ok).toBe(false)
      expect(!result.ok && result.error).toMatch(/^The feed could not be reached: /)
      expect(firstByte).toBe(0x16)
    } finally {
      await new Promise((closed) => tls.close(closed))
    }
  })

  it('refuses, at the connection, a public name that now resolves to a private address', async () => {
    // The URL passes the check (the name resolved publicly then), but the connection's own lookup
    // is asked again and answers loopback: DNS rebinding.
    let asked = 0
    const result = await fetchFeed('https://calendar.rebind.com/feed.ics', {
      policy: { resolve: async () => (asked++ === 0 ? ['142.250.180.10'] : ['127.0.0.1']) },
    })
    expect(result).toEqual({
      ok: false,
      error:
        "The feed could not be reached: the feed's host calendar.rebind.com resolves to a non-public address.",
    })
  })
})

describe("fetchFeed on a remote's raw bytes (issue 50)", () => {
  /** A TCP server that answers every connection with `bytes`, then closes it. */
  async function rawServer(bytes: (Buffer | string)[]) {
    const raw = net.createServer((socket) => {
      socket.on('error', () => {})
      socket.once('data', () => {
        for (const b of bytes) socket.write(b)
        socket.end()
      })
    })
    await new Promise<void>((listening) => raw.listen(0, '127.0.0.1', listening))
    const at = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`
    return {
      url: `${at}/feed.ics?s=SECRET123`,
      fetch: () =>
        fetchFeed(`${at}/feed.ics?s=SECRET123`, { policy: { allowedTestOrigins: [at] } }),
      close: () => new Promise((closed) => raw.close(closed)),
    }
  }
  const FIVE = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...[1, 2, 3, 4, 5].flatMap((d) => [
      'BEGIN:VEVENT',
      `UID:e${d}`,
      `DTSTART;VALUE=DATE:2026120${d}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
  const cutAfterTwo = FIVE.slice(0, FIVE.indexOf('BEGIN:VEVENT\r\nUID:e3'))

  it.each([
    ['raw UTF-8 bytes', Buffer.from('https://127\u30020\u30020\u30021/', 'utf8')],
    ['a broken IPv6 host', 'http://['],
    ['a port past the range', 'http://127.0.0.1:99999/'],
  ])('fails, and nothing else, on a redirect to %s', async (_, location) => {
    const raw = await rawServer([
      'HTTP/1.1 302 Found\r\nLocation: ',
      location,
      '\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    ])
    const result = await raw.fetch()
    await raw.close()
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(/redirected|refused|could not be reached/)
    expect(JSON.stringify(result)).not.toContain('SECRET123')
  })

  it('fails for a body cut off with Connection: close, and for one shorter than announced', async () => {
    const closed = await rawServer([
      'HTTP/1.1 200 OK\r\nContent-Type: text/calendar\r\nConnection: close\r\n\r\n',
      cutAfterTwo,
    ])
    const short = await rawServer([
      `HTTP/1.1 200 OK\r\nContent-Type: text/calendar\r\nContent-Length: ${FIVE.length}\r\n\r\n`,
      cutAfterTwo,
    ])
    const chunked = await rawServer([
      'HTTP/1.1 200 OK\r\nContent-Type: text/calendar\r\nTransfer-Encoding: chunked\r\n\r\n',
      `${cutAfterTwo.length.toString(16)}\r\n${cutAfterTwo}\r\n`,
    ])
    const whole = await rawServer([
      'HTTP/1.1 200 OK\r\nContent-Type: text/calendar\r\nConnection: close\r\n\r\n',
      FIVE,
    ])
    const results = await Promise.all([
      closed.fetch(),
      short.fetch(),
      chunked.fetch(),
      whole.fetch(),
    ])
    await Promise.all([closed.close(), short.close(), chunked.close(), whole.close()])
    for (const result of results.slice(0, 3)) {
      expect(result.ok).toBe(false)
      expect(!result.ok && result.error).toMatch(/cut off before the calendar's end/)
    }
    expect(results[3]).toEqual({ ok: true, text: FIVE })
  })

  it('fails, and nothing else, for headers and bodies no HTTP client should take', async () => {
    const answers: (string | Buffer)[][] = [
      ['HTTP/1.1 200 OK\r\nContent-Length: nonsense\r\n\r\n', FIVE],
      ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', FIVE],
      ['HTTP/1.1 999 What\r\n\r\n'],
      ['HTTP/1.1 200 OK\r\nX: \u0000\r\n\r\n', FIVE],
      ['not http at all\r\n\r\n'],
      [Buffer.from([0xff, 0xfe, 0x00, 0x0d, 0x0a, 0x0d, 0x0a])],
      ['HTTP/1.1 301 Moved\r\nLocation:\r\nContent-Length: 0\r\n\r\n'],
    ]
    for (const bytes of answers) {
      const raw = await rawServer(bytes)
      const result = await raw.fetch()
      await raw.close()
      expect(result.ok, JSON.stringify(bytes.map(String))).toBe(false)
    }
  })
})

describe('checkFeedUrl', () => {
  const publicResolver = { resolve: resolvesTo('142.250.180.10') }

  it.each([
    ['https://www.airbnb.com/calendar/ical/12345678.ics?s=5e6099b3fafb1b558aa139c53ab59ed5'],
    ['https://admin.booking.com/hotel/hoteladmin/ical.html?t=0b1c2d3e-4f5a'],
    ['webcal://www.airbnb.com/calendar/ical/12345678.ics?s=abc'],
    ['WEBCAL://calendar.example.com/feed.ics'],
    ['  https://calendar.example.com/feed.ics  '],
  ])('accepts %s', async (raw) => {
    const url = await checkFeedUrl(raw, publicResolver)
    expect(url.protocol).toBe('https:')
  })

  it.each([
    ['not a url', 'must be a URL'],
    ['http://www.airbnb.com/calendar/ical/1.ics', 'must be an https: URL'],
    ['ftp://files.example.com/feed.ics', 'must be an https: URL'],
    ['file:///etc/passwd', 'must be an https: URL'],
    ['https://user:secret@calendar.example.com/feed.ics', 'must not carry a user name or password'],
    ['https://calendar.example.com:8443/feed.ics', 'must use the default https port'],
    ['https://127.0.0.1/feed.ics', 'must name its host, not an IP address'],
    ['https://[::1]/feed.ics', 'must name its host, not an IP address'],
    ['https://169.254.169.254/feed.ics', 'must name its host, not an IP address'],
    ['https://2130706433/feed.ics', 'must name its host, not an IP address'], // 127.0.0.1 written as one number
    ['https://localhost/feed.ics', 'must be on a public host name'],
    ['https://calendar.localhost/feed.ics', 'must be on a public host name'],
    ['https://nas.local/feed.ics', 'must be on a public host name'],
    ['https://router.home.arpa/feed.ics', 'must be on a public host name'],
    ['https://intranet/feed.ics', 'must be on a public host name'],
    ['https://calendar.corp/feed.ics', 'must be on a public host name'],
    ['webcal://10.1.2.3/feed.ics', 'must name its host, not an IP address'],
  ])('refuses %s (%s)', async (raw, reason) => {
    const refusal = checkFeedUrl(raw, publicResolver)
    await expect(refusal).rejects.toThrow(FeedUrlRefused)
    await expect(refusal).rejects.toThrow(`the feed's address ${reason}`)
  })

  it('refuses a name that resolves to a private address', async () => {
    await expect(
      checkFeedUrl('https://calendar.example.com/feed.ics', {
        resolve: resolvesTo('192.168.1.20'),
      }),
    ).rejects.toThrow("the feed's address must be on a public host name")
  })
})
