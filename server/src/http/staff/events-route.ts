// The console's live channel (issue 27): `GET /api/staff/events`, server-sent events. Each change
// of the reservations (a new request, any answer, a guest's cancel, the CLI, the expiry sweep, on
// this server or, through the change feed, another replica or process) sends `event: changed`,
// coalesced over COALESCE_MS; the console then refetches what it shows. Nothing is replayed: a
// reconnect carrying Last-Event-ID, or this server's PostgreSQL listener reconnecting (changes
// may have gone unheard), sends `event: resync`, and catching up is the same refetch. So no event
// log is kept, and no event can be lost for good.
import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { STAFF_EVENTS } from '../../../../contract/staff'
import type { ChangeFeed, ChangeKind } from '../../db/change-feed'
import { STAFF_ANSWER_HEADERS, staffAnswerHeaders } from './inbox-routes'

/** How long the browser waits before reconnecting (EventSource's `retry`). */
export const RECONNECT_MS = 2_000
/** Changes this close together are one `changed`: a burst (the sweep) is one refetch. */
const COALESCE_MS = 100
/** A comment line this often: proxies and phones' networks drop connections idle for ~30-60 s. */
const PING_MS = 20_000
/** How often an open stream asks whether its session still stands (revoked, signed out). */
const SESSION_CHECK_MS = 5_000

export interface EventsRouteOptions {
  /**
   * What the console shows changes on: the reservations' feed (database.changes.reservations),
   * and the contact messages' (issue 29). Each one's change is the same `changed`.
   */
  feed: ChangeFeed | readonly ChangeFeed[]
  /**
   * Whether the session of this hash still stands (the staff service's `sessionActive`): checked
   * every SESSION_CHECK_MS and before each event, for a stream opened with a session
   * (`request.staffSessionHash`); its stream ends once it is revoked. Unset: never checked.
   */
  sessionActive?: (idHash: string) => Promise<boolean>
  /** Tests shorten these. */
  pingMs?: number
  sessionCheckMs?: number
}

/** What the hijacked answer sends: the hooks' headers (the API's security set) and the stream's. */
function streamHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value)
  }
  return {
    ...headers,
    ...STAFF_ANSWER_HEADERS,
    'content-type': 'text/event-stream; charset=utf-8',
    // nginx and similar proxies buffer answers unless told not to; Caddy streams these anyway.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  }
}

export function eventsRoute(options: EventsRouteOptions) {
  const { sessionActive } = options
  const feeds: readonly ChangeFeed[] = [options.feed].flat()
  const pingMs = options.pingMs ?? PING_MS
  const sessionCheckMs = options.sessionCheckMs ?? SESSION_CHECK_MS
  /** The `id:` of each event: this process's own count (only its presence matters on return). */
  let lastId = 0
  const open = new Set<() => void>()

  return async function routes(app: FastifyInstance) {
    // Before Fastify waits for requests in flight: an open stream never ends by itself.
    // Every answer, a refusal too (the route's guard runs after this).
    app.addHook('onRequest', staffAnswerHeaders)
    app.addHook('preClose', async () => {
      for (const end of [...open]) end()
    })

    app.get(
      '/events',
      { config: { access: 'staff' }, schema: { hide: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack()
        const res: ServerResponse = reply.raw
        res.writeHead(200, streamHeaders(reply))
        // A HEAD (Fastify answers one for every GET) has no stream to keep open.
        if (request.method === 'HEAD') return void res.end()
        const send = (text: string) => {
          if (!res.writableEnded && !res.destroyed) res.write(text)
        }
        const event = (name: string) => send(`id: ${++lastId}\nevent: ${name}\ndata: {}\n\n`)
        send(`retry: ${RECONNECT_MS}\n\n`)
        // A reconnect: whatever happened while away is caught up by the console's refetch.
        if (request.headers['last-event-id'] !== undefined) event(STAFF_EVENTS.resync)

        const sessionHash = (request as { staffSessionHash?: string }).staffSessionHash
        const stillSignedIn = async () => {
          if (!sessionHash || !sessionActive) return true
          try {
            return await sessionActive(sessionHash)
          } catch {
            return true // the database out of reach: the next check decides
          }
        }

        let pending: ReturnType<typeof setTimeout> | undefined
        let resync = false
        const flush = async () => {
          pending = undefined
          const name = resync ? STAFF_EVENTS.resync : STAFF_EVENTS.changed
          resync = false
          if (await stillSignedIn()) event(name)
          else end()
        }
        const onChange = (kind: ChangeKind) => {
          if (kind === 'resync') resync = true
          pending ??= setTimeout(() => void flush(), COALESCE_MS)
        }
        const unsubscribes = feeds.map((feed) => feed.subscribe(onChange))
        // SQLite: another process's write (the CLI) is noticed only when asked: ask while open.
        const stopChecking = feeds.map((feed) => feed.keepChecking())
        const ping = setInterval(() => send(': ping\n\n'), pingMs)
        const sessionCheck =
          sessionHash && sessionActive
            ? setInterval(() => {
                void stillSignedIn().then((ok) => ok || end())
              }, sessionCheckMs)
            : undefined

        function end() {
          if (!open.delete(end)) return
          for (const unsubscribe of unsubscribes) unsubscribe()
          for (const stop of stopChecking) stop()
          clearTimeout(pending)
          clearInterval(ping)
          clearInterval(sessionCheck)
          res.end()
        }
        open.add(end)
        res.on('close', end)
      },
    )
  }
}
