// Issue 39, the imports: a link's feed, served by a local feed server (the real-format fixtures in
// tests/fixtures/ical/), fetched, read and left as the link's blocks, on both databases. The
// nights blocked are exactly the events' (DTEND exclusive) as the guest's availability shows
// them; the same feed again changes nothing; an event gone frees its nights and a moved one moves;
// a feed that fails (an HTTP error, not a calendar, too large, no answer) keeps its nights and the
// link shows the error beside its last success. A URL the server may not call is refused at add
// with a sentence and nothing is stored. The clock is pinned before the fixtures' dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { Availability } from '../../contract/reservation'
import { takenDates } from '../../contract/stay-rules'
import { channelSync } from '../../server/src/channels/sync'
import { createServices, type Services } from '../../server/src/services'
import { createFacility } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { icalFixture, startFeedServer, type FeedServer } from '../support/feed-server'
import { api } from '../support/server-process'
import type { TestApp } from '../support/test-app'

const START = Date.parse('2026-11-20T09:00:00Z')

/** Every night of [from, to), to exclusive. */
function nightsOf(ranges: readonly [string, string][]): string[] {
  const nights = new Set<string>()
  for (const [from, to] of ranges) {
    for (let day = from; day < to; day = addDays(day, 1)) nights.add(day)
  }
  return [...nights].sort()
}

describe.each(databaseTargets())('importing outside calendars on $name', (target) => {
  let feeds: FeedServer
  let server: TestApp
  let services: Services
  const clock = { ms: START }
  const now = () => new Date(clock.ms)
  beforeAll(async () => {
    feeds = await startFeedServer()
    server = await target.build({ env: { OUTBOUND_ALLOWED_TEST_ORIGINS: feeds.origin }, now })
    // The server's own schedule runs its first round now, before any link: only the tests import.
    await server.app.ready()
    services = createServices(server.config, server.database, { now })
  })
  afterAll(async () => {
    await server?.close()
    await feeds?.close()
  })

  async function fullNights(facilityId: string): Promise<string[]> {
    const res = await api(server, 'GET', `/api/facilities/${facilityId}/availability`)
    expect(res.status).toBe(200)
    return [...takenDates((res.body as Availability).taken)].sort()
  }
  const blocks = async (linkId: string) =>
    (await services.channelStore.blocksOfLink(linkId)).map((b) => [b.from_date, b.to_date, b.kind])
  let paths = 0
  /** A link of a new one-unit room to a feed at a path of its own, serving `answer`. */
  async function linked(calendar: string, name = 'Airbnb') {
    const path = `/feed-${++paths}.ics`
    feeds.serve(path, { calendar })
    const facility = await createFacility(server, { capacity: 1 })
    const link = await services.channels.addLink(facility._id, { url: feeds.url(path), name })
    return { facility, link, path }
  }

  it("blocks an Airbnb feed's reservations and blocks, DTEND exclusive, as the picker shows", async () => {
    const { facility, link } = await linked(icalFixture('airbnb.ics'))
    const expected: [string, string][] = [
      ['2026-11-20', '2026-11-23'],
      ['2026-11-27', '2026-11-30'],
      ['2026-12-18', '2026-12-26'],
      ['2027-01-08', '2027-01-10'],
      // A year-long host block, clipped to the booking horizon (730 nights from today).
      ['2027-11-20', '2028-11-19'],
    ]
    const nights = nightsOf(expected)
    expect(await services.channelSync.syncLink(link.id)).toEqual({
      ok: true,
      nights: nights.length,
    })
    expect(await blocks(link.id)).toEqual([
      ['2026-11-20', '2026-11-23', 'blocked'],
      ['2026-11-27', '2026-11-30', 'reserved'],
      ['2026-12-18', '2026-12-26', 'reserved'],
      ['2027-01-08', '2027-01-10', 'blocked'],
      ['2027-11-20', '2028-11-19', 'blocked'],
    ])
    expect(await fullNights(facility._id)).toEqual(nights)
    // The check-out days stay bookable: the 23rd, the 30th, the 26th.
    expect(nights).not.toContain('2026-11-23')
    expect(nights).not.toContain('2026-11-30')
    const stored = (await services.channelStore.findLink(link.id))!
    expect(stored).toMatchObject({ last_success_at: now().toISOString(), last_error: null })
  })

  it('reads Booking.com closures and date-time events with a midnight check-out', async () => {
    const booking = await linked(icalFixture('booking-com.ics'), 'Booking.com')
    expect(await services.channelSync.syncLink(booking.link.id)).toEqual({ ok: true, nights: 11 })
    expect(await fullNights(booking.facility._id)).toEqual(
      nightsOf([
        ['2026-12-04', '2026-12-07'],
        ['2026-12-24', '2026-12-25'],
        ['2027-01-02', '2027-01-09'],
      ]),
    )
    const times = await linked(icalFixture('date-times.ics'), 'Hostaway')
    expect(await services.channelSync.syncLink(times.link.id)).toEqual({ ok: true, nights: 9 })
    // Check-in 14:00 on the 1st, out at 00:00 on the 4th (Lagos): nights 1, 2 and 3, not the 4th.
    expect(await fullNights(times.facility._id)).toEqual(
      nightsOf([
        ['2026-12-01', '2026-12-04'],
        ['2026-12-10', '2026-12-12'],
        ['2026-12-14', '2026-12-16'],
        ['2026-12-20', '2026-12-22'],
      ]),
    )
  })

  it('imports the same feed again without a change; an event gone frees, a moved one moves', async () => {
    const text = icalFixture('booking-com.ics')
    const { facility, link, path } = await linked(text, 'Booking.com')
    await services.channelSync.syncLink(link.id)
    const first = await blocks(link.id)
    clock.ms += 60_000
    expect(await services.channelSync.syncLink(link.id)).toEqual({ ok: true, nights: 11 })
    expect(await blocks(link.id)).toEqual(first)
    expect((await services.channelStore.findLink(link.id))!.last_success_at).toBe(
      now().toISOString(),
    )
    // The closure of 24 Dec moves to 26-28 Dec; the one of 4-7 Dec is gone.
    const changed = text.replace('20261224', '20261226').replace('20261225', '20261228')
    const [head, ...events] = changed.split('BEGIN:VEVENT')
    const kept = events.filter((e) => !e.includes('DTSTART;VALUE=DATE:20261204'))
    expect(kept).toHaveLength(events.length - 1)
    feeds.serve(path, { calendar: [head, ...kept].join('BEGIN:VEVENT') })
    expect(await services.channelSync.syncLink(link.id)).toEqual({ ok: true, nights: 9 })
    expect(await blocks(link.id)).toEqual([
      ['2026-12-26', '2026-12-28', 'blocked'],
      ['2027-01-02', '2027-01-09', 'blocked'],
    ])
    expect(await fullNights(facility._id)).toEqual(
      nightsOf([
        ['2026-12-26', '2026-12-28'],
        ['2027-01-02', '2027-01-09'],
      ]),
    )
  })

  it('keeps the nights of a feed that fails, and shows the error beside the last success', async () => {
    const { facility, link, path } = await linked(icalFixture('booking-com.ics'), 'Booking.com')
    await services.channelSync.syncLink(link.id)
    const success = now().toISOString()
    const before = await fullNights(facility._id)
    expect(before).toHaveLength(11)
    // A short deadline for the silent feed; the rest as the server fetches.
    const sync = channelSync({
      store: services.channelStore,
      fetch: { policy: { allowedTestOrigins: [feeds.origin] }, timeoutMs: 1_000 },
      parse: { timeZone: 'UTC', horizonDays: 730 },
      now,
    })
    const failures: [Parameters<FeedServer['serve']>[1], RegExp][] = [
      [{ status: 500 }, /answered 500 \(Internal Server Error\)/],
      [{ html: '<html><body>Sign in</body></html>' }, /did not answer with a calendar/],
      [{ bytes: 2 * 1024 * 1024 + 10 }, /larger than 2 MB/],
      [{ silent: true }, /did not answer within 1 seconds?|did not answer within 1000 ms/],
    ]
    let failuresSoFar = 0
    for (const [answer, reason] of failures) {
      feeds.serve(path, answer)
      clock.ms += 60_000
      const result = await sync.syncLink(link.id)
      expect(result.ok).toBe(false)
      expect(!result.ok && result.error).toMatch(reason)
      expect(await fullNights(facility._id)).toEqual(before)
      const stored = (await services.channelStore.findLink(link.id))!
      expect(stored.last_error).toMatch(reason)
      expect(stored.last_success_at).toBe(success)
      expect(stored.last_attempt_at).toBe(now().toISOString())
      expect(stored.failures).toBe(++failuresSoFar)
    }
    // Back: the error is cleared.
    feeds.serve(path, { calendar: icalFixture('booking-com.ics') })
    expect(await services.channelSync.syncLink(link.id)).toEqual({ ok: true, nights: 11 })
    expect(await services.channelStore.findLink(link.id)).toMatchObject({
      last_error: null,
      failures: 0,
    })
  })

  it('refuses at add a URL the server may not call, with a sentence, and stores nothing', async () => {
    const facility = await createFacility(server, { capacity: 2 })
    const refused = [
      'http://calendar.example.org/feed.ics',
      'https://localhost/feed.ics',
      'https://127.0.0.1/feed.ics',
      'https://10.0.0.7/feed.ics',
      'https://[::1]/feed.ics',
      'https://169.254.169.254/latest/meta-data',
      'https://intranet.local/feed.ics',
      'https://www.airbnb.com:8443/calendar/ical/1.ics',
      'https://user:pw@www.airbnb.com/calendar/ical/1.ics',
      'not a url',
      // The feed server is allowed on its origin only: another local port is refused.
      feeds.origin.replace(/:\d+$/, ':1') + '/feed.ics',
    ]
    for (const url of refused) {
      await expect(services.channels.addLink(facility._id, { url })).rejects.toMatchObject({
        kind: 'invalid',
        code: 'feed_url_refused',
        message: expect.stringMatching(/^This feed cannot be linked: the feed's address must /),
      })
    }
    expect(await services.channels.links(facility._id)).toEqual([])
    // webcal:// is read as https://: accepted (its name is checked again at each fetch).
    const webcal = await services.channels.addLink(facility._id, {
      url: 'webcal://www.airbnb.com/calendar/ical/123.ics?s=abc',
    })
    expect(webcal.name).toBe('www.airbnb.com')
  })

  it("answers an unknown link's id with a sentence, not a throw", async () => {
    expect(await services.channelSync.syncLink('no-such-link')).toEqual({
      ok: false,
      error: 'No channel link has the id no-such-link.',
    })
  })
})
