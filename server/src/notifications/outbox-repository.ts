// The outbox's SQL (notifications/outbox.ts decides when and why): events and their deliveries,
// the lease that lets one sender at a time hold a delivery, and the pruning of old payloads.
// Every call takes the caller's `db`, which is a transaction where an event must commit with the
// change it tells of.
import type { Kysely, Updateable } from 'kysely'
import type { OutboxDeliveriesTable, Schema } from '../db/schema'
import { openTransaction, type Transaction } from '../db/transaction'

/** One delivery: an event to one channel. */
export interface DeliveryKey {
  event_id: string
  channel: string
}

/** Where a page of the newest-first list of deliveries starts: after this one. */
export interface DeliveryCursor extends DeliveryKey {
  created_at: string
}

export function outboxRepository(db: Kysely<Schema>) {
  /** Each delivery with its event: what the staff's lists read. */
  const deliveriesWithEvents = () =>
    db
      .selectFrom('outbox_deliveries as d')
      .innerJoin('outbox as o', 'o.event_id', 'd.event_id')
      .select([
        'o.created_at',
        'o.type',
        'o.event_id',
        'o.payload',
        'o.pruned_at',
        'd.channel',
        'd.status',
        'd.attempts',
        'd.next_attempt_at',
        'd.delivered_at',
        'd.last_error',
      ])

  /** The delivery `d` while `token`'s lease holds it. */
  const leased = (d: DeliveryKey, token: string) =>
    db
      .updateTable('outbox_deliveries')
      .where('event_id', '=', d.event_id)
      .where('channel', '=', d.channel)
      .where('lease_token', '=', token)

  return {
    /** The event and one pending delivery per channel, due at once. */
    async insertEvent(event: {
      id: string
      type: string
      payload: string
      at: string
      channels: readonly string[]
    }) {
      await db
        .insertInto('outbox')
        .values({
          event_id: event.id,
          type: event.type,
          payload: event.payload,
          created_at: event.at,
        })
        .execute()
      if (event.channels.length === 0) return
      await db
        .insertInto('outbox_deliveries')
        .values(
          event.channels.map((channel) => ({
            event_id: event.id,
            channel,
            status: 'pending',
            attempts: 0,
            next_attempt_at: event.at,
            lease_until: null,
            lease_token: null,
            delivered_at: null,
            last_error: null,
          })),
        )
        .execute()
    },

    /** Pending deliveries of `channels` due at `at` and held by no lease, the oldest first. */
    dueDeliveries(at: string, channels: readonly string[], limit: number) {
      return db
        .selectFrom('outbox_deliveries')
        .select(['event_id', 'channel'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
        .where('channel', 'in', channels)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute()
    },

    /**
     * Takes `d` under `token` until `leaseUntil` and counts the try, if it is still free at `at`:
     * the WHERE is checked again on the row as it is when updated (PostgreSQL re-reads a row
     * another transaction changed; SQLite has one writer), so of two replicas one gets it.
     */
    claim(d: DeliveryKey, token: string, at: string, leaseUntil: string) {
      return db
        .updateTable('outbox_deliveries')
        .set((eb) => ({
          lease_until: leaseUntil,
          lease_token: token,
          attempts: eb('attempts', '+', 1),
        }))
        .where('event_id', '=', d.event_id)
        .where('channel', '=', d.channel)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
        .returning(['event_id', 'channel', 'attempts'])
        .executeTakeFirst()
    },

    events(ids: readonly string[]) {
      return db.selectFrom('outbox').selectAll().where('event_id', 'in', ids).execute()
    },

    /** Writes a try's outcome on `d`, unless its lease has passed to another sender. */
    async settle(
      d: DeliveryKey,
      token: string,
      outcome: Updateable<OutboxDeliveriesTable>,
    ): Promise<void> {
      await leased(d, token).set(outcome).execute()
    },

    /** Moves the lease of a delivery still being sent under `token` on to `leaseUntil`. */
    async renewLease(d: DeliveryKey, token: string, leaseUntil: string): Promise<void> {
      await leased(d, token)
        .set({ lease_until: leaseUntil })
        .where('status', '=', 'pending')
        .execute()
    },

    /**
     * Gives up the pending deliveries of events written before `before` to channels other than
     * `configured`: none of them would ever be claimed.
     */
    async abandonUnconfigured(before: string, configured: readonly string[]): Promise<void> {
      let abandon = db
        .updateTable('outbox_deliveries')
        .set({ status: 'failed', lease_until: null, last_error: 'channel no longer configured' })
        .where('status', '=', 'pending')
        .where('event_id', 'in', (eb) =>
          eb.selectFrom('outbox').select('event_id').where('created_at', '<', before),
        )
      if (configured.length > 0) abandon = abandon.where('channel', 'not in', configured)
      await abandon.execute()
    },

    /** Unpruned events written before `before` with no delivery pending, the oldest first. */
    prunable(before: string, limit: number) {
      return db
        .selectFrom('outbox')
        .select(['event_id', 'payload'])
        .where('pruned_at', 'is', null)
        .where('created_at', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbox_deliveries as d')
                .select('d.event_id')
                .whereRef('d.event_id', '=', 'outbox.event_id')
                .where('d.status', '=', 'pending'),
            ),
          ),
        )
        .orderBy('created_at')
        .limit(limit)
        .execute()
    },

    /** Replaces an event's payload with its pruned one, once (a second pruner changes nothing). */
    async prune(eventId: string, payload: string, at: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ payload, pruned_at: at })
        .where('event_id', '=', eventId)
        .where('pruned_at', 'is', null)
        .execute()
    },

    /**
     * The newest deliveries first; `failed`: given up, or failing still (awaiting a try); `before`:
     * the page after that delivery (the console's "Show more").
     */
    listDeliveries(options: { failed?: boolean; limit?: number; before?: DeliveryCursor } = {}) {
      let query = deliveriesWithEvents()
      if (options.failed) {
        query = query.where((eb) =>
          eb.or([eb('d.status', '=', 'failed'), eb('d.last_error', 'is not', null)]),
        )
      }
      const before = options.before
      if (before) {
        // After the cursor's row in (created_at desc, event_id, channel) order.
        query = query.where((eb) =>
          eb.or([
            eb('o.created_at', '<', before.created_at),
            eb.and([
              eb('o.created_at', '=', before.created_at),
              eb.or([
                eb('o.event_id', '>', before.event_id),
                eb.and([
                  eb('o.event_id', '=', before.event_id),
                  eb('d.channel', '>', before.channel),
                ]),
              ]),
            ]),
          ]),
        )
      }
      return query
        .orderBy('o.created_at', 'desc')
        .orderBy('o.event_id')
        .orderBy('d.channel')
        .limit(options.limit ?? 50)
        .execute()
    },

    /** One delivery with its event, as the lists read it. */
    delivery(d: DeliveryKey) {
      return deliveriesWithEvents()
        .where('d.event_id', '=', d.event_id)
        .where('d.channel', '=', d.channel)
        .executeTakeFirst()
    },

    /**
     * Makes a failed delivery due at `at` (the staff's "Try again now"), if it is failed and its
     * event still has its data: one conditional UPDATE, so of two colleagues (or replicas) trying
     * at once one moves it and the other finds it pending; the workers' lease then lets one of
     * them send it. Returns whether this call moved it.
     */
    async retryFailed(d: DeliveryKey, at: string): Promise<boolean> {
      const moved = await db
        .updateTable('outbox_deliveries')
        .set({ status: 'pending', next_attempt_at: at, lease_until: null, lease_token: null })
        .where('event_id', '=', d.event_id)
        .where('channel', '=', d.channel)
        .where('status', '=', 'failed')
        .where('event_id', 'in', (eb) =>
          eb.selectFrom('outbox').select('event_id').where('pruned_at', 'is', null),
        )
        .executeTakeFirst()
      return Number(moved.numUpdatedRows) > 0
    },
  }
}
export type OutboxRepository = ReturnType<typeof outboxRepository>

/** The same queries in a transaction the rules handed on (an event written with its change). */
export const outboxRepositoryIn = (tx: Transaction) => outboxRepository(openTransaction(tx))
