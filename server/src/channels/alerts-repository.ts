// The SQL of the imports' alerts (alerts.ts, issue 39): the confirmed stays an import may have
// overbooked, and the alerts already sent. An alert is written (channel_alerts, migration 018) in
// the transaction that queues its notification: both commit or neither, and the table's primary
// key lets one server only (of replicas noticing it at once) send it.
import type { Database } from '../db/schema'
import { inTransaction, transactionOf, type Transaction } from '../db/transaction'

export interface ConfirmedStay {
  reservation_id: string
  reference: string | null
  facility_name: string
  date_from: string
  date_to: string
  occupied_until: string
}

export function channelAlertsRepository({ db, dialect }: Database) {
  return {
    /** The facility's confirmed stays holding a day of [start, end), by their first day. */
    async confirmedStays(facilityId: string, start: string, end: string): Promise<ConfirmedStay[]> {
      return db
        .selectFrom('reservations')
        .select([
          'reservation_id',
          'reference',
          'facility_name',
          'date_from',
          'date_to',
          'occupied_until',
        ])
        .where('facility_id', '=', facilityId)
        .where('status', '=', 'confirmed')
        .where('date_from', '<', end)
        .where('occupied_until', '>', start)
        .orderBy('date_from')
        .orderBy('reservation_id')
        .execute()
    },

    /**
     * Records the alert `kind`/`key` and runs `send` in the same transaction, unless it was
     * recorded before (by this server or another): then nothing. True when this call sent it.
     */
    async once(
      alert: { kind: 'overbooked' | 'stale'; key: string; linkId: string; at: string },
      send: (tx: Transaction) => Promise<void>,
    ): Promise<boolean> {
      return inTransaction({ db, dialect }, async (trx) => {
        const inserted = await trx
          .insertInto('channel_alerts')
          .values({ kind: alert.kind, key: alert.key, link_id: alert.linkId, sent_at: alert.at })
          .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst()
        if (!inserted) return false
        await send(transactionOf(trx))
        return true
      })
    },
  }
}
export type ChannelAlertsRepository = ReturnType<typeof channelAlertsRepository>
