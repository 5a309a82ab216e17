// The push tables' SQL (push/push.ts and guest-notifications.ts decide): the VAPID key pairs and
// the requests' subscriptions. Every call takes the caller's `db`, a transaction where a change
// must commit with another (a guest's cancel deletes the request's subscriptions in its own).
import type { Kysely, Selectable } from 'kysely'
import type { PushKeysTable, PushSubscriptionsTable, Schema } from '../db/schema'
import { openTransaction, type Transaction } from '../db/transaction'
import { rowsWhere, rowWhere, valueWhere } from '../db/rows'

export type PushKeyRow = Selectable<PushKeysTable>
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>

export function pushRepository(db: Kysely<Schema>) {
  return {
    /** The pair new subscriptions are made with: the newest unretired one. */
    currentKey() {
      return db
        .selectFrom('push_keys')
        .selectAll()
        .where('retired_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('key_id')
        .limit(1)
        .executeTakeFirst()
    },

    key(keyId: string) {
      return rowWhere(db, 'push_keys', 'key_id', keyId)
    },

    /** Inserts a pair unless one of this id exists (two replicas' first start: one wins). */
    async insertKey(row: PushKeyRow): Promise<void> {
      await db
        .insertInto('push_keys')
        .values(row)
        .onConflict((oc) => oc.column('key_id').doNothing())
        .execute()
    },

    /**
     * A new pair for new subscriptions, in one transaction: the current ones retired, the new
     * one stored, the retired ones no subscription uses any more deleted.
     */
    async rotateKeys(row: PushKeyRow): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const q = pushRepository(trx)
        await q.retireKeys(row.created_at)
        await q.insertKey(row)
        await q.deleteUnusedRetiredKeys()
      })
    },

    async retireKeys(at: string): Promise<void> {
      await db
        .updateTable('push_keys')
        .set({ retired_at: at })
        .where('retired_at', 'is', null)
        .execute()
    },

    /**
     * Every pair, the newest first, with how many subscriptions it still signs for: the guests'
     * and the staff's devices.
     */
    listKeys() {
      return db
        .selectFrom('push_keys as k')
        .select(['k.key_id', 'k.public_key', 'k.created_at', 'k.retired_at'])
        .select((eb) => [
          eb
            .selectFrom('push_subscriptions as s')
            .select((e) => e.fn.countAll<string | number>().as('n'))
            .whereRef('s.key_id', '=', 'k.key_id')
            .as('guest_subscriptions'),
          eb
            .selectFrom('staff_push_devices as d')
            .select((e) => e.fn.countAll<string | number>().as('n'))
            .whereRef('d.key_id', '=', 'k.key_id')
            .as('staff_devices'),
        ])
        .orderBy('k.created_at', 'desc')
        .execute()
        .then((rows) =>
          rows.map(({ guest_subscriptions, staff_devices, ...row }) => ({
            ...row,
            subscriptions: Number(guest_subscriptions ?? 0) + Number(staff_devices ?? 0),
          })),
        )
    },

    /** Retired pairs no subscription (a guest's or a staff device) uses: nothing left to sign. */
    async deleteUnusedRetiredKeys(): Promise<void> {
      await db
        .deleteFrom('push_keys')
        .where('retired_at', 'is not', null)
        .where('key_id', 'not in', (eb) =>
          eb.selectFrom('push_subscriptions').select('key_id').distinct(),
        )
        .where('key_id', 'not in', (eb) =>
          eb.selectFrom('staff_push_devices').select('key_id').distinct(),
        )
        .execute()
    },

    /** Whether the hotel holds a request of this id (a subscription belongs to one). */
    async requestExists(reservationId: string): Promise<boolean> {
      const id = await valueWhere(
        db,
        'reservations',
        'reservation_id',
        'reservation_id',
        reservationId,
      )
      return id !== undefined
    },

    subscription(subscriptionId: string) {
      return rowWhere(db, 'push_subscriptions', 'subscription_id', subscriptionId)
    },

    subscriptionsOf(reservationId: string) {
      return rowsWhere(db, 'push_subscriptions', 'reservation_id', reservationId, 'created_at')
    },

    /** How many devices of each request will be told (the console's list and page). */
    async countsFor(reservationIds: readonly string[]): Promise<Map<string, number>> {
      if (reservationIds.length === 0) return new Map()
      const rows = await db
        .selectFrom('push_subscriptions')
        .select('reservation_id')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('reservation_id', 'in', reservationIds)
        .groupBy('reservation_id')
        .execute()
      return new Map(rows.map((r) => [r.reservation_id, Number(r.n)]))
    },

    /** The subscription of this id is replaced (a device's new keys for the same endpoint). */
    async upsertSubscription(row: PushSubscriptionRow): Promise<void> {
      await db
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((oc) =>
          oc.column('subscription_id').doUpdateSet({
            p256dh: row.p256dh,
            auth: row.auth,
            key_id: row.key_id,
            created_at: row.created_at,
          }),
        )
        .execute()
    },

    async deleteSubscription(subscriptionId: string): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('subscription_id', '=', subscriptionId)
        .execute()
    },

    /** Deletes a request's subscriptions; `endpoint`: only that device's. Returns how many. */
    async deleteSubscriptionsOf(reservationId: string, endpoint?: string): Promise<number> {
      let query = db.deleteFrom('push_subscriptions').where('reservation_id', '=', reservationId)
      if (endpoint !== undefined) query = query.where('endpoint', '=', endpoint)
      const result = await query.executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /**
     * Subscriptions of requests settled long enough ago: declined, cancelled or expired before
     * `settledBefore`, or confirmed for a stay that ended before `stayEndedBefore` (a confirmed
     * stay may still be cancelled by the hotel until it is over). Returns how many it deleted.
     */
    async deleteSettled(settledBefore: string, stayEndedBefore: string): Promise<number> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('reservation_id', 'in', (eb) =>
          eb
            .selectFrom('reservations')
            .select('reservation_id')
            .where((w) =>
              w.or([
                w.and([
                  w('status', 'in', ['declined', 'cancelled', 'expired']),
                  w('status_changed_at', '<', settledBefore),
                ]),
                w.and([w('status', '=', 'confirmed'), w('date_to', '<', stayEndedBefore)]),
              ]),
            ),
        )
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
export type PushRepository = ReturnType<typeof pushRepository>

/** The same queries in a transaction the rules handed on (written with its change). */
export const pushRepositoryIn = (tx: Transaction) => pushRepository(openTransaction(tx))
