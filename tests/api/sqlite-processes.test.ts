// Several processes on one SQLite file (issue 28).
//
// Two servers and the staff CLI started together on one empty DATA_DIR: a supervisor
// restarting a server while an old one is still up, an upgrade run during the nightly backup, two
// units pointed at one folder. Kysely's migration lock does nothing between processes on SQLite:
// one of them failed (duplicate column, table exists, UNIQUE on kysely_migration, database is
// locked) in 6 of 10 rounds, and the catalogue was sometimes seeded twice (18 facilities: every
// room twice, so one real room could be booked twice). Every process must start, or finish.
//
// What runs "once" must run once per database, not per process: two servers on one folder (an
// overlapping restart) each run the expiry sweep and the notification outbox, with the CLI
// writing beside them. Each request's expiry is recorded once and each event delivered once.
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../server/src/db/migrations'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { notifyEnv, startWebhookReceiver } from '../support/notify-receivers'
import { writeTestPhoto } from '../support/photo-fixtures'
import { startServer, tempDir } from '../support/server-process'

const ROUNDS = 20
/** Rounds run side by side: more processes at once is more contention, not less. */
const AT_ONCE = 2

async function round() {
  const dataDir = tempDir('hearth-race-')
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' }
  const [a, b, cli] = await Promise.allSettled([
    startServer({ dataDir }),
    startServer({ dataDir }),
    runCli(env, 'facilities', 'list', '--init'),
  ])
  const failures: string[] = []
  for (const server of [a, b]) {
    if (server.status === 'rejected') failures.push(String(server.reason))
    else expect(await server.value.stop()).toBe(0)
  }
  if (cli.status === 'rejected') failures.push(String(cli.reason))
  else if (cli.value.code !== 0) failures.push(`CLI exit ${cli.value.code}: ${cli.value.stderr}`)

  const db = new SQLite(path.join(dataDir, 'hotel.sqlite'), { readonly: true })
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
    return {
      failures,
      facilities: count('select count(*) as n from facilities'),
      migrationRows: count('select count(*) as n from kysely_migration'),
      migrationNames: count('select count(distinct name) as n from kysely_migration'),
      cliListed: cli.status === 'fulfilled' ? cli.value.stdout.trim().split('\n').length : 0,
    }
  } finally {
    db.close()
  }
}

describe('starting together on one empty SQLite folder', () => {
  it(`two servers and the CLI, ${ROUNDS} rounds: all start, one catalogue, one row per migration`, async () => {
    const results: Awaited<ReturnType<typeof round>>[] = []
    for (let i = 0; i < ROUNDS; i += AT_ONCE) {
      results.push(...(await Promise.all(Array.from({ length: AT_ONCE }, round))))
    }
    expect(results.flatMap((r) => r.failures)).toEqual([])
    expect(results.map((r) => r.facilities)).toEqual(results.map(() => 9))
    const migrationCount = Object.keys(migrations).length
    expect(results.map((r) => [r.migrationRows, r.migrationNames])).toEqual(
      results.map(() => [migrationCount, migrationCount]),
    )
  }, 300_000) // bounds a hang: 60 processes, on 2 cores busy with other test files
})

describe('two servers on one SQLite folder, the CLI beside them', () => {
  it('each expiry recorded once, each event delivered once, every write answered', async () => {
    const webhook = await startWebhookReceiver()
    const dataDir = tempDir('hearth-two-')
    // A hold of 3.6 s: the sweep runs every 1.8 s in each server.
    const env = { ...notifyEnv(webhook), REQUEST_HOLD_HOURS: '0.001' }
    const a = await startServer({ dataDir, env })
    const b = await startServer({ dataDir, env })
    try {
      const facility = await createFacility(a.url, { capacity: 100 })
      const photo = await writeTestPhoto(path.join(dataDir, 'lakeside.jpg'))
      const COUNT = 30
      const cliEnv = { DATA_DIR: dataDir, DATABASE_URL: '' }
      const [answers, cliRuns] = await Promise.all([
        Promise.all(
          Array.from({ length: COUNT }, (_, i) =>
            reserve(
              (i % 2 ? a : b).url,
              facility._id,
              reserveBody(facility, { dateRange: { from: inDays(30 + i), to: inDays(31 + i) } }),
            ),
          ),
        ),
        Promise.all(
          ['Lakeside', 'Orchard'].map((name) =>
            runCli(
              cliEnv,
              'facilities',
              'add',
              '--type',
              'room',
              '--name',
              name,
              '--desc',
              'x',
              // A photo of its own: --img names a file of the built site, which CI builds later.
              '--photo',
              photo,
            ),
          ),
        ),
      ])
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200))
      expect(cliRuns.map((r) => [r.code, r.stderr])).toEqual(cliRuns.map((r) => [0, r.stderr]))
      await expect
        .poll(() => webhook.arrivals.length, { timeout: 30_000, interval: 200 })
        .toBeGreaterThanOrEqual(COUNT)

      const db = new SQLite(path.join(dataDir, 'hotel.sqlite'), { readonly: true })
      const expiries = () =>
        db
          .prepare(
            'select reservation_id, count(*) as n from reservation_events where "by" = \'expiry\' group by reservation_id',
          )
          .all() as { n: number }[]
      try {
        // Both sweeps run every 1.8 s: several rounds of both pass while all of them expire.
        await expect.poll(() => expiries().length, { timeout: 30_000, interval: 200 }).toBe(COUNT)
        expect(expiries().map((r) => r.n)).toEqual(expiries().map(() => 1))
      } finally {
        db.close()
      }
      expect(webhook.arrivals).toHaveLength(COUNT)
      expect(new Set(webhook.arrivals).size).toBe(COUNT)
    } finally {
      await Promise.all([a.stop(), b.stop()])
      await webhook.close()
    }
  }, 120_000)
})
