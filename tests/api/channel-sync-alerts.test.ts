// Issue 39, what the staff are told of the imports, once each, through the real notification path
// (the outbox, to a local webhook receiver that checks the signature, and to a staff phone through
// a local push service that decrypts what it gets): an import that takes a
// night no unit can give any more over a confirmed stay (the stay's reference, dates and the
// channel's name), and a feed that has not been imported for three intervals. On both databases,
// the clock pinned and moved by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReference } from '../../contract/reference'
import { createServices, type Services } from '../../server/src/services'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { startFeedServer, type FeedServer } from '../support/feed-server'
import { notifyEnv, startWebhookReceiver, type WebhookReceiver } from '../support/notify-receivers'
import {
  startPushService,
  type PushServiceHandle,
  type TestSubscription,
} from '../support/push-service'
import { adminHeaders, api } from '../support/server-process'
import type { TestApp } from '../support/test-app'

const START = Date.parse('2026-11-20T09:00:00Z')
const MINUTES = 15
const INTERVAL = MINUTES * 60_000

/** A feed of one Airbnb reservation over [from, to) (dates as YYYYMMDD). */
const feedOf = (uid: string, from: string, to: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'BEGIN:VEVENT',
    'DTSTAMP:20261120T061512Z',
    `DTSTART;VALUE=DATE:${from}`,
    `DTEND;VALUE=DATE:${to}`,
    'SUMMARY:Reserved',
    `UID:${uid}@airbnb.com`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')

describe.each(databaseTargets())('the staff told of the imports on $name', (target) => {
  let feeds: FeedServer
  let webhook: WebhookReceiver
  let push: PushServiceHandle
  let phone: TestSubscription
  let server: TestApp
  let services: Services
  const clock = { ms: START }
  const now = () => new Date(clock.ms)
  beforeAll(async () => {
    feeds = await startFeedServer()
    webhook = await startWebhookReceiver()
    push = await startPushService()
    server = await target.build({
      env: {
        ...notifyEnv(webhook),
        OUTBOUND_ALLOWED_TEST_ORIGINS: `${feeds.origin},${push.origin}`,
        CHANNEL_SYNC_MINUTES: String(MINUTES),
      },
      now,
    })
    await server.app.ready() // the outbox's worker delivers from now on
    services = createServices(server.config, server.database, { now })
    // The owner's phone, turned on ("Notify this phone").
    const invite = await services.staff.invite(
      { name: 'Ifeoma Nwosu', role: 'owner' },
      {
        kind: 'cli',
      },
    )
    phone = await push.subscribe((await services.push.currentKey()).public_key)
    await services.devices.subscribe(invite.staff.id, {
      endpoint: phone.endpoint,
      keys: phone.keys,
    })
  })
  afterAll(async () => {
    await server?.close()
    await push?.close()
    await webhook?.close()
    await feeds?.close()
  })

  /** The events of `type` the outbox holds (each written once, whatever the deliveries). */
  const stored = (type: string) =>
    server.database.db.selectFrom('outbox').select('payload').where('type', '=', type).execute()
  const received = (type: string, about: (data: Record<string, unknown>) => boolean) =>
    [...webhook.accepted.values()].filter((e) => e.type === type && about(e.data))

  async function confirmedStay(facility: Awaited<ReturnType<typeof createFacility>>) {
    const body = reserveBody(facility, { dateRange: { from: '2026-12-10', to: '2026-12-13' } })
    const made = await reserve(server, facility._id, body)
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const confirmed = await api(
      server,
      'POST',
      `/api/staff/requests/${body.reservation_id}/confirm`,
      {},
      adminHeaders,
    )
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    return body.reservation_id
  }

  it('tells of an overbooked confirmed stay once: its reference, dates and channel', async () => {
    const facility = await createFacility(server, { capacity: 1 })
    const id = await confirmedStay(facility)
    const path = '/overbooked.ics'
    feeds.serve(path, { calendar: feedOf('ov1', '20261212', '20261215') })
    const link = await services.channels.addLink(facility._id, {
      url: feeds.url(path),
      name: 'Airbnb',
    })
    expect(await services.channelSync.syncLink(link.id)).toEqual({ ok: true, nights: 3 })
    const about = (d: Record<string, unknown>) => d.reservation_id === id
    await expect.poll(() => received('channel.overbooked', about).length).toBe(1)
    const row = (await server.database.db
      .selectFrom('reservations')
      .select('reference')
      .where('reservation_id', '=', id)
      .executeTakeFirstOrThrow())!
    expect(received('channel.overbooked', about)[0]!.data).toMatchObject({
      reference: formatReference(row.reference!),
      facility_id: facility._id,
      dateRange: { from: '2026-12-10', to: '2026-12-13' },
      channel: 'Airbnb',
      nights: ['2026-12-12'],
    })
    // The phone shows the channel, the dates and the reference; never the guest.
    const shown = async () =>
      ((await push.messages(phone)) as { type: string; body: string }[]).filter(
        (m) => m.type === 'channel.overbooked',
      )
    await expect.poll(async () => (await shown()).length, { timeout: 20_000 }).toBe(1)
    expect((await shown())[0]).toMatchObject({
      title: `Overbooked · ${facility.name}`,
      body: `Airbnb took a night of a confirmed stay: 10 to 13 Dec 2026 · ${formatReference(row.reference!)}`,
    })
    expect(JSON.stringify(await shown())).not.toMatch(/Ada|Obi|0142/)
    // Imported again (and again by another server's services): no second alert.
    clock.ms += INTERVAL
    await services.channelSync.syncLink(link.id)
    const other = createServices(server.config, server.database, { now })
    await other.channelSync.syncLink(link.id)
    const events = await stored('channel.overbooked')
    // One event for the staff's channels (webhook, email), one for the owner's phone.
    const ofStay = events
      .map((e) => JSON.parse(e.payload) as Record<string, unknown>)
      .filter((data) => data.reservation_id === id)
    expect(ofStay.map((data) => 'device_id' in data).sort()).toEqual([false, true])
  })

  it('tells nothing while a unit is free, or of a request not confirmed', async () => {
    const two = await createFacility(server, { capacity: 2 })
    const stayOfTwo = await confirmedStay(two)
    const one = await createFacility(server, { capacity: 1 })
    const body = reserveBody(one, { dateRange: { from: '2026-12-10', to: '2026-12-13' } })
    expect((await reserve(server, one._id, body)).status).toBe(200)
    for (const [facility, path] of [
      [two, '/free-unit.ics'],
      [one, '/unconfirmed.ics'],
    ] as const) {
      feeds.serve(path, { calendar: feedOf(path.slice(1, -4), '20261211', '20261214') })
      const link = await services.channels.addLink(facility._id, { url: feeds.url(path) })
      expect((await services.channelSync.syncLink(link.id)).ok).toBe(true)
    }
    const ids = new Set([stayOfTwo, body.reservation_id])
    const events = await stored('channel.overbooked')
    expect(events.filter((e) => ids.has(JSON.parse(e.payload).reservation_id))).toEqual([])
  })

  it('tells once of a feed not imported for three intervals, and again after a recovery', async () => {
    const facility = await createFacility(server, { capacity: 1 })
    const path = '/stale.ics'
    feeds.serve(path, { status: 503 })
    const link = await services.channels.addLink(facility._id, {
      url: feeds.url(path),
      name: 'Booking.com',
    })
    const ofLink = async () =>
      (await stored('channel.stale')).filter((e) => JSON.parse(e.payload).link_id === link.id)
    const added = clock.ms
    for (const intervals of [1, 2]) {
      clock.ms = added + intervals * INTERVAL
      expect((await services.channelSync.syncLink(link.id)).ok).toBe(false)
    }
    expect(await ofLink()).toEqual([])
    clock.ms = added + 3 * INTERVAL
    await services.channelSync.syncLink(link.id)
    await expect.poll(() => received('channel.stale', (d) => d.link_id === link.id).length).toBe(1)
    expect(received('channel.stale', (d) => d.link_id === link.id)[0]!.data).toMatchObject({
      facility_id: facility._id,
      facility_name: facility.name,
      channel: 'Booking.com',
      last_success_at: null,
      last_error: "The feed's server answered 503 (Service Unavailable).",
    })
    clock.ms = added + 4 * INTERVAL
    await services.channelSync.syncLink(link.id)
    expect(await ofLink()).toHaveLength(1)
    // Back for one import, then down again for three intervals: told again.
    feeds.serve(path, { calendar: feedOf('st1', '20261201', '20261202') })
    clock.ms = added + 5 * INTERVAL
    expect(await services.channelSync.syncLink(link.id)).toEqual({ ok: true, nights: 1 })
    feeds.serve(path, { status: 500 })
    clock.ms = added + 7 * INTERVAL
    await services.channelSync.syncLink(link.id)
    expect(await ofLink()).toHaveLength(1)
    clock.ms = added + 8 * INTERVAL
    await services.channelSync.syncLink(link.id)
    expect(await ofLink()).toHaveLength(2)
  })
})
