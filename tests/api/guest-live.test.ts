// Issue 37: the guests' live channel, GET /api/reservations/live?ids=..., over real HTTP on both
// databases. An open confirmation page hears its own requests' states (on opening, and on the
// hotel's answer: the staff API, the CLI in another process, another PostgreSQL replica) and
// nothing else: no other request's state, no name, phone, facility or dates. An id the hotel does
// not have is `unknown` until it arrives. Issue 51: a device's stays ahead are followed whatever
// their status (the hotel's cancel of a confirmed stay and its reinstatement are told as an answer
// is), and a stay over is told once, on opening, and not followed. Wrong ids are 400, and the
// streams are bounded: per client address, per server, per minute, and in time.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { REQUEST_LIVE_IDS_MAX, RequestLiveState } from '../../contract/request-live'
import { createFacility, inDays, reserve, reserveBody, uniqueId } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { createPgDatabase, databaseTargets } from '../support/databases'
import { startInProcess, type InProcessServer } from '../support/test-app'
import { adminHeaders, api } from '../support/server-process'
import { openEvents, type SseEvent, type SseStream } from '../support/sse'

const liveUrl = (server: { url: string }, ids: string[]) =>
  `${server.url}/api/reservations/live?ids=${ids.join(',')}`
const follow = (server: { url: string }, ids: string[]) => openEvents(liveUrl(server, ids), {})

type Room = { _id: string; type: 'room' }
let day = 20
/** A new request on dates of its own (no two collide on the room's one unit). */
async function newRequest(server: { url: string }, facility: Room, id = uniqueId()) {
  const from = inDays(day)
  day += 3
  const body = reserveBody(facility, {
    reservation_id: id,
    dateRange: { from, to: inDays(day - 1) },
  })
  const res = await reserve(server.url, facility._id, body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return id
}

const staff = (server: { url: string }, action: string, id: string, body: object = {}) =>
  api(server.url, 'POST', `/api/reservations/${id}/${action}`, body, adminHeaders)

/** The `state` events of this id told after the first `from` events. */
const statesOf = (stream: SseStream, id: string, from = 0) =>
  stream.events
    .slice(from)
    .filter((e) => e.event === 'state')
    .map((e) => JSON.parse(e.data!) as RequestLiveState)
    .filter((s) => s.reservation_id === id)

/** Waits for this id's state to be `status`, told after the first `from` events. */
async function told(stream: SseStream, id: string, status: string, from = 0) {
  await expect.poll(() => statesOf(stream, id, from).map((s) => s.status)).toContain(status)
  return statesOf(stream, id, from).find((s) => s.status === status)!
}

/** Nothing but the state: exactly these fields, no name, phone, facility, dates or reference. */
function onlyTheState(event: SseEvent) {
  const data = JSON.parse(event.data!) as Record<string, unknown>
  // A stay the hotel confirmed (even cancelled since) also names its own page (issue 53): a
  // secret path, no guest.
  const { stay_path, ...state } = data
  if (stay_path !== undefined) expect(stay_path).toMatch(/^(\/fr)?\/stay\/[A-Za-z0-9_-]{32}$/)
  expect(Object.keys(state).sort()).toEqual(
    ['hold_until', 'note', 'reservation_id', 'status', 'updated_at'].sort(),
  )
  expect(RequestLiveState.strict().safeParse(data).success).toBe(true)
  // Its random tokens (the id, the page's secret) can spell "Ada" or "803" by chance (CI drew
  // "…qAdad…"): the rest is read for the guest's words.
  const { reservation_id: _id, ...words } = state
  expect(JSON.stringify(words)).not.toMatch(/Ada|Obi|803|555|0142|Test room/)
}

describe.each(databaseTargets())('the guests’ live channel on $name', (target) => {
  let server: InProcessServer
  let facility: Room
  beforeAll(async () => {
    server = await target.startInProcess()
    facility = (await createFacility(server.url)) as Room
  })
  afterAll(() => server.close())

  it('tells a request its state on opening and the hotel’s answer at once, to its id only', async () => {
    const [a, b] = [await newRequest(server, facility), await newRequest(server, facility)]
    const streamA = await follow(server, [a])
    const streamB = await follow(server, [b])
    try {
      expect(streamA.status).toBe(200)
      expect(streamA.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(streamA.headers.get('cache-control')).toBe('no-store')
      expect(streamA.headers.get('x-content-type-options')).toBe('nosniff')
      expect(streamA.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(streamA.headers.get('x-accel-buffering')).toBe('no')
      const first = await told(streamA, a, 'received')
      expect(first.hold_until).not.toBeNull()
      await told(streamB, b, 'received')
      expect(streamA.events[0]).toEqual({ retry: '3000' })

      const fromA = streamA.events.length
      const fromB = streamB.events.length
      const started = Date.now()
      expect((await staff(server, 'confirm', a)).status).toBe(200)
      const confirmed = await told(streamA, a, 'confirmed', fromA)
      console.log(`${target.name}: a confirm -> the guest's stream in ${Date.now() - started} ms`)
      expect(confirmed).toMatchObject({ note: null, hold_until: null })
      for (const event of streamA.events.filter((e) => e.event === 'state')) onlyTheState(event)

      expect((await staff(server, 'decline', b, { note: 'Full that week' })).status).toBe(200)
      const declined = await told(streamB, b, 'declined', fromB)
      expect(declined.note).toBe('Full that week')
      // Neither stream heard of the other's request.
      expect(streamA.events.some((e) => e.data?.includes(b))).toBe(false)
      expect(streamB.events.some((e) => e.data?.includes(a))).toBe(false)
      // A's stream was not told B's decline, nor told its own state again.
      expect(statesOf(streamA, a, fromA)).toHaveLength(1)
    } finally {
      streamA.close()
      streamB.close()
    }
  })

  it('follows many ids in one stream, each told apart, and a guest’s own cancel', async () => {
    const ids = [
      await newRequest(server, facility),
      await newRequest(server, facility),
      await newRequest(server, facility),
    ]
    const stream = await follow(server, [...ids, ids[0]!]) // a repeat counts once
    try {
      for (const id of ids) await told(stream, id, 'received')
      expect(stream.events.filter((e) => e.event === 'state')).toHaveLength(3)
      const from = stream.events.length
      expect((await staff(server, 'confirm', ids[1]!)).status).toBe(200)
      await told(stream, ids[1]!, 'confirmed', from)
      const cancel = await api(server.url, 'POST', `/api/reservations/${ids[2]}/cancel`, {})
      expect(cancel.status).toBe(200)
      await told(stream, ids[2]!, 'cancelled', from)
      expect(statesOf(stream, ids[0]!, from)).toEqual([])
    } finally {
      stream.close()
    }
  })

  it('tells a confirmed stay’s cancel by the hotel and its reinstatement, and a decline', async () => {
    const [stay, request] = [await newRequest(server, facility), await newRequest(server, facility)]
    expect((await staff(server, 'confirm', stay)).status).toBe(200)
    // The device's one stream for its stays ahead: the confirmed one and the one waiting.
    const stream = await follow(server, [stay, request])
    try {
      await told(stream, stay, 'confirmed')
      await told(stream, request, 'received')
      const from = stream.events.length
      const cancel = await staff(server, 'cancel', stay, { note: 'The roof leaks.' })
      expect(cancel.status).toBe(200)
      expect((await told(stream, stay, 'cancelled', from)).note).toBe('The roof leaks.')
      const reinstate = await staff(server, 'reinstate', stay)
      expect(reinstate.status, JSON.stringify(reinstate.body)).toBe(200)
      await expect
        .poll(() => statesOf(stream, stay, from).map((s) => s.status))
        .toEqual(['cancelled', 'confirmed'])
      expect((await staff(server, 'decline', request, { note: 'Full' })).status).toBe(200)
      await told(stream, request, 'declined', from)
      // Each told once, in order, the reinstatement later than the cancel.
      const [cancelled, confirmed, ...more] = statesOf(stream, stay, from)
      expect(more).toEqual([])
      expect(Date.parse(confirmed!.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(cancelled!.updated_at),
      )
      for (const event of stream.events.filter((e) => e.event === 'state')) onlyTheState(event)
    } finally {
      stream.close()
    }
  })

  it('tells a stay over once on opening and follows it no more', async () => {
    // The hotel's clock, pinned: a stay booked on 10 June 2031, then its check-out day.
    let clock = Date.parse('2031-06-10T09:00:00Z')
    const own = await target.startInProcess({ now: () => new Date(clock) })
    const opened: SseStream[] = []
    try {
      const room = (await createFacility(own.url)) as Room
      const book = async (from: string, to: string) => {
        const body = reserveBody(room, { dateRange: { from, to } })
        const res = await reserve(own.url, room._id, body)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        return body.reservation_id
      }
      const over = await book('2031-06-11', '2031-06-13')
      expect((await staff(own, 'confirm', over)).status).toBe(200)
      clock = Date.parse('2031-06-13T09:00:00Z') // the guest leaves today: the stay is over
      const ahead = await book('2031-06-20', '2031-06-22')
      const stream = await follow(own, [over, ahead])
      opened.push(stream)
      await told(stream, over, 'confirmed') // the page's catch-up
      await told(stream, ahead, 'received')
      const from = stream.events.length
      // The hotel cancels the stay over (a no-show, say), then confirms the one ahead: the read
      // that tells the confirm comes after the cancel, and says nothing of the stay over.
      expect((await staff(own, 'cancel', over)).status).toBe(200)
      expect((await staff(own, 'confirm', ahead)).status).toBe(200)
      await told(stream, ahead, 'confirmed', from)
      expect(statesOf(stream, over, from)).toEqual([])
      // Opened again, a stream is told the stay over as it is now.
      const again = await follow(own, [over])
      opened.push(again)
      await told(again, over, 'cancelled')
    } finally {
      // The app's close ends its streams (quicker than the client's abort first, which leaves the
      // close waiting a few seconds for the sockets).
      await own.close()
      for (const s of opened) s.close()
    }
  })

  it('says `unknown` of an id the hotel does not have, then its state once it arrives', async () => {
    const id = uniqueId()
    const stream = await follow(server, [id])
    try {
      const unknown = await stream.next('unknown')
      expect(JSON.parse(unknown.data!)).toEqual({ reservation_id: id })
      await newRequest(server, facility, id) // the device's outbox delivers it now
      await told(stream, id, 'received')
    } finally {
      stream.close()
    }
  })

  it('refuses what is not a list of reservation_ids, with the error JSON', async () => {
    const many = Array.from({ length: REQUEST_LIVE_IDS_MAX + 1 }, () => uniqueId())
    for (const query of ['', '?ids=', '?ids=short-id', `?ids=${many.join(',')}`, '?x=1']) {
      const res = await api(server.url, 'GET', `/api/reservations/live${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body).toMatchObject({ error: { code: 'invalid_request' } })
    }
    const ok = await follow(server, many.slice(0, REQUEST_LIVE_IDS_MAX))
    try {
      expect(ok.status).toBe(200)
      await expect
        .poll(() => ok.events.filter((e) => e.event === 'unknown').length)
        .toBe(REQUEST_LIVE_IDS_MAX)
    } finally {
      ok.close()
    }
  })

  it('holds a few streams per client address and per server, and ends each in time', async () => {
    const limits = [
      { env: { GUEST_LIVE_PER_CLIENT: '2', GUEST_LIVE_MAX: '10' }, refusal: /from this address/ },
      { env: { GUEST_LIVE_PER_CLIENT: '10', GUEST_LIVE_MAX: '2' }, refusal: /This server/ },
    ]
    for (const { env, refusal } of limits) {
      const own = await target.startInProcess({
        env: { ...env, GUEST_LIVE_LIFETIME_SECONDS: '2' },
      })
      const opened: SseStream[] = []
      try {
        const id = uniqueId()
        for (let i = 0; i < 2; i++) opened.push(await follow(own, [id]))
        const third = await api(own.url, 'GET', `/api/reservations/live?ids=${id}`)
        expect(third.status).toBe(429)
        expect(third.body).toMatchObject({
          error: { code: 'too_many_streams', message: expect.stringMatching(refusal) },
        })
        // Each stream ends by itself after its lifetime, and its place is free again.
        await Promise.all(opened.map((s) => s.ended))
        const again = await follow(own, [id])
        opened.push(again)
        expect(again.status).toBe(200)
        await again.next('unknown')
      } finally {
        for (const s of opened) s.close()
        await own.close()
      }
    }
  })

  it('answers a HEAD with the stream’s headers and ends it at once, holding no place', async () => {
    const own = await target.startInProcess({ env: { GUEST_LIVE_PER_CLIENT: '1' } })
    try {
      const id = uniqueId()
      for (let i = 0; i < 3; i++) {
        const head = await fetch(liveUrl(own, [id]), {
          method: 'HEAD',
          signal: AbortSignal.timeout(5_000),
        })
        expect(head.status).toBe(200)
        expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/)
      }
      // The one place for this address is still free.
      const stream = await follow(own, [id])
      expect(stream.status).toBe(200)
      await stream.next('unknown')
      stream.close()
    } finally {
      await own.close()
    }
  })

  it('limits the streams opened per minute from one address (RESERVE_RATE_LIMIT)', async () => {
    const own = await target.startInProcess({ env: { RESERVE_RATE_LIMIT: '3' } })
    try {
      const id = uniqueId()
      for (let i = 0; i < 3; i++) {
        const stream = await follow(own, [id])
        expect(stream.status).toBe(200)
        stream.close()
      }
      const refused = await api(own.url, 'GET', `/api/reservations/live?ids=${id}`)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } })
    } finally {
      await own.close()
    }
  })

  it('ends its open streams when the app closes', async () => {
    const own = await target.startInProcess()
    const stream = await follow(own, [uniqueId()])
    await stream.next('unknown')
    await own.close() // would hang on an open stream
    await stream.ended
  })
})

describe('the guests’ live channel on a SQLite file the CLI writes from another process', () => {
  let server: InProcessServer
  beforeAll(async () => {
    server = await startInProcess({ onDisk: true })
  })
  afterAll(() => server.close())

  it('tells the CLI’s decline to the guest’s open stream', async () => {
    const facility = (await createFacility(server.url)) as Room
    const id = await newRequest(server, facility)
    const stream = await follow(server, [id])
    try {
      await told(stream, id, 'received')
      const from = stream.events.length
      const env = { DATA_DIR: server.dataDir, DATABASE_URL: '' }
      const run = await runCli(env, 'reservations', 'decline', id, '--note', 'Closed for works')
      expect(run.code, run.stderr).toBe(0)
      const exited = Date.now()
      const declined = await told(stream, id, 'declined', from)
      expect(declined.note).toBe('Closed for works')
      console.log(
        `sqlite file: a CLI decline -> the guest's stream ${Date.now() - exited} ms after`,
      )
    } finally {
      stream.close()
    }
  })
})

describe.runIf(inject('pgAdminUrl'))('the guests’ live channel across PostgreSQL replicas', () => {
  const replicas: InProcessServer[] = []
  beforeAll(async () => {
    const databaseUrl = await createPgDatabase(inject('pgAdminUrl')!)
    for (let i = 0; i < 2; i++) replicas.push(await startInProcess({ databaseUrl }))
  })
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()))
  })

  it('an answer given on replica A is told by replica B’s stream', async () => {
    const [a, b] = replicas as [InProcessServer, InProcessServer]
    const facility = (await createFacility(a.url)) as Room
    const id = await newRequest(a, facility)
    const stream = await follow(b, [id])
    try {
      await told(stream, id, 'received')
      const from = stream.events.length
      const started = Date.now()
      expect((await staff(a, 'confirm', id)).status).toBe(200)
      await told(stream, id, 'confirmed', from)
      console.log(
        `postgres: a confirm on replica A -> replica B's stream in ${Date.now() - started} ms`,
      )
    } finally {
      stream.close()
    }
  })
})
