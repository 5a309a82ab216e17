// Issue 29, the console's messages and notifications screens' API, on both databases, through the
// real app in this process with real notification receivers (a webhook endpoint and an SMTP
// server, notify-receivers.ts). Messages: newest first, paged, the unread counted, "Mark as
// handled" by a front-desk person (twice is harmless), live on the console's stream. Notifications:
// each delivery as `notifications list` shows it, and "Try again now" on a failed one, delivered
// once to the webhook however many times it is asked. No session: 401; bad input: 4xx, never 5xx.
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import type {
  StaffDelivery,
  StaffMessage,
  StaffMessagesPage,
  StaffNotificationsPage,
} from '../../contract/staff-messages'
import { createServices } from '../../server/src/services'
import { uniqueId } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import type { InProcessServer } from '../support/test-app'
import { withNotifiedServers } from '../support/notify-receivers'
import { adminHeaders, api } from '../support/server-process'
import { softAuthenticator } from '../support/soft-authenticator'
import { openEvents } from '../support/sse'

const POLL = { timeout: 30_000, interval: 50 }
const ZONE = 'Europe/Lisbon'
const HOST = 'localhost:8080'
const DAY_MS = String(24 * 3_600_000)

function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  expect((res.body as { error: { code: string } }).error.code).toBe(code)
}

describe.each(databaseTargets())('staff messages and notifications on $name', (target) => {
  // A clock the test moves: each message is received a second after the one before.
  let clock = Date.parse('2031-03-10T09:00:00.000Z')
  // A retry a day away, which is past the outbox's 24 h: a failed try is given up at once.
  const ctx = withNotifiedServers(
    async (env) => [
      await target.startInProcess({
        env: { ...env, HOTEL_TIMEZONE: ZONE },
        now: () => new Date(clock),
      }),
    ],
    { NOTIFY_RETRY_FIRST_MS: DAY_MS, NOTIFY_RETRY_MAX_MS: DAY_MS },
  )
  const server = () => ctx.servers[0] as InProcessServer
  const staff = (method: string, path: string, body?: unknown) =>
    api(server().url, method, `/api/staff${path}`, body, adminHeaders)

  /** A guest's message through the public contact form; returns its id. */
  async function contactMessage(name: string, reason = 'Is the garden room quiet?') {
    clock += 1000
    const body = {
      message_id: uniqueId('contact-message-'),
      name,
      email: 'guest@example.com',
      phone: '+351 912 345 678',
      reason,
    }
    const res = await api(server().url, 'POST', '/api/contact-messages', body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return body.message_id
  }

  /** A front-desk person signed in with a passkey: the session cookie, as the console has it. */
  async function frontDeskCookie(name: string): Promise<string> {
    const app = server().app
    const call = (url: string, body: unknown): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url,
        headers: {
          host: HOST,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      })
    const rules = createServices(server().config, server().database, {
      now: () => new Date(clock),
    }).staff
    const { token } = await rules.invite({ name, role: 'frontdesk' }, { kind: 'cli' })
    const auth = softAuthenticator(`http://${HOST}`)
    const asked = await call('/api/staff/invites/options', { token })
    expect(asked.statusCode, asked.body).toBe(200)
    const options: unknown = asked.json()
    const res = await call('/api/staff/invites/verify', {
      token,
      response: auth.register(options as never),
    })
    expect(res.statusCode, res.body).toBe(200)
    return String(res.headers['set-cookie']).split(';', 1)[0]!
  }

  it('refuses every route without a session or the token (401, no-store)', async () => {
    const routes: [string, string][] = [
      ['GET', '/messages'],
      ['POST', '/messages/contact-message-0000000001/handled'],
      ['GET', '/notifications'],
      ['POST', '/notifications/abc/webhook/retry'],
    ]
    for (const [method, path] of routes) {
      const res = await api(
        server().url,
        method,
        `/api/staff${path}`,
        method === 'POST' ? {} : undefined,
        method === 'POST' ? { 'sec-fetch-site': 'same-origin' } : {},
      )
      expectError(res, 401, 'unauthorized')
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  it('lists messages newest first, counts the unread, pages, and marks one handled once', async () => {
    const before = (await staff('GET', '/messages')).body as StaffMessagesPage
    const ids = [
      await contactMessage('Ngozi Okafor', 'Is the garden room quiet?\nWe arrive late.'),
      await contactMessage('Tomás Ribeiro'),
      await contactMessage('Aiko Tanaka'),
    ]
    const first = await staff('GET', '/messages?limit=2')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const page1 = first.body as StaffMessagesPage
    expect(page1.timeZone).toBe(ZONE)
    expect(page1.unread).toBe(before.unread + 3)
    expect(page1.messages.map((m) => m.message_id)).toEqual([ids[2], ids[1]])
    expect(page1.messages[0]).toMatchObject({
      name: 'Aiko Tanaka',
      email: 'guest@example.com',
      phone: '+351912345678',
      handled_at: null,
      handled_by: null,
    })
    expect(page1.next).toEqual(expect.any(String))
    const page2 = (await staff('GET', `/messages?limit=2&before=${page1.next}`))
      .body as StaffMessagesPage
    expect(page2.messages[0]?.message_id).toBe(ids[0])
    expect(page2.messages[0]?.reason).toBe('Is the garden room quiet?\nWe arrive late.')

    // A front-desk person may; twice (a double tap, a colleague) keeps the first one's name and time.
    const cookie = await frontDeskCookie('Ben Lima')
    const mark = () =>
      api(
        server().url,
        'POST',
        `/api/staff/messages/${ids[1]}/handled`,
        {},
        {
          cookie,
          'sec-fetch-site': 'same-origin',
        },
      )
    const handled = await mark()
    expect(handled.status, JSON.stringify(handled.body)).toBe(200)
    expect(handled.body).toMatchObject({
      message_id: ids[1],
      handled_by: 'Ben Lima',
      handled_at: new Date(clock).toISOString(),
    })
    clock += 60_000
    const again = await mark()
    expect(again.status).toBe(200)
    expect(again.body).toEqual(handled.body)
    const byToken = await staff('POST', `/messages/${ids[1]}/handled`, {})
    expect((byToken.body as StaffMessage).handled_by).toBe('Ben Lima')
    const after = (await staff('GET', '/messages?limit=3')).body as StaffMessagesPage
    expect(after.unread).toBe(before.unread + 2)
    expect(after.messages.find((m) => m.message_id === ids[1])?.handled_by).toBe('Ben Lima')
  })

  it('tells the console live when a message comes and when one is handled', async () => {
    const stream = await openEvents(`${server().url}/api/staff/events`, adminHeaders)
    try {
      expect(stream.status).toBe(200)
      let from = stream.events.length
      const id = await contactMessage('Live Guest')
      await stream.next('changed', from)
      from = stream.events.length
      expect((await staff('POST', `/messages/${id}/handled`, {})).status).toBe(200)
      await stream.next('changed', from)
    } finally {
      stream.close()
    }
  })

  it('refuses bad input with a 4xx and the error JSON, never a 5xx', async () => {
    const reads = [
      '/messages?limit=0',
      '/messages?limit=201',
      '/messages?limit=abc',
      '/messages?before=not-a-cursor!',
      '/messages?before=%00',
      '/messages?offset=10',
      '/notifications?failed=maybe',
      '/notifications?limit=-1',
      '/notifications?before=AAAA',
    ]
    for (const path of reads) {
      const res = await staff('GET', path)
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400)
      expect(typeof (res.body as { error: { code: string } }).error.code).toBe('string')
    }
    const writes: [string, unknown][] = [
      ['/messages/%00/handled', {}],
      ['/messages/short/handled', {}],
      [`/messages/${'x'.repeat(80)}/handled`, {}],
      ['/messages/contact-message-0000000001/handled', { handled: true }],
      ['/messages/contact-message-0000000001/handled', []],
      ['/notifications/%00/webhook/retry', {}],
      [`/notifications/${'e'.repeat(100)}/webhook/retry`, {}],
      ['/notifications/abc/webhook/retry', { now: 1 }],
    ]
    for (const [path, body] of writes) {
      const res = await staff('POST', path, body)
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
    }
    expectError(
      await staff('POST', '/messages/contact-message-nobody-has/handled', {}),
      404,
      'not_found',
    )
    expectError(
      await staff('POST', '/notifications/no-such-event/webhook/retry', {}),
      404,
      'not_found',
    )
  })

  it('lists each delivery and sends a failed one again, once, on "Try again now"', async () => {
    const { webhook, smtp } = ctx
    webhook.down = true
    smtp.down = true
    try {
      const id = await contactMessage('Retry Guest')
      // Both channels try once, and give up (the next try would be past the 24 h).
      const failedOf = async () => {
        const page = (await staff('GET', '/notifications?failed=true&limit=200'))
          .body as StaffNotificationsPage
        return page.deliveries.filter((d) => d.about === 'Retry Guest' && d.state === 'failed')
      }
      await expect.poll(async () => (await failedOf()).length, POLL).toBe(2)
      const failed = (await failedOf()).find((d) => d.channel === 'webhook')!
      expect(failed).toMatchObject({
        event: 'contact.message',
        attempts: 1,
        delivered_at: null,
        next_attempt_at: null,
        can_retry: true,
      })
      expect(failed.last_error).toMatch(/503/)
      const refusedBefore = webhook.refused

      webhook.down = false
      // Two colleagues at once (and a double tap): it is made due once, and sent once.
      const path = `/notifications/${failed.event_id}/webhook/retry`
      const answers = await Promise.all([
        staff('POST', path, {}),
        staff('POST', path, {}),
        staff('POST', path, {}),
      ])
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        expect(['retrying', 'sent']).toContain((answer.body as StaffDelivery).state)
        expect((answer.body as StaffDelivery).can_retry).toBe(false)
      }
      const stateOf = async () => {
        const page = (await staff('GET', '/notifications?limit=200')).body as StaffNotificationsPage
        return page.deliveries.find(
          (d) => d.event_id === failed.event_id && d.channel === 'webhook',
        )
      }
      await expect.poll(async () => (await stateOf())?.state, POLL).toBe('sent')
      const sent = (await stateOf())!
      expect(sent.attempts).toBe(2)
      expect(sent.delivered_at).toEqual(expect.any(String))
      // Asked again once sent: nothing happens, and it says so.
      const late = await staff('POST', path, {})
      expect((late.body as StaffDelivery).state).toBe('sent')
      expect(webhook.arrivals.filter((a) => a === failed.event_id)).toHaveLength(1)
      expect(webhook.accepted.get(failed.event_id)?.data).toMatchObject({ message_id: id })
      expect(webhook.refused).toBe(refusedBefore)
      // The email is still failed: the retry was the webhook's alone.
      const email = (await failedOf()).find((d) => d.channel === 'email')
      expect(email?.state).toBe('failed')
    } finally {
      webhook.down = false
      smtp.down = false
    }
  })

  it('pages the deliveries newest first', async () => {
    const all = (await staff('GET', '/notifications?limit=200')).body as StaffNotificationsPage
    expect(all.channels.sort()).toEqual(['email', 'webhook'])
    expect(all.timeZone).toBe(ZONE)
    expect(all.deliveries.length).toBeGreaterThanOrEqual(4)
    const seen: string[] = []
    let next: string | undefined
    do {
      const page = (await staff('GET', `/notifications?limit=3${next ? `&before=${next}` : ''}`))
        .body as StaffNotificationsPage
      seen.push(...page.deliveries.map((d) => `${d.event_id} ${d.channel}`))
      next = page.next
    } while (next)
    expect(seen).toEqual(all.deliveries.map((d) => `${d.event_id} ${d.channel}`))
    const times = all.deliveries.map((d) => d.created_at)
    expect([...times].sort().reverse()).toEqual(times)
  })
})
