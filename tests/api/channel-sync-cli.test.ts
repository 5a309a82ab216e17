// Issue 39 on the CLI: `channels add` prints the link's id and its export URL each alone on a
// line (PUBLIC_URL's origin, the facility's secret) and imports the feed once; a URL the server
// may not call is refused and nothing stored; `channels list` shows the feed's host, never its
// URL; `channels sync` imports every feed and exits 1 if one failed; `channels remove` frees the
// nights. Usage errors exit 2. The real CLI in a child process, the app on the same database,
// both databases; the feeds from a local feed server, the clock before the fixtures' dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Availability } from '../../contract/reservation'
import { takenDates } from '../../contract/stay-rules'
import { createServices, type Services } from '../../server/src/services'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { icalFixture, startFeedServer, type FeedServer } from '../support/feed-server'
import { api, tempDir } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'

const CLOCK_START = '2026-11-20T09:00:00Z'
const PUBLIC_URL = 'https://hearthhouse.example'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

interface ListedLink {
  id: string
  facility_id: string
  unit: number
  name: string
  host: string
  last_success_at: string | null
  last_error: string | null
  nights: number
}

describe.each(databaseEnvs())('channels add, list, sync and remove on $name', (target) => {
  let feeds: FeedServer
  let env: Record<string, string>
  let app: TestApp
  let services: Services
  let facilityId: string
  beforeAll(async () => {
    feeds = await startFeedServer()
    feeds.serve('/booking.ics', { calendar: icalFixture('booking-com.ics') })
    feeds.serve('/airbnb.ics', { calendar: icalFixture('airbnb.ics') })
    env = {
      ...(await target.env()),
      LOG_LEVEL: 'silent',
      PUBLIC_URL,
      CLOCK_START,
      OUTBOUND_ALLOWED_TEST_ORIGINS: feeds.origin,
    }
    const now = () => new Date(CLOCK_START)
    app = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false, now })
    services = createServices(app.config, app.database, { now })
    // A facility of the sample catalogue with two units: a night is full when both are blocked.
    const facility = (await services.facilities.list()).find((f) => f.capacity === 2)!
    facilityId = facility._id
  })
  afterAll(async () => {
    await app?.close()
    await feeds?.close()
  })

  const cli = (...args: string[]) => runCli(env, 'channels', ...args)
  const listed = async () => {
    const run = await cli('list', '--json')
    expect(run.code, run.stderr).toBe(0)
    return JSON.parse(run.stdout) as ListedLink[]
  }
  async function fullNights(): Promise<number> {
    const res = await api(app, 'GET', `/api/facilities/${facilityId}/availability`)
    return takenDates((res.body as Availability).taken).size
  }

  it('adds a link: its id and export URL on lines of their own, then imports it once', async () => {
    const run = await cli('add', facilityId, feeds.url('/booking.ics'), '--name', 'Booking.com')
    expect(run.code, run.stderr).toBe(0)
    const lines = run.stdout.trim().split('\n')
    const id = lines.find((line) => UUID.test(line))!
    expect(id, run.stdout).toBeDefined()
    const secret = await services.channels.exportSecret(facilityId)
    expect(lines).toContain(
      `${PUBLIC_URL}/api/calendar/${secret}/${encodeURIComponent(facilityId)}/link/${id}.ics`,
    )
    expect(lines.at(-1)).toBe('Imported: 11 nights blocked by Booking.com.')
    expect(await services.channelStore.findLink(id)).toMatchObject({
      facility_id: facilityId,
      unit: 1,
      name: 'Booking.com',
    })
    // Another link goes to the next free unit; with --unit, the one asked for.
    const second = await cli('add', facilityId, feeds.url('/airbnb.ics'))
    expect(second.code, second.stderr).toBe(0)
    expect(second.stdout).toContain(`Linked 127.0.0.1:${new URL(feeds.origin).port} to 127.0.0.1`)
    expect((await listed()).map((l) => [l.unit, l.name])).toEqual([
      [1, 'Booking.com'],
      [2, '127.0.0.1'],
    ])
  })

  it('refuses a URL the server may not call, a unit beyond the capacity, and bad usage', async () => {
    const before = await listed()
    const refused = await cli('add', facilityId, 'https://192.168.1.10/calendar.ics')
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(
      "This feed cannot be linked: the feed's address must name its host, not an IP address.",
    )
    const beyond = await cli('add', facilityId, feeds.url('/airbnb.ics'), '--unit', '9')
    expect(beyond.code).toBe(1)
    expect(beyond.stderr).toMatch(/the unit must be a whole number from 1 to \d+, not 9\./)
    expect(await listed()).toEqual(before)
    for (const args of [
      ['add', facilityId],
      ['add', facilityId, feeds.url('/airbnb.ics'), '--unit', 'two'],
      ['remove'],
      ['rename'],
    ]) {
      const run = await cli(...args)
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(2)
    }
  })

  it("lists each link with the feed's host, never its URL, its last import and nights", async () => {
    const links = await listed()
    const host = new URL(feeds.origin).host
    expect(links).toEqual([
      expect.objectContaining({ name: 'Booking.com', host, last_error: null, nights: 11 }),
      expect.objectContaining({ name: '127.0.0.1', host, last_error: null }),
    ])
    // The CLI's clock starts at CLOCK_START and runs on: imported moments after it.
    for (const link of links) {
      const after = Date.parse(link.last_success_at!) - Date.parse(CLOCK_START)
      expect(after).toBeGreaterThanOrEqual(0)
      expect(after).toBeLessThan(60_000)
    }
    const table = await cli('list')
    expect(table.code, table.stderr).toBe(0)
    expect(table.stdout).toContain(host)
    expect(table.stdout).not.toMatch(/booking\.ics|airbnb\.ics/)
    expect(JSON.stringify(links)).not.toMatch(/booking\.ics|airbnb\.ics/)
  })

  it('syncs every feed now, and exits 1 when one failed, its nights kept', async () => {
    const ok = await cli('sync')
    expect(ok.code, ok.stderr).toBe(0)
    expect(ok.stdout).toContain('Booking.com (unit 1 of ')
    expect(ok.stdout).toContain('imported, 11 nights blocked.')
    const nights = await fullNights()
    feeds.serve('/booking.ics', { status: 500 })
    const failed = await cli('sync')
    expect(failed.code).toBe(1)
    expect(failed.stdout).toContain(
      "failed, The feed's server answered 500 (Internal Server Error). (its 11 nights stay blocked)",
    )
    expect(failed.stderr).toContain('1 feed of 2 failed.')
    expect(await fullNights()).toBe(nights)
    const booking = (await listed()).find((l) => l.name === 'Booking.com')!
    expect(booking.last_error).toBe("The feed's server answered 500 (Internal Server Error).")
    expect(booking.nights).toBe(11)
  })

  it('removes a link: its nights are free again', async () => {
    const booking = (await listed()).find((l) => l.name === 'Booking.com')!
    const before = await fullNights()
    const run = await cli('remove', booking.id)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/^Removed Booking\.com \(unit 1 of .+\): the nights it blocked/)
    expect((await listed()).map((l) => l.id)).not.toContain(booking.id)
    // Only 24 Dec and 8 Jan had both units blocked (Booking.com's and Airbnb's).
    expect(before).toBe(2)
    expect(await fullNights()).toBe(0)
    const again = await cli('remove', booking.id)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain(`No channel link has the id ${booking.id}.`)
  })
})
