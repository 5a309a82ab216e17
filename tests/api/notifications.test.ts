// Staff notifications through real receivers: a local webhook endpoint that checks the signature
// and a local SMTP server. Every committed request is told once on each channel; a receiver that
// is down gets every event once it is back; replicas on one PostgreSQL database never send a
// delivery twice; a server killed mid-delivery re-sends only what was in flight, once, with the
// same event id (what "exactly once" means here: outbox.ts's header, docs/staff.md). Each block has
// receivers of its own (withNotifiedServers): every test counts all that its receivers get.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { formatReference, reservationReference } from '../../contract/reference'
import { inject } from 'vitest'
import { connect } from '../../server/src/db/connect'
import { transactionOf } from '../../server/src/db/transaction'
import { enqueue } from '../../server/src/notifications/outbox'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { createPgDatabase, databaseTargets } from '../support/databases'
import { build, type TestApp } from '../support/test-app'
import { cliBuild } from '../support/cli-build'
import { withNotifiedServers, type SmtpReceiver } from '../support/notify-receivers'
import { adminHeaders, api, ROOT, startServer, type ServerOptions } from '../support/server-process'

const POLL = { timeout: 30_000, interval: 50 }

const uniqueMailIds = (smtp: SmtpReceiver) => new Set(smtp.mails.map((m) => m.eventId))

/** How many times each id occurs. */
function countsOf(ids: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** "10 to 12 Dec 2026", "29 Nov to 2 Dec 2026", "30 Dec 2026 to 2 Jan 2027", written by hand. */
function lagosDates({ from, to }: { from: string; to: string }): string {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number]
  const end = `${td} ${MONTHS[tm - 1]} ${ty}`
  const start =
    fy !== ty ? `${fd} ${MONTHS[fm - 1]} ${fy}` : fm !== tm ? `${fd} ${MONTHS[fm - 1]}` : `${fd}`
  return `${start} to ${end}`
}

describe.each(databaseTargets())('staff notifications on $name', (target) => {
  const ctx = withNotifiedServers(async (env) => [await target.build({ env })])

  it('tells the staff of each new request once, by signed webhook and by email', async () => {
    const { webhook, smtp, servers } = ctx
    const server = servers[0]!
    const facility = await createFacility(server, { capacity: 1 })
    const body = reserveBody(facility, {
      dateRange: { from: inDays(30), to: inDays(32) },
      reservation_email: 'ada@example.com',
      // Written the local way: the email shows it grouped, with the hotel's calling code.
      reservation_phone: '0803 555 0142',
    })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    // A replay and a refused request (the room is full) commit nothing new, so tell nothing.
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    const refused = reserveBody(facility, { dateRange: { from: inDays(31), to: inDays(33) } })
    expect((await reserve(server, facility._id, refused)).status).toBe(409)

    await expect.poll(() => webhook.accepted.size, POLL).toBe(1)
    await expect.poll(() => smtp.mails.length, POLL).toBe(1)
    const [event] = [...webhook.accepted.values()]
    // The reference as the guest reads it (ABCDE-FGHJK), never the stored, ungrouped form.
    const stored = await reservationReference(body.reservation_id)
    const reference = formatReference(stored)
    expect(reference).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    expect(event).toMatchObject({
      type: 'reservation.received',
      data: {
        reservation_id: body.reservation_id,
        reference,
        facility_id: facility._id,
        facility_name: facility.name,
        facility_type: 'room',
        dateRange: body.dateRange,
        name: 'Ada Obi',
        phone: '08035550142', // as the contract stores it
        phone_e164: '+2348035550142', // as a receiver dials it
        email: 'ada@example.com',
      },
    })
    expect(Date.parse(event!.created_at)).toBeGreaterThan(0)
    expect(webhook.badSignatures).toBe(0)

    const mail = smtp.mails[0]!
    expect(mail.eventId).toBe(event!.id)
    expect(mail.raw).toMatch(/^To: desk@hearth\.test/m)
    expect(mail.text).toContain(facility.name)
    // The dates in the hotel's forms (a hotel in Lagos: the day first), as the console writes them.
    expect(mail.text).toContain(`Dates:     ${lagosDates(body.dateRange)}`)
    expect(mail.text).toContain('Ada Obi')
    expect(mail.text).toContain('Phone:     +234 803 555 0142')
    expect(mail.text).toContain('<a href="tel:+2348035550142">+234 803 555 0142</a>')
    expect(mail.raw).toMatch(new RegExp(`^Subject: New request ${reference}: `, 'm'))
    expect(mail.text).toContain(`Reference: ${reference}`)
    expect(mail.text).toContain(`<li>Reference: ${reference}</li>`)
    expect(mail.text).toContain(`npm run admin -- reservations confirm ${reference}`)
    expect(mail.raw + JSON.stringify(event)).not.toContain(stored)

    // No second copy so far (the next test checks the counts again after many more rounds).
    expect(webhook.arrivals).toHaveLength(1)
    expect(smtp.mails).toHaveLength(1)
  })

  it('delivers every event exactly once to receivers that were down for the first half', async () => {
    const { webhook, smtp, servers } = ctx
    const server = servers[0]!
    const facility = await createFacility(server, { capacity: 100 })
    const before = { hooks: webhook.accepted.size, mails: smtp.mails.length }
    webhook.down = true
    smtp.down = true
    const send = (i: number) =>
      reserve(
        server,
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
  const ctx = withNotifiedServers(async (env) => {
    const databaseUrl = await createPgDatabase(inject('pgAdminUrl')!)
    // One after the other: the first migrates the database.
    const first = await build({ databaseUrl, env })
    return [first, await build({ databaseUrl, env })]
  })

  it('100 requests, receivers down for the first half: each event delivered once', async () => {
    const { webhook, smtp } = ctx
    const [a, b] = ctx.servers as [TestApp, TestApp]
    const facility = await createFacility(a, { capacity: 100 })
    webhook.down = true
    smtp.down = true
    const send = (i: number) =>
      reserve(
        i % 2 ? a : b,
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

// A server killed (SIGKILL) while its deliveries are in flight: the receivers hold them
// unanswered, so the sender cannot know they arrived. After the kill the deliveries it held are
// taken over once its lease runs out (3 s here; a live sender renews it) and sent again, with the
// same event ids; nothing else is sent twice. On SQLite the server restarts on its data; on
// PostgreSQL a replica that was running all along takes over.
describe.each(databaseTargets())('a server killed mid-delivery on $name', (target) => {
  const ctx = withNotifiedServers<{ close(): Promise<unknown> }>(undefined, {
    // Renewed every second while the sender lives: 2 s to spare on a loaded machine.
    NOTIFY_LEASE_MS: '3000',
    // The held tries must not time out (and be retried) before the kill, however slow the machine.
    NOTIFY_SEND_TIMEOUT_MS: '120000',
  })
  const start = async (options: ServerOptions) => {
    const handle = await startServer({ ...options, env: ctx.env })
    ctx.servers.push({
      close: async () => {
        if (handle.child.exitCode === null && handle.child.signalCode === null) await handle.stop()
      },
    })
    return handle
  }

  it('re-sends only what was in flight, once each, and every event is delivered', async () => {
    const { webhook, smtp } = ctx
    const pgAdminUrl = inject('pgAdminUrl')
    const databaseUrl = target.name === 'postgres' ? await createPgDatabase(pgAdminUrl!) : undefined
    const first = await start({ databaseUrl })
    const database = connect({ databaseUrl, sqliteFile: `${first.dataDir}/hotel.sqlite` })
    ctx.servers.push(database)
    const facility = await createFacility(first.url, { capacity: 100 })
    const send = (base: string, i: number) =>
      reserve(
        base,
        facility._id,
        reserveBody(facility, { dateRange: { from: inDays(40 + i), to: inDays(41 + i) } }),
      )
    webhook.hold = true // the receivers take them in and never answer
    smtp.hold = true
    for (let i = 0; i < 5; i++) expect((await send(first.url, i)).status).toBe(200)
    await expect.poll(() => webhook.accepted.size, POLL).toBe(5)
    await expect.poll(() => uniqueMailIds(smtp).size, POLL).toBe(5)
    const inFlight = new Set(webhook.accepted.keys())
    // On PostgreSQL the other replica runs while the first is sending: it leaves those alone.
    const replica = target.name === 'postgres' ? await start({ databaseUrl }) : undefined
    // The live sender renews its leases: once they reach past the first lease's end, nothing has
    // been taken from it (the replica polls every 50 ms) however long the receivers hold.
    const renewedPast = new Date(Date.now() + 4_000).toISOString()
    const leases = async () =>
      (await database.db.selectFrom('outbox_deliveries').select('lease_until').execute()).map(
        (r) => r.lease_until ?? '',
      )
    await expect
      .poll(async () => (await leases()).filter((at) => at > renewedPast).length, POLL)
      .toBe(10)
    expect(webhook.arrivals).toHaveLength(5)
    expect(smtp.mails).toHaveLength(5)
    await first.kill()
    webhook.release()
    smtp.release()

    const second = replica ?? (await start({ dataDir: first.dataDir }))
    for (let i = 5; i < 10; i++) expect((await send(second.url, i)).status).toBe(200)
    await expect.poll(() => webhook.accepted.size, POLL).toBe(10)
    // The five in flight are sent again once the dead sender's lease has run out.
    await expect.poll(() => webhook.arrivals.length, POLL).toBe(15)
    await expect.poll(() => smtp.mails.length, POLL).toBe(15)
    for (const ids of [webhook.arrivals, smtp.mails.map((m) => m.eventId)]) {
      const counts = countsOf(ids)
      expect(counts.size).toBe(10)
      for (const [id, n] of counts) expect(n, id).toBe(inFlight.has(id) ? 2 : 1)
    }
    expect(webhook.badSignatures).toBe(0)

    // The database agrees (once the last outcomes are written): each delivery sent, none failed.
    const statuses = async () =>
      (
        await database.db
          .selectFrom('outbox_deliveries')
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
          .groupBy('status')
          .execute()
      ).map((r) => [r.status, Number(r.n)])
    await expect.poll(statuses, POLL).toEqual([['delivered', 20]])
    expect(webhook.arrivals).toHaveLength(15)
    expect(smtp.mails).toHaveLength(15)
    if (target.name === 'postgres') return
    // The staff's view: every delivery sent, none failing.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [await cliBuild(), 'notifications', 'list', '--limit', '100'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: first.dataDir, DATABASE_URL: '' } },
    )
    expect(stdout.match(/reservation\.received/g)).toHaveLength(20)
    expect(stdout.match(/delivered/g)?.length).toBeGreaterThanOrEqual(20)
    for (const id of inFlight) expect(stdout).toContain(id)
  })
})

// A separate server and receivers: the tests above count every event their receivers get.
describe.each(databaseTargets())("a guest's cancellation on $name", (target) => {
  const ctx = withNotifiedServers(async (env) => [await target.build({ env })])

  it("tells the staff of a guest's cancellation once; not of the staff's own", async () => {
    const { webhook, smtp, servers } = ctx
    const server = servers[0]!
    const facility = await createFacility(server, { capacity: 2 })
    const body = reserveBody(facility, { dateRange: { from: inDays(60), to: inDays(61) } })
    expect((await reserve(server, facility._id, body)).status).toBe(200)
    const cancel = `/api/reservations/${body.reservation_id}/cancel`
    expect((await api(server, 'POST', cancel)).status).toBe(200)
    expect((await api(server, 'POST', cancel)).status).toBe(200) // idempotent: told once
    const byStaff = reserveBody(facility, { dateRange: { from: inDays(62), to: inDays(63) } })
    expect((await reserve(server, facility._id, byStaff)).status).toBe(200)
    const staffCancel = `/api/reservations/${byStaff.reservation_id}/cancel`
    expect((await api(server, 'POST', staffCancel, {}, adminHeaders)).status).toBe(200)
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

// NOTIFY_RETENTION_DAYS: the guest's details leave the outbox once an event is settled and old.
describe.each(databaseTargets())('the outbox retention on $name', (target) => {
  // 0.00002 days is 1.7 s; the sweep then runs every second.
  const ctx = withNotifiedServers(async (env) => [await target.build({ env })], {
    NOTIFY_RETENTION_DAYS: '0.00002',
  })

  it("prunes a delivered event's guest details after the retention; a pending one keeps them", async () => {
    const { webhook, servers } = ctx
    const server = servers[0]!
    const facility = await createFacility(server)
    /** The event of a request (by its reservation_id), or the event of that id. */
    const event = (id: string) =>
      server.database.db
        .selectFrom('outbox')
        .select(['payload', 'pruned_at'])
        .where((eb) => eb.or([eb('event_id', '=', id), eb('payload', 'like', `%${id}%`)]))
        .executeTakeFirstOrThrow()
    const told = reserveBody(facility, { dateRange: { from: inDays(50), to: inDays(51) } })
    expect((await reserve(server, facility._id, told)).status).toBe(200)
    await expect.poll(() => webhook.accepted.size, POLL).toBe(1)
    webhook.down = true
    const waiting = reserveBody(facility, { dateRange: { from: inDays(52), to: inDays(53) } })
    expect((await reserve(server, facility._id, waiting)).status).toBe(200)

    await expect.poll(async () => (await event(told.reservation_id)).pruned_at, POLL).not.toBeNull()
    const pruned = await event(told.reservation_id)
    expect(pruned.payload).not.toMatch(/Ada Obi|2348035550142|"name"|"phone"|"email"/)
    expect(JSON.parse(pruned.payload)).toMatchObject({
      reservation_id: told.reservation_id,
      reference: await reservationReference(told.reservation_id),
      facility_id: facility._id,
    })
    // Past the retention too, but its delivery is pending: it keeps what it must send. (An event
    // written after it with no delivery to wait for is pruned: the sweep has run past its time.)
    await expect.poll(() => webhook.refused, POLL).toBeGreaterThan(0)
    const marker = await enqueue(transactionOf(server.database.db), [], 'reservation.received', {
      reservation_id: 'retention-marker-1',
    })
    await expect.poll(async () => (await event(marker)).pruned_at, POLL).not.toBeNull()
    const pending = await event(waiting.reservation_id)
    expect(pending.pruned_at).toBeNull()
    expect(pending.payload).toContain('Ada Obi')
    // Delivered with the guest's details when the receiver is back, and pruned after.
    webhook.down = false
    await expect.poll(() => webhook.accepted.size, POLL).toBe(2)
    expect(JSON.stringify([...webhook.accepted.values()][1]?.data)).toContain('Ada Obi')
    await expect
      .poll(async () => (await event(waiting.reservation_id)).pruned_at, POLL)
      .not.toBeNull()
  })
})
