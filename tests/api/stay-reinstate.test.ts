// Issue 37, "No stay cancelled by one tap": a confirmed stay cancelled by the staff can be put
// back ("Reinstate") while its nights are still free, on both databases, through the console's
// routes as a signed-in front desk and owner make them. The guest is told of the cancel and of the
// reinstatement by a real Web Push service on this machine (support/push-service.ts); the history
// names who did each; the guest's page reads confirmed again. Refused (409, a sentence) when the
// nights were taken meanwhile (decided in the capacity check's lock: a reinstate and a confirm of
// the last unit at once, one wins), for a request the guest cancelled, one never confirmed, and
// one whose dates have passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTE_RULE, type ReservationStatusAnswer } from '../../contract/reservation'
import type { StaffRequestDetail } from '../../contract/staff'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { startPushService, type PushServiceHandle } from '../support/push-service'
import { adminHeaders, api } from '../support/server-process'
import type { TestApp } from '../support/test-app'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'

const POLL = { timeout: 20_000, interval: 50 }

interface PushMessage {
  status: string
  title: string
  body: string
}

describe.each(databaseTargets())('cancelling and reinstating a stay on $name', (target) => {
  let push: PushServiceHandle
  let sessions: Awaited<ReturnType<typeof staffSessions>>
  let owner: StaffCaller
  let desk: StaffCaller
  let hotel: TestApp
  beforeAll(async () => {
    push = await startPushService()
    sessions = await staffSessions(target, {
      env: {
        PUSH_ALLOWED_TEST_ORIGINS: push.origin,
        NOTIFY_RETRY_FIRST_MS: '100',
        NOTIFY_RETRY_MAX_MS: '400',
        NOTIFY_POLL_MS: '50',
      },
    })
    hotel = sessions.server
    owner = await sessions.person('Ada Obi', 'owner')
    desk = await sessions.person('Femi Front', 'frontdesk')
  })
  afterAll(async () => {
    await sessions?.close()
    await push?.close()
  })

  /** A request for `facility` from `from` days on, for two nights; its reference. */
  async function request(facility: { _id: string; type: string }, from = 20) {
    const body = reserveBody(facility as never, {
      dateRange: { from: inDays(from), to: inDays(from + 2) },
    })
    const res = await reserve(hotel, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return body.reservation_id
  }
  const detail = async (who: StaffCaller, id: string) =>
    (await who('GET', `/requests/${id}`)).json() as StaffRequestDetail
  const move = (
    who: StaffCaller,
    id: string,
    action: string,
    expected_status: string,
    note?: string,
  ) => who('POST', `/requests/${id}/${action}`, { expected_status, ...(note ? { note } : {}) })
  const guestStatus = async (id: string) =>
    (await api(hotel, 'GET', `/api/reservations/${id}/status`)).body as ReservationStatusAnswer

  /** A device subscribed to the request's answers, as the guest's page does it. */
  async function subscribe(id: string) {
    const { publicKey } = (await api(hotel, 'GET', '/api/push/key')).body as { publicKey: string }
    const device = await push.subscribe(publicKey)
    const put = await api(hotel, 'PUT', `/api/reservations/${id}/push`, {
      endpoint: device.endpoint,
      expirationTime: null,
      keys: device.keys,
    })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    return device
  }

  it('the front desk cancels a confirmed stay and reinstates it: told, recorded, confirmed again', async () => {
    const facility = await createFacility(hotel, { capacity: 1 })
    const id = await request(facility)
    const device = await subscribe(id)
    expect((await move(owner, id, 'confirm', 'received')).statusCode).toBe(200)
    await expect.poll(() => push.messages(device), POLL).toHaveLength(1)
    expect((await detail(desk, id)).can_reinstate).toBe(false)

    const cancelled = await move(desk, id, 'cancel', 'confirmed', 'The roof leaks, sorry.')
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const afterCancel = cancelled.json() as StaffRequestDetail
    expect(afterCancel.record.status).toBe('cancelled')
    expect(afterCancel.can_reinstate).toBe(true)
    // The guest is told, as of a decline: a notification naming the state, not the note.
    await expect.poll(() => push.messages(device), POLL).toHaveLength(2)
    const told = (await push.messages(device)) as PushMessage[]
    expect(told[1]!.status).toBe('cancelled')
    expect(told[1]!.body).toContain(facility.name)
    expect(told[1]!.body).not.toContain('roof')
    expect(await guestStatus(id)).toMatchObject({ status: 'cancelled' })
    // Its nights are free meanwhile: the availability counts nothing for it.
    const free = await api(hotel, 'GET', `/api/facilities/${facility._id}/availability`)
    expect((free.body as { taken: unknown[] }).taken).toEqual([])

    const back = await move(desk, id, 'reinstate', 'cancelled', 'Fixed: see you soon.')
    expect(back.statusCode, back.body).toBe(200)
    const reinstated = back.json() as StaffRequestDetail
    expect(reinstated.record.status).toBe('confirmed')
    expect(reinstated.record.status_note).toBe('Fixed: see you soon.')
    expect(reinstated.can_reinstate).toBe(false)
    // The history: who did each change, and when (the person's name, not "staff").
    expect(
      reinstated.events.map((e) => [e.from_status, e.to_status, e.by, e.by_name, e.note]),
    ).toEqual([
      [null, 'received', 'guest', null, null],
      ['received', 'confirmed', 'staff', 'Ada Obi', null],
      ['confirmed', 'cancelled', 'staff', 'Femi Front', 'The roof leaks, sorry.'],
      ['cancelled', 'confirmed', 'staff', 'Femi Front', 'Fixed: see you soon.'],
    ])
    const [, , cancelAt, reinstateAt] = reinstated.events.map((e) => Date.parse(e.at))
    expect(reinstateAt).toBeGreaterThanOrEqual(cancelAt!)
    // The guest is told it is confirmed again, and their page reads so.
    await expect.poll(() => push.messages(device), POLL).toHaveLength(3)
    const again = ((await push.messages(device)) as PushMessage[])[2]!
    expect(again.status).toBe('confirmed')
    expect(again.title).toContain('confirmed again')
    expect(again.body).toContain(facility.name)
    expect(await guestStatus(id)).toMatchObject({
      status: 'confirmed',
      note: 'Fixed: see you soon.',
    })
    // The nights are held again.
    const held = await api(hotel, 'GET', `/api/facilities/${facility._id}/availability`)
    expect((held.body as { taken: unknown[] }).taken).toHaveLength(1)
    // Asked again (a retry), nothing changes and nobody is told twice; the console's stale view
    // (expecting cancelled) hears who reinstated it.
    const again409 = await move(owner, id, 'reinstate', 'cancelled')
    expect(expectRefused(again409, 409, 'changed_meanwhile').message).toContain('Femi Front')
    const retry = await api(hotel, 'POST', `/api/reservations/${id}/reinstate`, {}, adminHeaders)
    expect(retry.status).toBe(200)
    expect((await detail(owner, id)).events).toHaveLength(4)
  })

  it('refuses to reinstate a stay whose nights were taken meanwhile, with a sentence', async () => {
    const facility = await createFacility(hotel, { capacity: 1 })
    const first = await request(facility)
    expect((await move(owner, first, 'confirm', 'received')).statusCode).toBe(200)
    expect((await move(owner, first, 'cancel', 'confirmed')).statusCode).toBe(200)
    // Another guest asks for the freed nights: a request waiting for an answer holds them.
    const second = await request(facility, 21)
    const refused = expectRefused(
      await move(desk, first, 'reinstate', 'cancelled'),
      409,
      'dates_unavailable',
    )
    expect(refused.message).toBe(
      `${facility.name} is full on some of these nights now (other stays were confirmed or ` +
        'requested since it was cancelled), so this stay cannot be reinstated. Call the guest ' +
        'to offer other dates.',
    )
    const still = await detail(desk, first)
    expect(still.record.status).toBe('cancelled')
    expect(still.events.at(-1)!.to_status).toBe('cancelled')
    // Once the other is declined, the nights are free and the stay comes back.
    expect((await move(desk, second, 'decline', 'received', 'Full, sorry.')).statusCode).toBe(200)
    expect((await move(desk, first, 'reinstate', 'cancelled')).statusCode).toBe(200)
  })

  it('one unit left: two cancelled stays reinstated at once, exactly one comes back', async () => {
    for (let round = 0; round < 3; round++) {
      const facility = await createFacility(hotel, { capacity: 1 })
      const first = await request(facility)
      expect((await move(owner, first, 'confirm', 'received')).statusCode).toBe(200)
      expect((await move(owner, first, 'cancel', 'confirmed')).statusCode).toBe(200)
      // Its nights freed, another guest booked one of them, was confirmed, then cancelled too.
      const second = await request(facility, 21)
      expect((await move(owner, second, 'confirm', 'received')).statusCode).toBe(200)
      expect((await move(owner, second, 'cancel', 'confirmed')).statusCode).toBe(200)
      const answers = await Promise.all([
        move(desk, first, 'reinstate', 'cancelled'),
        move(owner, second, 'reinstate', 'cancelled'),
      ])
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expectRefused(
        answers.find((r) => r.statusCode === 409)!,
        409,
        'dates_unavailable',
      )
      const statuses = [
        (await detail(owner, first)).record.status,
        (await detail(owner, second)).record.status,
      ]
      expect(statuses.sort()).toEqual(['cancelled', 'confirmed'])
    }
  })

  it('refuses what is not a stay the hotel cancelled, each with its sentence', async () => {
    const facility = await createFacility(hotel, { capacity: 3 })
    // Cancelled by the guest themselves (with their id).
    const byGuest = await request(facility)
    expect((await move(owner, byGuest, 'confirm', 'received')).statusCode).toBe(200)
    expect((await api(hotel, 'POST', `/api/reservations/${byGuest}/cancel`, {})).status).toBe(200)
    expect((await detail(owner, byGuest)).can_reinstate).toBe(false)
    const guest = expectRefused(
      await move(owner, byGuest, 'reinstate', 'cancelled'),
      409,
      'not_reinstatable',
    )
    expect(guest.message).toContain('The guest cancelled this request themselves')
    // Cancelled by the staff before it was ever confirmed.
    const never = await request(facility)
    expect((await move(owner, never, 'cancel', 'received')).statusCode).toBe(200)
    expect(
      expectRefused(await move(owner, never, 'reinstate', 'cancelled'), 409, 'not_reinstatable')
        .message,
    ).toContain('never confirmed')
    // Waiting for an answer: nothing to reinstate.
    const waiting = await request(facility)
    expect(
      expectRefused(
        await move(owner, waiting, 'reinstate', 'received'),
        409,
        'illegal_status_change',
      ).message,
    ).toBe('A received request cannot be reinstated.')
    // Declined: final.
    expect((await move(owner, waiting, 'decline', 'received', 'Closed.')).statusCode).toBe(200)
    expectRefused(await move(owner, waiting, 'reinstate', 'declined'), 409, 'illegal_status_change')
    // Without a session or the token, nobody reinstates; an unknown reference is a 404.
    const anonymous = await api(
      hotel,
      'POST',
      `/api/staff/requests/${never}/reinstate`,
      {},
      {
        'sec-fetch-site': 'same-origin',
      },
    )
    expect(anonymous.status).toBe(401)
    expectRefused(await owner('POST', '/requests/WKW6M-38CKW/reinstate', {}), 404, 'not_found')
  })

  it('a stay whose dates have passed cannot be reinstated', async () => {
    const facility = await createFacility(hotel, { capacity: 2 })
    const id = await request(facility)
    expect((await move(owner, id, 'confirm', 'received')).statusCode).toBe(200)
    expect((await move(owner, id, 'cancel', 'confirmed')).statusCode).toBe(200)
    // Its stay moved into the past (as if weeks went by): the rule reads the hotel's today.
    await sessions.server.database.db
      .updateTable('reservations')
      .set({ date_from: inDays(-5), date_to: inDays(-3), occupied_until: inDays(-3) })
      .where('reservation_id', '=', id)
      .execute()
    expect((await detail(owner, id)).can_reinstate).toBe(false)
    expect(
      expectRefused(await move(owner, id, 'reinstate', 'cancelled'), 409, 'not_reinstatable')
        .message,
    ).toBe("This stay's dates have passed, so it cannot be reinstated.")
  })

  it('a decline needs a note, said in the one rule; the other answers do not', async () => {
    const facility = await createFacility(hotel, { capacity: 3 })
    const id = await request(facility)
    const refused = expectRefused(
      await move(owner, id, 'decline', 'received'),
      400,
      'note_required',
    )
    expect(refused.message).toBe(NOTE_RULE)
    const token = await api(hotel, 'POST', `/api/reservations/${id}/decline`, {}, adminHeaders)
    expect(token.status).toBe(400)
    expect((token.body as { error: { message: string } }).error.message).toBe(NOTE_RULE)
    expect((await move(owner, id, 'confirm', 'received')).statusCode).toBe(200)
    expect((await move(owner, id, 'cancel', 'confirmed')).statusCode).toBe(200)
    expect((await move(owner, id, 'reinstate', 'cancelled')).statusCode).toBe(200)
  })
})
