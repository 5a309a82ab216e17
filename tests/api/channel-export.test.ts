// Issue 39, "what the booking sites get": the hotel's feeds at /api/calendar/:secret/..., on both
// databases, read back by the house's reader (ical.js, feed-parse.ts) and by an independent one
// (the `ical` package): each stay's nights exactly (DTEND exclusive), a request in the feed at
// once and out of it when declined, cancelled or expired; a link's imports in the other links'
// feeds and the facility's, never in its own; the units' feeds closing exactly the units taken;
// nothing of the guest; and every address that is not a feed the same 404 (a wrong secret, an
// unknown facility, unit or link, an old secret after a rotation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localDay, secondReader as other } from '../support/ical-second-reader'
import { addDays, daysBetween } from '../../contract/calendar-date'
import { exportUrls } from '../../server/src/channels/export-urls'
import { parseFeed } from '../../server/src/channels/feed-parse'
import type { ImportedEvent } from '../../server/src/channels/repository'
import { createServices, type Services } from '../../server/src/services'
import { createFacility, inDays, reserve, reserveBody, today } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { adminHeaders, api } from '../support/server-process'
import type { TestApp } from '../support/test-app'

const FEED = 'https://www.airbnb.com/calendar/ical/12345.ics?s=abc'
type Facility = Awaited<ReturnType<typeof createFacility>>
/** An event as a test compares it: its UID, first night and check-out day. */
type Stay = [uid: string, from: string, to: string]

/** Each night from `from` up to, not including, `to`. */
const nightsOf = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i))

describe.each(databaseTargets())('the booking sites’ feeds on $name', (target) => {
  let server: TestApp
  let services: Services
  /** The rules' clock of `server`: moved on by the expiry test. */
  let clock = new Date()
  beforeAll(async () => {
    server = await target.build({ now: () => clock })
    services = createServices(server.config, server.database)
  })
  afterAll(() => server.close())

  const urls = async (facility: Facility) => {
    const secret = await services.channels.exportSecret(facility._id)
    const links = await services.channels.links(facility._id)
    return exportUrls('', facility._id, secret, facility.capacity, links)
  }
  /** The feed's text, after checking it is answered as a feed. */
  async function fetchFeed(path: string): Promise<string> {
    const res = await api(server, 'GET', path)
    expect(res.status, String(res.body)).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    return res.body as string
  }
  /** The feed's events as both parsers read them: they must agree. */
  async function eventsOf(path: string): Promise<Stay[]> {
    const text = await fetchFeed(path)
    const { events, skipped } = await parseFeed(text, { today: today(), horizonDays: 730 })
    expect(skipped).toBe(0)
    const mine: Stay[] = events.map((e) => [e.uid, e.from, e.to])
    const theirs = Object.values(other.parseICS(text))
      .filter((e) => e.type === 'VEVENT')
      .map((e): Stay => [e.uid, localDay(e.start), localDay(e.end)])
    expect(theirs.sort()).toEqual([...mine].sort())
    return mine
  }
  const book = async (facility: Facility, from: string, to: string, over = {}) => {
    const body = reserveBody(facility, { dateRange: { from, to }, ...over })
    const res = await reserve(server, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return body.reservation_id
  }
  const link = (facilityId: string, name: string, unit?: number) =>
    services.channels.addLink(facilityId, { url: FEED, name, unit })
  const importInto = (linkId: string, events: ImportedEvent[]) =>
    services.channelStore.replaceBlocks(linkId, events, new Date().toISOString())
  const event = (uid: string, from: number, to: number): ImportedEvent => ({
    uid,
    from: inDays(from),
    to: inDays(to),
    kind: 'reserved',
  })
  /** The events' nights, each once, sorted. */
  const nightsIn = (events: readonly Stay[]) =>
    [...new Set(events.flatMap(([, from, to]) => nightsOf(from, to)))].sort()

  it('writes each stay as its nights, DTEND exclusive: one night, several, across a month’s end', async () => {
    const facility = await createFacility(server, { capacity: 3 })
    // The last day of a month at least three weeks on: a stay from the day before to two after.
    let monthEnd = 21
    while (!inDays(monthEnd + 1).endsWith('-01')) monthEnd++
    const stays: [string, string][] = [
      [inDays(3), inDays(4)],
      [inDays(5), inDays(9)],
      [inDays(monthEnd - 1), inDays(monthEnd + 2)],
    ]
    for (const [from, to] of stays) await book(facility, from, to)
    const events = await eventsOf((await urls(facility)).facility)
    expect(events.map(([, from, to]) => [from, to]).sort()).toEqual(stays.sort())
    expect(new Set(events.map(([uid]) => uid)).size).toBe(3)
    for (const [uid] of events) expect(uid).toMatch(/^[\w-]{22}@localhost$/)
    const text = await fetchFeed((await urls(facility)).facility)
    expect(text.match(/^SUMMARY:Reserved\r$/gm)).toHaveLength(3)
    expect(text).toContain(`DTSTART;VALUE=DATE:${inDays(3).replaceAll('-', '')}\r\n`)
    expect(text).toContain(`DTEND;VALUE=DATE:${inDays(4).replaceAll('-', '')}\r\n`)
  })

  it('shows a new request at once, keeps it confirmed, and drops it declined, cancelled or expired', async () => {
    const facility = await createFacility(server, { capacity: 3 })
    const feed = async () => (await eventsOf((await urls(facility)).facility)).map(([u]) => u)
    const confirmed = await book(facility, inDays(10), inDays(12))
    const declined = await book(facility, inDays(10), inDays(12))
    const cancelled = await book(facility, inDays(11), inDays(13))
    const before = await feed()
    expect(before).toHaveLength(3)
    const move = async (
      id: string,
      action: string,
      body: object,
      headers: Record<string, string> = adminHeaders,
    ) => {
      const res = await api(server, 'POST', `/api/reservations/${id}/${action}`, body, headers)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    await move(confirmed, 'confirm', {})
    expect(await feed()).toEqual(before)
    await move(declined, 'decline', { note: 'We are full that week.' })
    await move(cancelled, 'cancel', {}, {})
    const [kept] = await feed()
    expect(await feed()).toEqual([kept])
    // An unanswered request past its hold (48 hours by default) reads as expired: gone.
    await book(facility, inDays(20), inDays(21))
    expect(await feed()).toHaveLength(2)
    clock = new Date(clock.getTime() + 49 * 3_600_000)
    try {
      expect(await feed()).toEqual([kept])
    } finally {
      clock = new Date()
    }
  })

  it('puts a link’s imports in the other links’ feeds and the facility’s, never in its own', async () => {
    const facility = await createFacility(server, { capacity: 1 })
    const airbnb = await link(facility._id, 'Airbnb')
    const booking = await link(facility._id, 'Booking.com')
    await importInto(airbnb.id, [event('a1@airbnb.com', 20, 23)])
    await importInto(booking.id, [event('b1', 30, 31)])
    await book(facility, inDays(40), inDays(42))
    const feeds = await urls(facility)
    const stay = nightsOf(inDays(40), inDays(42))
    const fromAirbnb = nightsOf(inDays(20), inDays(23))
    const fromBooking = nightsOf(inDays(30), inDays(31))
    const all = [...fromAirbnb, ...fromBooking, ...stay].sort()
    expect(nightsIn(await eventsOf(feeds.facility))).toEqual(all)
    expect(nightsIn(await eventsOf(feeds.units[0]!))).toEqual(all)
    expect(nightsIn(await eventsOf(feeds.links[airbnb.id]!))).toEqual([...fromBooking, ...stay])
    expect(nightsIn(await eventsOf(feeds.links[booking.id]!))).toEqual([...fromAirbnb, ...stay])
    // Imports say "Not available", and nothing of the feed they came from.
    const text = await fetchFeed(feeds.facility)
    expect(text.match(/^SUMMARY:Not available\r$/gm)).toHaveLength(2)
    expect(text).not.toContain('airbnb.com')
    expect(text).not.toMatch(/UID:b1\b/)
  })

  it('closes in the units’ feeds exactly the units taken each night', async () => {
    const facility = await createFacility(server, { capacity: 3 })
    const airbnb = await link(facility._id, 'Airbnb')
    expect(airbnb.unit).toBe(1)
    await importInto(airbnb.id, [event('a@airbnb.com', 10, 12)])
    await book(facility, inDays(10), inDays(11))
    await book(facility, inDays(10), inDays(12))
    await book(facility, inDays(11), inDays(13))
    const feeds = await urls(facility)
    const units = await Promise.all(feeds.units.map((u) => eventsOf(u)))
    const closed = (night: string) =>
      units.filter((events) => nightsIn(events).includes(night)).length
    // Night 10: the import and two requests; 11: the same; 12: one request.
    expect([10, 11, 12, 13].map((n) => closed(inDays(n)))).toEqual([3, 3, 1, 0])
    // The import keeps its unit; requests take the others from the highest down.
    expect(nightsIn(units[0]!)).toEqual(nightsOf(inDays(10), inDays(12)))
    expect(nightsIn(units[2]!)).toEqual(nightsOf(inDays(10), inDays(13)))
    for (const events of units) {
      expect(new Set(events.map(([uid]) => uid)).size).toBe(events.length)
    }
    // Airbnb's own feed leaves its nights out: unit 1 is free there.
    expect(await eventsOf(feeds.links[airbnb.id]!)).toEqual([])
  })

  it('holds nothing of the guest: name, phone, email, note, the request’s id or reference', async () => {
    const facility = await createFacility(server, { capacity: 1 })
    const id = await book(facility, inDays(15), inDays(17), {
      reservation_name: 'Zanele Quartermaine',
      reservation_phone: '+234 803 555 0199',
      reservation_email: 'zanele.q@example.com',
    })
    const confirmed = await api(
      server,
      'POST',
      `/api/reservations/${id}/confirm`,
      { note: 'Gate code 4471, room at the back' },
      adminHeaders,
    )
    expect(confirmed.status).toBe(200)
    const { reference } = confirmed.body as { reference: string }
    const feeds = await urls(facility)
    for (const path of [feeds.facility, feeds.units[0]!]) {
      const text = await fetchFeed(path)
      expect(text).toContain('SUMMARY:Reserved')
      for (const secret of [
        'Zanele',
        'Quartermaine',
        '0199',
        '5550199',
        'zanele.q',
        'example.com',
        'Gate code',
        '4471',
        id,
        reference,
        reference.replace('-', ''),
      ]) {
        expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase())
      }
    }
  })

  it('answers every address that is not a feed with the same 404, and an old secret after a rotation', async () => {
    const facility = await createFacility(server, { capacity: 2 })
    const otherFacility = await createFacility(server, { capacity: 1 })
    const elsewhere = await link(otherFacility._id, 'Airbnb')
    const feeds = await urls(facility)
    const secret = await services.channels.exportSecret(facility._id)
    const wrong = 'x'.repeat(secret.length)
    const refusals = [
      `/api/calendar/${wrong}/${facility._id}.ics`,
      `/api/calendar/${secret.slice(0, -1)}/${facility._id}.ics`,
      `/api/calendar/${secret}/no-such-facility.ics`,
      `/api/calendar/${wrong}/no-such-facility.ics`,
      // The other facility's id with this one's secret; its own has none until asked.
      `/api/calendar/${secret}/${otherFacility._id}.ics`,
      `/api/calendar/${secret}/${facility._id}/unit/0.ics`,
      `/api/calendar/${secret}/${facility._id}/unit/3.ics`,
      `/api/calendar/${secret}/${facility._id}/unit/01.ics`,
      `/api/calendar/${secret}/${facility._id}/unit/1e0.ics`,
      `/api/calendar/${secret}/${facility._id}/unit/two.ics`,
      `/api/calendar/${secret}/${facility._id}/link/no-such-link.ics`,
      `/api/calendar/${secret}/${facility._id}/link/${elsewhere.id}.ics`,
      `/api/calendar/${wrong}/${facility._id}/unit/1.ics`,
    ]
    const answers = await Promise.all(refusals.map((path) => api(server, 'GET', path)))
    for (const [i, res] of answers.entries()) {
      expect({ path: refusals[i], status: res.status, body: res.body }).toEqual({
        path: refusals[i],
        status: 404,
        body: { error: { code: 'not_found', message: 'There is no calendar at this address.' } },
      })
    }
    for (const path of [feeds.facility, ...feeds.units]) await fetchFeed(path)
    const head = await server.app.inject({ method: 'HEAD', url: feeds.units[1]! })
    expect(head.statusCode).toBe(200)

    await services.channels.rotateExportSecret(facility._id)
    const rotated = await urls(facility)
    expect(rotated.facility).not.toBe(feeds.facility)
    for (const path of [feeds.facility, ...feeds.units]) {
      expect((await api(server, 'GET', path)).status, path).toBe(404)
    }
    for (const path of [rotated.facility, ...rotated.units]) await fetchFeed(path)
  })
})
