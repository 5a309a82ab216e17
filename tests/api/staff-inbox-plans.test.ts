// Issue 27: the inbox's queries read from indexes, on both databases, as their plans show. With
// 10,000 requests and fresh statistics (ANALYZE: PostgreSQL's planner would read a tiny table
// whole, rightly). The queries are the repository's own, caught as they run and explained.
import { CompiledQuery, createQueryId, type KyselyPlugin, type RootOperationNode } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import { loadConfig } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/open'
import type { Database } from '../../server/src/db/schema'
import { reservationsRepository } from '../../server/src/reservations/repository'
import { createPgDatabase } from '../support/databases'
import { tempDir } from '../support/server-process'

const ROWS = 10_000
const NOW = Date.parse('2031-03-10T09:00:00.000Z')
const TODAY = '2031-03-10'
const CUTOFF = new Date(NOW - 48 * 3_600_000).toISOString()
const STATUSES = ['confirmed', 'confirmed', 'declined', 'cancelled', 'expired', 'received']

async function seed(database: Database) {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    // Received over the last two years; a few within the hold.
    const receivedAt = new Date(NOW - (i * 2 * 365 * 86_400_000) / ROWS - 1000).toISOString()
    const from = addDays(TODAY, (i % 730) - 365)
    return {
      reservation_id: `plan-${String(i).padStart(6, '0')}-xxxxxxxx`,
      facility_id: `f${i % 20}`,
      facility_type: 'room',
      facility_name: `Room ${i % 20}`,
      name: `Guest ${i} ${['Obi', 'Silva', 'Okafor', 'Costa'][i % 4]}`,
      phone: `+3519${String(10_000_000 + i)}`,
      phone_e164: `+3519${String(10_000_000 + i)}`,
      email: '',
      date_from: from,
      date_to: addDays(from, 2),
      occupied_until: addDays(from, 2),
      received_at: receivedAt,
      status: STATUSES[i % STATUSES.length]!,
      status_changed_at: receivedAt,
      status_note: null,
      reference: `P${String(i).padStart(9, '0')}`,
    }
  })
  for (let i = 0; i < rows.length; i += 500) {
    await database.db
      .insertInto('reservations')
      .values(rows.slice(i, i + 500))
      .execute()
  }
  await database.db.executeQuery(CompiledQuery.raw('ANALYZE'))
}

/** The repository over a database that records each query it runs (to explain it after). */
function recording(database: Database) {
  const nodes: RootOperationNode[] = []
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node)
      return node
    },
    transformResult: async ({ result }) => result,
  }
  const repository = reservationsRepository({ ...database, db: database.db.withPlugin(plugin) })
  /** The plan of the query `run` makes, as one text. */
  async function planOf(run: (r: typeof repository) => Promise<unknown>): Promise<string> {
    nodes.length = 0
    await run(repository)
    expect(nodes).toHaveLength(1)
    const query = database.db.getExecutor().compileQuery(nodes[0]!, createQueryId())
    const explain = database.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN '
    const plan = await database.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + query.sql, [...query.parameters]),
    )
    return plan.rows
      .map((r) => String(database.dialect === 'sqlite' ? r.detail : r['QUERY PLAN']))
      .join('\n')
  }
  return planOf
}

const targets: { name: string; url: () => Promise<string> }[] = [
  { name: 'sqlite', url: async () => '' },
]
const pgAdminUrl = inject('pgAdminUrl')
if (pgAdminUrl) targets.push({ name: 'postgres', url: () => createPgDatabase(pgAdminUrl) })

describe.each(targets)('the inbox’s query plans on $name with 10,000 requests', (target) => {
  let database: Database
  let planOf: ReturnType<typeof recording>
  beforeAll(async () => {
    const dataDir = tempDir()
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: await target.url() })
    database = await openDatabase({ ...config, sqliteFile: ':memory:' }, { create: true })
    await seed(database)
    planOf = recording(database)
  }, 60_000)
  afterAll(() => database?.close())

  const usesIndex = (plan: string, index: string) => {
    // SQLite: 'SEARCH reservations USING [COVERING ]INDEX <name> (...)' or 'SCAN ... USING INDEX';
    // PostgreSQL: 'Index [Only ]Scan using <name>' or 'Bitmap Index Scan on <name>'.
    expect(plan, plan).toMatch(new RegExp(`(INDEX|using|on) ${index}\\b`))
    expect(plan, plan).not.toMatch(/Seq Scan|SCAN reservations$|USE TEMP B-TREE FOR ORDER BY/m)
  }

  it('"Needs an answer" and its count read reservations_status_received', async () => {
    usesIndex(await planOf((r) => r.needingAnswer(100, CUTOFF)), 'reservations_status_received')
    usesIndex(await planOf((r) => r.countNeedingAnswer(CUTOFF)), 'reservations_status_received')
  })

  it('"Coming up" reads reservations_status_from', async () => {
    const plan = await planOf((r) => r.arriving(TODAY, addDays(TODAY, 14), 100))
    expect(plan, plan).toMatch(/(INDEX|using|on) reservations_status_from\b/)
    expect(plan, plan).not.toMatch(/Seq Scan/)
  })

  it('"All requests" reads an index: the list, a reference, a phone, a name', async () => {
    usesIndex(await planOf((r) => r.listNewestFirst(51)), 'reservations_newest_first')
    const byReference = await planOf((r) => r.search({ reference: 'P000004242' }, 51))
    expect(byReference, byReference).toMatch(/(INDEX|using|on) reservations_reference\b/)
    const byPhone = await planOf((r) => r.search({ phoneE164: '+351910004242' }, 51))
    expect(byPhone, byPhone).toMatch(/(INDEX|using|on) reservations_phone_e164\b/)
    // Ten digits that read as a reference too: either index, no walk of the table.
    const either = await planOf((r) =>
      r.search({ phoneE164: '+351910004242', orReference: 'P000004242' }, 51),
    )
    expect(either, either).toMatch(/(INDEX|using|on) reservations_phone_e164\b/)
    expect(either, either).toMatch(/(INDEX|using|on) reservations_reference\b/)
    // A number of no country's plan, as stored.
    const asTyped = await planOf((r) => r.search({ phone: '12345678' }, 51))
    expect(asTyped, asTyped).toMatch(/(INDEX|using|on) reservations_phone_status\b/)
    // A substring of a name: no index serves one. SQLite walks the newest-first index until the
    // page is full; PostgreSQL (its estimate of a LIKE's matches is small) reads the table and
    // sorts what matched: 10,000 rows in a few milliseconds. Shown, not held to an index.
    const byName = await planOf((r) => r.search({ name: 'okafor' }, 51))
    if (database.dialect === 'sqlite') usesIndex(byName, 'reservations_newest_first')
    console.log(`${target.name} name search plan:\n${byName}`)
  })

  it('finds what the plans read', async () => {
    const repository = reservationsRepository(database)
    expect((await repository.search({ reference: 'P000004242' }, 51)).length).toBe(1)
    expect((await repository.search({ phoneE164: '+351910004242' }, 51)).length).toBe(1)
    const either = { phoneE164: '+351910004242', orReference: 'P000000007' }
    expect((await repository.search(either, 51)).length).toBe(2)
    expect((await repository.search({ name: 'guest 4242 ' }, 51)).map((r) => r.name)).toEqual([
      'Guest 4242 Okafor',
    ])
    expect(await repository.countNeedingAnswer(CUTOFF)).toBeGreaterThan(0)
  })
})
