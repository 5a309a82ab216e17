// Two replicas on one PostgreSQL database, reservations streaming through both, while the
// database is restarted (`pg_ctl -m fast restart`) and then stopped for 10 s: both stay up,
// answer 503 with Retry-After meanwhile (never 500, never a hang), serve the facilities list from
// memory (marked stale), say not ready, and serve again within 5 s of the database's return. Every
// acknowledged reservation is stored once; the ones refused are stored once when replayed, as
// the site's outbox does. A third replica started during the outage waits for the database.
// The cluster is this file's own: restarting the shared one would break the other tests.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { STALE_HEADER } from '../../server/src/facilities/list-cache'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { startPostgres, type PgCluster } from '../support/postgres'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'

interface Answer {
  replica: number
  id: string
  body: ReturnType<typeof reserveBody>
  sentAt: number
  at: number
  status: number // 0: no answer (the replica is gone, or the request was cut off)
  code?: string
  retryAfter: string | null
}

/** Reservations from two senders per replica, each pausing a little between requests. */
function reserveStream(replicas: ServerHandle[], facility: { _id: string; type: 'room' }) {
  const answers: Answer[] = []
  let running = true
  let n = 0
  const sender = async (replica: number) => {
    while (running) {
      const k = n++
      const body = reserveBody(facility, {
        dateRange: { from: inDays(5 + (k % 200)), to: inDays(6 + (k % 200)) },
      })
      const sentAt = Date.now()
      const answer = await fetch(
        `${replicas[replica]!.url}/api/facilities/reserve/${facility._id}`,
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        },
      )
        .then(async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          code: ((await res.json()) as { error?: { code?: string } }).error?.code,
        }))
        // No answer, or not JSON: counted as neither 200 nor 503, which fails the test.
        .catch(() => ({ status: 0, retryAfter: null, code: undefined }))
      answers.push({ replica, id: body.reservation_id, body, sentAt, at: Date.now(), ...answer })
      // The pace of the guests (each sender one request every 40 ms or so): a steady stream
      // through the outage is what the test measures, not a wait for anything.
      await new Promise((r) => setTimeout(r, 40))
    }
  }
  const senders = replicas.flatMap((_, i) => [sender(i), sender(i)])
  return {
    answers,
    /** When each replica first answered 2xx to a request sent at or after `since`. */
    firstServedAfter: (since: number) =>
      replicas.map(
        (_, i) => answers.find((a) => a.replica === i && a.sentAt >= since && a.status === 200)?.at,
      ),
    async stop() {
      running = false
      await Promise.all(senders)
    },
  }
}

const replicas: ServerHandle[] = []

/**
 * Waits until `check` holds, for up to `ms`, and returns when it first held: the times after a
 * restart are measured with it. A replica that exits meanwhile is the error it ends with.
 */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  await vi.waitFor(
    async () => {
      const gone = replicas.find((r) => r.child.exitCode !== null)
      if (gone) throw new Error(`a replica exited while waiting for ${what}:\n${gone.output()}`)
      if (!(await check())) throw new Error(`not within ${ms} ms: ${what}`)
    },
    { timeout: ms, interval: 50 },
  )
  return Date.now()
}

const status = async (url: string, path: string) =>
  (await fetch(url + path, { signal: AbortSignal.timeout(5_000) })).status

describe.skipIf(!inject('pgAdminUrl'))('PostgreSQL restarts and outages under two replicas', () => {
  let cluster: PgCluster
  let databaseUrl: string

  beforeAll(async () => {
    cluster = await startPostgres()
    databaseUrl = await cluster.createDatabase('outage')
    replicas.push(await startServer({ databaseUrl }))
    replicas.push(await startServer({ databaseUrl }))
  })
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()))
    cluster?.stop()
  })

  it(
    'stays up, answers 503 meanwhile, and serves again within 5 s',
    { timeout: 90_000 },
    async () => {
      const [a, b] = replicas as [ServerHandle, ServerHandle]
      const facility = (await createFacility(a.url, { capacity: 1000 })) as {
        _id: string
        type: 'room'
      }
      // Each replica reads the list once: its copy for the outage.
      for (const r of [a, b]) expect(await status(r.url, '/api/facilities')).toBe(200)

      const stream = reserveStream([a, b], facility)
      await until(
        () => stream.answers.filter((x) => x.status === 200).length >= 10,
        20_000,
        'a first few reservations',
      )

      // 1. A fast restart: every connection is closed under the replicas.
      await cluster.restart()
      const restarted = Date.now()
      await until(
        () => stream.firstServedAfter(restarted).every(Boolean),
        10_000,
        'both serve after the restart',
      )
      const afterRestart = stream.firstServedAfter(restarted).map((t) => t! - restarted)

      // 2. Stopped for 10 s.
      await cluster.stopServer()
      const stopped = Date.now()
      // A replica started now waits for the database rather than exit.
      const late = await startServer({ databaseUrl })
      replicas.push(late)
      for (const r of [a, b, late]) {
        const ready = await fetch(`${r.url}/api/health/ready`)
        expect(ready.status).toBe(503)
        expect(ready.headers.get('retry-after')).toMatch(/^\d+$/)
        expect(ready.headers.get('cache-control')).toBe('no-store')
        expect(await ready.json()).toMatchObject({ error: { code: 'unavailable' } })
        expect(await status(r.url, '/api/health/live')).toBe(200)
        expect(await status(r.url, '/api/health')).toBe(200) // the site's probe: the process is up
      }
      for (const r of [a, b]) {
        const list = await fetch(`${r.url}/api/facilities`)
        expect(list.status).toBe(200)
        expect(Date.parse(list.headers.get(STALE_HEADER) ?? '')).toBeLessThan(stopped)
        expect(((await list.json()) as { _id: string }[]).map((f) => f._id)).toContain(facility._id)
        const rooms = await fetch(`${r.url}/api/facilities/type/room`)
        expect(rooms.status).toBe(200)
        expect(rooms.headers.get(STALE_HEADER)).toBeTruthy()
      }
      // The late replica never read the list: nothing to serve, so 503 like the rest.
      const none = await api(late.url, 'GET', '/api/facilities')
      expect(none.status).toBe(503)
      expect(none.body).toMatchObject({ error: { code: 'unavailable' } })
      // Every other call too (they were 500 'internal').
      for (const path of [
        `/api/facilities/${facility._id}`,
        `/api/facilities/${facility._id}/availability`,
      ]) {
        const res = await api(a.url, 'GET', path)
        expect(res.status, path).toBe(503)
        expect(res.headers.get('retry-after'), path).toMatch(/^\d+$/)
      }
      expect((await api(a.url, 'GET', '/api/reservations', undefined, adminHeaders)).status).toBe(
        503,
      )
      // The outage itself lasts ten seconds: its length is the point, not a wait for anything.
      await new Promise((r) => setTimeout(r, Math.max(0, stopped + 10_000 - Date.now())))

      const returning = Date.now() // (the database may answer before pg_ctl says it does)
      await cluster.startServer()
      const back = Date.now()
      const served = await until(
        () => stream.firstServedAfter(back).every(Boolean),
        10_000,
        'both serve after the outage',
      )
      const afterOutage = stream.firstServedAfter(back).map((t) => t! - back)
      const readyAgain = await Promise.all(
        [a, b, late].map((r) =>
          until(
            async () => (await status(r.url, '/api/health/ready')) === 200,
            10_000,
            'ready again',
          ).then((t) => t - back),
        ),
      )
      expect(await status(late.url, '/api/facilities')).toBe(200)
      await stream.stop()

      const { answers } = stream
      const during = answers.filter((x) => x.sentAt >= stopped && x.at < returning)
      const refused = answers.filter((x) => x.status !== 200)
      const slowest = Math.max(...answers.map((x) => x.at - x.sentAt))
      console.log(
        `outage test: ${answers.length} reserves, ${refused.length} answered 503 (${during.length} during the 10 s stop); ` +
          `served again after the restart in ${afterRestart.join(' / ')} ms, after the outage in ${afterOutage.join(' / ')} ms ` +
          `(ready again in ${readyAgain.join(' / ')} ms); slowest answer ${slowest} ms; first 2xx after return at +${served - back} ms`,
      )

      // Both processes stayed up; every answer was 200, or 503 with the error JSON and Retry-After.
      for (const r of [a, b, late]) expect(r.child.exitCode).toBeNull()
      expect(answers.filter((x) => x.status !== 200 && x.status !== 503)).toEqual([])
      for (const x of refused) {
        expect(x.code).toBe('unavailable')
        expect(x.retryAfter).toMatch(/^\d+$/)
      }
      expect(during.length).toBeGreaterThan(10)
      expect(during.every((x) => x.status === 503)).toBe(true)
      expect(slowest).toBeLessThan(5_000)
      expect(Math.max(...afterRestart, ...afterOutage, ...readyAgain)).toBeLessThan(5_000)

      // The refused ones, sent again with the same reservation_id (as the site does): stored now.
      for (const x of refused) {
        const again = await reserve(a.url, facility._id, x.body)
        expect(again.status).toBe(200)
      }
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const { rows } = await client.query<{ reservation_id: string; n: string }>(
          'select reservation_id, count(*) as n from reservations group by reservation_id',
        )
        expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([])
        expect(new Set(rows.map((r) => r.reservation_id))).toEqual(
          new Set(answers.map((x) => x.id)),
        )
      } finally {
        await client.end()
      }
    },
  )

  it('survives its connections being killed, and a database turned read-only (a standby)', async () => {
    const [a, b] = replicas as [ServerHandle, ServerHandle]
    const facility = (await createFacility(a.url, { capacity: 10 })) as {
      _id: string
      type: 'room'
    }
    const admin = new pg.Client({ connectionString: cluster.url('postgres') })
    await admin.connect()
    const killAll = () =>
      admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'outage' and pid <> pg_backend_pid()",
      )
    try {
      // Idle pool connections and the listeners, killed under both replicas (57P01 to each).
      await killAll()
      for (const r of [a, b]) {
        await until(async () => (await status(r.url, '/api/health/ready')) === 200, 5_000, 'ready')
        expect((await reserve(r.url, facility._id, reserveBody(facility))).status).toBe(200)
      }
      // New sessions are read-only, as on a standby a failover left them on.
      await admin.query('alter database outage set default_transaction_read_only = on')
      await killAll()
      const body = reserveBody(facility)
      const refused = await reserve(a.url, facility._id, body)
      expect(refused.status).toBe(503)
      expect(refused.body).toMatchObject({ error: { code: 'unavailable' } })
      expect(await status(a.url, '/api/health/ready')).toBe(503)
      expect(await status(a.url, '/api/facilities')).toBe(200)

      await admin.query('alter database outage reset default_transaction_read_only')
      await killAll()
      await until(async () => (await status(a.url, '/api/health/ready')) === 200, 5_000, 'ready')
      expect((await reserve(a.url, facility._id, body)).status).toBe(200)
      for (const r of [a, b]) expect(r.child.exitCode).toBeNull()
    } finally {
      await admin.query('alter database outage reset default_transaction_read_only')
      await admin.end()
    }
  })
})
