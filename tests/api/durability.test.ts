// kill -9 during a stream of reservations: every one answered 200 is there after a restart.
import { describe, expect, it } from 'vitest'
import {
  createFacility,
  inDays,
  reserve,
  reserveBody,
  storedReservations,
} from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'

describe.each(databaseTargets())('durability on $name', (target) => {
  it('keeps every answered reservation through a SIGKILL', async () => {
    const first = await target.start()
    const facility = await createFacility(first.url, { capacity: 1000 })
    const answered: string[] = []
    let stop = false
    const sender = async () => {
      while (!stop) {
        const body = reserveBody(facility, { dateRange: { from: inDays(5), to: inDays(6) } })
        try {
          const res = await reserve(first.url, facility._id, body)
          if (res.status === 200) answered.push(body.reservation_id)
        } catch {
          return // the server is gone
        }
      }
    }
    const senders = Array.from({ length: 4 }, sender)
    await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(60)
    await first.kill() // requests are still in flight
    stop = true
    await Promise.all(senders)

    const second = await target.start({ reuse: first })
    try {
      const stored = new Set((await storedReservations(second.url)).map((r) => r.reservation_id))
      const lost = answered.filter((id) => !stored.has(id))
      expect(lost).toEqual([])
      expect(answered.length).toBeGreaterThanOrEqual(60)
    } finally {
      await second.stop()
    }
  })
})
