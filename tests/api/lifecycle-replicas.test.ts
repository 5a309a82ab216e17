// Issue 15's acceptance on PostgreSQL replicas: two server processes on one database. A request
// expires unanswered, another guest books its nights through the other replica, and the staff then
// try to confirm the first on either replica: 409, and the second guest's nights are untouched.
// Confirming re-checks in the facility's lock (rules.ts move): a request past its hold is expired
// there whichever replica reads it, and the capacity is counted again before any confirm.
// (The same story on SQLite runs in request-lifecycle.test.ts, in this process.)
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { createPgDatabase } from '../support/databases'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'

// 2.88 s: long enough to book and confirm the second guest's request inside its own hold.
const HOLD_HOURS = '0.0008'

/** A hold's end and the sweep are seen within 20 s, on a busy machine too. */
const POLL = { timeout: 20_000, interval: 100 }

describe.runIf(inject('pgAdminUrl'))('confirming after expiry on two PostgreSQL replicas', () => {
  const replicas: ServerHandle[] = []
  beforeAll(async () => {
    const databaseUrl = await createPgDatabase(inject('pgAdminUrl')!)
    const env = { REQUEST_HOLD_HOURS: HOLD_HOURS }
    // One after the other: the first migrates the database.
    for (let i = 0; i < 2; i++) replicas.push(await startServer({ databaseUrl, env }))
  })
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()))
  })

  const status = (base: string, id: string) =>
    api(base, 'GET', `/api/reservations/${id}/status`).then((r) => r.body as { status: string })
  const confirm = (base: string, id: string) =>
    api(base, 'POST', `/api/reservations/${id}/confirm`, undefined, adminHeaders)

  it('an expired request is never confirmed on top of the guest who took its nights', async () => {
    const [a, b] = replicas as [ServerHandle, ServerHandle]
    const facility = await createFacility(a.url, { capacity: 1 })
    const dateRange = { from: inDays(30), to: inDays(33) }
    const first = reserveBody(facility, { dateRange })
    expect((await reserve(a.url, facility._id, first)).status).toBe(200)
    await expect
      .poll(() => status(b.url, first.reservation_id), POLL)
      .toMatchObject({
        status: 'expired',
      })

    // Its nights are free: another guest books them through the other replica, and the staff
    // answer both at once, on both replicas: the second is confirmed, the first never.
    const second = reserveBody(facility, { dateRange })
    expect((await reserve(b.url, facility._id, second)).status).toBe(200)
    const [firstOnA, firstOnB, secondOnB] = await Promise.all([
      confirm(a.url, first.reservation_id),
      confirm(b.url, first.reservation_id),
      confirm(b.url, second.reservation_id),
    ])
    expect(secondOnB.status).toBe(200)
    for (const refused of [firstOnA, firstOnB]) {
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ error: { code: 'request_expired' } })
    }

    // Once the sweep has recorded the expiry (once, on one replica or the other), still 409.
    const listed = () =>
      api(a.url, 'GET', `/api/reservations?facility=${facility._id}`, undefined, adminHeaders)
    await expect
      .poll(async () => (await listed()).body as { reservation_id: string; status: string }[], POLL)
      .toContainEqual(
        expect.objectContaining({ reservation_id: first.reservation_id, status: 'expired' }),
      )
    const late = await confirm(b.url, first.reservation_id)
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ error: { code: 'request_expired' } })

    // The second guest's nights: confirmed, and held once.
    expect(await status(a.url, second.reservation_id)).toMatchObject({ status: 'confirmed' })
    const availability = await api(a.url, 'GET', `/api/facilities/${facility._id}/availability`)
    expect((availability.body as { taken: unknown[] }).taken).toEqual([
      { from: inDays(30), to: inDays(32) },
    ])
    const rows = (await listed()).body as { reservation_id: string; status: string }[]
    expect(rows.filter((r) => r.status === 'confirmed')).toEqual([
      expect.objectContaining({ reservation_id: second.reservation_id }),
    ])
  })
})
