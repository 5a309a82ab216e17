// One import of a calendar feed at the size cap (issue 50), in the real server on a fresh SQLite
// database, the feed served from 127.0.0.1 (named in OUTBOUND_ALLOWED_TEST_ORIGINS, as the tests
// do). Each import is a new link added through the owner's API (`POST /api/staff/channels`, with
// the admin token), whose first import the server starts at once. It is over when the link's row
// in the database has its attempt recorded (with the blocks, in one transaction, or with the
// failure): read by the bench straight from the SQLite file every 2 ms, at no cost to the server
// (the console's `GET /api/staff/channels`, asked as often, would be work of its own in the
// server, every link read and its nights counted, in the middle of what is measured). Meanwhile
// `GET /api/facilities` is asked back to back: the server answers each as soon as its event loop
// is free, so the slowest answer is the event loop's longest block during the import, seen from
// outside (the server exposes no event-loop histogram, and the bench adds no code to it). Then the
// facility's anonymous availability read is timed, and, the server stopped, each feed's parse
// alone is timed in a process of its own with an event-loop histogram (feed-parse-alone.ts): the
// same code, seen from inside.
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import type { Availability } from '../../contract/reservation'
import type { StaffChannelLink, StaffChannels } from '../../contract/staff-channels'
import { startFeedServer, type FeedServer } from '../../tests/support/feed-server'
import {
  adminHeaders,
  api,
  ROOT,
  startServer,
  type ServerHandle,
} from '../../tests/support/server-process'
import { run } from './children'
import type { ParseAlone } from './feed-parse-alone'
import { benchFeeds } from './feed-texts'
import { npmStartEnv } from './npm-start-env'
import { percentile } from './stats'

/** Issue 50's targets. */
export const AVAILABILITY_TARGET_MS = 50
export const PARSE_TARGET_MS = 1000
export const BLOCK_TARGET_MS = 100
/** Anonymous availability reads after each import. */
const AVAILABILITY_READS = 50
/** An import not over by then fails the bench (the fetch's own deadline is 20 s). */
const IMPORT_BOUND_MS = 60_000
/** Between two looks at the link's row: the import's end is known to about this. */
export const POLL_MS = 2
/** The server idle, before the imports: what an answer takes with nothing in the way. */
const IDLE_PROBE_MS = 2000

export interface FeedCase {
  name: string
  bytes: number
  events: number
  /** From the POST that adds the link to the first look that shows its import tried, per run. */
  importMs: number[]
  /** The slowest `GET /api/facilities` answered during each import, and the 99th percentile. */
  probeMaxMs: number[]
  probeP99Ms: number[]
  probes: number[]
  /** What the link says after the import: its nights, or its error. */
  outcome: string
  /** Every anonymous availability read of the facility after its imports. */
  availabilityMs: number[]
  /** parseFeed alone (feed-parse-alone.ts): its time, and the event loop's longest delay. */
  parseMs: number[]
  parseBlockMs: number[]
}

export interface FeedImportResults {
  cases: FeedCase[]
  /** `GET /api/facilities` back to back on the idle server, ms. */
  idleProbeMs: number[]
  /** The availability read of a facility without any feed, ms. */
  noFeedAvailabilityMs: number[]
  /**
   * The server's first import (the first case's feed): ical.js loaded, nothing compiled by the
   * JIT yet. Then each other case once, unmeasured, before the runs.
   */
  cold: { importMs: number; probeMaxMs: number }
  horizonDays: number
}

/** `GET /api/facilities` back to back until stopped: each answer's start and end. */
function probeStream(baseUrl: string) {
  const samples: { start: number; end: number }[] = []
  let stopped = false
  const done = (async () => {
    while (!stopped) {
      const start = performance.now()
      const res = await fetch(`${baseUrl}/api/facilities`, { signal: AbortSignal.timeout(30_000) })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`GET /api/facilities answered ${res.status}`)
      samples.push({ start, end: performance.now() })
    }
  })()
  return {
    async stop() {
      stopped = true
      await done
      return samples
    },
  }
}

async function createRoom(baseUrl: string, name: string): Promise<string> {
  const room = { type: 'room', name, desc: 'Bench', img: '/x.webp', capacity: 1 }
  const res = await api(baseUrl, 'POST', '/api/facilities', room, adminHeaders)
  if (res.status !== 201) throw new Error(`create facility: ${res.status}`)
  return (res.body as { _id: string })._id
}

async function readAvailability(baseUrl: string, facilityId: string, reads: number) {
  const times: number[] = []
  let last: Availability | undefined
  for (let i = 0; i < reads; i++) {
    const start = performance.now()
    const res = await api(baseUrl, 'GET', `/api/facilities/${facilityId}/availability`)
    times.push(performance.now() - start)
    if (res.status !== 200) throw new Error(`availability: ${res.status}`)
    last = res.body as Availability
  }
  return { times, last: last! }
}

/** When the link's row in the server's database first shows its import tried. */
async function whenTried(server: ServerHandle, linkId: string, since: number) {
  // The server's own file (DATA_DIR/hotel.sqlite, WAL): a reader never waits for its writer.
  const db = new Database(path.join(server.dataDir, 'hotel.sqlite'), {
    readonly: true,
    fileMustExist: true,
  })
  try {
    const tried = db.prepare('SELECT last_attempt_at FROM channel_links WHERE id = ?').pluck()
    while (!tried.get(linkId)) {
      if (performance.now() - since > IMPORT_BOUND_MS) {
        throw new Error(`the import of link ${linkId} was not over in ${IMPORT_BOUND_MS / 1000} s`)
      }
      await sleep(POLL_MS)
    }
    return performance.now()
  } finally {
    db.close()
  }
}

/** The link as the owner's console shows it. */
async function shownLink(baseUrl: string, linkId: string): Promise<StaffChannelLink> {
  const res = await api(baseUrl, 'GET', '/api/staff/channels', undefined, adminHeaders)
  const links = (res.body as StaffChannels).facilities.flatMap((f) => f.links)
  const link = links.find((l) => l.id === linkId)
  if (!link) throw new Error(`link ${linkId} is not in GET /api/staff/channels`)
  return link
}

/** The link's nights or its error's first clause, and its first and last warnings if any. */
function outcomeOf(link: StaffChannelLink): string {
  if (link.last_error) return `refused: "${link.last_error.split(/[;.] /)[0]}"`
  const nights = `imported: ${link.nights.toLocaleString('en-US')} nights`
  const [first, last] = [link.warnings[0], link.warnings.at(-1)]
  if (!first) return nights
  return `${nights}, with warnings ("${first}"${last === first ? '' : ` ... "${last}"`})`
}

/** One import of `feedPath`'s feed by a new link of a new room, timed and watched from outside. */
async function importOnce(server: ServerHandle, feeds: FeedServer, feedPath: string, name: string) {
  const facilityId = await createRoom(server.url, `Bench feed ${name} ${Date.now()}`)
  const probes = probeStream(server.url)
  await sleep(50) // the stream under way before the import starts
  const start = performance.now()
  const added = await api(
    server.url,
    'POST',
    '/api/staff/channels',
    { facilityId, url: feeds.url(feedPath), name: 'Bench' },
    adminHeaders,
  )
  if (added.status !== 200) throw new Error(`POST /api/staff/channels: ${added.status}`)
  const linkId = (added.body as StaffChannelLink).id
  const at = await whenTried(server, linkId, start)
  const samples = await probes.stop()
  const link = await shownLink(server.url, linkId)
  const during = samples.filter((s) => s.end > start && s.start < at).map((s) => s.end - s.start)
  const availability = await readAvailability(server.url, facilityId, AVAILABILITY_READS)
  return {
    importMs: at - start,
    probeMaxMs: Math.max(...during),
    probeP99Ms: percentile(during, 0.99),
    probes: during.length,
    link,
    availability,
  }
}

/**
 * Each feed's parse alone (feed-parse-alone.ts), in a process of its own with the server's V8
 * flags: its time and the event loop's longest delay meanwhile, per run.
 */
async function parseAlone(today: string, horizonDays: number, runs: number) {
  const script = path.join(ROOT, 'scripts', 'bench', 'feed-parse-alone.ts')
  const args = ['--import', 'tsx', script, '--today', today, '--horizon', String(horizonDays)]
  const done = await run(process.execPath, [...args, '--runs', String(runs)], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: npmStartEnv(ROOT).NODE_OPTIONS ?? '' },
    timeoutMs: 300_000,
  })
  if (done.code !== 0) throw new Error(`feed-parse-alone.ts failed:\n${done.stderr}`)
  return JSON.parse(done.stdout) as ParseAlone[]
}

let running: { server?: ServerHandle; feeds?: FeedServer } = {}

/** Stops the server and the feed server this section started (an interruption too). */
export async function stopFeedImports() {
  const { server, feeds } = running
  running = {}
  await server?.stop()
  await feeds?.close()
  // The server's fresh database (startServer's temporary DATA_DIR): nothing to keep.
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
}

export async function measureFeedImports(
  runs: number,
  log: (message: string) => void,
): Promise<FeedImportResults> {
  try {
    const feeds = await startFeedServer()
    running.feeds = feeds
    const server = await startServer({
      env: { ...npmStartEnv(ROOT), LOG_LEVEL: 'info', OUTBOUND_ALLOWED_TEST_ORIGINS: feeds.origin },
    })
    running.server = server
    log(`calendar feeds: server at ${server.url}, feeds at ${feeds.origin}`)
    const plain = await readAvailability(
      server.url,
      await createRoom(server.url, 'No feed'),
      AVAILABILITY_READS,
    )
    const { today, horizonDays } = plain.last
    const texts = benchFeeds(today, horizonDays)
    texts.forEach((t, i) => feeds.serve(`/feed-${i}.ics`, { calendar: t.text }))
    const cases: FeedCase[] = texts.map((t) => ({
      name: t.name,
      bytes: Buffer.byteLength(t.text),
      events: t.events,
      importMs: [],
      probeMaxMs: [],
      probeP99Ms: [],
      probes: [],
      outcome: '',
      availabilityMs: [],
      parseMs: [],
      parseBlockMs: [],
    }))

    log('calendar feeds: the idle server, then each feed once (the first loads ical.js)')
    const idle = probeStream(server.url)
    await sleep(IDLE_PROBE_MS)
    const idleProbeMs = (await idle.stop()).map((s) => s.end - s.start)
    const first = await importOnce(server, feeds, '/feed-0.ics', 'cold')
    for (const i of cases.keys()) {
      if (i > 0) await importOnce(server, feeds, `/feed-${i}.ics`, 'warm-up')
    }

    for (let round = 0; round < runs; round++) {
      for (const [i, c] of cases.entries()) {
        log(`calendar feeds: ${c.name} (run ${round + 1}/${runs})`)
        const one = await importOnce(server, feeds, `/feed-${i}.ics`, String(i))
        c.importMs.push(one.importMs)
        c.probeMaxMs.push(one.probeMaxMs)
        c.probeP99Ms.push(one.probeP99Ms)
        c.probes.push(one.probes)
        c.outcome = outcomeOf(one.link)
        c.availabilityMs.push(...one.availability.times)
      }
    }
    await stopFeedImports()

    log('calendar feeds: each parse alone, in a process of its own')
    for (const [i, alone] of (await parseAlone(today, horizonDays, runs)).entries()) {
      cases[i]!.parseMs.push(...alone.parseMs)
      cases[i]!.parseBlockMs.push(...alone.blockMs)
    }
    return {
      cases,
      idleProbeMs,
      noFeedAvailabilityMs: plain.times,
      cold: { importMs: first.importMs, probeMaxMs: first.probeMaxMs },
      horizonDays,
    }
  } finally {
    await stopFeedImports()
  }
}
