// Staff notifications through real receivers: a local webhook endpoint that checks the signature
// and a local SMTP server. Every committed request is told once on each channel; a receiver that
// is down gets every event once it is back; replicas on one PostgreSQL database never send a
// delivery twice; a server killed mid-delivery re-sends only what was in flight, once.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReference, reservationReference } from '../../contract/reference'
import { inject } from 'vitest'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { createPgDatabase, databaseTargets } from '../support/databases'
import { startInProcess, type InProcessServer } from '../support/in-process'
import {
  notifyEnv,
  startSmtpReceiver,
  startWebhookReceiver,
  type SmtpReceiver,
  type WebhookReceiver,
} from '../support/notify-receivers'
import { cliBuild } from '../support/cli-build'
import { adminHeaders, api, ROOT, startServer } from '../support/server-process'

const POLL = { timeout: 30_000, interval: 50 }

const uniqueMailIds = (smtp: SmtpReceiver) => new Set(smtp.mails.map((m) => m.eventId))

describe.each(databaseTargets())('staff notifications on $name', (target) => {
  let webhook: WebhookReceiver
  let smtp: SmtpReceiver
  let server: InProcessServer
  beforeAll(async () => {
    webhook = await startWebhookReceiver()
    smtp = await startSmtpReceiver()
    server = await target.startInProcess({ env: notifyEnv(webhook, smtp) })
  })
  afterAll(async () => {
    await server?.close()
    await webhook?.close()
    await smtp?.close()
  })

  it('tells the staff of each new request once, by signed webhook and by email', async () => {
    const facility = await createFacility(server.url, { capacity: 1 })
    const body = reserveBody(facility, {
      dateRange: { from: inDays(30), to: inDays(32) },
      reservation_email: 'ada@example.com',
    })
    expect((await reserve(server.url, facility._id, body)).status).toBe(200)
    // A replay and a refused request (the room is full) commit nothing new, so tell nothing.
    expect((await reserve(server.url, facility._id, body)).status).toBe(200)
    const refused = reserveBody(facility, { dateRange: { from: inDays(31), to: inDays(33) } })
    expect((await reserve(server.url, facility._id, refused)).status).toBe(409)

    await expect.poll(() => webhook.accepted.size, POLL).toBe(1)
    await expect.poll(() => smtp.mails.length, POLL).toBe(1)
    const [event] = [...webhook.accepted.values()]
    expect(event).toMatchObject({
      type: 'reservation.received',
      data: {
        reservation_id: body.reservation_id,
        facility_id: facility._id,
        facility_name: facility.name,
        facility_type: 'room',
        dateRange: body.dateRange,
        name: 'Ada Obi',
        phone: '+2348035550142', // as the contract stores it
        email: 'ada@example.com',
      },
    })
    expect(Date.parse(event!.created_at)).toBeGreaterThan(0)
    expect(webhook.badSignatures).toBe(0)

    const mail = smtp.mails[0]!
    expect(mail.eventId).toBe(event!.id)
    expect(mail.raw).toMatch(/^To: desk@hearth\.test/m)
    expect(mail.text).toContain(facility.name)
    expect(mail.text).toContain(`${body.dateRange.from} to ${body.dateRange.to}`)
    expect(mail.text).toContain('Ada Obi')
    expect(mail.text).toContain('Phone:     +2348035550142')
    expect(mail.text).toContain('href="tel:+2348035550142"')
    const reference = formatReference(await reservationReference(body.reservation_id))
    expect(mail.text).toContain(`npm run admin -- reservations confirm ${reference}`)

    // No second copy so far (the next test checks the counts again after many more rounds).
    expect(webhook.arrivals).toHaveLength(1)
    expect(smtp.mails).toHaveLength(1)
  })

  it('delivers every event exactly once to receivers that were down for the first half', async () => {
    const facility = await createFacility(server.url, { capacity: 100 })
    const before = { hooks: webhook.accepted.size, mails: smtp.mails.length }
    webhook.down = true
    smtp.down = true
    const send = (i: number) =>
      reserve(
        server.url,
        facility._id,
        reserveBody(facility, { dateRange: { from: inDays(40 + i), to: inDays(41 + i) } }),
      )
    for (let i = 0; i < 16; i++) expect((await send(i)).status).toBe(200)
    // Both receivers have refused some tries before they come back.
    await expect.poll(() => webhook.refused >= 16 && smtp.refused >= 16, POLL).toBe(true)
    webhook.down = false
    smtp.down = false
    for (let i = 16; i < 32; i++) expect((await send(i)).status).toBe(200)

    await expect.poll(() => webhook.accepted.size - before.hooks, POLL).toBe(32)
    await expect.poll(() => uniqueMailIds(smtp).size - before.mails, POLL).toBe(32)
    // One process: every event was answered 2xx once, and no message sent twice.
    expect(webhook.arrivals).toHaveLength(webhook.accepted.size)
    expect(smtp.mails).toHaveLength(uniqueMailIds(smtp).size)
    expect(webhook.badSignatures).toBe(0)
  })
})

describe.runIf(inject('pgAdminUrl'))('two replicas on one PostgreSQL database', () => {
  let webhook: WebhookReceiver
  let smtp: SmtpReceiver
  const replicas: InProcessServer[] = []
  beforeAll(async () => {
    webhook = await startWebhookReceiver()
    smtp = await startSmtpReceiver()
    const databaseUrl = await createPgDatabase(inject('pgAdminUrl')!)
    for (let i = 0; i < 2; i++) {
      replicas.push(await startInProcess({ databaseUrl, env: notifyEnv(webhook, smtp) }))
    }
  })
  afterAll(async () => {
    for (const r of replicas) await r.close()
    await webhook?.close()
    await smtp?.close()
  })

  it('100 requests, receivers down for the first half: each event delivered once', async () => {
    const [a, b] = replicas as [InProcessServer, InProcessServer]
    const facility = await createFacility(a.url, { capacity: 100 })
    webhook.down = true
    smtp.down = true
    const send = (i: number) =>
      reserve(
        (i % 2 ? a : b).url,
        facility._id,
        reserveBody(facility, { dateRange: { from: inDays(40 + i), to: inDays(41 + i) } }),
      )
    const answers = []
    for (let i = 0; i < 50; i += 10) {
      answers.push(...(await Promise.all([...Array(10).keys()].map((k) => send(i + k)))))
    }
    await expect.poll(() => webhook.refused >= 50 && smtp.refused >= 50, POLL).toBe(true)
    webhook.down = false
    smtp.down = false
    for (let i = 50; i < 100; i += 10) {
      answers.push(...(await Promise.all([...Array(10).keys()].map((k) => send(i + k)))))
    }
    expect(answers.every((x) => x.status === 200)).toBe(true)

    await expect.poll(() => webhook.accepted.size, POLL).toBe(100)
    await expect.poll(() => uniqueMailIds(smtp).size, POLL).toBe(100)
    // The lease: no delivery was sent by both replicas.
    expect(webhook.arrivals).toHaveLength(100)
    expect(smtp.mails).toHaveLength(100)
  })
})

describe('a server killed mid-delivery', () => {
  let webhook: WebhookReceiver
  beforeAll(async () => {
    webhook = await startWebhookReceiver()
  })
  afterAll(() => webhook?.close())

  it('re-sends after a restart only what was in flight, and each event is accepted once', async () => {
    // A short lease, so that the restarted server takes over the dead one's deliveries soon.
    const env = { ...notifyEnv(webhook), NOTIFY_LEASE_MS: '1000' }
    const first = await startServer({ env })
    const facility = await createFacility(first.url, { capacity: 100 })
    const send = (base: string, i: number) =>
      reserve(
        base,
        facility._id,
        reserveBody(facility, { dateRange: { from: inDays(40 + i), to: inDays(41 + i) } }),
      )
    webhook.hold = true // the receiver takes them in and never answers
    for (let i = 0; i < 5; i++) expect((await send(first.url, i)).status).toBe(200)
    await expect.poll(() => webhook.accepted.size, POLL).toBe(5)
    const inFlight = new Set(webhook.accepted.keys())
    await first.kill()

    webhook.hold = false
    const second = await startServer({ dataDir: first.dataDir, env })
    try {
      for (let i = 5; i < 10; i++) expect((await send(second.url, i)).status).toBe(200)
      await expect.poll(() => webhook.accepted.size, POLL).toBe(10)
      // The ones in flight are sent again (at least once) once their lease runs out.
      await expect.poll(() => webhook.arrivals.length, POLL).toBe(15)
      const counts = new Map<string, number>()
      for (const id of webhook.arrivals) counts.set(id, (counts.get(id) ?? 0) + 1)
      for (const [id, n] of counts) expect(n).toBe(inFlight.has(id) ? 2 : 1)

      // The staff's view: every delivery sent, none failing.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [await cliBuild(), 'notifications', 'list', '--limit', '100'],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: first.dataDir, DATABASE_URL: '' } },
      )
      expect(stdout.match(/reservation\.received/g)).toHaveLength(10)
      expect(stdout.match(/delivered/g)?.length).toBeGreaterThanOrEqual(10)
      for (const id of counts.keys()) expect(stdout).toContain(id)
    } finally {
      await second.stop()
    }
  })
})

// A separate server and receivers: the tests above count every event their receivers get.
describe.each(databaseTargets())("a guest's cancellation on $name", (target) => {
  let webhook: WebhookReceiver
  let smtp: SmtpReceiver
  let server: InProcessServer
  beforeAll(async () => {
    webhook = await startWebhookReceiver()
    smtp = await startSmtpReceiver()
    server = await target.startInProcess({ env: notifyEnv(webhook, smtp) })
  })
  afterAll(async () => {
    await server?.close()
    await webhook?.close()
    await smtp?.close()
  })

  it("tells the staff of a guest's cancellation once; not of the staff's own", async () => {
    const facility = await createFacility(server.url, { capacity: 2 })
    const body = reserveBody(facility, { dateRange: { from: inDays(60), to: inDays(61) } })
    expect((await reserve(server.url, facility._id, body)).status).toBe(200)
    const cancel = `/api/reservations/${body.reservation_id}/cancel`
    expect((await api(server.url, 'POST', cancel)).status).toBe(200)
    expect((await api(server.url, 'POST', cancel)).status).toBe(200) // idempotent: told once
    const byStaff = reserveBody(facility, { dateRange: { from: inDays(62), to: inDays(63) } })
    expect((await reserve(server.url, facility._id, byStaff)).status).toBe(200)
    const staffCancel = `/api/reservations/${byStaff.reservation_id}/cancel`
    expect((await api(server.url, 'POST', staffCancel, {}, adminHeaders)).status).toBe(200)
    const told = (type: string, id: string) =>
      [...webhook.accepted.values()].filter(
        (e) => e.type === type && (e.data as { reservation_id?: string }).reservation_id === id,
      ).length
    await expect.poll(() => told('reservation.cancelled', body.reservation_id), POLL).toBe(1)
    await expect.poll(() => told('reservation.received', byStaff.reservation_id), POLL).toBe(1)
    expect(told('reservation.cancelled', byStaff.reservation_id)).toBe(0)
    await expect
      .poll(() => smtp.mails.filter((m) => m.text.includes(body.reservation_id)).length, POLL)
      .toBeGreaterThanOrEqual(2) // the request, then its cancellation
  })
})
