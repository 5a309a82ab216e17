// Issue 50, "never a night freed by mistake" and "never stalled", on both databases, the app built
// in this process and its imports (channelSync.syncLink, as the console's add, the CLI and the
// schedule run it), the feeds from a local feed server (tests/support/hostile-feed-server.ts).
// A link first imports a good feed of 5 stays; then a body cut off, shorter than its length, or
// without its END:VCALENDAR is a failed fetch that keeps those nights, as the link and the guest's
// availability show them. One event with two occurrences on one day blocks that night once and
// the import succeeds; an event that cannot be read is skipped, the others imported, and the
// link's `warnings` name it by its place in the feed; a UID holding markup reaches neither the
// error nor the warnings. A feed whose events would take millions of nights is refused by the cap
// on a feed's nights (named in the error), its previous nights kept, and no import holds the
// event loop (measured here; the bound asserted is a generous 1 s, the figures are annotations).
// The clock is pinned: the dates are the same whatever the day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { Availability } from '../../contract/reservation'
import type { StaffChannelLink as Link, StaffChannels } from '../../contract/staff-channels'
import { hotelToday } from '../../server/src/hotel-dates'
import { createServices, type Services } from '../../server/src/services'
import { createFacility } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { startFeedServer, type FeedAnswer, type FeedServer } from '../support/feed-server'
import {
  CUT_FEEDS,
  FIVE_STAYS_NIGHTS,
  STALLING_FEEDS,
  calendar,
  fiveStays,
  stay,
  vevent,
} from '../support/hostile-feed-server'
import { adminHeaders, api } from '../support/server-process'
import type { TestApp } from '../support/test-app'

const NOW = new Date('2026-11-20T09:00:00Z')
const PROMPT_MS = 1_000
const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(2)>', "'quoted'"]

const compact = (date: string) => date.replaceAll('-', '')
/** A one-hour event on `day` at 09:00 UTC, repeating by `rule`. */
const repeating = (uid: string, day: string, rule: string) =>
  vevent(
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${compact(day)}T090000Z`,
    `DTEND:${compact(day)}T100000Z`,
    `RRULE:${rule}`,
    'SUMMARY:Not available',
  )

/**
 * The event loop's longest block while watched: the longest lateness of a 5 ms timer. `stop`
 * waits for its next tick, so a block that has just ended is counted.
 */
function watchLoop() {
  const every = 5
  let last = performance.now()
  let longest = 0
  let stopping: (() => void) | undefined
  const timer = setInterval(() => {
    const at = performance.now()
    longest = Math.max(longest, at - last - every)
    last = at
    stopping?.()
  }, every)
  return {
    stop: () =>
      new Promise<number>((resolve) => {
        stopping = () => {
          clearInterval(timer)
          resolve(Math.round(longest))
        }
      }),
  }
}

describe.each(databaseTargets())('hostile feeds and the nights they hold on $name', (target) => {
  let feeds: FeedServer
  let server: TestApp
  let services: Services
  let today: string
  const now = () => NOW
  beforeAll(async () => {
    feeds = await startFeedServer()
    server = await target.build({ env: { OUTBOUND_ALLOWED_TEST_ORIGINS: feeds.origin }, now })
    // The schedule's first round runs now, before any link: only the tests import.
    await server.app.ready()
    services = createServices(server.config, server.database, { now })
    today = hotelToday(server.config.HOTEL_TIMEZONE)(NOW)
  })
  afterAll(async () => {
    await server?.close()
    await feeds?.close()
  })

  let paths = 0
  /** A one-unit room linked to a feed of its own, first answering `answer`. */
  async function linked(answer: FeedAnswer) {
    const path = `/nights-${++paths}.ics`
    feeds.serve(path, answer)
    const facility = await createFacility(server, { capacity: 1 })
    const link = await services.channels.addLink(facility._id, { url: feeds.url(path) })
    return { facility, id: link.id, path }
  }
  /** The link as the owner's console shows it (GET /api/staff/channels). */
  async function shown(id: string): Promise<Link> {
    const res = await api(server, 'GET', '/api/staff/channels', undefined, adminHeaders)
    expect(res.status).toBe(200)
    const links = (res.body as StaffChannels).facilities.flatMap((f) => f.links)
    return links.find((l) => l.id === id)!
  }
  async function taken(facilityId: string) {
    const res = await api(server, 'GET', `/api/facilities/${facilityId}/availability`)
    expect(res.status).toBe(200)
    return (res.body as Availability).taken
  }
  const blocks = async (id: string) =>
    (await services.channelStore.blocksOfLink(id)).map((b) => [b.uid, b.from_date, b.to_date])
  /** A link whose good feed of five stays was imported: what it holds now. */
  async function holdingFiveStays() {
    const one = await linked({ calendar: calendar(fiveStays(today)) })
    expect(await services.channelSync.syncLink(one.id)).toEqual({
      ok: true,
      nights: FIVE_STAYS_NIGHTS,
    })
    return {
      ...one,
      blocks: await blocks(one.id),
      taken: await taken(one.facility._id),
      link: await shown(one.id),
    }
  }
  /** The nights the availability shows taken, one date each. */
  const nightsIn = (ranges: Availability['taken']) =>
    ranges.flatMap(({ from, to }) => {
      const nights: string[] = []
      for (let day = from; day <= to; day = addDays(day, 1)) nights.push(day)
      return nights
    })

  it.each(CUT_FEEDS)("$name: a failed fetch, the 5 stays' nights kept as they were", async (c) => {
    const held = await holdingFiveStays()
    for (const [at, answer] of c.answers(held.path, today)) feeds.serve(at, answer)
    const result = await services.channelSync.syncLink(held.id)
    expect(result.ok, JSON.stringify(result)).toBe(false)
    expect(await blocks(held.id)).toEqual(held.blocks)
    expect(await taken(held.facility._id)).toEqual(held.taken)
    const link = await shown(held.id)
    expect(link).toMatchObject({
      nights: FIVE_STAYS_NIGHTS,
      last_success_at: held.link.last_success_at,
      last_error: !result.ok && result.error,
      failures: 1,
    })
    expect(link.last_error).toMatch(/^[A-Z][\s\S]*\.$/)
  })

  it("blocks once a night one event takes twice in a day, and takes the feed's other nights", async () => {
    const feed = calendar([
      repeating('hourly@hostile.test', addDays(today, 10), 'FREQ=HOURLY;COUNT=2'),
      repeating('twice-a-day@hostile.test', addDays(today, 12), 'FREQ=DAILY;BYHOUR=9,17;COUNT=4'),
      stay('stay-a@hostile.test', addDays(today, 20), addDays(today, 22)),
      stay('stay-b@hostile.test', addDays(today, 25), addDays(today, 26)),
    ])
    const { facility, id } = await linked({ calendar: feed })
    const nights = [10, 12, 13, 20, 21, 25].map((n) => addDays(today, n))
    expect(await services.channelSync.syncLink(id)).toEqual({ ok: true, nights: nights.length })
    expect(nightsIn(await taken(facility._id))).toEqual(nights)
    expect(await shown(id)).toMatchObject({ last_error: null, nights: nights.length })
  })

  it('skips an event it cannot read, imports the others, and names it by its place in the warnings', async () => {
    const events = fiveStays(today)
    // The third (the night of day 20): its start in a 13th month.
    events[2] = events[2]!.replace(/DTSTART;VALUE=DATE:\d{8}/, 'DTSTART;VALUE=DATE:20261345')
    const { facility, id, path } = await linked({ calendar: calendar(events) })
    expect(await services.channelSync.syncLink(id)).toEqual({
      ok: true,
      nights: FIVE_STAYS_NIGHTS - 1,
    })
    expect(nightsIn(await taken(facility._id))).not.toContain(addDays(today, 20))
    const link = await shown(id)
    expect(link).toMatchObject({ last_error: null, nights: FIVE_STAYS_NIGHTS - 1 })
    expect(link.warnings).toEqual([expect.stringMatching(/\bevent #?3\b|\b[0-9a-f]{8,}\b/i)])
    // The feed mended: the warning is gone with the next import.
    feeds.serve(path, { calendar: calendar(fiveStays(today)) })
    expect(await services.channelSync.syncLink(id)).toEqual({
      ok: true,
      nights: FIVE_STAYS_NIGHTS,
    })
    expect((await shown(id)).warnings).toEqual([])
  })

  it("never lets a UID's markup reach the link's error or warnings", async () => {
    const uid = (i: number) => `${MARKUP[i % MARKUP.length]}-${i}`
    const day = (n: number) => compact(addDays(today, n))
    const feed = calendar([
      // Twice on one day (the import once failed naming this UID), a start that cannot be read, no
      // start, an end that cannot be read, and a long UID with a start of one digit.
      repeating(uid(0), addDays(today, 40), 'FREQ=HOURLY;COUNT=2'),
      vevent(`UID:${uid(1)}`, 'DTSTART;VALUE=DATE:20261345', `DTEND;VALUE=DATE:${day(43)}`),
      vevent(`UID:${uid(2)}`, `DTEND;VALUE=DATE:${day(45)}`),
      vevent(`UID:${uid(3)}`, `DTSTART;VALUE=DATE:${day(48)}`, 'DTEND;VALUE=DATE:2026XX01'),
      vevent(`UID:${uid(4).repeat(40)}`, 'DTSTART;VALUE=DATE:1'),
      stay('plain@hostile.test', addDays(today, 50), addDays(today, 52)),
    ])
    const { id } = await linked({ calendar: feed })
    const result = await services.channelSync.syncLink(id)
    const link = await shown(id)
    const said = JSON.stringify([result, link.last_error, link.warnings])
    for (const markup of [...MARKUP, '<', '>', 'alert(', 'onerror']) {
      expect(said).not.toContain(markup)
    }
    expect(result).toMatchObject({ ok: true })
    expect(link.warnings.length).toBeGreaterThan(0)
  })

  it.for(STALLING_FEEDS)(
    '$name: never holds the event loop, refused by the cap or imported, previous nights kept',
    // Bounded for the code before issue 50 too, where such an import took 90 s on a busy machine.
    { timeout: 180_000 },
    async (feed, { annotate }) => {
      const held = await holdingFiveStays()
      feeds.serve(held.path, { calendar: feed.text(today) })
      const loop = watchLoop()
      const t0 = performance.now()
      const result = await services.channelSync.syncLink(held.id)
      const took = Math.round(performance.now() - t0)
      const longest = await loop.stop()
      await annotate(
        `import ${took} ms, the event loop held at most ${longest} ms: ${JSON.stringify(result)}`,
      )
      expect(longest).toBeLessThan(PROMPT_MS)
      // The cap first: a feed that got past it makes every read after it slow.
      if (feed.imports !== undefined) {
        expect(result).toEqual({ ok: true, nights: feed.imports })
      }
      if (feed.fails) {
        expect(result.ok, JSON.stringify(result)).toBe(false)
        expect(!result.ok && result.error).toMatch(/could be read/)
      }
      if (feed.cap) {
        expect(result.ok, JSON.stringify(result)).toBe(false)
        expect(!result.ok && result.error).toMatch(/\d[\d,.]*.*nights?|nights?.*\d[\d,.]*/i)
      }
      const t1 = performance.now()
      const after = await taken(held.facility._id)
      const availability = Math.round(performance.now() - t1)
      await annotate(`the availability read after it: ${availability} ms`)
      expect(availability).toBeLessThan(PROMPT_MS)
      if (!result.ok) {
        expect(after).toEqual(held.taken)
        expect(await blocks(held.id)).toEqual(held.blocks)
        expect(await shown(held.id)).toMatchObject({
          nights: FIVE_STAYS_NIGHTS,
          last_error: result.error,
        })
      }
    },
  )
})
