// The feeds' imports on a schedule (issue 39): every server runs this, and every
// CHANNEL_SYNC_MINUTES one of them imports every link (sync.ts syncAll). One at a time across
// replicas through a lease in the database (db/lease-repository.ts): a round takes the lease
// "channel-sync" until just before the next interval (a tenth of it earlier, at most a minute,
// so the holder's own next tick finds it free despite its timer's jitter); a server whose tick
// finds it held does nothing this interval. So the feeds are read once per interval, whichever
// server's turn it is, and the first server started runs the first round at once. A round that
// lasts (slow feeds, each with its deadline) renews the lease before each batch of links, so no
// second server starts the same round meanwhile.
// - A server killed mid-round: its lease runs out at its `until` (at most an interval, or two
//   minutes after its last renewal); the next tick of any server after that takes it and imports
//   again. The killed round's writes were each one transaction: none is half done.
// - The database restarted or out of reach: the round fails (taking the lease, or its imports,
//   fail; each link's failure is recorded if the database can take it), the failure is logged,
//   and the next interval tries again. Nothing is retried sooner: the booking sites' feeds are
//   slow to change anyway, and the previous nights stay blocked meanwhile.
// Started when the server is ready and stopped when it closes (app.ts): stop waits for a round
// under way, so the database is closed after it.
import { randomUUID } from 'node:crypto'
import type { LeaseRepository } from '../db/lease-repository'
import type { ChannelSync } from './sync'

export const SYNC_LEASE = 'channel-sync'
/** How far a renewal during a round moves the lease: longer than a batch of feeds can take. */
const RENEW_MS = 120_000

export interface ScheduleLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

export interface ChannelScheduleOptions {
  sync: Pick<ChannelSync, 'syncAll'>
  leases: LeaseRepository
  /** CHANNEL_SYNC_MINUTES in ms. */
  everyMs: number
  /** The lease's clock: one that moves (CLOCK_START's in tests, else the machine's). */
  now?: () => Date
  log?: ScheduleLog
  /** This server's name on the lease (random: a restarted server is a new holder). */
  holder?: string
}

/** How much sooner than the next interval a round's lease runs out. */
export const leaseSlack = (everyMs: number) => Math.min(everyMs / 10, 60_000)

export function channelSchedule(options: ChannelScheduleOptions) {
  const { sync, leases, everyMs, log } = options
  const now = options.now ?? (() => new Date())
  const holder = options.holder ?? randomUUID()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined

  /** Imports every link if this server takes this interval's lease: 'ran', else 'held'. */
  async function runRound(): Promise<'ran' | 'held'> {
    const start = now()
    const until = start.getTime() + everyMs - leaseSlack(everyMs)
    const iso = (ms: number) => new Date(ms).toISOString()
    if (!(await leases.take(SYNC_LEASE, holder, start.toISOString(), iso(until)))) return 'held'
    const renew = async () => {
      const at = now().getTime()
      await leases.take(SYNC_LEASE, holder, iso(at), iso(Math.max(until, at + RENEW_MS)))
    }
    const results = await sync.syncAll(renew)
    const failed = results.filter((r) => !r.ok)
    if (failed.length > 0) {
      log?.warn({ failed: failed.length, of: results.length }, 'some channel feeds failed')
    } else if (results.length > 0) {
      log?.info({ links: results.length }, 'channel feeds imported')
    }
    return 'ran'
  }

  function tick() {
    if (running) return // a round still under way: never two at once on this server
    running = runRound()
      .catch((error: unknown) =>
        log?.warn({ err: error }, 'channel import round failed; the next interval tries again'),
      )
      .finally(() => {
        running = undefined
      })
  }

  return {
    runRound,
    start() {
      if (timer) return
      timer = setInterval(tick, everyMs)
      timer.unref() // never keeps the process alive
      tick()
    },
    /** No further round; the one under way finishes (each import has its deadline). */
    async stop() {
      clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
export type ChannelSchedule = ReturnType<typeof channelSchedule>
