// Staff notifications that cannot get lost. An event is written to the `outbox` table in the same
// transaction as the change it tells of (a committed request always has its event, a rolled-back
// one never), with one delivery row per configured channel. A worker in every server process
// claims due deliveries with a lease (an UPDATE that succeeds for one claimant only, on both
// dialects, so replicas never send the same delivery at once), sends them and records the outcome:
// delivered, or the error and the next try with exponential back-off, until it gives up (24 h).
// The same event id goes with every try. The sender renews its lease while a send lasts, so a
// slow receiver never gets the delivery from two senders. A process killed while sending leaves
// its lease to run out; the deliveries it had in flight (and those only) are then sent again,
// with the same event id: a receiver that saw the first try sees that id twice. So "exactly
// once" is: every event at least once, a repeat only of what was in flight at a crash (or when
// its outcome could not be written), and receivers dedupe by the event id (docs/staff.md says so).
// notifications/ is below push/: the push channels import this module and channel.ts, and
// nothing here imports push/.
import { randomUUID } from 'node:crypto'
import { nanoid } from 'nanoid'
import { formatReference } from '../../../contract/reference'
import type { Transaction } from '../db/transaction'
import { PermanentFailure, type Channel, type EventType, type OutboxEvent } from './channel'
import { outboxRepositoryIn, type DeliveryKey, type OutboxRepository } from './outbox-repository'

export interface RetryPolicy {
  /** Wait after the first failure; doubled after each further one. */
  firstMs: number
  maxMs: number
  /** No more tries once the next one would start this long after the event. */
  giveUpMs: number
  /**
   * How long a claimed delivery is held by its sender without renewal: the sender renews it
   * every third of it while the send lasts, so this is how soon a dead sender's delivery is
   * taken over, not a limit on how long a send may take.
   */
  leaseMs: number
  /** How often the worker looks for due deliveries. */
  pollMs: number
  /** Deliveries claimed per round. */
  batch: number
}

export const DEFAULT_RETRY: RetryPolicy = {
  firstMs: 10_000,
  maxMs: 3_600_000,
  giveUpMs: 24 * 3_600_000,
  leaseMs: 60_000,
  pollMs: 1_000,
  batch: 20,
}

/**
 * What an event keeps after its retention: what names the request, for the staff's `notifications
 * list` and for matching it with their records; never the guest's name, phone, email or message.
 * An allowlist, so a field added to an event later is dropped unless it is added here.
 */
export const KEPT_AFTER_RETENTION = [
  'reservation_id',
  'reference',
  'facility_id',
  'facility_name',
  'facility_type',
  'dateRange',
  'received_at',
  'cancelled_at',
  'status',
] as const

export function prunedPayload(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    KEPT_AFTER_RETENTION.filter((key) => key in data).map((key) => [key, data[key]]),
  )
}

/**
 * An event's data as people read it: the webhook's `data`, the email, `notifications list`. The
 * stored payload keeps the reference as the database does (`ABCDEFGHJK`); what leaves the outbox
 * shows it as the guest reads it (`ABCDE-FGHJK`). Done on the way out, not when written, so an
 * event queued before this rule (and still being retried) goes out the same way.
 */
export function shownPayload(data: Record<string, unknown>): Record<string, unknown> {
  return typeof data.reference === 'string'
    ? { ...data, reference: formatReference(data.reference) }
    : data
}

/** Events pruned per call: a sweep's work stays small however much has piled up. */
const PRUNE_BATCH = 500

/** The wait before try number `attempts + 1`, after `attempts` failed tries. */
export function retryDelay(attempts: number, policy: Pick<RetryPolicy, 'firstMs' | 'maxMs'>) {
  return Math.min(policy.firstMs * 2 ** Math.max(0, attempts - 1), policy.maxMs)
}

/**
 * Writes an event and its deliveries in `tx`, which should be the caller's transaction: the
 * event then commits or rolls back with the change it tells of.
 */
export async function enqueue(
  tx: Transaction,
  channels: readonly string[],
  type: EventType,
  data: Record<string, unknown>,
  now: Date = new Date(),
): Promise<string> {
  const id = nanoid()
  await outboxRepositoryIn(tx).insertEvent({
    id,
    type,
    payload: JSON.stringify(data),
    at: now.toISOString(),
    channels,
  })
  return id
}

interface Claimed extends DeliveryKey {
  /** Tries so far, this one included. */
  attempts: number
}

export interface OutboxLog {
  warn(details: object, message: string): void
  info(details: object, message: string): void
}

export function notificationOutbox(options: {
  /** Over the database (not a transaction): the worker's claims and outcomes are its own. */
  repository: OutboxRepository
  channels: Channel[]
  policy?: Partial<RetryPolicy>
  log?: OutboxLog
  now?: () => Date
}) {
  const repository = options.repository
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.policy }
  const now = options.now ?? (() => new Date())
  const byName = new Map(options.channels.map((c) => [c.name, c]))
  const names = [...byName.keys()]
  const staffNames = options.channels
    .filter((c) => (c.audience ?? 'staff') === 'staff')
    .map((c) => c.name)
  const log = options.log
  const inFlight = new Set<string>()

  /** Claims up to `batch` due deliveries; a row another worker holds or just took is skipped. */
  async function claim(limit: number): Promise<{
    token: string
    claimed: Claimed[]
    events: Map<string, OutboxEvent>
  }> {
    const at = now()
    const atIso = at.toISOString()
    const due = await repository.dueDeliveries(atIso, names, limit)
    const token = randomUUID()
    const leaseUntil = new Date(at.getTime() + policy.leaseMs).toISOString()
    const claimed: Claimed[] = []
    for (const d of due) {
      // Still being sent by this process (a send slower than the lease): never sent twice here.
      if (inFlight.has(`${d.event_id} ${d.channel}`)) continue
      const row = await repository.claim(d, token, atIso, leaseUntil)
      if (row) claimed.push(row)
    }
    if (claimed.length === 0) return { token, claimed, events: new Map() }
    const rows = await repository.events([...new Set(claimed.map((c) => c.event_id))])
    const events = new Map(
      rows.map((r) => [
        r.event_id,
        {
          id: r.event_id,
          type: r.type as EventType,
          created_at: r.created_at,
          data: JSON.parse(r.payload) as Record<string, unknown>,
        },
      ]),
    )
    return { token, claimed, events }
  }

  async function record(token: string, d: Claimed, event: OutboxEvent, error?: unknown) {
    const at = now()
    if (error === undefined) {
      await repository.settle(d, token, {
        status: 'delivered',
        delivered_at: at.toISOString(),
        lease_until: null,
        last_error: null,
      })
      return
    }
    // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a timeout, …).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
    const message = (
      (error instanceof Error ? error.message : String(error)) + (cause ? `: ${cause}` : '')
    ).slice(0, 500)
    const next = at.getTime() + retryDelay(d.attempts, policy)
    const giveUp =
      error instanceof PermanentFailure || next - Date.parse(event.created_at) > policy.giveUpMs
    await repository.settle(d, token, {
      status: giveUp ? 'failed' : 'pending',
      next_attempt_at: new Date(next).toISOString(),
      lease_until: null,
      last_error: message,
    })
    log?.warn(
      { event: event.id, channel: d.channel, attempts: d.attempts, error: message, giveUp },
      giveUp ? 'notification failed; giving up' : 'notification failed; will retry',
    )
  }

  /**
   * Keeps the lease of a delivery being sent from running out while its sender lives: renewed
   * every third of the lease. So only a sender that died (or lost the database for a whole
   * lease) ever has its delivery taken over and sent again, however slow the receiver is.
   */
  function holdLease(token: string, d: Claimed): () => void {
    const renew = () =>
      repository
        .renewLease(d, token, new Date(now().getTime() + policy.leaseMs).toISOString())
        // The database out of reach: the lease may run out and the delivery be sent again.
        .catch((error: unknown) => log?.warn({ error: String(error) }, 'lease not renewed'))
    const timer = setInterval(() => void renew(), Math.max(10, policy.leaseMs / 3))
    timer.unref()
    return () => clearInterval(timer)
  }

  /** Sends one claimed delivery and records the outcome; never rejects. */
  async function send(token: string, d: Claimed, event: OutboxEvent | undefined) {
    const channel = byName.get(d.channel)
    if (!event || !channel) return
    const key = `${d.event_id} ${d.channel}`
    inFlight.add(key)
    const release = holdLease(token, d)
    try {
      let failure: unknown
      try {
        await channel.send(event)
      } catch (error) {
        failure = error ?? new Error('failed')
      }
      await record(token, d, event, failure)
    } catch (error) {
      // The outcome could not be recorded (the database out of reach): the lease runs out and
      // the delivery is sent again, so the receiver may see this event id twice.
      log?.warn({ event: d.event_id, error: String(error) }, 'notification outcome not recorded')
    } finally {
      release()
      inFlight.delete(key)
    }
  }

  /** Claims up to `limit` due deliveries and starts sending them; `done` when all are recorded. */
  async function startDue(limit: number) {
    const { token, claimed, events } = await claim(limit)
    const done = Promise.all(claimed.map((d) => send(token, d, events.get(d.event_id))))
    return { count: claimed.length, done: done.then(() => {}) }
  }

  /** One round, awaited to the end: claims, sends, records. Returns how many it claimed. */
  async function deliverDue(): Promise<number> {
    if (names.length === 0) return 0
    const { count, done } = await startDue(policy.batch)
    await done
    return count
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = true
  const sending = new Set<Promise<void>>()

  // Each round claims what there is room for and does not wait for the sends: a receiver that
  // hangs until the timeout holds its own deliveries only, not the other channel's or newer ones.
  function schedule(ms: number) {
    if (stopped) return
    timer = setTimeout(() => {
      running = (async () => {
        let full = false
        try {
          const room = policy.batch - inFlight.size
          if (room > 0) {
            const { count, done } = await startDue(room)
            sending.add(done)
            void done.then(() => sending.delete(done))
            // As many as there was room for: more may be due, so the next round starts at once.
            full = count >= room
          }
        } catch (error) {
          // The database out of reach: nothing was lost; the next round tries again.
          log?.warn({ error: String(error) }, 'notification round failed')
        }
        schedule(full ? 0 : policy.pollMs)
      })()
    }, ms)
    timer.unref()
  }

  /**
   * Cuts the payload of every event older than `retentionMs` whose deliveries are all settled
   * (delivered, or failed for good) down to KEPT_AFTER_RETENTION, so guests' names and phones do
   * not pile up here (the periodic sweep calls it; schedules/sweep.ts). An event with a
   * delivery still pending keeps its payload: it is needed to send it. A delivery pending for a
   * channel no longer configured would never be sent nor given up (only the configured ones are
   * claimed): past the retry window (giveUpMs) it is recorded as failed, as a configured channel's
   * would be, and its event is pruned in its turn.
   * Idempotent and the same on every replica (two pruning at once write the same thing).
   * Returns how many events it pruned (at most PRUNE_BATCH a call).
   */
  async function prune(retentionMs: number): Promise<number> {
    const at = now()
    const cutoff = new Date(at.getTime() - retentionMs).toISOString()
    const unsendable = new Date(at.getTime() - policy.giveUpMs).toISOString()
    await repository.abandonUnconfigured(unsendable, names)
    const due = await repository.prunable(cutoff, PRUNE_BATCH)
    for (const row of due) {
      let data: Record<string, unknown> = {}
      try {
        data = JSON.parse(row.payload) as Record<string, unknown>
      } catch {
        // Not JSON (never written so): nothing in it is kept.
      }
      await repository.prune(row.event_id, JSON.stringify(prunedPayload(data)), at.toISOString())
    }
    return due.length
  }

  return {
    channels: names,
    /** The channels every staff event goes to (webhook, email): none means the staff are not told. */
    staffChannels: staffNames,
    prune,
    /** Writes an event for every staff channel; pass the caller's transaction. */
    enqueue: (tx: Transaction, type: EventType, data: Record<string, unknown>) =>
      enqueue(tx, staffNames, type, data, now()),
    /**
     * Writes an event for one channel by name (a guest channel), if it is configured; pass the
     * caller's transaction. Returns the event's id, or undefined when the channel is not on.
     */
    enqueueTo: async (
      tx: Transaction,
      channel: string,
      type: EventType,
      data: Record<string, unknown>,
    ) => (byName.has(channel) ? enqueue(tx, [channel], type, data, now()) : undefined),
    /** Whether a channel of this name is configured. */
    has: (channel: string) => byName.has(channel),
    deliverDue,
    start() {
      if (!stopped || names.length === 0) return
      stopped = false
      schedule(0)
    },
    /** Stops claiming; the sends in flight finish (10 s at most) and their outcomes are recorded. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      await Promise.all(sending)
    },
  }
}
export type NotificationOutbox = ReturnType<typeof notificationOutbox>
