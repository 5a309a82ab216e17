// Issue 39, the console's booking sites (owners only) on both databases, through app.inject: an
// owner links a feed to a facility's unit (the first free one unless asked), sees each link with
// its feed's host (never the URL, the booking site's secret), how its imports went and the nights
// they take, and the hotel's feeds to give the sites; removes a link (its nights free again) and
// rotates the export secret (every URL changes). The front desk is refused (403 owner_only), and
// bad input is a 4xx, never a 5xx.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Availability } from '../../contract/reservation'
import type { StaffRequestDetail } from '../../contract/staff'
import type {
  StaffChannelFacility,
  StaffChannelLink,
  StaffChannels,
} from '../../contract/staff-channels'
import { takenDates } from '../../contract/stay-rules'
import { createServices, type Services } from '../../server/src/services'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { api } from '../support/server-process'
import {
  STAFF_ORIGIN,
  expectRefused,
  staffSessions,
  type StaffCaller,
} from '../support/staff-sessions'

/** As Airbnb hands it out: its own secret in the query. */
const AIRBNB = 'https://www.airbnb.com/calendar/ical/12345.ics?s=0123456789abcdef'
const BOOKING = 'webcal://admin.booking.com/hotel/hoteladmin/ical.html?t=secret-token-42'

describe.each(databaseTargets())('the console booking sites on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffSessions>>
  let services: Services
  let owner: StaffCaller
  let desk: StaffCaller
  beforeAll(async () => {
    s = await staffSessions(target)
    services = createServices(s.server.config, s.server.database)
    owner = await s.person('Ada Obi', 'owner')
    desk = await s.person('Bola Ade', 'frontdesk')
  })
  afterAll(() => s.close())

  const overview = async () => {
    const res = await owner('GET', '/channels')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).not.toContain('0123456789abcdef')
    expect(res.body).not.toContain('secret-token-42')
    return res.json() as StaffChannels
  }
  const facilityIn = async (id: string) =>
    (await overview()).facilities.find((f) => f.facility_id === id)!
  /**
   * Links a feed, and waits for the import the server starts at once to have been tried (here it
   * fails: no such feed is reachable), so that it does not land in the middle of what a test then
   * writes to the link itself.
   */
  const add = async (body: { facilityId: string; url: string; name?: string; unit?: number }) => {
    const res = await owner('POST', '/channels', body)
    expect(res.statusCode, res.body).toBe(200)
    const link = res.json() as StaffChannelLink
    await vi.waitFor(
      async () => {
        const now = (await facilityIn(body.facilityId)).links.find((l) => l.id === link.id)
        expect(now?.last_attempt_at).toBeTruthy()
      },
      { timeout: 30_000, interval: 50 },
    )
    return link
  }

  it('links feeds to units, shows their hosts but never their URLs, and the feeds to give', async () => {
    const room = await createFacility(s.server, { capacity: 3 })
    expect((await facilityIn(room._id)).next_unit).toBe(1)
    const airbnb = await add({ facilityId: room._id, url: AIRBNB, name: 'Airbnb' })
    expect(airbnb).toMatchObject({
      facility_id: room._id,
      facility_name: room.name,
      unit: 1,
      name: 'Airbnb',
      host: 'www.airbnb.com',
      last_success_at: null,
      last_error: null,
      nights: 0,
    })
    expect(JSON.stringify(airbnb)).not.toContain('0123456789abcdef')
    // No name: the feed's host; no unit: the first one with no link yet. webcal:// is https.
    const booking = await add({ facilityId: room._id, url: BOOKING })
    expect(booking).toMatchObject({ unit: 2, name: 'admin.booking.com', host: 'admin.booking.com' })
    const third = await add({ facilityId: room._id, url: AIRBNB, name: 'Vrbo', unit: 2 })
    expect(third.unit).toBe(2)

    const shown = await facilityIn(room._id)
    expect(shown.links.map((l) => [l.name, l.unit])).toEqual([
      ['Airbnb', 1],
      ['admin.booking.com', 2],
      ['Vrbo', 2],
    ])
    expect(shown.next_unit).toBe(3)
    // The hotel's feeds: the facility's, one per unit, one per link, all under one secret.
    const prefix = `${STAFF_ORIGIN}/api/calendar/`
    expect(shown.export_url).toMatch(new RegExp(`^${prefix}[\\w-]{40,}/${room._id}\\.ics$`))
    const secret = shown.export_url.slice(prefix.length).split('/')[0]!
    expect(shown.unit_export_urls).toEqual(
      [1, 2, 3].map((n) => `${prefix}${secret}/${room._id}/unit/${n}.ics`),
    )
    expect(shown.links.find((l) => l.id === airbnb.id)!.export_url).toBe(
      `${prefix}${secret}/${room._id}/link/${airbnb.id}.ics`,
    )
    // And the front desk sees none of it.
    expectRefused(await desk('GET', '/channels'), 403, 'owner_only')
  })

  it("shows each link's imports: nights taken from today, the last success and error", async () => {
    const room = await createFacility(s.server, { capacity: 1 })
    const link = await add({ facilityId: room._id, url: AIRBNB, name: 'Airbnb' })
    const at = new Date().toISOString()
    // Two events overlapping by a night, and one in the past: 4 nights from today on.
    await services.channelStore.replaceBlocks(
      link.id,
      [
        { uid: 'a@airbnb.com', from: inDays(3), to: inDays(6), kind: 'reserved' },
        { uid: 'b@airbnb.com', from: inDays(5), to: inDays(7), kind: 'blocked' },
        { uid: 'c@airbnb.com', from: inDays(-4), to: inDays(-2), kind: 'reserved' },
      ],
      at,
    )
    await services.channelStore.recordFailure(link.id, 'The feed answered 503.', at)
    const shown = (await facilityIn(room._id)).links[0]!
    expect(shown).toMatchObject({
      nights: 4,
      last_success_at: at,
      last_attempt_at: at,
      last_error: 'The feed answered 503.',
      failures: 1,
    })

    // Removed: the link is gone, and the guest's picker offers its nights again.
    const taken = async () => {
      const res = await api(s.server, 'GET', `/api/facilities/${room._id}/availability`)
      return takenDates((res.body as Availability).taken).size
    }
    expect(await taken()).toBe(4)
    expectRefused(await desk('POST', `/channels/${link.id}/remove`), 403, 'owner_only')
    const removed = await owner('POST', `/channels/${link.id}/remove`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ id: link.id, removed: true })
    expect((await facilityIn(room._id)).links).toEqual([])
    expect(await taken()).toBe(0)
    expectRefused(await owner('POST', `/channels/${link.id}/remove`), 404, 'not_found')
  })

  it('rotates the export secret: every URL changes, the links stay', async () => {
    const room = await createFacility(s.server, { capacity: 2 })
    const link = await add({ facilityId: room._id, url: AIRBNB, name: 'Airbnb' })
    const before = await facilityIn(room._id)
    expectRefused(
      await desk('POST', '/channels/rotate', { facilityId: room._id }),
      403,
      'owner_only',
    )
    expect((await facilityIn(room._id)).export_url).toBe(before.export_url)
    const res = await owner('POST', '/channels/rotate', { facilityId: room._id })
    expect(res.statusCode, res.body).toBe(200)
    const after = res.json() as StaffChannelFacility
    expect(after.links.map((l) => l.id)).toEqual([link.id])
    const urls = (f: StaffChannelFacility) => [
      f.export_url,
      ...f.unit_export_urls,
      ...f.links.map((l) => l.export_url),
    ]
    const secretOf = (f: StaffChannelFacility) => f.export_url.split('/').at(-2)!
    expect(secretOf(after)).not.toBe(secretOf(before))
    // The same feeds, each under the new secret.
    expect(urls(after)).toEqual(
      urls(before).map((u) => u.replace(`/${secretOf(before)}/`, `/${secretOf(after)}/`)),
    )
    expect(await facilityIn(room._id)).toEqual(after)
  })

  it("says on a request's page that a booking site took its nights, and refuses to confirm it so", async () => {
    const room = await createFacility(s.server, { capacity: 1 })
    const body = reserveBody(room, { dateRange: { from: inDays(10), to: inDays(13) } })
    expect((await reserve(s.server, room._id, body)).status).toBe(200)
    const id = body.reservation_id as string
    const detail = async () => {
      const res = await desk('GET', `/requests/${id}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as StaffRequestDetail
    }
    expect((await detail()).channels_took).toBeUndefined()
    const link = await add({ facilityId: room._id, url: BOOKING, name: 'Booking.com' })
    // An import over the last night only (DTEND exclusive: night 12, not 13).
    await services.channelStore.replaceBlocks(
      link.id,
      [{ uid: 'b1@booking.com', from: inDays(12), to: inDays(13), kind: 'blocked' }],
      new Date().toISOString(),
    )
    const sentence = (await detail()).channels_took
    expect(sentence).toBe(
      'Booking.com has taken 1 of these nights, so this request cannot be confirmed. Decline it ' +
        'with a note, or offer the guest other dates.',
    )
    const refused = expectRefused(
      await desk('POST', `/requests/${id}/confirm`, { expected_status: 'received' }),
      409,
      'dates_unavailable',
    )
    expect(refused.message).toBe(sentence)
    // The link removed, the night is free again: nothing to say, and it is confirmed.
    expect((await owner('POST', `/channels/${link.id}/remove`)).statusCode).toBe(200)
    expect((await detail()).channels_took).toBeUndefined()
    const confirmed = await desk('POST', `/requests/${id}/confirm`, { expected_status: 'received' })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
  })

  it('refuses what it cannot link, in words, never with a 5xx', async () => {
    const room = await createFacility(s.server, { capacity: 2 })
    expectRefused(
      await desk('POST', '/channels', { facilityId: room._id, url: AIRBNB }),
      403,
      'owner_only',
    )
    const unit = expectRefused(
      await owner('POST', '/channels', { facilityId: room._id, url: AIRBNB, unit: 3 }),
      400,
      'unit_out_of_range',
    )
    expect(unit.message).toContain('from 1 to 2')
    expectRefused(await owner('POST', '/channels', { facilityId: 'nope', url: AIRBNB }), 404)
    for (const body of [
      { facilityId: room._id, url: 'not a url' },
      { facilityId: room._id, url: '' },
      { facilityId: room._id },
      { facilityId: room._id, url: AIRBNB, unit: 0 },
      { facilityId: room._id, url: AIRBNB, name: 'a\u0000b' },
      { facilityId: room._id, url: AIRBNB, extra: true },
    ]) {
      expectRefused(await owner('POST', '/channels', body), 400, 'invalid_request')
    }
    // What the server must never call out to: refused in words, and nothing stored.
    for (const url of [
      'https://127.0.0.1/calendar.ics',
      'https://localhost/calendar.ics',
      'http://www.airbnb.com/calendar/ical/1.ics',
      'https://www.airbnb.com:8443/calendar/ical/1.ics',
      'https://[::1]/calendar.ics',
      'https://10.0.0.7/calendar.ics',
    ]) {
      const refused = expectRefused(
        await owner('POST', '/channels', { facilityId: room._id, url }),
        400,
        'feed_url_refused',
      )
      expect(refused.message).toMatch(/^This feed cannot be linked: /)
    }
    expectRefused(await owner('POST', '/channels/rotate', { facilityId: 'nope' }), 404)
    expect((await facilityIn(room._id)).links).toEqual([])
  })
})
