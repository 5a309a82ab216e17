// An HTTP proxy on 127.0.0.1 in front of a real server that holds some requests (the app's code,
// by default) until `release()`: the page as a guest has it before that code arrives. For
// browsers whose driver cannot hold requests itself (WebKitGTK's WebDriver has no interception).
// `relay` changes what is asked for and how the answer is passed on (a page sent in parts:
// tests/e2e/first-frame.spec.ts).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface HeldProxy {
  url: string
  /** Lets the held requests, and every later one, through. */
  release(): void
  close(): Promise<void>
}

/** The app's code: the built site's JavaScript under /assets/. */
export const isAppCode = (req: http.IncomingMessage) =>
  /^\/assets\/[^?]*\.js(\?|$)/.test(req.url ?? '')

export interface Relay {
  /** The headers sent on for `req` (by default its own). */
  headers?: (req: http.IncomingMessage) => http.OutgoingHttpHeaders
  /** Passes `answer` to `res` (by default its status, headers and body as they come). */
  answer?: (
    req: http.IncomingMessage,
    answer: http.IncomingMessage,
    res: http.ServerResponse,
  ) => void
}

/** An answer passed on as it comes. */
export const passOn: Required<Relay>['answer'] = (_req, answer, res) => {
  res.writeHead(answer.statusCode ?? 502, answer.headers)
  answer.pipe(res)
}

export async function startHeldProxy(
  target: string,
  held: (req: http.IncomingMessage) => boolean = isAppCode,
  { headers = (req) => req.headers, answer = passOn }: Relay = {},
): Promise<HeldProxy> {
  const upstream = new URL(target)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))

  const server = http.createServer(async (req, res) => {
    if (held(req)) await released
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: headers(req),
      },
      (upstreamAnswer) => answer(req, upstreamAnswer, res),
    )
    forward.on('error', () => req.socket.destroy())
    req.pipe(forward)
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
