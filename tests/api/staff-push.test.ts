// "Notify this phone" (issue 37): the staff's browsers told of each new request and contact
// message by Web Push, through a real push service on this machine (support/push-service.ts: it
// checks the VAPID signature and decrypts each message with the subscription's own key). A device
// is turned on and off by a signed-in person only; each new request reaches each device once,
// through the outbox, naming the facility and the dates, never the guest; a contact message too,
// with nothing of what the guest wrote; a 410 removes the device; signing out and being revoked
// remove the person's devices; the endpoint's rules are the guest's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReference, reservationReference } from '../../contract/reference'
import { dateSpan } from '../../server/src/notifications/guest-texts'
import { createFacility, inDays, reserve, reserveBody, uniqueId } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import {
  startPushService,
  type PushServiceHandle,
  type TestSubscription,
} from '../support/push-service'
import { api } from '../support/server-process'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'

const POLL = { timeout: 20_000, interval: 50 }

/** The guest: nothing of this may reach a staff phone's lock screen. */
const GUEST = {
  reservation_name: 'Chidinma Eze',
  reservation_phone: '0803 555 0199',
  reservation_email: 'chidinma.eze@example.com',
}
const PERSONAL = ['Chidinma', 'Eze', '0199', '803 555', 'chidinma.eze', 'rooftop']

/** What a browser's PushSubscription.toJSON() gives. */
const subscriptionJson = (s: TestSubscription) => ({
  endpoint: s.endpoint,
  expirationTime: null,
  keys: s.keys,
})

interface PushState {
  publicKey: string
  devices: { id: string; created_at: string }[]
  hotelDevices: number
}

describe.each(databaseTargets())('staff phones told by push on $name', (target) => {
  let push: PushServiceHandle
  let staff: Awaited<ReturnType<typeof staffSessions>>
  let owner: StaffCaller
  let desk: StaffCaller

  /** A new browser of the push service, turned on by `who` ("Notify this phone"). */
  async function phoneOf(who: StaffCaller) {
    const state = (await who('GET', '/push')).json() as PushState
    const device = await push.subscribe(state.publicKey)
    const res = await who('POST', '/push/devices', subscriptionJson(device))
    expect(res.statusCode, res.body).toBe(200)
    const { id } = res.json() as { id: string }
    return { device, id }
  }

  /** A guest's new request on the server, over real HTTP. */
  async function newRequest() {
    const facility = await createFacility(staff.server, { capacity: 3 })
    const body = reserveBody(facility, {
      ...GUEST,
      dateRange: { from: inDays(30), to: inDays(33) },
    })
    expect((await reserve(staff.server, facility._id, body)).status).toBe(200)
    const reference = formatReference(await reservationReference(body.reservation_id))
    return { facility, body, reference }
  }

  const staffPushDeliveries = async () =>
    (
      (await staff.token('GET', '/notifications?limit=200')).json() as {
        deliveries: { channel: string; event: string; state: string; last_error: string | null }[]
      }
    ).deliveries.filter((d) => d.channel === 'staff-push')

  beforeAll(async () => {
    push = await startPushService()
    staff = await staffSessions(target, {
      env: {
        PUSH_ALLOWED_TEST_ORIGINS: push.origin,
        NOTIFY_RETRY_FIRST_MS: '100',
        NOTIFY_RETRY_MAX_MS: '400',
        NOTIFY_POLL_MS: '50',
      },
    })
    owner = await staff.person('Ifeoma Nwosu', 'owner')
    desk = await staff.person('Tunde Bello', 'frontdesk')
  })
  afterAll(async () => {
    await staff?.close()
    await push?.close()
  })

  it('turns a phone on and off for a signed-in person only', async () => {
    // The admin token names nobody: it has no phone.
    expectRefused(await staff.token('GET', '/push'), 403, 'session_required')
    const anyDevice = await push.subscribe(
      ((await desk('GET', '/push')).json() as PushState).publicKey,
    )
    expectRefused(
      await staff.token('POST', '/push/devices', subscriptionJson(anyDevice)),
      403,
      'session_required',
    )
    // Nobody signed in: 401; a cross-site write: refused before anything is stored.
    const anonymous = await staff.server.app.inject({ method: 'GET', url: '/api/staff/push' })
    expect(anonymous.statusCode).toBe(401)

    const { id } = await phoneOf(desk)
    const mine = (await desk('GET', '/push')).json() as PushState
    expect(mine.devices.map((d) => d.id)).toEqual([id])
    expect(mine.hotelDevices).toBeGreaterThanOrEqual(1)
    // A colleague does not see it as theirs, and cannot turn it off.
    expect(((await owner('GET', '/push')).json() as PushState).devices).toEqual([])
    expect((await owner('POST', `/push/devices/${id}/remove`)).statusCode).toBe(204)
    expect(((await desk('GET', '/push')).json() as PushState).devices).toHaveLength(1)
    // Its person turns it off; again changes nothing.
    expect((await desk('POST', `/push/devices/${id}/remove`)).statusCode).toBe(204)
    expect((await desk('POST', `/push/devices/${id}/remove`)).statusCode).toBe(204)
    expect(((await desk('GET', '/push')).json() as PushState).devices).toEqual([])
  })

  it("refuses what a browser would never send, and a push service's address that is not public", async () => {
    const { publicKey } = (await desk('GET', '/push')).json() as PushState
    const device = await push.subscribe(publicKey)
    expectRefused(await desk('POST', '/push/devices', { endpoint: device.endpoint }), 400)
    expectRefused(
      await desk('POST', '/push/devices', {
        ...subscriptionJson(device),
        endpoint: 'http://169.254.169.254/latest/meta-data',
      }),
      400,
      'invalid_endpoint',
    )
    expectRefused(await desk('POST', '/push/devices/not-an-id/remove'), 400)
    expectRefused(await desk('POST', '/push/devices', '{"endpoint":'), 400)
  })

  it('tells each phone once of a new request: the facility and the dates, never the guest', async () => {
    const deskPhone = await phoneOf(desk)
    const ownerPhone = await phoneOf(owner)
    // The same browser turned on twice is one device (its keys replaced), told once.
    const again = await desk('POST', '/push/devices', subscriptionJson(deskPhone.device))
    expect(again.json()).toMatchObject({ id: deskPhone.id })
    const { facility, body, reference } = await newRequest()
    // The guest's own resend of the same request (a lost answer) is no new request.
    expect((await reserve(staff.server, facility._id, body)).status).toBe(200)

    for (const phone of [deskPhone, ownerPhone]) {
      await expect.poll(() => push.messages(phone.device), POLL).toHaveLength(1)
    }
    const [message] = await push.messages(deskPhone.device)
    expect(message).toEqual({
      type: 'reservation.received',
      title: `New request · ${facility.name}`,
      body: expect.any(String) as unknown,
      url: `/staff/requests/${reference}`,
      tag: `request-${body.reservation_id}`,
    })
    // The dates as the guest's own notices write them (12 to 14 Dec 2026).
    expect((message as { body: string }).body).toBe(
      `${dateSpan(body.dateRange.from, body.dateRange.to)} · ${reference}`,
    )
    const text = JSON.stringify([message, ...(await push.messages(ownerPhone.device))])
    for (const word of PERSONAL) expect(text).not.toContain(word)
    // Sent once to each: the push service saw one message per device, and the console lists them.
    for (const phone of [deskPhone, ownerPhone]) {
      const path = new URL(phone.device.endpoint).pathname
      expect(push.arrivals.filter((a) => a.path === path)).toHaveLength(1)
    }
    await expect
      .poll(
        async () =>
          (await staffPushDeliveries()).filter(
            (d) => d.event === 'reservation.received' && d.state === 'sent',
          ).length,
        POLL,
      )
      .toBeGreaterThanOrEqual(2)
    for (const phone of [deskPhone, ownerPhone]) {
      const who = phone === deskPhone ? desk : owner
      expect((await who('POST', `/push/devices/${phone.id}/remove`)).statusCode).toBe(204)
    }
  })

  it("tells of a contact message and opens it, with nothing of the guest's", async () => {
    const phone = await phoneOf(desk)
    const message = {
      message_id: uniqueId('contact-message-'),
      name: 'Chidinma Eze',
      email: 'chidinma.eze@example.com',
      phone: '0803 555 0199',
      reason: 'Is the rooftop open on Sunday?',
    }
    const sent = await api(staff.server, 'POST', '/api/contact-messages', message)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    await expect.poll(() => push.messages(phone.device), POLL).toHaveLength(1)
    const [told] = await push.messages(phone.device)
    expect(told).toMatchObject({
      type: 'contact.message',
      title: 'New contact message',
      url: `/staff/messages#message-${message.message_id}`,
    })
    const text = JSON.stringify(told)
    for (const word of PERSONAL) expect(text).not.toContain(word)
    expect((await desk('POST', `/push/devices/${phone.id}/remove`)).statusCode).toBe(204)
  })

  it('removes a device the push service says is gone (410), and tries a device that is down again', async () => {
    const gone = await phoneOf(owner)
    await push.expire(gone.device)
    await newRequest()
    await expect
      .poll(async () => ((await owner('GET', '/push')).json() as PushState).devices, POLL)
      .toEqual([])
    await expect
      .poll(async () => (await staffPushDeliveries()).some((d) => d.state === 'failed'), POLL)
      .toBe(true)
    const failed = (await staffPushDeliveries()).find((d) => d.state === 'failed')
    expect(failed?.last_error).toContain('410')

    // The service out of reach: retried, and received once it is back.
    const later = await phoneOf(owner)
    await push.down()
    await newRequest()
    await expect
      .poll(async () => (await staffPushDeliveries()).some((d) => d.state === 'retrying'), POLL)
      .toBe(true)
    await push.up()
    await expect.poll(() => push.messages(later.device), POLL).toHaveLength(1)
    expect((await owner('POST', `/push/devices/${later.id}/remove`)).statusCode).toBe(204)
  })

  it("signing out removes the person's devices, and so does being revoked", async () => {
    const leaving = await staff.person('Kemi Adeyemi', 'frontdesk')
    const first = await phoneOf(leaving)
    const second = await staff.person('Bola Ade', 'frontdesk')
    const secondPhone = await phoneOf(second)
    // A second device of hers: signing out on one turns off both.
    await phoneOf(leaving)
    expect(((await leaving('GET', '/push')).json() as PushState).devices).toHaveLength(2)
    expect((await leaving('POST', '/sign-out')).statusCode).toBe(204)
    const left = await staff.server.database.db
      .selectFrom('staff_push_devices')
      .select('device_id')
      .where('staff_id', '=', leaving.staffId)
      .execute()
    expect(left).toEqual([])

    // Revoked by an owner: their devices go in the same transaction; no push reaches them.
    expect((await owner('POST', `/people/${second.staffId}/revoke`)).statusCode).toBe(200)
    const kept = await staff.server.database.db
      .selectFrom('staff_push_devices')
      .select('device_id')
      .where('staff_id', '=', second.staffId)
      .execute()
    expect(kept).toEqual([])
    const ownerPhone = await phoneOf(owner)
    await newRequest()
    await expect.poll(() => push.messages(ownerPhone.device), POLL).toHaveLength(1)
    expect(await push.messages(first.device)).toEqual([])
    expect(await push.messages(secondPhone.device)).toEqual([])
    expect((await owner('POST', `/push/devices/${ownerPhone.id}/remove`)).statusCode).toBe(204)
  })
})
