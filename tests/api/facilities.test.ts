import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../contract/calendar-date'
import {
  createFacility,
  inDays,
  reserve,
  reserveBody,
  storedReservations,
  today,
  uniqueId,
} from '../support/api-fixtures'
import { NewFacility } from '../../contract/facility'
import { reservationReference } from '../../contract/reference'
import { facilitiesRepository } from '../../server/src/facilities/repository'
import { databaseTargets } from '../support/databases'
import { build, type TestApp } from '../support/test-app'
import { adminHeaders, api } from '../support/server-process'

describe.each(databaseTargets())('facilities and reservations on $name', (target) => {
  let server: TestApp
  beforeAll(async () => {
    server = await target.build()
  })
  afterAll(() => server.close())

  it('lists, filters by type, and finds one', async () => {
    const all = (await api(server, 'GET', '/api/facilities')).body as {
      _id: string
      type: string
    }[]
    const rooms = await api(server, 'GET', '/api/facilities/type/room')
    expect(rooms.status).toBe(200)
    expect(rooms.body).toEqual(all.filter((f) => f.type === 'room'))
    const one = await api(server, 'GET', `/api/facilities/${all[0]!._id}`)
    expect(one.body).toEqual(all[0])
    expect(Object.keys(all[0]!).sort()).toEqual([
      '_id',
      'capacity',
      'desc',
      'guests',
      'img',
      'name',
      'type',
    ])
  })

  it('keeps how many guests a facility takes (people, not units), and refuses what is not one', async () => {
    const seeded = (await api(server, 'GET', '/api/facilities')).body as {
      name: string
      capacity: number
      guests?: number
    }[]
    // Units and people apart: the hotel has three Garden Double Rooms, each sleeps two.
    expect(seeded.find((f) => f.name === 'Garden Double Room')).toMatchObject({
      capacity: 3,
      guests: 2,
    })
    expect(seeded.find((f) => f.name === 'Community Hall')).toMatchObject({
      capacity: 1,
      guests: 120,
    })
    expect(seeded.every((f) => f.guests !== undefined)).toBe(true)

    const body = {
      type: 'apartment',
      name: 'Attic Flat',
      desc: 'Under the roof.',
      img: '/images/facilities/rooftop-studio-800.webp',
    }
    const created = await api(
      server,
      'POST',
      '/api/facilities',
      { ...body, capacity: 2, guests: 5 },
      adminHeaders,
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Attic Flat', capacity: 2, guests: 5 })
    const id = (created.body as { _id: string })._id
    expect((await api(server, 'GET', `/api/facilities/${id}`)).body).toMatchObject({
      guests: 5,
    })

    // Without it (as every facility added before it was asked): listed, with no guests at all.
    const unknown = await createFacility(server, { name: 'Plain Room' })
    expect('guests' in unknown).toBe(false)
    const listed = (await api(server, 'GET', '/api/facilities/type/room')).body as {
      _id: string
    }[]
    const plain = listed.find((f) => f._id === unknown._id)
    expect(plain).toBeDefined()
    expect(Object.keys(plain!)).not.toContain('guests')

    for (const [guests, message] of [
      [0, 'guests: must be at least 1'],
      [-2, 'guests: must be at least 1'],
      [1001, 'guests: must be at most 1000'],
      [2.5, 'guests: must be a whole number'],
      ['4', 'guests: must be a whole number'],
      [null, 'guests: must be a whole number'],
    ] as const) {
      const res = await api(server, 'POST', '/api/facilities', { ...body, guests }, adminHeaders)
      expect(res.status, String(guests)).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.body).toEqual({ error: { code: 'invalid_request', message } })
    }
  })

  it('creates with the admin token (capacity 1 by default) and deletes', async () => {
    const created = await createFacility(server, { name: 'Loft' })
    expect(created).toMatchObject({ name: 'Loft', type: 'room', capacity: 1 })
    expect(
      (await api(server, 'DELETE', `/api/facilities/${created._id}`, undefined, adminHeaders))
        .status,
    ).toBe(204)
    expect((await api(server, 'GET', `/api/facilities/${created._id}`)).status).toBe(404)
  })

  it('lists facilities in the order made: at one instant, or on a clock set back, too', async () => {
    const facilities = facilitiesRepository(server.database)
    const instant = new Date()
    const made: string[] = []
    // Six at one instant (the order of random ids would match 1 time in 720), then one on a
    // clock an hour behind.
    for (let i = 0; i < 7; i++) {
      const input = NewFacility.parse({
        type: 'room',
        name: `Made ${i}`,
        desc: 'A room.',
        img: '/images/made.webp',
      })
      const at = i < 6 ? instant : new Date(instant.getTime() - 3_600_000)
      made.push((await facilities.create(input, undefined, at))._id)
    }
    const listed = (await api(server, 'GET', '/api/facilities')).body as { _id: string }[]
    expect(listed.slice(-7).map((f) => f._id)).toEqual(made)
    for (const id of made) await facilities.delete(id)
  })

  it('answers a reservation, normalises it, and lists it for the staff, newest first', async () => {
    const facility = await createFacility(server)
    const a = reserveBody(facility, {
      reservation_name: '  Ada Obi  ',
      reservation_phone: '+234 803-555-0142',
    })
    const res = await reserve(server, facility._id, a)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      reservation_id: a.reservation_id,
      facility_id: facility._id,
      status: 'received',
      dateRange: a.dateRange,
    })
    const b = reserveBody(facility, { dateRange: { from: inDays(40), to: inDays(41) } })
    expect((await reserve(server, facility._id, b)).status).toBe(200)
    const list = await storedReservations(server)
    expect(list[0]).toMatchObject({ reservation_id: b.reservation_id })
    expect(list[1]).toMatchObject({
      reservation_id: a.reservation_id,
      name: 'Ada Obi',
      phone: '+2348035550142',
      facility_id: facility._id,
      facility_name: facility.name,
      dateRange: a.dateRange,
    })
    expect((list[1] as unknown as { received_at: string }).received_at).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    )
  })

  it('books rooms by the night: check-out day is the next check-in', async () => {
    const room = await createFacility(server)
    const first = reserveBody(room, { dateRange: { from: inDays(3), to: inDays(5) } })
    expect((await reserve(server, room._id, first)).status).toBe(200)
    const next = reserveBody(room, { dateRange: { from: inDays(5), to: inDays(6) } })
    expect((await reserve(server, room._id, next)).status).toBe(200)
    const clash = reserveBody(room, { dateRange: { from: inDays(4), to: inDays(5) } })
    expect((await reserve(server, room._id, clash)).body).toMatchObject({
      error: { code: 'dates_unavailable' },
    })
    const availability = await api(server, 'GET', `/api/facilities/${room._id}/availability`)
    expect(availability.body).toEqual({
      facility_id: room._id,
      unit: 'night',
      capacity: 1,
      taken: [{ from: inDays(3), to: inDays(5) }],
      // The hotel's calendar, which the date picker follows (defaults: UTC, 90 nights, 730 days).
      today: today(),
      timeZone: 'UTC',
      maxStay: 90,
      horizonDays: 730,
      checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
    })
    expect(JSON.stringify(availability.body)).not.toMatch(/Ada|2348035550142/)
  })

  it('books activity centres by the day, both days included, one day allowed', async () => {
    const hall = await createFacility(server, { type: 'activityCenter' })
    const day = reserveBody(hall, { dateRange: { from: inDays(7), to: inDays(7) } })
    expect((await reserve(server, hall._id, day)).status).toBe(200)
    const sameDay = reserveBody(hall, { dateRange: { from: inDays(6), to: inDays(7) } })
    expect((await reserve(server, hall._id, sameDay)).status).toBe(409)
    const after = reserveBody(hall, { dateRange: { from: inDays(8), to: inDays(9) } })
    expect((await reserve(server, hall._id, after)).status).toBe(200)
    const availability = await api(server, 'GET', `/api/facilities/${hall._id}/availability`)
    expect(availability.body).toMatchObject({
      unit: 'day',
      taken: [{ from: inDays(7), to: inDays(9) }],
    })
  })

  it('refuses the same reservation_id for a different request', async () => {
    const room = await createFacility(server)
    const body = reserveBody(room, { dateRange: { from: inDays(50), to: inDays(52) } })
    expect((await reserve(server, room._id, body)).status).toBe(200)
    const other = { ...body, reservation_name: 'Someone Else' }
    expect((await reserve(server, room._id, other)).body).toMatchObject({
      error: { code: 'reservation_id_conflict' },
    })
    expect((await reserve(server, room._id, body)).status).toBe(200)
  })

  it('answers a replay as the first time once its facility is gone, and refuses a changed one', async () => {
    const room = await createFacility(server)
    const body = reserveBody(room, { dateRange: { from: inDays(60), to: inDays(61) } })
    const first = await reserve(server, room._id, body)
    expect(first.status).toBe(200)
    expect(
      (await api(server, 'DELETE', `/api/facilities/${room._id}`, undefined, adminHeaders)).status,
    ).toBe(204)
    const replay = await reserve(server, room._id, body)
    expect([replay.status, replay.body]).toEqual([200, first.body])
    const changed = await reserve(server, room._id, { ...body, reservation_email: 'a@b.example' })
    expect(changed.body).toMatchObject({ error: { code: 'reservation_id_conflict' } })
    // A new request for the facility that is gone: not found, as before.
    const fresh = await reserve(server, room._id, reserveBody(room))
    expect([fresh.status, fresh.body]).toMatchObject([404, { error: { code: 'not_found' } }])
  })

  it('refuses a request whose reference another request has (the unique index), storing nothing', async () => {
    const room = await createFacility(server)
    const stored = reserveBody(room, { dateRange: { from: inDays(70), to: inDays(71) } })
    expect((await reserve(server, room._id, stored)).status).toBe(200)
    // The astronomically rare case, made: the stored request holds the next one's reference.
    const next = reserveBody(room, { dateRange: { from: inDays(72), to: inDays(73) } })
    await server.database.db
      .updateTable('reservations')
      .set({ reference: await reservationReference(next.reservation_id) })
      .where('reservation_id', '=', stored.reservation_id)
      .execute()
    const refused = await reserve(server, room._id, next)
    expect([refused.status, refused.body]).toMatchObject([
      409,
      { error: { code: 'reservation_id_conflict' } },
    ])
    const ids = (await storedReservations(server)).map((r) => r.reservation_id)
    expect(ids).toContain(stored.reservation_id)
    expect(ids).not.toContain(next.reservation_id)
    // With a new id (what the device does on that answer), the request is taken.
    const again = await reserve(server, room._id, { ...next, reservation_id: uniqueId() })
    expect(again.status).toBe(200)
  })
})

describe('a replay once its dates have passed', () => {
  it.each(databaseTargets())('answers as the first time, on $name', async (target) => {
    let now = new Date()
    const server = await target.build({ now: () => now })
    try {
      const room = await createFacility(server)
      const body = reserveBody(room, { dateRange: { from: inDays(2), to: inDays(3) } })
      const first = await reserve(server, room._id, body)
      expect(first.status).toBe(200)
      now = new Date(now.getTime() + 10 * 86_400_000)
      // As new, these dates are refused now; as a replay, the stored request answers.
      const fresh = await reserve(server, room._id, { ...body, reservation_id: uniqueId() })
      expect(fresh.body).toMatchObject({ error: { code: 'invalid_dates' } })
      const replay = await reserve(server, room._id, body)
      expect([replay.status, replay.body]).toEqual([200, first.body])
    } finally {
      await server.close()
    }
  })
})

describe('admin calls with no ADMIN_TOKEN configured', () => {
  it('are refused, also with a token', async () => {
    const server = await build({ env: { ADMIN_TOKEN: '' } })
    try {
      const res = await api(server, 'GET', '/api/reservations', undefined, adminHeaders)
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ error: { code: 'admin_disabled' } })
    } finally {
      await server.close()
    }
  })
})

describe("the hotel's calendar in the availability answer", () => {
  it('carries HOTEL_TIMEZONE, MAX_STAY_DAYS and BOOKING_HORIZON_DAYS, as the server checks them', async () => {
    const server = await build({
      env: {
        HOTEL_TIMEZONE: 'Pacific/Kiritimati',
        MAX_STAY_DAYS: '30',
        BOOKING_HORIZON_DAYS: '100',
      },
    })
    try {
      const room = await createFacility(server)
      const res = await api(server, 'GET', `/api/facilities/${room._id}/availability`)
      const hotelToday = todayIn('Pacific/Kiritimati')
      expect(res.body).toMatchObject({
        today: hotelToday,
        timeZone: 'Pacific/Kiritimati',
        maxStay: 30,
        horizonDays: 100,
      })
      const stay = (from: number, to: number) =>
        reserveBody(room, {
          dateRange: { from: addDays(hotelToday, from), to: addDays(hotelToday, to) },
        })
      expect((await reserve(server, room._id, stay(0, 30))).status).toBe(200)
      expect((await reserve(server, room._id, stay(40, 71))).body).toMatchObject({
        error: { code: 'invalid_dates', message: expect.stringMatching(/at most 30 nights/) },
      })
      expect((await reserve(server, room._id, stay(101, 102))).body).toMatchObject({
        error: { code: 'invalid_dates' },
      })
    } finally {
      await server.close()
    }
  })
})

describe('staff calls and cross-origin readers', () => {
  it('check the token before the body: no field details without it', async () => {
    const server = await build()
    try {
      for (const [method, path, body] of [
        ['POST', '/api/facilities', { type: 'castle' }],
        ['DELETE', '/api/facilities/%00', undefined],
        ['GET', '/api/reservations?limit=0', undefined],
      ] as const) {
        const res = await api(server, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(401)
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
        expect(JSON.stringify(res.body)).not.toMatch(/castle|limit|control/)
      }
    } finally {
      await server.close()
    }
  })

  it('let a configured origin read the stale mark, the next page and Retry-After', async () => {
    const server = await build({ env: { CORS_ORIGINS: 'https://hotel.example' } })
    try {
      const res = await api(server, 'GET', '/api/facilities', undefined, {
        origin: 'https://hotel.example',
      })
      expect(res.headers.get('access-control-allow-origin')).toBe('https://hotel.example')
      const exposed = res.headers.get('access-control-expose-headers') ?? ''
      expect(exposed.toLowerCase().split(/\s*,\s*/)).toEqual([
        'x-hearth-stale',
        'link',
        'retry-after',
      ])
    } finally {
      await server.close()
    }
  })
})
