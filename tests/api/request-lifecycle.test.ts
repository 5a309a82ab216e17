// Issue 15: a request's life on both databases, through the real app in this process. Received ->
// confirmed | declined | cancelled, expired when unanswered past REQUEST_HOLD_HOURS (a test hold
// of about a second: the variable takes a fraction of an hour), the per-phone limit, the
// reference, the public status route that never names the guest, and bad input on every new route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReference, reservationReference } from '../../contract/reference'
import { createFacility, inDays, reserve, reserveBody, uniqueId } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import type { TestApp } from '../support/test-app'
import { adminHeaders, api, type ApiTarget } from '../support/server-process'

/** A phone number of its own, so the per-phone limit of one test never meets another's. */
let phones = 0
const uniquePhone = () =>
  `+1555${String(process.pid % 1000).padStart(3, '0')}${String(phones++).padStart(4, '0')}`

const SHORT_HOLD_HOURS = '0.0006' // 2.16 s: the second guest's request is confirmed well within it

function expectNoGuestData(body: unknown, guest: { name: string; phone: string }) {
  const text = JSON.stringify(body)
  expect(text).not.toContain(guest.name)
  expect(text).not.toContain(guest.phone.replace(/\s/g, ''))
  expect(text).not.toMatch(/"(name|phone|email|reservation_name|reservation_phone)"/)
}

function expectError(res: { status: number; body: unknown }, status: number, code?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  const error = (res.body as { error?: { code?: unknown; message?: unknown } }).error
  expect(typeof error?.code).toBe('string')
  expect(typeof error?.message).toBe('string')
  if (code) expect(error?.code).toBe(code)
}

/** The sweep runs once a second here: a change it makes is read within 20 s on a busy machine. */
const POLL = { timeout: 20_000, interval: 100 }

describe.each(databaseTargets())('the request lifecycle on $name', (target) => {
  let server: TestApp
  let shortHold: TestApp
  beforeAll(async () => {
    ;[server, shortHold] = await Promise.all([
      target.build({ env: { MAX_OPEN_REQUESTS_PER_PHONE: '3' } }),
      target.build({ env: { REQUEST_HOLD_HOURS: SHORT_HOLD_HOURS } }),
    ])
  })
  afterAll(async () => {
    await Promise.all([server.close(), shortHold.close()])
  })

  const status = (base: ApiTarget, id: string) =>
    api(base, 'GET', `/api/reservations/${encodeURIComponent(id)}/status`)
  const staff = (base: ApiTarget, action: string, ref: string, body?: unknown) =>
    api(base, 'POST', `/api/reservations/${encodeURIComponent(ref)}/${action}`, body, adminHeaders)
  const takenOf = async (base: ApiTarget, facilityId: string) =>
    (await api(base, 'GET', `/api/facilities/${facilityId}/availability`)).body as {
      taken: { from: string; to: string }[]
    }

  it('received -> confirmed by reference (any case), then cancelled by the guest; idempotent', async () => {
    const facility = await createFacility(server, { capacity: 1 })
    const body = reserveBody(facility, { reservation_phone: uniquePhone() })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    // Stored ungrouped; every answer shows it as the guest reads it, and every input takes both.
    const reference = await reservationReference(body.reservation_id)
    const shown = formatReference(reference)
    expect(shown).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)

    const first = await status(server, body.reservation_id)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      reservation_id: body.reservation_id,
      reference: shown,
      status: 'received',
      facility_id: facility._id,
      facility_name: facility.name,
      dateRange: body.dateRange,
      note: null,
    })
    expect((first.body as { hold_until: string }).hold_until).toMatch(/Z$/)
    expectNoGuestData(first.body, { name: body.reservation_name, phone: body.reservation_phone })

    const confirmed = await staff(server, 'confirm', shown.toLowerCase(), {
      note: 'See you soon',
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({
      reference: shown,
      status: 'confirmed',
      note: 'See you soon',
    })
    expectNoGuestData(confirmed.body, {
      name: body.reservation_name,
      phone: body.reservation_phone,
    })
    // Asked again (without the dash): the same answer, nothing changes. Declining a confirmed
    // request is illegal.
    expect((await staff(server, 'confirm', reference)).body).toMatchObject({
      reference: shown,
      status: 'confirmed',
    })
    expectError(
      await staff(server, 'decline', reference, { note: 'no' }),
      409,
      'illegal_status_change',
    )
    expect((await takenOf(server, facility._id)).taken).toHaveLength(1)

    const cancel = () => api(server, 'POST', `/api/reservations/${body.reservation_id}/cancel`)
    const cancelled = await cancel()
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ reference: shown, status: 'cancelled' })
    expectNoGuestData(cancelled.body, {
      name: body.reservation_name,
      phone: body.reservation_phone,
    })
    const again = await cancel()
    expect(again.status).toBe(200)
    expect(again.body).toEqual(cancelled.body)
    expectError(await staff(server, 'confirm', reference), 409, 'illegal_status_change')
    // The nights are free again.
    expect((await takenOf(server, facility._id)).taken).toEqual([])

    // The staff's list shows the status, reference and change; and filters by both.
    const list = await api(
      server,
      'GET',
      `/api/reservations?status=cancelled&facility=${facility._id}`,
      undefined,
      adminHeaders,
    )
    expect(list.status).toBe(200)
    expect(list.body).toEqual([
      expect.objectContaining({
        reservation_id: body.reservation_id,
        status: 'cancelled',
        reference: shown,
        status_changed_at: expect.any(String),
      }),
    ])
    const received = await api(
      server,
      'GET',
      `/api/reservations?status=received&facility=${facility._id}`,
      undefined,
      adminHeaders,
    )
    expect(received.body).toEqual([])
  })

  it('a decline needs a note, shows it to the guest, and frees the nights', async () => {
    const facility = await createFacility(server, { capacity: 1 })
    const body = reserveBody(facility, { reservation_phone: uniquePhone() })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    expectError(await staff(server, 'decline', body.reservation_id), 400, 'note_required')
    const declined = await staff(server, 'decline', body.reservation_id, {
      note: 'Closed for painting that week',
    })
    expect(declined.body).toMatchObject({
      status: 'declined',
      note: 'Closed for painting that week',
    })
    expect((await status(server, body.reservation_id)).body).toMatchObject({
      status: 'declined',
      note: 'Closed for painting that week',
    })
    const other = reserveBody(facility, { reservation_phone: uniquePhone() })
    expect((await reserve(server, facility._id, other)).status).toBe(200)
    // A guest cannot cancel a declined request; the staff cannot either.
    expectError(
      await api(server, 'POST', `/api/reservations/${body.reservation_id}/cancel`),
      409,
      'illegal_status_change',
    )
  })

  it('refuses a fourth open request of one phone; replays still answer; a cancel makes room', async () => {
    const facility = await createFacility(server, { capacity: 10 })
    const phone = uniquePhone()
    const bodies = [1, 2, 3, 4].map((i) =>
      reserveBody(facility, {
        reservation_phone: phone,
        dateRange: { from: inDays(20 + i * 3), to: inDays(21 + i * 3) },
      }),
    )
    for (const b of bodies.slice(0, 3)) {
      expect((await reserve(server, facility._id, b)).status).toBe(200)
    }
    expectError(await reserve(server, facility._id, bodies[3]), 409, 'too_many_open_requests')
    // The same phone spelled with spaces is the same phone.
    const spaced = { ...bodies[3], reservation_phone: phone.replace(/(\d{3})/, '$1 ') }
    expectError(await reserve(server, facility._id, spaced), 409, 'too_many_open_requests')
    expect((await reserve(server, facility._id, bodies[0])).status).toBe(200) // replay
    // A confirmed request is no longer waiting: it does not count.
    expect((await staff(server, 'confirm', bodies[1]!.reservation_id)).status).toBe(200)
    expect((await reserve(server, facility._id, bodies[3])).status).toBe(200)
  })

  it('the id authorises the guest; the staff calls need the token', async () => {
    const facility = await createFacility(server)
    const body = reserveBody(facility, { reservation_phone: uniquePhone() })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    const reference = await reservationReference(body.reservation_id)
    for (const action of ['confirm', 'decline']) {
      expectError(
        await api(server, 'POST', `/api/reservations/${reference}/${action}`, { note: 'x' }),
        401,
        'unauthorized',
      )
    }
    expectError(
      await api(server, 'POST', `/api/reservations/${body.reservation_id}/cancel`, undefined, {
        authorization: 'Bearer wrong-token-wrong-token',
      }),
      401,
    )
    // Without the token, the reference is not enough to cancel: only the id (10 symbols are
    // not one).
    expectError(await api(server, 'POST', `/api/reservations/${reference}/cancel`), 400)
    expect((await status(server, body.reservation_id)).body).toMatchObject({
      status: 'received',
    })
    // The staff cancel by reference, with a note.
    const cancelled = await staff(server, 'cancel', formatReference(reference), {
      note: 'As agreed on the phone',
    })
    expect(cancelled.body).toMatchObject({
      reference: formatReference(reference),
      status: 'cancelled',
      note: 'As agreed on the phone',
    })
  })

  it('answers bad input on every new route with 4xx error JSON', async () => {
    const facility = await createFacility(server)
    const body = reserveBody(facility, { reservation_phone: uniquePhone() })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    const id = body.reservation_id
    expectError(await status(server, 'short'), 400)
    expectError(await status(server, 'has spaces in it'), 400)
    expectError(await status(server, 'x'.repeat(65)), 400)
    // Under 16 symbols (96 bits when random) an id could be guessed: not a key to anything.
    expectError(await status(server, 'abcdefghijklmno'), 400)
    expectError(await api(server, 'POST', '/api/reservations/abcdefghijklmno/cancel'), 400)
    expectError(await status(server, uniqueId('missing')), 404, 'not_found')
    expectError(await api(server, 'POST', `/api/reservations/${uniqueId('no')}/cancel`), 404)
    for (const action of ['confirm', 'decline', 'cancel']) {
      const path = `/api/reservations/${id}/${action}`
      expectError(await api(server, 'POST', path, { note: 5 }, adminHeaders), 400)
      expectError(await api(server, 'POST', path, { other: 'x' }, adminHeaders), 400)
      expectError(await api(server, 'POST', path, [], adminHeaders), 400)
      expectError(await api(server, 'POST', path, '{not json', adminHeaders), 400)
      expectError(await api(server, 'POST', path, { note: 'x'.repeat(501) }, adminHeaders), 400)
      expectError(await api(server, 'POST', path, { note: 'a\u0000b' }, adminHeaders), 400)
      expectError(
        await api(server, 'POST', path, 'note', {
          ...adminHeaders,
          'content-type': 'text/plain',
        }),
        415,
      )
      expectError(await staff(server, action, 'ABCDE-FGHJK', { note: 'x' }), 404)
    }
    for (const query of ['status=maybe', 'facility=a%00b', 'status=', 'sort=name']) {
      expectError(
        await api(server, 'GET', `/api/reservations?${query}`, undefined, adminHeaders),
        400,
      )
    }
    // Nothing above changed the request.
    expect((await status(server, id)).body).toMatchObject({ status: 'received' })
  })

  it("a request stored under a short id before the 16-symbol rule stays the staff's to read and answer", async () => {
    const facility = await createFacility(server, { capacity: 1 })
    const legacy = 'old-id-1' // 8 symbols: what the contract allowed before
    const reference = await reservationReference(legacy)
    await server.database.db
      .insertInto('reservations')
      .values({
        reservation_id: legacy,
        facility_id: facility._id,
        facility_type: facility.type,
        facility_name: facility.name,
        name: 'Old Guest',
        phone: uniquePhone(),
        email: '',
        date_from: inDays(70),
        date_to: inDays(71),
        occupied_until: inDays(71),
        received_at: new Date().toISOString(),
        status: 'received',
        reference,
      })
      .execute()
    const listed = await api(
      server,
      'GET',
      `/api/reservations?facility=${facility._id}`,
      undefined,
      adminHeaders,
    )
    expect(listed.body).toEqual([
      expect.objectContaining({ reservation_id: legacy, reference: formatReference(reference) }),
    ])
    expect((await staff(server, 'confirm', legacy)).body).toMatchObject({ status: 'confirmed' })
    expect((await staff(server, 'cancel', formatReference(reference))).body).toMatchObject({
      status: 'cancelled',
    })
    // The guest's routes take only ids of today's length (an old short one could be guessed).
    expectError(await status(server, legacy), 400)
    expectError(await api(server, 'POST', `/api/reservations/${legacy}/cancel`), 400)
  })

  it('a request past its hold expires; another guest takes its nights; confirming the first is refused', async () => {
    const base = shortHold
    const facility = await createFacility(base, { capacity: 1 })
    const first = reserveBody(facility, { reservation_phone: uniquePhone() })
    expect((await reserve(base, facility._id, first)).status).toBe(200)
    await expect
      .poll(async () => (await status(base, first.reservation_id)).body, POLL)
      .toMatchObject({ status: 'expired', hold_until: null })
    // Its nights are free: another guest books them.
    const second = reserveBody(facility, { reservation_phone: uniquePhone() })
    expect((await reserve(base, facility._id, second)).status).toBe(200)
    // The second guest's request is within its hold right now; confirm it at once, so it holds
    // for good (a received one would expire in a second on this server too).
    expect((await staff(base, 'confirm', second.reservation_id)).body).toMatchObject({
      status: 'confirmed',
    })
    // The staff answer the first one late: refused, and the second guest's nights untouched.
    expectError(await staff(base, 'confirm', first.reservation_id), 409, 'request_expired')
    expectError(
      await api(base, 'POST', `/api/reservations/${first.reservation_id}/cancel`),
      409,
      'request_expired',
    )
    expect((await status(base, second.reservation_id)).body).toMatchObject({ status: 'confirmed' })
    expect((await takenOf(base, facility._id)).taken).toEqual([
      { from: second.dateRange.from, to: inDays(11) },
    ])
    // The sweep records the expiry (once a second on this server): the list agrees.
    await expect
      .poll(async () => {
        const listed = await api(
          base,
          'GET',
          `/api/reservations?facility=${facility._id}`,
          undefined,
          adminHeaders,
        )
        return listed.body as { reservation_id: string; status: string }[]
      }, POLL)
      .toContainEqual(
        expect.objectContaining({ reservation_id: first.reservation_id, status: 'expired' }),
      )
  })
})
