// Word that something changed, between every server on one database, by named channel: the
// facilities (each server keeps the list in memory and drops it when it goes stale), the
// reservations (the staff console's live inbox, http/staff/events-route.ts) and the guests'
// contact messages (the console's messages screen, live on the same stream).
//
// PostgreSQL: writers NOTIFY a channel; every replica holds ONE connection that LISTENs to every
// channel. While that connection is down a replica may miss a change, so it reports itself not
// live (the list cache then reads through to the database) until it has reconnected, and then
// tells every channel's listeners to catch up (`resync`): whatever they kept may be stale.
// SQLite: one server per file, but the staff CLI may write from another process: `PRAGMA
// data_version` changes when another connection commits, and is checked by the reads (at most
// once per turn of the event loop) and, while someone keeps watching (an open console), every
// 250 ms. It cannot say which table changed: every channel hears of it.
import type SQLite from 'better-sqlite3'
import type pg from 'pg'
import type { DatabaseLog } from './log'
import { pgModule } from './pg-module'

/** The PostgreSQL channel of each feed: every replica and the CLI agree on these. */
export const CHANNELS = {
  facilities: 'hearth_facilities_changed',
  reservations: 'hearth_reservations_changed',
  messages: 'hearth_messages_changed',
} as const
export type ChannelName = keyof typeof CHANNELS
export const FACILITIES_CHANNEL = CHANNELS.facilities

/** 'change': something changed; 'resync': changes may have been missed (a listener reconnect). */
export type ChangeKind = 'change' | 'resync'
export type ChangeListener = (kind: ChangeKind) => void

export interface ChangeFeed {
  /** Tells this server's listeners and every other server that this channel's data changed. */
  announce(): Promise<void>
  subscribe(listener: ChangeListener): () => void
  /** Notices changes made by other processes that have no other way to say so (SQLite). */
  check(): void
  /**
   * Checks every 250 ms until the returned function is called (by every caller that asked):
   * for an open live view, so another process's write shows within the 2 s it promises.
   */
  keepChecking(): () => void
  /** False while a change could go unheard: nothing may be served from memory then. */
  isLive(): boolean
}

export type ChangeFeeds = Record<ChannelName, ChangeFeed> & { close(): Promise<void> }

const CHANNEL_NAMES = Object.keys(CHANNELS) as ChannelName[]
/** How often an open live view asks SQLite whether another process wrote. */
export const CHECK_EVERY_MS = 250

function listeners() {
  const set = new Set<ChangeListener>()
  return {
    add(listener: ChangeListener) {
      set.add(listener)
      return () => void set.delete(listener)
    },
    emit: (kind: ChangeKind) => set.forEach((l) => l(kind)),
  }
}

/** A reference-counted interval: running while at least one holder keeps it. */
function sharedPoll(run: () => void) {
  let holders = 0
  let timer: ReturnType<typeof setInterval> | undefined
  return {
    hold(): () => void {
      holders++
      if (!timer) {
        timer = setInterval(run, CHECK_EVERY_MS)
        timer.unref() // never keeps the process alive
      }
      let released = false
      return () => {
        if (released) return
        released = true
        holders--
        if (holders === 0 && timer) {
          clearInterval(timer)
          timer = undefined
        }
      }
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

export function sqliteChangeFeeds(sqlite: SQLite.Database): ChangeFeeds {
  const channels = Object.fromEntries(CHANNEL_NAMES.map((n) => [n, listeners()])) as Record<
    ChannelName,
    ReturnType<typeof listeners>
  >
  const version = sqlite.prepare('PRAGMA data_version').pluck()
  const dataVersion = () => Number(version.get())
  let seen = dataVersion()
  // Once per turn of the event loop: under load one turn answers many requests, and a commit of
  // another process cannot be told apart from one made a moment later.
  let checkedThisTurn = false
  const nextTurn = () => {
    checkedThisTurn = false
  }
  function check() {
    if (checkedThisTurn || !sqlite.open) return
    checkedThisTurn = true
    setImmediate(nextTurn)
    const now = dataVersion()
    if (now !== seen) {
      seen = now
      for (const name of CHANNEL_NAMES) channels[name].emit('change')
    }
  }
  const poll = sharedPoll(check)
  const feed = (name: ChannelName): ChangeFeed => ({
    announce: async () => channels[name].emit('change'),
    subscribe: channels[name].add,
    check,
    keepChecking: poll.hold,
    isLive: () => true,
  })
  return {
    facilities: feed('facilities'),
    reservations: feed('reservations'),
    messages: feed('messages'),
    close: async () => poll.stop(),
  }
}

// Tried again soon, then every few seconds: once the database is back, the list is kept in
// memory again within that (until then it is read through, so nothing waits on this).
const RETRY_FIRST_MS = 200
const RETRY_LAST_MS = 3_000

export function postgresChangeFeeds(
  connectionString: string,
  pool: pg.Pool,
  log: DatabaseLog,
): ChangeFeeds {
  const channels = Object.fromEntries(CHANNEL_NAMES.map((n) => [n, listeners()])) as Record<
    ChannelName,
    ReturnType<typeof listeners>
  >
  const byChannel = new Map<string, ChannelName>(CHANNEL_NAMES.map((n) => [CHANNELS[n], n]))
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
    const c = new (pgModule().Client)({
      connectionString,
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    client = c
    c.on('error', (err) => lost(c, err))
    c.on('end', () => lost(c))
    c.on('notification', (message) => {
      const name = byChannel.get(message.channel)
      if (name) channels[name].emit('change')
    })
    try {
      await c.connect()
      for (const name of CHANNEL_NAMES) await c.query(`LISTEN ${CHANNELS[name]}`)
    } catch (err) {
      lost(c, err)
      return
    }
    if (closed || client !== c) return
    retryMs = RETRY_FIRST_MS
    live = true
    // Changes made while nobody listened were missed: whatever was kept is dropped.
    for (const name of CHANNEL_NAMES) channels[name].emit('resync')
  }
  void listen()

  // The write is committed: failing its answer would invite a second one, so a NOTIFY that fails
  // (this replica's connection was dropped) is tried again in the background for a while. A
  // replica whose own listening connection was down catches up on reconnecting anyway.
  const NOTIFY_TRIES = 6
  async function notifyOthers(name: ChannelName, attempt: number): Promise<void> {
    try {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNELS[name], ''])
    } catch (err) {
      if (closed) return
      if (attempt + 1 >= NOTIFY_TRIES) {
        log.warn({ err, channel: name }, 'Could not tell the other replicas of a change')
        return
      }
      const retry = setTimeout(
        () => void notifyOthers(name, attempt + 1),
        RETRY_FIRST_MS * 2 ** attempt,
      )
      retry.unref()
    }
  }

  const feed = (name: ChannelName): ChangeFeed => ({
    async announce() {
      channels[name].emit('change')
      await notifyOthers(name, 0)
    },
    subscribe: channels[name].add,
    check() {},
    keepChecking: () => () => {},
    isLive: () => live,
  })
  return {
    facilities: feed('facilities'),
    reservations: feed('reservations'),
    messages: feed('messages'),
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
