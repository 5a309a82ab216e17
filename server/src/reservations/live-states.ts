// The guests' live channel's one reader per server (issue 37). Every open /confirmation page
// follows a few requests by id (http/guest/live-route.ts); this keeps who follows which id and
// what each was last told, and on a change of the reservations (this server's write, another
// replica's or the CLI's, through the change feed) reads the state of every followed id in ONE
// query and tells only the followers of an id whose state changed. So 500 open pages cost one
// read per change, not 500, and a page hears of its own requests and of nothing else.
//
// Whatever its status (received, confirmed, cancelled, confirmed again, and any status to come),
// an id is followed while its stay is ahead: a stay over (its last night or day before the hotel's
// today) is told once, as a page's catch-up, and then no longer read, so a device's old stays cost
// no work on each change. The ids of an unknown request are followed: it may arrive.
//
// Reads run one after the other, in the order they were asked for: a page's first read (its
// catch-up on opening, which is what makes a reconnect lose nothing) can never overtake a later
// change's read and tell an older state after a newer one.
import type { RequestLiveState } from '../../../contract/request-live'
import type { ChangeFeed } from '../db/change-feed'

export type LiveMessage =
  { kind: 'state'; state: RequestLiveState } | { kind: 'unknown'; reservation_id: string }

export type LiveListener = (message: LiveMessage) => void

/** One request as the read finds it: its state, and whether its stay is over (rules.liveStates). */
export interface LiveRead {
  state: RequestLiveState
  /** Its last night or day is before the hotel's today: told, then no longer followed. */
  over: boolean
}

export interface LiveStatesOptions {
  /** The reservations' change feed (database.changes.reservations). */
  feed: ChangeFeed
  /** The states of these ids (rules.liveStates); an id the hotel has no request of is absent. */
  read(ids: readonly string[]): Promise<Map<string, LiveRead>>
  log: { warn(details: object, message: string): void }
  /** Changes this close together are one read (the expiry sweep's burst). */
  coalesceMs?: number
  /** A read that failed (the database out of reach) is made again after this. */
  retryMs?: number
}

export interface LiveStates {
  /**
   * Follows these ids: `listener` hears each one's state now (or `unknown`) and on every change
   * while its stay is ahead. `failed` is called when that first read fails (the stream ends; its
   * client reconnects).
   */
  watch(ids: readonly string[], listener: LiveListener, failed: () => void): () => void
  /** How many ids are followed (for the tests' and the logs' figures). */
  followed(): number
}

/** Ids per query: well under SQLite's and PostgreSQL's limits on bound parameters. */
const READ_CHUNK = 500

export function liveStates(options: LiveStatesOptions): LiveStates {
  const { feed, read, log } = options
  const coalesceMs = options.coalesceMs ?? 100
  const retryMs = options.retryMs ?? 1_000
  /** Who follows each id, and what each of them was last told of it (as JSON). */
  const followers = new Map<string, Map<LiveListener, string | undefined>>()
  let queue: Promise<void> = Promise.resolve()
  let pending: ReturnType<typeof setTimeout> | undefined
  let stopFeed: (() => void) | undefined

  const inTurn = (work: () => Promise<void>) => {
    queue = queue.then(work)
  }

  /** Reads `ids` and tells each follower what differs from what it was last told. */
  async function readAndTell(ids: readonly string[]) {
    for (let at = 0; at < ids.length; at += READ_CHUNK) {
      const chunk = ids.slice(at, at + READ_CHUNK)
      const found = await read(chunk)
      for (const id of chunk) {
        const listeners = followers.get(id)
        if (!listeners) continue // no longer followed
        const got = found.get(id)
        const message: LiveMessage = got
          ? { kind: 'state', state: got.state }
          : { kind: 'unknown', reservation_id: id }
        const json = JSON.stringify(message)
        for (const [listener, last] of [...listeners]) {
          if (last === json || !listeners.has(listener)) continue
          listeners.set(listener, json)
          listener(message)
        }
        // Told as it ends; nothing is read of it again (a stream asking for it later is told once).
        if (got?.over) followers.delete(id)
      }
    }
    stopIfIdle()
  }

  /** With nothing to follow (no page left, or pages that asked only for stays over), no feed. */
  function stopIfIdle() {
    if (followers.size === 0) stopFeed?.()
  }

  function readAll() {
    pending = undefined
    inTurn(() =>
      readAndTell([...followers.keys()]).catch((err: unknown) => {
        log.warn({ err }, 'Could not read the followed requests’ states; trying again')
        schedule(retryMs)
      }),
    )
  }

  function schedule(ms: number) {
    if (followers.size === 0 || pending) return
    pending = setTimeout(readAll, ms)
    pending.unref()
  }

  function start() {
    const unsubscribe = feed.subscribe(() => schedule(coalesceMs)) // a resync reads all the same
    const stopChecking = feed.keepChecking() // SQLite: the CLI's writes, from another process
    stopFeed = () => {
      unsubscribe()
      stopChecking()
      clearTimeout(pending)
      pending = undefined
      stopFeed = undefined
    }
  }

  return {
    watch(ids, listener, failed) {
      if (!stopFeed) start()
      for (const id of ids) {
        let listeners = followers.get(id)
        if (!listeners) followers.set(id, (listeners = new Map()))
        listeners.set(listener, undefined)
      }
      let stopped = false
      inTurn(() =>
        stopped
          ? Promise.resolve()
          : readAndTell(ids).catch((err: unknown) => {
              log.warn({ err }, 'Could not read the states a live page asked for')
              if (!stopped) failed()
            }),
      )
      return () => {
        if (stopped) return
        stopped = true
        for (const id of ids) {
          const listeners = followers.get(id)
          listeners?.delete(listener)
          if (listeners?.size === 0) followers.delete(id)
        }
        stopIfIdle()
      }
    },
    followed: () => followers.size,
  }
}
