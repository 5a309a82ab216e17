// @vitest-environment node
// The outbox on an in-memory SQLite database with a clock of its own: the event commits with its
// caller's transaction, failures back off exponentially and give up after a day, the same event id
// goes with every try, and a lease keeps two workers from sending one delivery at once.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from '../db/connect'
import { migrateToLatest } from '../db/migrations'
import { transactionOf } from '../db/transaction'
import type { Channel, OutboxEvent } from './channel'
import { DEFAULT_RETRY, enqueue, notificationOutbox, retryDelay } from './outbox'
import { outboxRepository } from './outbox-repository'

describe('retryDelay', () => {
  it('waits 10 s after the first failure, doubling up to an hour', () => {
    const waits = [1, 2, 3, 4, 9, 10, 20].map((n) => retryDelay(n, DEFAULT_RETRY))
    expect(waits).toEqual([10_000, 20_000, 40_000, 80_000, 2_560_000, 3_600_000, 3_600_000])
  })
})

describe('the outbox', async () => {
  const database = connect({ sqliteFile: ':memory:' })
  await migrateToLatest(database.db as never)
  const { db } = database
  // The outbox's worker over the database; its events written outside any transaction.
  const repository = outboxRepository(db)
  const tx = transactionOf(db)
  afterAll(() => database.close())
  beforeEach(async () => {
    await db.deleteFrom('outbox_deliveries').execute()
    await db.deleteFrom('outbox').execute()
  })

  let clock = Date.parse('2026-03-01T10:00:00.000Z')
  const now = () => new Date(clock)
  const policy = { firstMs: 10_000, maxMs: 3_600_000, giveUpMs: 86_400_000, leaseMs: 60_000 }

  function recording(fail: () => boolean = () => false) {
    const sent: OutboxEvent[] = []
    const channel: Channel = {
      name: 'webhook',
      async send(event) {
        sent.push(event)
        if (fail()) throw new Error('receiver down')
      },
    }
    return { sent, channel }
  }

  const delivery = () => db.selectFrom('outbox_deliveries').selectAll().executeTakeFirstOrThrow()

  it('writes the event with its caller: a rolled-back transaction leaves none', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(transactionOf(trx), ['webhook'], 'reservation.received', { n: 1 })
        throw new Error('the booking failed')
      }),
    ).rejects.toThrow('the booking failed')
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([])
    await db
      .transaction()
      .execute((trx) =>
        enqueue(transactionOf(trx), ['webhook', 'email'], 'reservation.received', { n: 2 }),
      )
    expect(await db.selectFrom('outbox_deliveries').select('channel').execute()).toHaveLength(2)
  })

  it('retries with back-off, the same event id each time, until delivered', async () => {
    let failing = true
    const { sent, channel } = recording(() => failing)
    const outbox = notificationOutbox({ repository, channels: [channel], policy, now })
    const id = await outbox.enqueue(tx, 'reservation.received', { reservation_id: 'r1' })

    expect(await outbox.deliverDue()).toBe(1)
    let row = await delivery()
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'receiver down' })
    expect(row.next_attempt_at).toBe(new Date(clock + 10_000).toISOString())

    clock += 9_999
    expect(await outbox.deliverDue()).toBe(0) // not due yet
    clock += 1
    expect(await outbox.deliverDue()).toBe(1)
    row = await delivery()
    expect(row.attempts).toBe(2)
    expect(row.next_attempt_at).toBe(new Date(clock + 20_000).toISOString())

    failing = false
    clock += 20_000
    expect(await outbox.deliverDue()).toBe(1)
    row = await delivery()
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, last_error: null })
    expect(row.delivered_at).toBe(now().toISOString())
    expect(sent.map((e) => e.id)).toEqual([id, id, id])
    expect(sent[0]!.data).toEqual({ reservation_id: 'r1' })

    clock += 3_600_000
    expect(await outbox.deliverDue()).toBe(0) // delivered stays delivered
  })

  it('gives up after 24 hours of failures', async () => {
    const { sent, channel } = recording(() => true)
    const outbox = notificationOutbox({ repository, channels: [channel], policy, now })
    await outbox.enqueue(tx, 'reservation.received', {})
    const start = clock
    for (let round = 0; round < 100; round++) {
      const row = await delivery()
      if (row.status !== 'pending') break
      clock = Math.max(clock, Date.parse(row.next_attempt_at))
      await outbox.deliverDue()
    }
    const row = await delivery()
    expect(row.status).toBe('failed')
    expect(row.last_error).toBe('receiver down')
    // 10 s, 20 s, … up to 1 h between tries: about 30 tries in the day, none after it.
    expect(clock - start).toBeLessThanOrEqual(86_400_000)
    expect(clock - start).toBeGreaterThan(86_400_000 - 3_600_000)
    expect(sent.length).toBe(row.attempts)
    expect(sent.length).toBeGreaterThan(25)
    expect(sent.length).toBeLessThan(40)
  })

  it('lets one of two workers send a delivery; a dead sender’s lease runs out', async () => {
    const calls: string[] = []
    const hanging: Channel = {
      name: 'webhook',
      // The sender that dies mid-send: its lease is never released.
      send: (e) => {
        calls.push(`a:${e.id}`)
        return new Promise(() => {})
      },
    }
    const quick: Channel = {
      name: 'webhook',
      async send(e) {
        calls.push(`b:${e.id}`)
      },
    }
    const a = notificationOutbox({ repository, channels: [hanging], policy, now })
    const b = notificationOutbox({ repository, channels: [quick], policy, now })
    const id = await a.enqueue(tx, 'reservation.received', {})

    void a.deliverDue()
    await expect.poll(() => calls.length).toBe(1)
    expect(await b.deliverDue()).toBe(0) // held by a
    clock += 59_999
    expect(await b.deliverDue()).toBe(0)
    clock += 1
    expect(await b.deliverDue()).toBe(1) // a's lease ran out
    expect(calls).toEqual([`a:${id}`, `b:${id}`])
    expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 2 })
  })

  it('renews the lease while a live sender is slow: no second worker sends it meanwhile', async () => {
    const calls: string[] = []
    let answer = () => {}
    const slow: Channel = {
      name: 'webhook',
      send: (e) => {
        calls.push(`a:${e.id}`)
        return new Promise<void>((resolve) => (answer = resolve))
      },
    }
    const quick: Channel = { name: 'webhook', send: async (e) => void calls.push(`b:${e.id}`) }
    // A lease of 150 ms (of the test's clock), renewed every 50 ms of real time.
    const short = { ...policy, leaseMs: 150 }
    const a = notificationOutbox({ repository, channels: [slow], policy: short, now })
    const b = notificationOutbox({ repository, channels: [quick], policy: short, now })
    const id = await a.enqueue(tx, 'reservation.received', {})
    const sent = a.deliverDue()
    await expect.poll(() => calls.length).toBe(1)
    for (let i = 0; i < 3; i++) {
      clock += 149 // the lease as first taken would run out in 1 ms
      // Renewed at this clock: 150 ms from now.
      const renewed = async () => Date.parse((await delivery()).lease_until ?? '') >= clock + 150
      await expect.poll(renewed).toBe(true)
      clock += 2
      expect(await b.deliverDue()).toBe(0)
    }
    answer()
    await sent
    expect(calls).toEqual([`a:${id}`])
    expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it('never sends one delivery twice when two workers race for it', async () => {
    const sends = new Map<string, number>()
    const counting: Channel = {
      name: 'webhook',
      async send(e) {
        sends.set(e.id, (sends.get(e.id) ?? 0) + 1)
      },
    }
    const workers = [1, 2, 3].map(() =>
      notificationOutbox({
        repository,
        channels: [counting],
        policy: { ...policy, batch: 7 },
        now,
      }),
    )
    for (let i = 0; i < 40; i++)
      await enqueue(tx, ['webhook'], 'reservation.received', { i }, now())
    for (let round = 0; round < 10; round++) {
      await Promise.all(workers.map((w) => w.deliverDue()))
    }
    expect(sends.size).toBe(40)
    expect([...sends.values()].every((n) => n === 1)).toBe(true)
  })

  it('keeps sending while one receiver hangs: a slow channel holds only its own deliveries', async () => {
    const emailed: string[] = []
    const hanging: Channel = { name: 'webhook', send: () => new Promise(() => {}) }
    const email: Channel = {
      name: 'email',
      async send(e) {
        emailed.push(e.id)
      },
    }
    const outbox = notificationOutbox({
      repository,
      channels: [hanging, email],
      policy: { ...policy, pollMs: 10 },
    })
    outbox.start()
    const first = await outbox.enqueue(tx, 'reservation.received', {})
    await expect.poll(() => emailed).toEqual([first])
    const second = await outbox.enqueue(tx, 'contact.message', {})
    await expect.poll(() => emailed).toEqual([first, second])
    // The hanging sends are left behind (stop() would wait for them, up to the send timeout).
    void outbox.stop()
  })

  it('prunes guest details from settled events after the retention, never from pending ones', async () => {
    const DAY = 86_400_000
    const guest = {
      reservation_id: 'r-prune',
      reference: 'K7QM4XPAHR',
      facility_id: 'f1',
      facility_name: 'Garden Room',
      dateRange: { from: '2026-04-01', to: '2026-04-03' },
      name: 'Ada Obi',
      phone: '+2348035550142',
      email: 'ada@example.com',
      message: 'Call me',
    }
    let failing = false
    const { channel } = recording(() => failing)
    const outbox = notificationOutbox({ repository, channels: [channel], policy, now })
    const delivered = await outbox.enqueue(tx, 'reservation.received', guest)
    await outbox.deliverDue()
    failing = true
    const pending = await outbox.enqueue(tx, 'reservation.received', guest)
    await outbox.deliverDue()
    // Told when no channel was configured: no delivery at all, pruned all the same.
    const untold = await enqueue(tx, [], 'reservation.received', guest, now())
    // Pending for a channel since removed from the settings: never claimed, so never given up.
    const orphan = await enqueue(tx, ['email'], 'reservation.received', guest, now())
    const payload = async (id: string) =>
      db
        .selectFrom('outbox')
        .select(['payload', 'pruned_at'])
        .where('event_id', '=', id)
        .executeTakeFirstOrThrow()

    clock += 30 * DAY - 1
    expect(await outbox.prune(30 * DAY)).toBe(0) // within the retention
    clock += 2
    expect(await outbox.prune(30 * DAY)).toBe(3)
    const kept = {
      reservation_id: 'r-prune',
      reference: 'K7QM4XPAHR',
      facility_id: 'f1',
      facility_name: 'Garden Room',
      dateRange: { from: '2026-04-01', to: '2026-04-03' },
    }
    for (const id of [delivered, untold, orphan]) {
      const row = await payload(id)
      expect(JSON.parse(row.payload)).toEqual(kept)
      expect(row.pruned_at).toBe(now().toISOString())
    }
    // Still pending (no worker ran while the clock moved on): it keeps what it must send.
    expect(JSON.parse((await payload(pending)).payload)).toEqual(guest)
    expect(
      await db
        .selectFrom('outbox_deliveries')
        .select(['status', 'last_error'])
        .where('event_id', '=', orphan)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'failed', last_error: 'channel no longer configured' })
    expect(await outbox.prune(30 * DAY)).toBe(0) // done once
    // The staff's list still names the request.
    const listed = await outboxRepository(db).listDeliveries({ limit: 10 })
    expect(listed.find((r) => r.event_id === delivered)?.payload).toBe(JSON.stringify(kept))
  })

  it('lists for the staff what was sent and what is failing, and why', async () => {
    const { channel } = recording(() => true)
    const ok: Channel = { name: 'email', send: async () => {} }
    const outbox = notificationOutbox({ repository, channels: [channel, ok], policy, now })
    const id = await outbox.enqueue(tx, 'reservation.received', { reservation_id: 'r9' })
    await outbox.deliverDue()
    const all = await outboxRepository(db).listDeliveries()
    expect(all.map((r) => [r.event_id, r.channel, r.status])).toEqual([
      [id, 'email', 'delivered'],
      [id, 'webhook', 'pending'],
    ])
    const failing = await outboxRepository(db).listDeliveries({ failed: true })
    expect(failing).toMatchObject([
      {
        channel: 'webhook',
        attempts: 1,
        last_error: 'receiver down',
        type: 'reservation.received',
      },
    ])
  })
})
