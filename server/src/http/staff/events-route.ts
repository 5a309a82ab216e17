// The console's live channel (issue 27): `GET /api/staff/events`, server-sent events. Each change
// of the reservations (a new request, any answer, a guest's cancel, the CLI, the expiry sweep, on
// this server or, through the change feed, another replica or process) sends `event: changed`,
// coalesced over COALESCE_MS; the console then refetches what it shows. Nothing is replayed: a
// reconnect carrying Last-Event-ID, or this server's PostgreSQL listener reconnecting (changes
// may have gone unheard), sends `event: resync`, and catching up is the same refetch. So no event
// log is kept, and no event can be lost for good.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { STAFF_EVENTS } from '../../../../contract/staff'
import type { ChangeFeed, ChangeKind } from '../../db/change-feed'
import { eventStreams } from '../event-stream'
import { STAFF_ANSWER_HEADERS, staffAnswerHeaders } from './inbox-routes'

/** How long the browser waits before reconnecting (EventSource's `retry`). */
export const RECONNECT_MS = 2_000
/** Changes this close together are one `changed`: a burst (the sweep) is one refetch. */
const COALESCE_MS = 100
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

export function eventsRoute(options: EventsRouteOptions) {
  const { sessionActive } = options
  const feeds: readonly ChangeFeed[] = [options.feed].flat()
  const sessionCheckMs = options.sessionCheckMs ?? SESSION_CHECK_MS
  /** The `id:` of each event: this process's own count (only its presence matters on return). */
  let lastId = 0

  return async function routes(app: FastifyInstance) {
    // Every answer, a refusal too (the route's guard runs after this).
    app.addHook('onRequest', staffAnswerHeaders)
    const streams = eventStreams(app, options.pingMs)

    app.get(
      '/events',
      { config: { access: 'housekeeping' }, schema: { hide: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const stream = streams.start(request, reply, {
          headers: STAFF_ANSWER_HEADERS,
          retryMs: RECONNECT_MS,
        })
        if (!stream) return // a HEAD
        const event = (name: string) => stream.send(`id: ${++lastId}\nevent: ${name}\ndata: {}\n\n`)
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
          else stream.end()
        }
        const onChange = (kind: ChangeKind) => {
          if (kind === 'resync') resync = true
          pending ??= setTimeout(() => void flush(), COALESCE_MS)
        }
        const unsubscribes = feeds.map((feed) => feed.subscribe(onChange))
        // SQLite: another process's write (the CLI) is noticed only when asked: ask while open.
        const stopChecking = feeds.map((feed) => feed.keepChecking())
        const sessionCheck =
          sessionHash && sessionActive
            ? setInterval(() => {
                void stillSignedIn().then((ok) => ok || stream.end())
              }, sessionCheckMs)
            : undefined
        stream.onEnd(() => {
          for (const unsubscribe of unsubscribes) unsubscribe()
          for (const stop of stopChecking) stop()
          clearTimeout(pending)
          clearInterval(sessionCheck)
        })
      },
    )
  }
}
