// Word that the facilities changed, between every server on one database, so each can keep the
// list in memory and drop it when it goes stale.
//
// PostgreSQL: writers NOTIFY a channel; every replica holds one connection that LISTENs. While
// that connection is down a replica may miss a change, so it reports itself not live (the cache
// then reads through to the database) until it has reconnected, and drops what it kept.
// SQLite: one server per file, but the staff CLI may write from another process: `PRAGMA
// data_version` changes when another connection commits, and is checked by the reads (at most
// once per turn of the event loop).
import type SQLite from 'better-sqlite3'
import pg from 'pg'
import type { DatabaseLog } from './connect'

export const FACILITIES_CHANNEL = 'hearth_facilities_changed'

export interface ChangeFeed {
  /** Tells this server's listeners and every other server that the facilities changed. */
  announce(): Promise<void>
  subscribe(listener: () => void): () => void
  /** Notices changes made by other processes that have no other way to say so (SQLite). */
  check(): void
  /** False while a change could go unheard: nothing may be served from memory then. */
  isLive(): boolean
  close(): Promise<void>
}

function listeners() {
  const set = new Set<() => void>()
  return {
    add(listener: () => void) {
      set.add(listener)
      return () => void set.delete(listener)
    },
    emit: () => set.forEach((l) => l()),
  }
}

export function sqliteChangeFeed(sqlite: SQLite.Database): ChangeFeed {
  const subscribers = listeners()
  const version = sqlite.prepare('PRAGMA data_version').pluck()
  const dataVersion = () => Number(version.get())
  let seen = dataVersion()
  // Once per turn of the event loop: under load one turn answers many requests, and a commit of
  // another process cannot be told apart from one made a moment later.
  let checkedThisTurn = false
  const nextTurn = () => {
    checkedThisTurn = false
  }
  return {
    announce: async () => subscribers.emit(),
    subscribe: subscribers.add,
    check() {
      if (checkedThisTurn || !sqlite.open) return
      checkedThisTurn = true
      setImmediate(nextTurn)
      const now = dataVersion()
      if (now !== seen) {
        seen = now
        subscribers.emit()
      }
    },
    isLive: () => true,
    close: async () => {},
  }
}

// Tried again soon, then every few seconds: once the database is back, the list is kept in
// memory again within that (until then it is read through, so nothing waits on this).
const RETRY_FIRST_MS = 200
const RETRY_LAST_MS = 3_000

export function postgresChangeFeed(
  connectionString: string,
  pool: pg.Pool,
  log: DatabaseLog,
): ChangeFeed {
  const subscribers = listeners()
  let client: pg.Client | undefined
  let live = false
  let closed = false
  let retryMs = RETRY_FIRST_MS
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return
    client = undefined
    if (live) log.warn({ err }, 'The listening PostgreSQL connection was lost; reconnecting')
    live = false
    c.removeAllListeners()
    c.on('error', () => {}) // a late error of a dropped connection must not crash the server
    void c.end().catch(() => {})
    if (closed) return
    retryTimer = setTimeout(() => void listen(), retryMs)
    retryMs = Math.min(retryMs * 2, RETRY_LAST_MS)
  }

  async function listen() {
    if (closed) return
    // As the pool's connections (connect.ts): a connect that gets no answer is given up on.
    const c = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    client = c
    c.on('error', (err) => lost(c, err))
    c.on('end', () => lost(c))
    c.on('notification', (message) => {
      if (message.channel === FACILITIES_CHANNEL) subscribers.emit()
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${FACILITIES_CHANNEL}`)
    } catch (err) {
      lost(c, err)
      return
    }
    if (closed || client !== c) return
    retryMs = RETRY_FIRST_MS
    live = true
    // Changes made while nobody listened were missed: whatever was kept is dropped.
    subscribers.emit()
  }
  void listen()

  // The write is committed: failing its answer would invite a second one, so a NOTIFY that fails
  // (this replica's connection was dropped) is tried again in the background for a while. A
  // replica whose own listening connection was down drops its copy on reconnecting anyway.
  const NOTIFY_TRIES = 6
  async function notifyOthers(attempt: number): Promise<void> {
    try {
      await pool.query('SELECT pg_notify($1, $2)', [FACILITIES_CHANNEL, ''])
    } catch (err) {
      if (closed) return
      if (attempt + 1 >= NOTIFY_TRIES) {
        log.warn({ err }, 'Could not tell the other replicas that the facilities changed')
        return
      }
      const retry = setTimeout(() => void notifyOthers(attempt + 1), RETRY_FIRST_MS * 2 ** attempt)
      retry.unref()
    }
  }

  return {
    async announce() {
      subscribers.emit()
      await notifyOthers(0)
    },
    subscribe: subscribers.add,
    check() {},
    isLive: () => live,
    async close() {
      closed = true
      live = false
      clearTimeout(retryTimer)
      const c = client
      client = undefined
      if (c) {
        c.removeAllListeners()
        c.on('error', () => {})
        await c.end().catch(() => {})
      }
    },
  }
}
