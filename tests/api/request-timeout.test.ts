// Issue 37: a request body dripped a byte at a time is answered 408 when the configured request
// timeout (REQUEST_TIMEOUT_MS) has passed, not a minute or more later: Node's own bounds and how
// often it checks them come from the setting (server/src/http/timeouts.ts). A short setting keeps
// the test fast; the bound is the same rule at 30 s.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../support/databases'
import type { InProcessServer } from '../support/test-app'

const TIMEOUT_MS = 2_000
/** Node checks every tenth of the bound; the rest is a loaded machine's scheduling. */
const MARGIN_MS = 1_500

/** Sends a request's head, then its body a byte every `dripMs`: when and what the server answers. */
function drip(base: string, path: string, dripMs: number) {
  const { hostname, port } = new URL(base)
  return new Promise<{ afterMs: number; head: string; body: string }>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    const started = performance.now()
    let timer: NodeJS.Timeout | undefined
    let received = ''
    let answeredAt: number | undefined
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          // As the site's own page sends it (the staff API's pre-check passes it).
          'Sec-Fetch-Site: same-origin\r\nContent-Length: 10000\r\n\r\n{',
      )
      timer = setInterval(() => socket.write(' '), dripMs)
    })
    socket.on('data', (chunk) => {
      answeredAt ??= performance.now()
      received += chunk.toString('utf8')
    })
    socket.on('error', () => {}) // a reset after the answer: the close below settles
    socket.on('close', () => {
      clearInterval(timer)
      if (answeredAt === undefined) return reject(new Error('closed without an answer'))
      const [head = '', body = ''] = received.split('\r\n\r\n')
      resolve({ afterMs: answeredAt - started, head, body })
    })
  })
}

describe.each(databaseTargets())('a body dripped slowly on $name', (target) => {
  let server: InProcessServer
  beforeAll(async () => {
    server = await target.startInProcess({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } })
  })
  afterAll(() => server?.close())

  it.each(['/api/contact-messages', '/api/staff/sign-in/options'])(
    'to %s is answered 408 once the configured timeout has passed, not later',
    async (path) => {
      const answer = await drip(server.url, path, 250)
      expect(answer.head).toMatch(/^HTTP\/1\.1 408 /)
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'request_timeout' } })
      expect(answer.afterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
      expect(answer.afterMs).toBeLessThan(TIMEOUT_MS + MARGIN_MS)
    },
  )
})
