// No overbooking and idempotency under concurrent load, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets } from '../support/databases'
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
