// Issue 39, the imports' schedule: two servers on one database (two apps on one SQLite file, or
// on one PostgreSQL database) read each feed once per interval, counted at the feed server: the
// first started imports at once, the other finds the interval's lease held; a server that stops
// taking its turn (killed) leaves the next interval to the other. CHANNEL_SYNC_MINUTES is at
// least 5, refused with a sentence otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/src/config'
import { createServices, type Services } from '../../server/src/services'
import { databaseEnvs } from '../support/databases'
import { icalFixture, startFeedServer, type FeedServer } from '../support/feed-server'
import { runToExit, serverBuild, TEST_ADMIN_TOKEN, tempDir } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'

const START = Date.parse('2026-11-20T09:00:00Z')
const INTERVAL = 15 * 60_000

describe('CHANNEL_SYNC_MINUTES', () => {
  it('is 15 by default and at least 5, a smaller value refused with a sentence', () => {
    expect(loadConfig({}).CHANNEL_SYNC_MINUTES).toBe(15)
    expect(loadConfig({ CHANNEL_SYNC_MINUTES: '5' }).CHANNEL_SYNC_MINUTES).toBe(5)
    for (const value of ['4', '0']) {
      expect(() => loadConfig({ CHANNEL_SYNC_MINUTES: value })).toThrow(ConfigError)
      expect(() => loadConfig({ CHANNEL_SYNC_MINUTES: value })).toThrow(
        'CHANNEL_SYNC_MINUTES must be at least 5 (minutes between two imports of the feeds)',
      )
    }
    expect(() => loadConfig({ CHANNEL_SYNC_MINUTES: 'often' })).toThrow(
      'CHANNEL_SYNC_MINUTES must be a whole number of minutes, such as 15',
    )
  })

  it('stops the server at its start with that sentence, no stack trace', async () => {
    const { code, stderr } = await runToExit([await serverBuild()], {
      DATA_DIR: tempDir(),
      CHANNEL_SYNC_MINUTES: '4',
    })
    expect(code).toBe(1)
    expect(stderr).toContain(
      'CHANNEL_SYNC_MINUTES: CHANNEL_SYNC_MINUTES must be at least 5 (minutes between two imports of the feeds)',
    )
    expect(stderr).not.toMatch(/\n\s+at /)
  })
})

describe.each(databaseEnvs())('two servers importing on one $name database', (target) => {
  let feeds: FeedServer
  const servers: TestApp[] = []
  const clock = { ms: START }
  const now = () => new Date(clock.ms)
  const path = '/replicas.ics'
  beforeAll(async () => {
    feeds = await startFeedServer()
    feeds.serve(path, { calendar: icalFixture('airbnb.ics') })
    const env = {
      ...(await target.env()),
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      LOG_LEVEL: 'silent',
      SITE_DIR: tempDir(),
      OUTBOUND_ALLOWED_TEST_ORIGINS: feeds.origin,
    }
    for (let i = 0; i < 2; i++) servers.push(await build({ env, defaults: false, now }))
  })
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
    await feeds?.close()
  })

  it('reads a feed once per interval, whichever server takes it', async () => {
    const [a, b] = servers as [TestApp, TestApp]
    // Set up through the services, not the API: a request would make the app ready, and start it.
    const admin = createServices(a.config, a.database, { now })
    const facility = (await admin.facilities.list())[0]!
    const link = await admin.channels.addLink(facility._id, { url: feeds.url(path) })
    // Both start: one imports at once, the other finds this interval taken.
    await Promise.all([a.app.ready(), b.app.ready()])
    // Waited for as long as a loaded machine takes (expect.poll's own 1 s is not: the import's
    // parse runs in a worker thread, started cold, 1.4 s under CI's load).
    const long = { timeout: 30_000 }
    await expect.poll(() => feeds.requests(path), long).toBe(1)
    await expect
      .poll(async () => (await admin.channelStore.findLink(link.id))?.last_success_at, long)
      .toBe(now().toISOString())

    // The servers' schedules, each on its own server's database connection.
    const replicas: Services[] = [a, b].map((s) => createServices(s.config, s.database, { now }))
    const round = () => Promise.all(replicas.map((r) => r.channelSchedule.runRound()))
    clock.ms += 60_000
    expect(await round()).toEqual(['held', 'held'])
    expect(feeds.requests(path)).toBe(1)
    for (let interval = 1; interval <= 3; interval++) {
      clock.ms = START + interval * INTERVAL
      expect((await round()).sort()).toEqual(['held', 'ran'])
      expect(feeds.requests(path)).toBe(1 + interval)
    }
    // The holder of the last round is gone (killed): at the next interval the other takes it.
    const [first, second] = replicas as [Services, Services]
    clock.ms = START + 4 * INTERVAL
    expect(await first.channelSchedule.runRound()).toBe('ran')
    clock.ms = START + 5 * INTERVAL
    expect(await second.channelSchedule.runRound()).toBe('ran')
    expect(feeds.requests(path)).toBe(6)
  })
})
