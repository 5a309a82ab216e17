// Issue 27: the console's live channel, GET /api/staff/events, over real HTTP. A new request, an
// answer, a write of the CLI in another process (SQLite: a file, noticed through data_version),
// a write on another PostgreSQL replica (NOTIFY): each is `event: changed`. A reconnect carrying
// Last-Event-ID, and this server's PostgreSQL listener reconnecting, are `event: resync` (the
// console refetches). Closing the app ends the open streams (graceful shutdown never hangs).
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { StaffRequestDetail } from '../../contract/staff'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { createPgDatabase, databaseTargets } from '../support/databases'
import { startInProcess, type InProcessServer } from '../support/test-app'
import { adminHeaders, api } from '../support/server-process'
import { openEvents, type SseStream } from '../support/sse'

const events = (server: InProcessServer, headers: Record<string, string> = {}) =>
  openEvents(`${server.url}/api/staff/events`, { ...adminHeaders, ...headers })

/** Waits for `changed` after what `act` does, and says how long it took (the bench's figure). */
async function changedAfter(stream: SseStream, act: () => Promise<unknown>) {
  const from = stream.events.length
  const started = Date.now()
  await act()
  const event = await stream.next('changed', from)
  return { event, ms: Date.now() - started }
}

async function newRequest(server: InProcessServer, facility: { _id: string; type: 'room' }) {
  const body = reserveBody(facility, { dateRange: { from: inDays(20), to: inDays(22) } })
  const res = await reserve(server.url, facility._id, body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return body.reservation_id
}

describe.each(databaseTargets())('the live channel on $name', (target) => {
  let server: InProcessServer
  beforeAll(async () => {
    server = await target.startInProcess()
  })
  afterAll(() => server.close())

  it('streams `changed` on a new request and on an answer, with the API’s headers', async () => {
    const stream = await events(server)
    try {
      expect(stream.status).toBe(200)
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(stream.headers.get('cache-control')).toBe('no-store')
      expect(stream.headers.get('x-accel-buffering')).toBe('no')
      expect(stream.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff')
      expect(stream.headers.get('content-security-policy')).toContain("default-src 'none'")
      const facility = (await createFacility(server.url)) as { _id: string; type: 'room' }
      let id = ''
      const received = await changedAfter(stream, async () => {
        id = await newRequest(server, facility)
      })
      expect(stream.events[0]).toEqual({ retry: '2000' })
      expect(received.event.data).toBe('{}')
      expect(Number(received.event.id)).toBeGreaterThan(0)
      console.log(`${target.name}: a new request -> changed in ${received.ms} ms`)
      const answered = await changedAfter(stream, () =>
        api(server.url, 'POST', `/api/staff/requests/${id}/confirm`, {}, adminHeaders),
      )
      expect(Number(answered.event.id)).toBeGreaterThan(Number(received.event.id))
      // A guest's cancel is heard too.
      await changedAfter(stream, () =>
        api(server.url, 'POST', `/api/reservations/${id}/cancel`, {}),
      )
    } finally {
      stream.close()
    }
  })

  it('answers a reconnect carrying Last-Event-ID with `resync`', async () => {
    const stream = await events(server, { 'last-event-id': '41' })
    try {
      const resync = await stream.next('resync')
      expect(resync.data).toBe('{}')
      expect(stream.events.findIndex((e) => e.event === 'resync')).toBe(1) // right after retry
    } finally {
      stream.close()
    }
    // A first connection (no Last-Event-ID) gets no resync.
    const fresh = await events(server)
    try {
      const facility = (await createFacility(server.url)) as { _id: string; type: 'room' }
      await changedAfter(fresh, () => newRequest(server, facility))
      expect(fresh.events.some((e) => e.event === 'resync')).toBe(false)
    } finally {
      fresh.close()
    }
  })

  it('hears the expiry sweep record a request that went unanswered', async () => {
    // A hold of about a second: the sweep runs every second and records the expiry.
    const own = await target.startInProcess({ env: { REQUEST_HOLD_HOURS: '0.0003' } })
    const stream = await events(own)
    try {
      const facility = (await createFacility(own.url)) as { _id: string; type: 'room' }
      let id = ''
      const received = await changedAfter(stream, async () => {
        id = await newRequest(own, facility)
      })
      const after = stream.events.indexOf(received.event) + 1
      await stream.next('changed', after) // nothing else happened: the sweep's write
      const detail = (
        await api(own.url, 'GET', `/api/staff/requests/${id}`, undefined, adminHeaders)
      ).body as StaffRequestDetail
      expect(detail.events.at(-1)).toMatchObject({ to_status: 'expired', by: 'expiry' })
    } finally {
      stream.close()
      await own.close()
    }
  })

  it('ends its open streams when the app closes', async () => {
    const own = await target.startInProcess()
    const stream = await events(own)
    await stream.next('never', 0, 200).catch(() => {}) // the stream is open and idle
    await own.close() // would hang on an open stream
    await stream.ended
  })
})

describe('the live channel on a SQLite file the CLI writes from another process', () => {
  let server: InProcessServer
  beforeAll(async () => {
    server = await startInProcess({ onDisk: true })
  })
  afterAll(() => server.close())

  it('hears the CLI’s confirm, and the history names the CLI', async () => {
    const facility = (await createFacility(server.url)) as { _id: string; type: 'room' }
    const id = await newRequest(server, facility)
    const detail = (
      await api(server.url, 'GET', `/api/staff/requests/${id}`, undefined, adminHeaders)
    ).body as StaffRequestDetail
    const stream = await events(server)
    const env = { DATA_DIR: server.dataDir, DATABASE_URL: '', HOTEL_TIMEZONE: 'Europe/Lisbon' }
    try {
      let exited = 0
      const { event } = await changedAfter(stream, async () => {
        const run = await runCli(env, 'reservations', 'confirm', detail.record.reference!)
        exited = Date.now()
        expect(run.code, run.stderr).toBe(0)
      })
      const ms = Math.max(0, event.receivedAt! - exited)
      console.log(`sqlite file: a CLI confirm -> changed ${ms} ms after the CLI exited`)
    } finally {
      stream.close()
    }
    const after = (
      await api(server.url, 'GET', `/api/staff/requests/${id}`, undefined, adminHeaders)
    ).body as StaffRequestDetail
    expect(after.events.at(-1)).toMatchObject({
      to_status: 'confirmed',
      by: 'staff',
      by_name: 'CLI',
    })
    const history = await runCli(env, 'reservations', 'history', detail.record.reference!)
    expect(history.code, history.stderr).toBe(0)
    expect(history.stdout).toMatch(/confirmed.*CLI/)
    expect(history.stdout).toContain('Europe/Lisbon')
  })
})

describe.runIf(inject('pgAdminUrl'))('the live channel across two PostgreSQL replicas', () => {
  const replicas: InProcessServer[] = []
  let databaseUrl = ''
  beforeAll(async () => {
    databaseUrl = await createPgDatabase(inject('pgAdminUrl')!)
    // One after the other: the first migrates the database.
    for (let i = 0; i < 2; i++) replicas.push(await startInProcess({ databaseUrl }))
  })
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()))
  })

  it('a request made on one replica is `changed` on the other', async () => {
    const [a, b] = replicas as [InProcessServer, InProcessServer]
    const stream = await events(b)
    try {
      const facility = (await createFacility(a.url)) as { _id: string; type: 'room' }
      const { ms } = await changedAfter(stream, () => newRequest(a, facility))
      console.log(`postgres: a request on replica A -> changed on replica B in ${ms} ms`)
    } finally {
      stream.close()
    }
  })

  it('a lost listening connection is `resync` once it is back', async () => {
    const [, b] = replicas as [InProcessServer, InProcessServer]
    const stream = await events(b)
    try {
      const admin = new pg.Client({ connectionString: databaseUrl })
      await admin.connect()
      try {
        // Every replica's listener (the LISTEN connections of this database): each reconnects.
        const killed = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        )
        expect(killed.rowCount).toBeGreaterThan(0)
      } finally {
        await admin.end()
      }
      await stream.next('resync')
    } finally {
      stream.close()
    }
  })
})
