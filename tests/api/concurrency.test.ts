// No overbooking and idempotency under concurrent load, on both databases.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createPgDatabase, databaseTargets } from '../support/databases'
import { build, type TestApp } from '../support/test-app'
import {
  createFacility,
  inDays,
  reserve,
  reserveBody,
  storedReservations,
} from '../support/api-fixtures'
import type { ServerHandle } from '../support/server-process'

describe.each(databaseTargets())('concurrent reservations on $name', (target) => {
  let server: ServerHandle
  beforeAll(async () => {
    server = await target.start()
  })
  afterAll(() => server.stop())

  it.each([1, 3])('50 distinct requests for overlapping dates, capacity %i', async (capacity) => {
    const facility = await createFacility(server.url, { capacity })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(
          server.url,
          facility._id,
          // Overlapping ranges, not all identical: every one shares the night of day 21.
          reserveBody(facility, {
            dateRange: { from: inDays(20 - (i % 3)), to: inDays(22 + (i % 2)) },
          }),
        ),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(capacity)
    expect(statuses.filter((s) => s === 409)).toHaveLength(50 - capacity)
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body).toMatchObject({ error: { code: 'dates_unavailable' } })
    }
    const stored = (await storedReservations(server.url)).filter(
      (r) => r.facility_id === facility._id,
    )
    expect(stored).toHaveLength(capacity)
  })

  it('the same request sent 10 times at once is stored once, with ten identical answers', async () => {
    const facility = await createFacility(server.url)
    const body = reserveBody(facility, { dateRange: { from: inDays(30), to: inDays(33) } })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => reserve(server.url, facility._id, body)),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body)
    expect(answers[0]!.body).toEqual({
      reservation_id: body.reservation_id,
      facility_id: facility._id,
      status: 'received',
      dateRange: body.dateRange,
    })
    const stored = (await storedReservations(server.url)).filter(
      (r) => r.reservation_id === body.reservation_id,
    )
    expect(stored).toHaveLength(1)
  })
})

// Issue 15: MAX_OPEN_REQUESTS_PER_PHONE across facilities. Each booking locks its facility; on
// PostgreSQL the phone's limit needs a lock of its own (an advisory lock on the phone number),
// or two replicas taking one phone's requests for two facilities at once both pass the count.
describe.runIf(inject('pgAdminUrl'))('the per-phone limit across two PostgreSQL replicas', () => {
  const LIMIT = 3
  const replicas: TestApp[] = []
  beforeAll(async () => {
    const databaseUrl = await createPgDatabase(inject('pgAdminUrl')!)
    const env = { MAX_OPEN_REQUESTS_PER_PHONE: String(LIMIT) }
    // One after the other: both migrate the same database.
    for (let i = 0; i < 2; i++) replicas.push(await build({ databaseUrl, env }))
  })
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()))
  })

  it('one phone, 12 facilities at once through both replicas: never more than the limit open', async () => {
    const [a, b] = replicas as [TestApp, TestApp]
    const facilities = await Promise.all(
      Array.from({ length: 12 }, () => createFacility(a, { capacity: 5 })),
    )
    for (let round = 0; round < 3; round++) {
      const phone = `+1555${String(process.pid % 1000).padStart(3, '0')}${round}${Date.now() % 1000}`
      const answers = await Promise.all(
        facilities.map((f, i) =>
          reserve(i % 2 ? a : b, f._id, reserveBody(f, { reservation_phone: phone })),
        ),
      )
      const ok = answers.filter((x) => x.status === 200)
      const refused = answers.filter((x) => x.status === 409)
      expect(ok, `round ${round}`).toHaveLength(LIMIT)
      expect(refused).toHaveLength(facilities.length - LIMIT)
      for (const x of refused) {
        expect(x.body).toMatchObject({ error: { code: 'too_many_open_requests' } })
      }
      const open = (await storedReservations(a)).filter((r) => r.phone === phone)
      expect(open).toHaveLength(LIMIT)
    }
  })
})
