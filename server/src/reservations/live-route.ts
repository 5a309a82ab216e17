// The guests' live channel (issue 37): `GET /api/reservations/live?ids=<id>,<id>`, server-sent
// events. The open /confirmation page follows the device's stays still ahead by the ids the
// device made (each the guest's key, 126 random bits, as for the status route), whatever their
// status, and hears each one's state (`event: state`, contract/request-live.ts) at once on opening
// and on every change: the hotel's answer, a cancellation, a reinstatement, on this server, on
// another replica (NOTIFY) or from the CLI (the change feed). A stay over is told once, not
// followed (live-states.ts). No name, phone, facility or dates: only what the status says.
//
// Bounded, as a public route must be: a few open streams per client address and a total per
// server (429 beyond: the page falls back to reading the status now and then), the API's rate
// limit on opening, a comment line every PING_MS so proxies keep it, and a lifetime after which
// the server ends it (the browser reconnects by itself and catches up on opening: nothing is
// replayed, so nothing is kept per client).
import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  REQUEST_LIVE_EVENTS,
  REQUEST_LIVE_PATH,
  RequestLiveQuery,
} from '../../../contract/request-live'
import { DomainError } from '../domain-errors'
import { errorAnswers } from '../http/openapi'
import type { LiveMessage, LiveStates } from './live-states'

/** How long the browser waits before reconnecting (EventSource's `retry`). */
export const RECONNECT_MS = 3_000
/** A comment line this often: proxies and phones' networks drop connections idle for ~30-60 s. */
const PING_MS = 20_000
/** A stream ends after this; the browser opens another (and so do dead clients' sockets go). */
const LIFETIME_MS = 15 * 60_000

export interface LiveRouteOptions {
  states: LiveStates
  /** Open streams per client address (GUEST_LIVE_PER_CLIENT). */
  perClient: number
  /** Open streams per server (GUEST_LIVE_MAX). */
  total: number
  /** Streams opened per client address per minute (RESERVE_RATE_LIMIT; 0 = no limit). */
  rateLimitPerMinute: number
  /** Tests shorten these. */
  pingMs?: number
  lifetimeMs?: number
}

const tooMany = (why: string) =>
  new DomainError(
    'rate_limited',
    'too_many_streams',
    `${why}; the page reads the hotel's answer now and then instead.`,
  )

/** What the hijacked answer sends: the hooks' headers (the API's security set) and the stream's. */
function streamHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value)
  }
  return {
    ...headers,
    // Never kept: by the browser, a proxy or the service worker (which has no route for it).
    'cache-control': 'no-store',
    'content-type': 'text/event-stream; charset=utf-8',
    // nginx and similar proxies buffer answers unless told not to; Caddy streams these anyway.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  }
}

function eventText(message: LiveMessage): string {
  if (message.kind === 'state') {
    return `event: ${REQUEST_LIVE_EVENTS.state}\ndata: ${JSON.stringify(message.state)}\n\n`
  }
  const data = JSON.stringify({ reservation_id: message.reservation_id })
  return `event: ${REQUEST_LIVE_EVENTS.unknown}\ndata: ${data}\n\n`
}

export function liveRoute(options: LiveRouteOptions) {
  const { states, perClient, total, rateLimitPerMinute } = options
  const pingMs = options.pingMs ?? PING_MS
  const lifetimeMs = options.lifetimeMs ?? LIFETIME_MS
  const open = new Set<() => void>()
  const perAddress = new Map<string, number>()

  return async function routes(app: FastifyInstance) {
    // Before Fastify waits for requests in flight: an open stream never ends by itself.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end()
    })

    app.get<{ Querystring: RequestLiveQuery }>(
      REQUEST_LIVE_PATH,
      {
        schema: {
          summary: "The hotel's answers to these requests, live (server-sent events)",
          description:
            '`ids`: one to 20 reservation_ids, comma-separated. A `text/event-stream`: ' +
            '`event: state` with each request’s status, note, updated_at and hold_until on ' +
            'opening and on every change (a confirmation, decline, cancellation or ' +
            'reinstatement) while its stay is ahead; a stay over is told on opening only. ' +
            '`event: unknown` for an id the hotel has no request of. No name, phone, facility ' +
            'or dates.',
          querystring: RequestLiveQuery,
          response: errorAnswers(400, 429, 503),
        },
        config: {
          access: 'public',
          ...(rateLimitPerMinute > 0 && {
            rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' },
          }),
        },
      },
      async (request, reply) => {
        const address = request.ip
        const mine = perAddress.get(address) ?? 0
        if (open.size >= total) throw tooMany('This server follows as many pages as it can')
        if (mine >= perClient) throw tooMany('Too many pages follow requests from this address')

        reply.hijack()
        const res: ServerResponse = reply.raw
        res.writeHead(200, streamHeaders(reply))
        // A HEAD (Fastify answers one for every GET) has no stream to keep open, nor to count.
        if (request.method === 'HEAD') return void res.end()
        perAddress.set(address, mine + 1)
        const send = (text: string) => {
          if (!res.writableEnded && !res.destroyed) res.write(text)
        }
        send(`retry: ${RECONNECT_MS}\n\n`)
        const unwatch = states.watch(
          request.query.ids,
          (message) => send(eventText(message)),
          () => end(),
        )
        const ping = setInterval(() => send(': ping\n\n'), pingMs)
        const lifetime = setTimeout(() => end(), lifetimeMs)

        function end() {
          if (!open.delete(end)) return
          unwatch()
          clearInterval(ping)
          clearTimeout(lifetime)
          const left = (perAddress.get(address) ?? 1) - 1
          if (left > 0) perAddress.set(address, left)
          else perAddress.delete(address)
          res.end()
        }
        open.add(end)
        res.on('close', end)
      },
    )
  }
}
