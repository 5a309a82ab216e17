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
// limit on opening, a comment line now and then so proxies keep it (../event-stream.ts), and a lifetime after which
// the server ends it (the browser reconnects by itself and catches up on opening: nothing is
// replayed, so nothing is kept per client).
import type { FastifyInstance } from 'fastify'
import {
  REQUEST_LIVE_EVENTS,
  REQUEST_LIVE_PATH,
  RequestLiveQuery,
} from '../../../../contract/request-live'
import { DomainError } from '../../domain-errors'
import { eventStreams } from '../event-stream'
import { errorAnswers } from '../openapi'
import type { LiveMessage, LiveStates } from '../../reservations/live-states'

/** How long the browser waits before reconnecting (EventSource's `retry`). */
export const RECONNECT_MS = 3_000
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

/** Never kept: by the browser, a proxy or the service worker (which has no route for it). */
const STREAM_HEADERS = { 'cache-control': 'no-store' }

function eventText(message: LiveMessage): string {
  if (message.kind === 'state') {
    return `event: ${REQUEST_LIVE_EVENTS.state}\ndata: ${JSON.stringify(message.state)}\n\n`
  }
  const data = JSON.stringify({ reservation_id: message.reservation_id })
  return `event: ${REQUEST_LIVE_EVENTS.unknown}\ndata: ${data}\n\n`
}

export function liveRoute(options: LiveRouteOptions) {
  const { states, perClient, total, rateLimitPerMinute } = options
  const lifetimeMs = options.lifetimeMs ?? LIFETIME_MS
  const perAddress = new Map<string, number>()

  return async function routes(app: FastifyInstance) {
    const streams = eventStreams(app, options.pingMs)

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
        if (streams.count() >= total) throw tooMany('This server follows as many pages as it can')
        if (mine >= perClient) throw tooMany('Too many pages follow requests from this address')

        const stream = streams.start(request, reply, {
          headers: STREAM_HEADERS,
          retryMs: RECONNECT_MS,
        })
        // A HEAD has no stream to keep open, nor to count.
        if (!stream) return
        perAddress.set(address, mine + 1)
        const unwatch = states.watch(
          request.query.ids,
          (message) => stream.send(eventText(message)),
          () => stream.end(),
        )
        const lifetime = setTimeout(() => stream.end(), lifetimeMs)
        stream.onEnd(() => {
          unwatch()
          clearTimeout(lifetime)
          const left = (perAddress.get(address) ?? 1) - 1
          if (left > 0) perAddress.set(address, left)
          else perAddress.delete(address)
        })
      },
    )
  }
}
