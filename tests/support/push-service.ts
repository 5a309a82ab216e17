// A real Web Push service on this machine, for the tests: the `web-push-testing` package's
// (RFC 8030 endpoints; it checks the VAPID signature against the key the subscription was made
// with, decrypts each message with the subscription's private key, and answers 410 for a
// subscription it was told to expire). Run inside the test process on 127.0.0.1 and a free port,
// not through its CLI (which listens on every interface and exits the process on an error). It
// can be taken down and brought back on the same port: what it holds stays (a service's outage).
import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

const require = createRequire(import.meta.url)

interface ModelLike {
  notifyUrl: string
}
type ServerCtor = new (
  model: ModelLike,
  port: number,
) => { _app: http.RequestListener; setRequestHandlers(): void }

export interface TestSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
  clientHash: string
}

export interface PushServiceHandle {
  origin: string
  /** A subscription made with `applicationServerKey` (the server's public key, base64url). */
  subscribe(applicationServerKey: string): Promise<TestSubscription>
  /** The messages this subscription received, decrypted, in order (JSON parsed). */
  messages(sub: TestSubscription): Promise<unknown[]>
  /** From now on the service answers 410 Gone for this subscription. */
  expire(sub: TestSubscription): Promise<void>
  /** Every request the service was sent to a notify URL, with its answer's status. */
  arrivals: { path: string; status: number }[]
  /** Stops listening (connections refused) until up() brings it back on the same port. */
  down(): Promise<void>
  up(): Promise<void>
  close(): Promise<void>
}

async function listen(server: http.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return (server.address() as AddressInfo).port
}

export async function startPushService(): Promise<PushServiceHandle> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => ModelLike
  }
  const WebPushTestingServer = require('web-push-testing/src/server.js') as ServerCtor
  const arrivals: { path: string; status: number }[] = []
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end()
  const listener: http.RequestListener = (req, res) => {
    if (req.url?.startsWith('/notify/')) {
      res.on('finish', () => arrivals.push({ path: req.url ?? '', status: res.statusCode }))
    }
    handler(req, res)
  }
  let server = http.createServer(listener)
  const port = await listen(server, 0)
  const origin = `http://127.0.0.1:${port}`
  const model = new PushApiModel()
  const service = new WebPushTestingServer(model, port)
  // Its endpoints name 127.0.0.1 (the address it listens on), not `localhost`.
  model.notifyUrl = `${origin}/notify/`
  service.setRequestHandlers()
  handler = service._app

  async function call(path: string, body: unknown): Promise<unknown> {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`push service ${path}: ${res.status} ${text}`)
    return res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined
  }

  const stop = (s: http.Server) =>
    new Promise<void>((resolve) => {
      s.close(() => resolve())
      s.closeAllConnections()
    })

  return {
    origin,
    arrivals,
    async subscribe(applicationServerKey) {
      const { data } = (await call('/subscribe', { applicationServerKey })) as {
        data: TestSubscription
      }
      return data
    },
    async messages(sub) {
      const { data } = (await call('/get-notifications', { clientHash: sub.clientHash })) as {
        data: { messages: string[] }
      }
      return data.messages.map((m) => JSON.parse(m) as unknown)
    },
    async expire(sub) {
      await call(`/expire-subscription/${sub.clientHash}`, {})
    },
    down: () => stop(server),
    async up() {
      server = http.createServer(listener)
      await listen(server, port)
    },
    close: () => stop(server),
  }
}
