// Issue 15: the expiry sweep records each expired request once, even when two servers (replicas on
// one PostgreSQL database) sweep at the same moment.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connect } from '../../server/src/db/connect'
import { migrateToLatest } from '../../server/src/db/migrations'
import type { Database } from '../../server/src/db/schema'
import { reservationsRepository } from '../../server/src/reservations/repository'
import { createPgDatabase } from '../support/databases'

const COUNT = 200

// PostgreSQL only: replicas are a PostgreSQL setup. On SQLite one writer at a time is the rule
// (BEGIN IMMEDIATE, across processes); two connections in this one process would block each
// other's synchronous driver, which no deployment does.
const targets: { name: string; open: () => Promise<() => Database> }[] = []
const pgAdminUrl = inject('pgAdminUrl')
if (pgAdminUrl) {
  targets.push({
    name: 'postgres',
    open: async () => {
      const databaseUrl = await createPgDatabase(pgAdminUrl)
      return () => connect({ databaseUrl, sqliteFile: '' })
    },
  })
}

describe.skipIf(targets.length === 0).each(targets)('the expiry sweep on $name', (target) => {
  let a: Database
  let b: Database
  beforeAll(async () => {
    const open = await target.open()
    a = open()
    await migrateToLatest(a.db as never)
    b = open()
    const old = new Date(Date.now() - 50 * 3_600_000).toISOString()
    const fresh = new Date().toISOString()
    const rows = Array.from({ length: COUNT + 10 }, (_, i) => ({
      reservation_id: `sweep${String(i).padStart(12, '0')}`,
      facility_id: 'f-sweep',
      facility_type: 'room',
      facility_name: 'Sweep Room',
      name: `Guest ${i}`,
      phone: '+2348035550142',
      email: '',
      date_from: '2030-01-01',
      date_to: '2030-01-02',
      occupied_until: '2030-01-02',
      // The last ten are within their hold, and one confirmed request is old but answered.
      received_at: i < COUNT ? old : fresh,
      status: i === 0 ? 'confirmed' : 'received',
    }))
    await a.db.insertInto('reservations').values(rows).execute()
  })
  afterAll(async () => {
    await Promise.all([a.close(), b.close()])
  })

  it('expires each unanswered request past its hold exactly once across two sweepers', async () => {
    const cutoff = new Date(Date.now() - 48 * 3_600_000).toISOString()
    const at = new Date().toISOString()
    const [first, second] = await Promise.all([
      reservationsRepository(a).expireUnanswered(cutoff, at),
      reservationsRepository(b).expireUnanswered(cutoff, at),
    ])
    const all = [...first, ...second]
    expect(all.length).toBe(COUNT - 1)
    expect(new Set(all).size).toBe(COUNT - 1)
    const events = await a.db
      .selectFrom('reservation_events')
      .select(['reservation_id', 'to_status', 'by'])
      .execute()
    expect(events.length).toBe(COUNT - 1)
    expect(events.every((e) => e.to_status === 'expired' && e.by === 'expiry')).toBe(true)
    const counts = await a.db
      .selectFrom('reservations')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute()
    expect(Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]))).toEqual({
      confirmed: 1,
      expired: COUNT - 1,
      received: 10,
    })
    // A second round finds nothing more.
    expect(await reservationsRepository(b).expireUnanswered(cutoff, at)).toEqual([])
  })
})
