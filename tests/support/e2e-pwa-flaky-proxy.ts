// A patchy hotel Wi-Fi between the browser and a real server: an HTTP proxy on 127.0.0.1 that
// loses some reservation calls. Half of the losses happen before the server sees the request
// (the connection drops), half after the server has answered (the request was stored, but the
// answer never reaches the guest). The choice comes from a seeded generator, so every run loses
// the same calls in the same order and a test cannot pass by luck with nothing lost.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Fate = 'pass' | 'drop-before' | 'drop-after'

export interface ProxyStats {
  /** Every call the proxy decided on, in order, with what happened to it. */
  decisions: { method: string; url: string; fate: Fate }[]
  droppedBefore: number
  droppedAfter: number
}

export interface FlakyProxy {
  url: string
  stats: ProxyStats
  close(): Promise<void>
}

export interface FlakyProxyOptions {
  seed: number
  /** Share of the chosen calls that are lost, half before and half after the server. */
  dropRate?: number
  /** Which calls may be lost; every other request is forwarded untouched. */
  flaky?: (req: http.IncomingMessage) => boolean
}

/** mulberry32: a tiny seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The fates the proxy hands out, in order, for these options. */
export function fateSequence(seed: number, dropRate: number): () => Fate {
  const random = seededRandom(seed)
  return () => {
    const r = random()
    return r < dropRate / 2 ? 'drop-before' : r < dropRate ? 'drop-after' : 'pass'
  }
}

export const isReserveCall = (req: http.IncomingMessage) =>
  req.method === 'PUT' && (req.url ?? '').startsWith('/api/facilities/reserve/')

export async function startFlakyProxy(
  target: string,
  { seed, dropRate = 0.3, flaky = isReserveCall }: FlakyProxyOptions,
): Promise<FlakyProxy> {
  const nextFate = fateSequence(seed, dropRate)
  const stats: ProxyStats = { decisions: [], droppedBefore: 0, droppedAfter: 0 }
  const upstream = new URL(target)

  const server = http.createServer((req, res) => {
    let fate: Fate = 'pass'
    if (flaky(req)) {
      fate = nextFate()
      stats.decisions.push({ method: req.method ?? '', url: req.url ?? '', fate })
    }
    if (fate === 'drop-before') {
      // The connection dies before the request reaches the server.
      stats.droppedBefore++
      req.socket.destroy()
      return
    }
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        if (fate === 'drop-after') {
          // Read the server's whole answer (it has stored the request), then lose it.
          answer.resume()
          answer.on('end', () => {
            stats.droppedAfter++
            req.socket.destroy()
          })
          return
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => req.socket.destroy())
    req.pipe(forward)
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
