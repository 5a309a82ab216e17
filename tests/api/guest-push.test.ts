// Web Push to the guest (issue 30) through a real push service on this machine
// (support/push-service.ts, the web-push-testing package: it checks the VAPID signature and
// decrypts every message with the subscription's private key). A request's subscription is made
// with the server's public key; the staff's confirm and decline, and an expiry, each reach it once,
// encrypted, and the decrypted message names the state, the facility and the dates, never the
// guest; a 410 removes the subscription; a service that is down gets the message when it is back;
// two PostgreSQL replicas send each message once. Plus the subscription routes' refusals: the
// endpoint's SSRF rules, unknown ids, bad keys.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { inject } from 'vitest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReference, reservationReference } from '../../contract/reference'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { createPgDatabase, databaseTargets } from '../support/databases'
import { build, type TestApp } from '../support/test-app'
import {
  startPushService,
  type PushServiceHandle,
  type TestSubscription,
} from '../support/push-service'
import { pushService } from '../../server/src/push/push'
import { pushRepository } from '../../server/src/push/repository'
import { cliBuild } from '../support/cli-build'
import { adminHeaders, api, ROOT } from '../support/server-process'

const POLL = { timeout: 20_000, interval: 50 }

function pushEnv(push: PushServiceHandle, extra: Record<string, string> = {}) {
  return {
    PUSH_ALLOWED_TEST_ORIGINS: push.origin,
    NOTIFY_RETRY_FIRST_MS: '100',
    NOTIFY_RETRY_MAX_MS: '400',
    NOTIFY_POLL_MS: '50',
    ...extra,
  }
}

/** A guest's request on `server`, subscribed on a new device of the push service. */
async function subscribedRequest(
  server: TestApp,
  push: PushServiceHandle,
  over: Record<string, unknown> = {},
) {
  const facility = await createFacility(server, { capacity: 2 })
  const body = reserveBody(facility, { dateRange: { from: inDays(20), to: inDays(23) }, ...over })
  expect((await reserve(server, facility._id, body)).status).toBe(200)
  const key = await api(server, 'GET', '/api/push/key')
  expect(key.status).toBe(200)
  const { publicKey } = key.body as { publicKey: string }
  const device = await push.subscribe(publicKey)
  const put = await api(
    server,
    'PUT',
    `/api/reservations/${body.reservation_id}/push`,
    subscriptionJson(device),
  )
  expect(put.status, JSON.stringify(put.body)).toBe(200)
  expect(put.body).toEqual({ reservation_id: body.reservation_id, subscribed: true })
  return { facility, body, device }
}

/** What a browser's PushSubscription.toJSON() gives. */
const subscriptionJson = (s: TestSubscription) => ({
  endpoint: s.endpoint,
  expirationTime: null,
  keys: s.keys,
})

const staffMove = (server: TestApp, id: string, action: string, note?: string) =>
  api(server, 'POST', `/api/reservations/${id}/${action}`, note ? { note } : {}, adminHeaders)

const deliveries = async (server: TestApp, failed = false) =>
  (
    (
      await api(
        server,
        'GET',
        `/api/staff/notifications?limit=200${failed ? '&failed=true' : ''}`,
        undefined,
        adminHeaders,
      )
    ).body as {
      deliveries: { channel: string; state: string; last_error: string | null; attempts: number }[]
    }
  ).deliveries.filter((d) => d.channel === 'push')

describe.each(databaseTargets())('Web Push to the guest on $name', (target) => {
  let push: PushServiceHandle
  let server: TestApp
  beforeAll(async () => {
    push = await startPushService()
    server = await target.build({ env: pushEnv(push) })
  })
  afterAll(async () => {
    await server?.close()
    await push?.close()
  })

  it('tells the device once when the staff confirm, encrypted, with no personal data', async () => {
    const { body, device, facility } = await subscribedRequest(server, push)
    // The console's request page says the guest will be told, and how.
    const detail = await api(
      server,
      'GET',
      `/api/staff/requests/${body.reservation_id}`,
      undefined,
      adminHeaders,
    )
    expect(detail.body).toMatchObject({ guest_told: { devices: 1, text: false } })
    expect((await staffMove(server, body.reservation_id, 'confirm')).status).toBe(200)
    await expect.poll(() => push.messages(device), POLL).toHaveLength(1)
    // Asking again for the same state changes nothing and tells nothing more.
    expect((await staffMove(server, body.reservation_id, 'confirm')).status).toBe(200)
    const [message] = await push.messages(device)
    const reference = formatReference(await reservationReference(body.reservation_id))
    expect(message).toEqual({
      type: 'reservation.status',
      reservation_id: body.reservation_id,
      reference,
      status: 'confirmed',
      title: expect.stringContaining('confirmed') as unknown,
      body: expect.stringContaining(facility.name) as unknown,
      url: `/confirmation#request-${body.reservation_id}`,
    })
    const text = JSON.stringify(message)
    expect(text).not.toContain('Ada')
    expect(text).not.toContain('803')
    expect(text).not.toContain('555')
    await expect
      .poll(async () => (await deliveries(server)).some((d) => d.state === 'sent'), POLL)
      .toBe(true)
    expect(push.arrivals.filter((a) => a.path === new URL(device.endpoint).pathname)).toHaveLength(
      1,
    )
  })

  it('tells of a decline; a guest who cancels is told nothing and the subscription goes', async () => {
    const declined = await subscribedRequest(server, push)
    expect(
      (await staffMove(server, declined.body.reservation_id, 'decline', 'Full that week, sorry.'))
        .status,
    ).toBe(200)
    await expect.poll(() => push.messages(declined.device), POLL).toHaveLength(1)
    const [message] = (await push.messages(declined.device)) as { status: string; body: string }[]
    expect(message!.status).toBe('declined')
    // The hotel's note may name the guest: the page shows it, the notification does not.
    expect(message!.body).not.toContain('Full that week')

    const cancelled = await subscribedRequest(server, push)
    const cancel = await api(
      server,
      'POST',
      `/api/reservations/${cancelled.body.reservation_id}/cancel`,
      {},
    )
    expect(cancel.status).toBe(200)
    const rows = await server.database.db
      .selectFrom('push_subscriptions')
      .select('subscription_id')
      .where('reservation_id', '=', cancelled.body.reservation_id)
      .execute()
    expect(rows).toHaveLength(0)
    // A later staff move is refused (cancelled is final) and nothing reaches the device.
    expect((await staffMove(server, cancelled.body.reservation_id, 'confirm')).status).toBe(409)
    expect(await push.messages(cancelled.device)).toHaveLength(0)
  })

  it('speaks the language the request was made in (issue 31)', async () => {
    const french = await subscribedRequest(server, push, { language: 'fr' })
    // A language this server has no texts for is booked all the same, and told in English.
    const unknown = await subscribedRequest(server, push, { language: 'xx' })
    for (const r of [french, unknown]) {
      expect((await staffMove(server, r.body.reservation_id, 'confirm')).status).toBe(200)
      await expect.poll(() => push.messages(r.device), POLL).toHaveLength(1)
    }
    const [fr] = (await push.messages(french.device)) as { title: string; body: string }[]
    expect(fr!.title).toBe('Votre demande est confirmée · Hearth House')
    expect(fr!.body).toMatch(
      /^.+, du \d+(er)?( \S+)?( \d{4})? au \d+(er)? \S+ \d{4}\u00a0: votre demande est confirmée\./,
    )
    // The console says the guest's language, so the clerk who calls them speaks it.
    const record = async (id: string) =>
      (
        (await api(server, 'GET', `/api/staff/requests/${id}`, undefined, adminHeaders)).body as {
          record: { language: string | null }
        }
      ).record.language
    expect(await record(french.body.reservation_id)).toBe('fr')
    expect(await record(unknown.body.reservation_id)).toBeNull()
    const [other] = (await push.messages(unknown.device)) as { title: string }[]
    expect(other!.title).toBe('Your request is confirmed · Hearth House')
    // Not a language code at all: refused, like any other malformed field.
    const facility = await createFacility(server)
    const bad = await reserve(server, facility._id, reserveBody(facility, { language: 'French!' }))
    expect(bad.status).toBe(400)
  })

  it('a 410 from the push service removes the subscription, and is not tried again', async () => {
    const { body, device } = await subscribedRequest(server, push)
    await push.expire(device)
    expect((await staffMove(server, body.reservation_id, 'confirm')).status).toBe(200)
    await expect
      .poll(
        async () => (await deliveries(server, true)).find((d) => d.last_error?.includes('410')),
        POLL,
      )
      .toMatchObject({ state: 'failed', attempts: 1 })
    const rows = await server.database.db
      .selectFrom('push_subscriptions')
      .select('subscription_id')
      .where('reservation_id', '=', body.reservation_id)
      .execute()
    expect(rows).toHaveLength(0)
    const path = new URL(device.endpoint).pathname
    expect(push.arrivals.filter((a) => a.path === path)).toEqual([{ path, status: 410 }])
  })

  it('a push service that is down gets the message once it is back', async () => {
    const { body, device } = await subscribedRequest(server, push)
    await push.down()
    try {
      expect((await staffMove(server, body.reservation_id, 'confirm')).status).toBe(200)
      await expect
        .poll(
          async () => (await deliveries(server, true)).find((d) => d.state === 'retrying'),
          POLL,
        )
        .toMatchObject({ last_error: expect.stringMatching(/ECONNREFUSED/) as unknown })
    } finally {
      await push.up()
    }
    await expect.poll(() => push.messages(device), POLL).toHaveLength(1)
    expect(((await push.messages(device))[0] as { status: string }).status).toBe('confirmed')
  })

  it('refuses endpoints the server must never call, bad keys and unknown requests', async () => {
    const { body, device } = await subscribedRequest(server, push)
    const id = body.reservation_id
    const withEndpoint = (endpoint: string) => ({ ...subscriptionJson(device), endpoint })
    for (const endpoint of [
      'http://push.example.com/x', // not https
      'https://127.0.0.1/x', // an IP literal
      'https://[::1]/x',
      'https://10.0.0.8/x',
      'https://localhost/x',
      'https://printer.local/x', // a local network's name
      'https://metadata.google.internal/x',
      'https://intranet/x', // one label
      'https://fcm.googleapis.com:8443/x', // another port
      'https://user:pass@fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'file:///etc/passwd',
      `${push.origin.replace('127.0.0.1', 'localhost')}/notify/x`, // not the allowed test origin
    ]) {
      const res = await api(server, 'PUT', `/api/reservations/${id}/push`, withEndpoint(endpoint))
      expect(res.status, endpoint).toBe(400)
      expect(res.body).toMatchObject({ error: { code: expect.any(String) as unknown } })
    }
    const badKeys = {
      ...subscriptionJson(device),
      keys: { p256dh: 'short', auth: device.keys.auth },
    }
    expect((await api(server, 'PUT', `/api/reservations/${id}/push`, badKeys)).status).toBe(400)
    expect((await api(server, 'PUT', `/api/reservations/${id}/push`, {})).status).toBe(400)
    const unknown = 'unknown-request-id-0123456789'
    const put = await api(
      server,
      'PUT',
      `/api/reservations/${unknown}/push`,
      subscriptionJson(device),
    )
    expect(put.status).toBe(404)
    expect((await api(server, 'DELETE', `/api/reservations/${unknown}/push`)).status).toBe(404)
    // The guest's device says stop: idempotent, and the answer tells nothing more.
    expect((await api(server, 'DELETE', `/api/reservations/${id}/push`)).status).toBe(204)
    expect((await api(server, 'DELETE', `/api/reservations/${id}/push`)).status).toBe(204)
    const detail = await api(server, 'GET', `/api/staff/requests/${id}`, undefined, adminHeaders)
    expect(detail.body).toMatchObject({ guest_told: { devices: 0, text: false } })
    expect((await staffMove(server, id, 'confirm')).status).toBe(200)
    // The confirm wrote no push event (no subscription left): nothing arrives.
    const events = await server.database.db
      .selectFrom('outbox')
      .select('event_id')
      .where('type', '=', 'guest.status')
      .where('payload', 'like', `%${id}%`)
      .execute()
    expect(events).toHaveLength(0)
  })
})

describe('Web Push keys', () => {
  it('a rotation serves a new key; older subscriptions are still signed with theirs', async () => {
    const push = await startPushService()
    const server = await build({ env: pushEnv(push), onDisk: true })
    const cli = async (...args: string[]) =>
      (
        await promisify(execFile)(process.execPath, [await cliBuild(), ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
        })
      ).stdout
    try {
      const before = await subscribedRequest(server, push)
      const oldKey = ((await api(server, 'GET', '/api/push/key')).body as { publicKey: string })
        .publicKey
      expect(await cli('push', 'keys')).toContain(oldKey)
      const rotated = await cli('push', 'rotate-keys')
      const newKey = ((await api(server, 'GET', '/api/push/key')).body as { publicKey: string })
        .publicKey
      expect(newKey).not.toBe(oldKey)
      // Both listed: the new one current, the old one retired and still signing for one device.
      expect(rotated).toContain(newKey)
      expect(rotated).toMatch(
        new RegExp(`retired.*1 subscription\\(s\\)\\n  public key: ${oldKey}`),
      )
      const after = await subscribedRequest(server, push)
      for (const r of [before, after]) {
        expect((await staffMove(server, r.body.reservation_id, 'confirm')).status).toBe(200)
      }
      // The push service checks each message's VAPID key against the one its subscription was
      // made with: both arrive, so each was signed with its own pair.
      for (const r of [before, after]) {
        await expect.poll(() => push.messages(r.device), POLL).toHaveLength(1)
      }
      expect(push.arrivals.every((a) => a.status === 201)).toBe(true)
    } finally {
      await server.close()
      await push.close()
    }
  })
})

describe('Web Push subscriptions of settled requests', () => {
  it('go 30 days after a decline or a stay, not before, and never while awaited', async () => {
    const push = await startPushService()
    const server = await build({ env: pushEnv(push) })
    try {
      const declined = await subscribedRequest(server, push)
      expect((await staffMove(server, declined.body.reservation_id, 'decline', 'No.')).status).toBe(
        200,
      )
      const confirmed = await subscribedRequest(server, push)
      expect((await staffMove(server, confirmed.body.reservation_id, 'confirm')).status).toBe(200)
      const waiting = await subscribedRequest(server, push)
      const left = async () =>
        (
          await server.database.db
            .selectFrom('push_subscriptions')
            .select('reservation_id')
            .execute()
        )
          .map((r) => r.reservation_id)
          .sort()
      const all = [declined, confirmed, waiting].map((r) => r.body.reservation_id).sort()
      // The sweep's own code (the server runs it hourly), on a clock moved on.
      const sweepAt = (days: number) =>
        pushService(pushRepository(server.database.db), {
          subject: 'mailto:test@example.com',
          now: () => new Date(Date.now() + days * 86_400_000),
        }).sweep()
      expect(await sweepAt(29)).toBe(0)
      expect(await left()).toEqual(all)
      // 31 days on: the decline's goes; the confirmed stay (23 days ahead, so 8 days past its
      // end) keeps its subscription a while yet: the hotel may still cancel it; the unanswered
      // request keeps its own.
      expect(await sweepAt(31)).toBe(1)
      expect(await left()).toEqual([confirmed, waiting].map((r) => r.body.reservation_id).sort())
      // 23 days after the stay's end: the confirmed one goes too.
      expect(await sweepAt(23 + 31)).toBe(1)
      expect(await left()).toEqual([waiting.body.reservation_id])
    } finally {
      await server.close()
      await push.close()
    }
  })
})

describe('Web Push when a hold expires', () => {
  it('tells the device the request expired, once', async () => {
    const push = await startPushService()
    const server = await build({ env: pushEnv(push, { REQUEST_HOLD_HOURS: '0.0005' }) })
    try {
      const { device } = await subscribedRequest(server, push)
      await expect.poll(() => push.messages(device), POLL).toHaveLength(1)
      expect(((await push.messages(device))[0] as { status: string }).status).toBe('expired')
    } finally {
      await server.close()
      await push.close()
    }
  })
})

describe.runIf(inject('pgAdminUrl'))('Web Push from two PostgreSQL replicas', () => {
  it('every answer reaches each device once, whichever replica sends it', async () => {
    const push = await startPushService()
    const databaseUrl = await createPgDatabase(inject('pgAdminUrl')!)
    const env = pushEnv(push)
    const a = await build({ databaseUrl, env })
    const b = await build({ databaseUrl, env })
    try {
      // Both replicas sign with the one key pair in the database.
      const keyA = (await api(a, 'GET', '/api/push/key')).body
      const keyB = (await api(b, 'GET', '/api/push/key')).body
      expect(keyA).toEqual(keyB)
      const requests = []
      for (let i = 0; i < 6; i++) requests.push(await subscribedRequest(i % 2 ? a : b, push))
      // Answered on either replica, alternately; each outbox worker runs on both.
      await Promise.all(
        requests.map((r, i) =>
          staffMove(i % 2 ? b : a, r.body.reservation_id, i % 3 ? 'confirm' : 'decline', 'Sorry.'),
        ),
      )
      for (const [i, r] of requests.entries()) {
        await expect.poll(() => push.messages(r.device), POLL).toHaveLength(1)
        expect(((await push.messages(r.device))[0] as { status: string }).status).toBe(
          i % 3 ? 'confirmed' : 'declined',
        )
      }
      // Nothing more arrives later: each delivery is recorded as sent, once.
      await expect
        .poll(async () => (await deliveries(a)).filter((d) => d.state === 'sent').length, POLL)
        .toBe(6)
      expect(push.arrivals).toHaveLength(6)
    } finally {
      await a.close()
      await b.close()
      await push.close()
    }
  })
})
