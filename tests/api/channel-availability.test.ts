// Issue 39, "a room sold there is never offered here": the units outside calendars took, as an
// import leaves them (written through the channels' repository, as a sync writes), on both
// databases. A night stays offered while some unit is free: the imports' units (each once, however
// many links or events block it) plus the requests holding it must stay below the capacity, and
// the guest's picker, the booking's check, the confirmation and the staff's calendar all count so.
// An import again changes nothing, an event gone frees its nights, a moved one moves, a failed one
// keeps them. Without links every answer is as before (the other API tests hold that).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Availability } from '../../contract/reservation'
import type { CalendarRow, StaffCalendar } from '../../contract/staff-calendar'
import { takenDates } from '../../contract/stay-rules'
import type { ImportedEvent } from '../../server/src/channels/repository'
import { createServices, type Services } from '../../server/src/services'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { adminHeaders, api } from '../support/server-process'
import type { TestApp } from '../support/test-app'

const FEED = 'https://www.airbnb.com/calendar/ical/12345.ics?s=abc'

describe.each(databaseTargets())('imported nights on $name', (target) => {
  let server: TestApp
  let services: Services
  beforeAll(async () => {
    server = await target.build()
    services = createServices(server.config, server.database)
  })
  afterAll(() => server.close())

  const room = (capacity: number) => createFacility(server, { capacity })
  const link = (facilityId: string, name: string, unit?: number) =>
    services.channels.addLink(facilityId, { url: FEED, name, unit })
  const event = (uid: string, from: number, to: number): ImportedEvent => ({
    uid,
    from: inDays(from),
    to: inDays(to),
    kind: 'reserved',
  })
  const at = () => new Date().toISOString()
  const importInto = (linkId: string, events: ImportedEvent[]) =>
    services.channelStore.replaceBlocks(linkId, events, at())
  /** The picker's full nights (GET /api/facilities/:id/availability), as dates. */
  async function fullNights(facilityId: string): Promise<string[]> {
    const res = await api(server, 'GET', `/api/facilities/${facilityId}/availability`)
    expect(res.status).toBe(200)
    return [...takenDates((res.body as Availability).taken)].sort()
  }
  const nights = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => inDays(from + i))
  const book = (facility: Parameters<typeof reserveBody>[0], from: number, to: number) =>
    reserve(
      server,
      facility._id,
      reserveBody(facility, { dateRange: { from: inDays(from), to: inDays(to) } }),
    )

  it("a one-unit room's imported nights are not offered and not booked; its check-out day is", async () => {
    const facility = await room(1)
    const airbnb = await link(facility._id, 'Airbnb')
    expect(airbnb.unit).toBe(1)
    expect(await importInto(airbnb.id, [event('a1@airbnb.com', 10, 12)])).toEqual({
      added: 1,
      removed: 0,
      moved: 0,
    })
    // DTEND exclusive: nights 10 and 11, not 12.
    expect(await fullNights(facility._id)).toEqual(nights(10, 12))
    const refused = await book(facility, 11, 13)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: { code: 'dates_unavailable' } })
    expect((await book(facility, 12, 14)).status).toBe(200)
    expect((await book(facility, 8, 10)).status).toBe(200)
  })

  it('a three-unit room stays offered until imports and requests take its three units', async () => {
    const facility = await room(3)
    // Airbnb and Booking.com on unit 1 (events overlapping), an event twice as long on unit 2.
    const airbnb = await link(facility._id, 'Airbnb', 1)
    const booking = await link(facility._id, 'Booking.com', 1)
    const second = await link(facility._id, 'Vrbo')
    expect(second.unit).toBe(2)
    await importInto(airbnb.id, [event('a@airbnb.com', 20, 22)])
    await importInto(booking.id, [event('b1', 20, 21), event('b2', 21, 22)])
    await importInto(second.id, [event('v', 20, 21)])
    // Night 20: units 1 and 2 taken (unit 1 once), one free.
    expect(await fullNights(facility._id)).toEqual([])
    expect((await book(facility, 20, 21)).status).toBe(200)
    expect(await fullNights(facility._id)).toEqual(nights(20, 21))
    expect((await book(facility, 20, 21)).status).toBe(409)
    // Night 21: unit 1 alone (two links, two events) and the request above ended: two free.
    expect((await book(facility, 21, 22)).status).toBe(200)
    expect((await book(facility, 21, 22)).status).toBe(200)
    expect((await book(facility, 21, 22)).status).toBe(409)
  })

  it('an import again changes nothing; a vanished event frees its nights; a moved one moves', async () => {
    const facility = await room(1)
    const airbnb = await link(facility._id, 'Airbnb')
    const feed = [event('stay@airbnb.com', 30, 32), event('block@airbnb.com', 40, 41)]
    await importInto(airbnb.id, feed)
    const before = await services.channelStore.blocksOfLink(airbnb.id)
    expect(await importInto(airbnb.id, feed)).toEqual({ added: 0, removed: 0, moved: 0 })
    expect(await services.channelStore.blocksOfLink(airbnb.id)).toEqual(before)
    expect(await fullNights(facility._id)).toEqual([...nights(30, 32), ...nights(40, 41)])

    // The rolling block moves a day on; the stay is cancelled there.
    expect(await importInto(airbnb.id, [event('block@airbnb.com', 41, 42)])).toEqual({
      added: 0,
      removed: 1,
      moved: 1,
    })
    expect(await fullNights(facility._id)).toEqual(nights(41, 42))
    expect((await book(facility, 30, 32)).status).toBe(200)
    const [moved] = await services.channelStore.blocksOfLink(airbnb.id)
    expect(moved).toMatchObject({ uid: 'block@airbnb.com', from_date: inDays(41) })
  })

  it('a failed import keeps the nights the feed gave, and records the error and the last success', async () => {
    const facility = await room(1)
    const airbnb = await link(facility._id, 'Airbnb')
    const success = '2030-01-01T10:00:00.000Z'
    await services.channelStore.replaceBlocks(airbnb.id, [event('s', 50, 53)], success)
    const failure = '2030-01-01T10:15:00.000Z'
    expect(await services.channelStore.recordFailure(airbnb.id, 'HTTP 503', failure)).toBe(true)
    expect(await services.channelStore.recordFailure(airbnb.id, 'timeout', failure)).toBe(true)
    expect(await services.channelStore.findLink(airbnb.id)).toMatchObject({
      last_attempt_at: failure,
      last_success_at: success,
      last_error: 'timeout',
      failures: 2,
    })
    expect(await fullNights(facility._id)).toEqual(nights(50, 53))
    // The next success clears the error.
    await importInto(airbnb.id, [event('s', 50, 53)])
    expect(await services.channelStore.findLink(airbnb.id)).toMatchObject({
      last_error: null,
      failures: 0,
    })
  })

  it('refuses to confirm a request whose night an import took, naming the channel', async () => {
    const facility = await room(1)
    const body = reserveBody(facility, { dateRange: { from: inDays(60), to: inDays(63) } })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    const booking = await link(facility._id, 'Booking.com')
    await importInto(booking.id, [event('closed-1', 62, 64)])
    const res = await api(
      server,
      'POST',
      `/api/staff/requests/${body.reservation_id}/confirm`,
      {},
      adminHeaders,
    )
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: {
        code: 'dates_unavailable',
        message:
          'Booking.com has taken 1 of these nights, so this request cannot be confirmed. ' +
          'Decline it with a note, or offer the guest other dates.',
      },
    })
    // Its event gone from the feed, the night is the request's again.
    await importInto(booking.id, [])
    const confirmed = await api(
      server,
      'POST',
      `/api/staff/requests/${body.reservation_id}/confirm`,
      {},
      adminHeaders,
    )
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  })

  it("shows the imports in the staff's calendar as the link's bars, counted apart", async () => {
    const facility = await room(2)
    const other = await room(2)
    const airbnb = await link(facility._id, 'Airbnb')
    await importInto(airbnb.id, [
      { uid: '<b>Reserved</b>', from: inDays(70), to: inDays(72), kind: 'reserved' },
    ])
    expect((await book(facility, 71, 72)).status).toBe(200)
    const res = await api(
      server,
      'GET',
      `/api/staff/calendar?from=${inDays(69)}&days=4`,
      undefined,
      adminHeaders,
    )
    expect(res.status).toBe(200)
    const rows = (res.body as StaffCalendar).facilities
    const row = rows.find((f) => f.facility_id === facility._id) as CalendarRow
    expect(row.imports).toEqual([
      { link_id: airbnb.id, channel: 'Airbnb', unit: 1, from: inDays(70), until: inDays(72) },
    ])
    expect(row.cells).toEqual([
      { date: inDays(69), held: 0, confirmed: 0 },
      { date: inDays(70), held: 0, confirmed: 0, imported: 1 },
      { date: inDays(71), held: 1, confirmed: 0, imported: 1 },
      { date: inDays(72), held: 0, confirmed: 0 },
    ])
    // The requests' bars are the requests alone; a facility without links answers as before.
    expect(row.bars).toHaveLength(1)
    const plain = rows.find((f) => f.facility_id === other._id) as CalendarRow
    expect(Object.keys(plain)).not.toContain('imports')
    expect(plain.cells.every((c) => !('imported' in c))).toBe(true)
    // The night both took is full, as the picker says.
    expect(await fullNights(facility._id)).toEqual(nights(71, 72))
  })

  it('removing a link or deleting its facility deletes its blocks', async () => {
    const facility = await room(1)
    const airbnb = await link(facility._id, 'Airbnb')
    await importInto(airbnb.id, [event('x', 80, 82)])
    await services.channels.removeLink(airbnb.id)
    expect(await services.channelStore.blocksOfLink(airbnb.id)).toEqual([])
    expect(await fullNights(facility._id)).toEqual([])

    const again = await link(facility._id, 'Booking.com')
    await importInto(again.id, [event('y', 80, 82)])
    const secret = await services.channels.exportSecret(facility._id)
    expect(secret).toMatch(/^[\w-]{43}$/)
    const deleted = await api(
      server,
      'DELETE',
      `/api/facilities/${facility._id}`,
      undefined,
      adminHeaders,
    )
    expect(deleted.status).toBeLessThan(300)
    expect(await services.channelStore.findLink(again.id)).toBeUndefined()
    expect(await services.channelStore.blocksOfLink(again.id)).toEqual([])
    expect(await services.channelStore.exportKey(facility._id)).toBeUndefined()
    // An import for a link removed meanwhile writes nothing.
    expect(await importInto(again.id, [event('y', 80, 82)])).toBeUndefined()
  })

  it('links a unit within the capacity only; the first free unit by default, else unit 1', async () => {
    const facility = await room(2)
    await expect(link(facility._id, 'Airbnb', 3)).rejects.toMatchObject({
      code: 'unit_out_of_range',
    })
    await expect(link(facility._id, 'Airbnb', 0)).rejects.toMatchObject({
      code: 'unit_out_of_range',
    })
    expect((await link(facility._id, 'Airbnb')).unit).toBe(1)
    expect((await link(facility._id, 'Booking.com')).unit).toBe(2)
    expect((await link(facility._id, 'Vrbo')).unit).toBe(1)
    // Without a name, the feed's host.
    expect((await services.channels.addLink(facility._id, { url: FEED })).name).toBe(
      'www.airbnb.com',
    )
    expect(await services.channels.links(facility._id)).toHaveLength(4)
    // A rotated secret is another one.
    const first = await services.channels.exportSecret(facility._id)
    expect(await services.channels.exportSecret(facility._id)).toBe(first)
    expect(await services.channels.rotateExportSecret(facility._id)).not.toBe(first)
  })
})
