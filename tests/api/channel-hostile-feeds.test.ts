// Issue 50, "never down" and "never stalled", against the real server process (its crash was an
// exit, which an app built in the test would not show the same way), on both databases, the
// feeds from a local feed server (tests/support/hostile-feed-server.ts). For anything a feed's
// server sends (a Location that is no URL, a header the parser refuses, a body cut or reset, a
// tiny feed whose events span years, 20,000 events never ended): the process stays up and answers
// /api/health/live, the link's import fails with a sentence (`last_error`), a link's previous
// nights stay taken when its feed turns hostile at the schedule's next round, `channels add` in
// the CLI says the import failed rather than crashing, and no line the server logs carries the
// feed's secret (its `?s=` query). While such a feed is imported, GET /api/facilities and
// /api/health/live answer within a second (the issue's own bound is 100 ms of event loop held;
// the figures measured are the tests' annotations), and so do the availability and the owner's
// list after it. The clock runs from CLOCK_START, so the dates are the same whatever the day.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Availability } from '../../contract/reservation'
import type { StaffChannelLink as Link, StaffChannels } from '../../contract/staff-channels'
import { createFacility } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { startFeedServer, type FeedServer } from '../support/feed-server'
import {
  CUT_FEEDS,
  FEED_SECRET,
  FIVE_STAYS_NIGHTS,
  HOSTILE_ANSWERS,
  STALLING_FEEDS,
  calendar,
  feedPath,
  fiveStays,
  type HostileCase,
} from '../support/hostile-feed-server'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'

const CLOCK_START = '2026-11-20T09:00:00Z'
/** An hour on: the first round's lease has run out, so a server started so imports at once. */
const AN_HOUR_LATER = '2026-11-20T10:00:00Z'
/** The bound asserted on each answer while and after a hostile feed is imported. */
const PROMPT_MS = 1_000
/** A probe still unanswered after this counts as this long: the test stays bounded. */
const PROBE_LIMIT_MS = 15_000

/** The feed server's key for a feed path: its path without the query. */
const pathname = (path: string) => path.split('?')[0]!

describe.each(databaseEnvs())('hostile feeds against the server process on $name', (target) => {
  let feeds: FeedServer
  let env: Record<string, string>
  let server: ServerHandle
  /** Every server process this file started, in order: their logs are read at the end. */
  const started: ServerHandle[] = []
  let today: string
  let paths = 0

  async function start(clock = CLOCK_START) {
    server = await startServer({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      env: { CLOCK_START: clock, OUTBOUND_ALLOWED_TEST_ORIGINS: feeds.origin },
    })
    started.push(server)
  }
  const alive = () => server.child.exitCode === null && server.child.signalCode === null
  const tail = () => server.output().slice(-4_000)

  beforeAll(async () => {
    feeds = await startFeedServer()
    env = await target.env()
    await start()
    const facility = await createFacility(server.url, { capacity: 1 })
    const res = await api(server.url, 'GET', `/api/facilities/${facility._id}/availability`)
    today = (res.body as Availability).today
  })
  afterAll(async () => {
    await Promise.all(started.filter((s) => s.child.exitCode === null).map((s) => s.stop()))
    await feeds?.close()
  })
  // A server a case brought down is started again on the same database and clock (the first
  // round's lease still held: no round imports the case's link again), so each case is its own.
  beforeEach(async () => {
    if (!alive()) await start()
  })

  async function expectUp(what = '') {
    expect(alive(), `${what} the server exited:\n${tail()}`).toBe(true)
    const res = await fetch(`${server.url}/api/health/live`, { signal: AbortSignal.timeout(5_000) })
    expect(res.status).toBe(200)
  }

  /** Serves each of the case's answers at its path; the feed's own is `path`. */
  function serve(c: Pick<HostileCase, 'answers'>, path: string) {
    for (const [at, answer] of c.answers(path, today)) feeds.serve(pathname(at), answer)
  }
  /** Links the feed at `path` to the facility, as the console does: its first import starts. */
  async function link(facilityId: string, path: string): Promise<Link> {
    const res = await api(
      server.url,
      'POST',
      '/api/staff/channels',
      { facilityId, url: feeds.url(path), name: 'Hostile' },
      adminHeaders,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as Link
  }
  async function linkOf(id: string): Promise<Link | undefined> {
    const res = await fetch(`${server.url}/api/staff/channels`, {
      headers: adminHeaders,
      signal: AbortSignal.timeout(PROBE_LIMIT_MS),
    }).catch((error: Error) => {
      throw new Error(`GET /api/staff/channels: ${error.message}`, { cause: error })
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as StaffChannels
    return body.facilities.flatMap((f) => f.links).find((l) => l.id === id)
  }
  /** The link once an import was tried after `since` (its last attempt then), or 'exited'. */
  async function attempted(id: string, since: string | null = null): Promise<Link | 'exited'> {
    return vi.waitFor(
      async () => {
        if (!alive()) return 'exited' as const
        const seen = await linkOf(id)
        if (!seen?.last_attempt_at || seen.last_attempt_at === since) throw new Error('not tried')
        return seen
      },
      { timeout: 45_000, interval: 100 },
    )
  }
  const takenOf = async (facilityId: string) => {
    const res = await api(server.url, 'GET', `/api/facilities/${facilityId}/availability`)
    expect(res.status).toBe(200)
    return (res.body as Availability).taken
  }
  /** A failed import as the link shows it: a sentence of its own, no trace, no secret. */
  function expectFailed(seen: Link | 'exited', what: string): asserts seen is Link {
    expect(seen, `${what}: the server exited:\n${tail()}`).not.toBe('exited')
    const link = seen as Link
    expect(typeof link.last_error, `${what}: ${JSON.stringify(link)}`).toBe('string')
    expect(link.last_error, what).toMatch(/^[A-Z][\s\S]*\.$/)
    expect(link.last_error, what).not.toContain(FEED_SECRET)
    expect(link.last_error, what).not.toMatch(/\n\s+at |TypeError|ERR_/)
    expect(link.failures, what).toBeGreaterThanOrEqual(1)
  }

  it.each(HOSTILE_ANSWERS)(
    '$name: the process stays up, the new link says how its import went',
    async (c) => {
      const facility = await createFacility(server.url, { capacity: 1 })
      const path = feedPath(`case-${++paths}`)
      serve(c, path)
      const seen = await attempted((await link(facility._id, path)).id)
      await expectUp(c.name)
      if (c.imports) {
        expect(seen).toMatchObject({ last_error: null, nights: FIVE_STAYS_NIGHTS })
      } else {
        expectFailed(seen, c.name)
        expect(seen).toMatchObject({ last_success_at: null, nights: 0 })
      }
      expect(server.output()).not.toContain(FEED_SECRET)
    },
  )

  it("keeps each link's nights when its feed turns hostile, at the schedule's round after a restart", async () => {
    const cases = HOSTILE_ANSWERS.filter((c) => !c.imports)
    const links = []
    for (const c of cases) {
      const facility = await createFacility(server.url, { capacity: 1 })
      const path = feedPath(`kept-${++paths}`)
      feeds.serve(pathname(path), { calendar: calendar(fiveStays(today)) })
      links.push({ c, facility, path, id: (await link(facility._id, path)).id })
    }
    const before = new Map<string, { link: Link; taken: Availability['taken'] }>()
    for (const { c, facility, id } of links) {
      const seen = await attempted(id)
      expect(seen, c.name).toMatchObject({ last_error: null, nights: FIVE_STAYS_NIGHTS })
      before.set(id, { link: seen as Link, taken: await takenOf(facility._id) })
    }
    // Every feed turns hostile; the server is started again an hour on, and its schedule's first
    // round imports them all (as it did at every start after the crash the issue tells of).
    for (const { c, path } of links) serve(c, path)
    expect(await server.stop()).toBe(0)
    await start(AN_HOUR_LATER)
    for (const { c, facility, id } of links) {
      const was = before.get(id)!
      const seen = await attempted(id, was.link.last_attempt_at)
      expectFailed(seen, c.name)
      expect(seen, c.name).toMatchObject({
        nights: FIVE_STAYS_NIGHTS,
        last_success_at: was.link.last_success_at,
      })
      expect(await takenOf(facility._id), c.name).toEqual(was.taken)
    }
    await expectUp()
    expect(server.output()).not.toContain(FEED_SECRET)
  })

  it('`channels add` in the CLI says the import failed, never crashes, never prints the secret', async () => {
    const cliEnv = {
      ...env,
      CLOCK_START,
      OUTBOUND_ALLOWED_TEST_ORIGINS: feeds.origin,
      LOG_LEVEL: 'silent',
    }
    const cases = [...HOSTILE_ANSWERS.filter((c) => c.name.includes('redirect')), ...CUT_FEEDS]
    const one = async (c: (typeof cases)[number]) => {
      const facility = await createFacility(server.url, { capacity: 1 })
      const path = feedPath(`cli-${++paths}`)
      serve(c, path)
      const run = await runCli(cliEnv, 'channels', 'add', facility._id, feeds.url(path))
      const printed = `${c.name}:\n${run.stdout}\n${run.stderr}`
      expect(run.code, printed).toBe(0)
      expect(run.stdout, printed).toMatch(/^Not imported yet \(.*\): [A-Z].*\.$/m)
      expect(printed).not.toContain(FEED_SECRET)
      expect(run.stderr, printed).not.toMatch(/\n\s+at /)
    }
    // Four CLIs at a time: each is a process of its own, mostly Node's start.
    const todo = cases.filter((c) => !c.imports)
    for (let i = 0; i < todo.length; i += 4) await Promise.all(todo.slice(i, i + 4).map(one))
    await expectUp()
  }, 120_000) // 16 runs of the CLI, a second or two each on a busy machine

  /** How long a GET of `path` takes to be answered (200): PROBE_LIMIT_MS when it is not. */
  async function timedRead(path: string, headers: Record<string, string> = {}) {
    const t0 = performance.now()
    try {
      const res = await fetch(server.url + path, {
        headers,
        signal: AbortSignal.timeout(PROBE_LIMIT_MS),
      })
      await res.arrayBuffer()
      expect(res.status, path).toBe(200)
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error
    }
    return Math.round(performance.now() - t0)
  }
  /** Times GET /api/facilities and /api/health/live, one after the other, until stopped. */
  function probing() {
    const times = { facilities: [] as number[], live: [] as number[] }
    let stopped = false
    const probes = (async () => {
      while (!stopped) {
        times.facilities.push(await timedRead('/api/facilities'))
        times.live.push(await timedRead('/api/health/live'))
      }
    })()
    probes.catch(() => {}) // read by stop()
    return {
      async stop() {
        stopped = true
        await probes
        return times
      },
    }
  }

  it.for(STALLING_FEEDS)(
    '$name: the server answers promptly while it imports it, and after',
    // Bounded for the code before issue 50 too, where such an import held the server for minutes.
    { timeout: 150_000 },
    async (feed, { annotate, onTestFinished }) => {
      const facility = await createFacility(server.url, { capacity: 1 })
      const path = feedPath(`stall-${++paths}`)
      // Answered a moment later: the probes are under way when the feed's body comes.
      feeds.serve(pathname(path), { calendar: feed.text(today), afterMs: 300 })
      const probes = probing()
      const added = await link(facility._id, path)
      // A server still held by the feed is killed, and the link removed: the next case is its own.
      onTestFinished(async ({ task }) => {
        if (task.result?.state === 'fail') await server.kill()
        if (!alive()) await start()
        await api(server.url, 'POST', `/api/staff/channels/${added.id}/remove`, {}, adminHeaders)
      })
      const seen = await attempted(added.id).catch((error: Error) => error)
      const { facilities, live } = await probes.stop()
      const max = (times: number[]) => Math.max(0, ...times)
      await annotate(
        `slowest answers during the import (${facilities.length + live.length} probes): ` +
          `/api/facilities ${max(facilities)} ms, /api/health/live ${max(live)} ms`,
      )
      expect(max(facilities)).toBeLessThan(PROMPT_MS)
      expect(max(live)).toBeLessThan(PROMPT_MS)
      if (seen instanceof Error) throw seen
      if (seen === 'exited') expect.fail(`the server exited:\n${tail()}`)
      const availability = await timedRead(`/api/facilities/${facility._id}/availability`)
      const list = await timedRead('/api/staff/channels', adminHeaders)
      await annotate(
        `after it: availability ${availability} ms, the owner's list ${list} ms; the link: ` +
          `${JSON.stringify(seen.last_error)}, ${seen.nights} nights`,
      )
      expect(availability).toBeLessThan(PROMPT_MS)
      expect(list).toBeLessThan(PROMPT_MS)
      if (feed.imports !== undefined) {
        expect(seen).toMatchObject({ last_error: null, nights: feed.imports })
      }
      if (feed.fails) expectFailed(seen, feed.name)
      if (feed.cap) {
        expectFailed(seen, feed.name)
        // The cap, as a number, in the staff's sentence ("more than 20,000 nights").
        expect(seen.last_error).toMatch(/\d[\d,.]*.*nights?|nights?.*\d[\d,.]*/i)
        expect(seen.nights).toBe(0)
      }
      await expectUp(feed.name)
    },
  )

  it("logs no line with a feed's secret, in any server started here", () => {
    for (const handle of started) expect(handle.output()).not.toContain(FEED_SECRET)
  })
})
