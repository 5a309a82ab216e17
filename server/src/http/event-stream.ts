// One server-sent events answer, for the guests' live channel (guest/live-route.ts) and the
// console's (staff/events-route.ts): the hijacked answer's headers, the browser's reconnect delay,
// a comment line every ping so proxies and phones' networks keep the connection, and an end that
// runs once, whether the client went, the route ended it or the server closes.
import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** A comment line this often: proxies and phones' networks drop connections idle for ~30-60 s. */
export const PING_MS = 20_000

export interface EventStream {
  /** Writes `text` while the stream is open; nothing once it ended. */
  send(text: string): void
  /** Ends the stream (once): its cleanups run, the answer ends, the browser reconnects. */
  end(): void
  /** Runs `cleanup` when the stream ends (at once if it has). */
  onEnd(cleanup: () => void): void
}

/** What the hijacked answer sends: the hooks' headers (the API's security set) and the stream's. */
function streamHeaders(reply: FastifyReply, own: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value)
  }
  return {
    ...headers,
    ...own,
    'content-type': 'text/event-stream; charset=utf-8',
    // nginx and similar proxies buffer answers unless told not to; Caddy streams these anyway.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  }
}

/** The streams of one route: each opened by `start`, all ended before the server closes. */
export function eventStreams(app: FastifyInstance, pingMs = PING_MS) {
  const open = new Set<() => void>()
  // Before Fastify waits for requests in flight: an open stream never ends by itself.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end()
  })

  return {
    /** How many are open now. */
    count: () => open.size,
    /**
     * Answers `request` with an event stream; `headers` are the route's own (its caching). A HEAD
     * (Fastify answers one for every GET) is answered with the headers alone: undefined.
     */
    start(
      request: FastifyRequest,
      reply: FastifyReply,
      { headers, retryMs }: { headers: Record<string, string>; retryMs: number },
    ): EventStream | undefined {
      reply.hijack()
      const res: ServerResponse = reply.raw
      res.writeHead(200, streamHeaders(reply, headers))
      if (request.method === 'HEAD') return void res.end()
      const cleanups: (() => void)[] = []
      const send = (text: string) => {
        if (!res.writableEnded && !res.destroyed) res.write(text)
      }
      send(`retry: ${retryMs}\n\n`)
      const ping = setInterval(() => send(': ping\n\n'), pingMs)
      function end() {
        if (!open.delete(end)) return
        clearInterval(ping)
        for (const cleanup of cleanups) cleanup()
        res.end()
      }
      open.add(end)
      res.on('close', end)
      return {
        send,
        end,
        onEnd: (cleanup) => {
          if (open.has(end)) cleanups.push(cleanup)
          else cleanup()
        },
      }
    },
  }
}
