// A stay's money (issue 53; migration 021): SQL only. The stay's token and schedule are written
// when the hotel confirms (in the confirmation's own transaction); payments and refunds are rows
// of `payments`, counted only once they succeeded (a Paystack attempt is `pending` until it is
// verified). Every write that must see the stay's money as it is (a refund's ceiling, a payment
// counted once, a receipt's number) runs in one transaction with the stay locked: on SQLite BEGIN
// IMMEDIATE (db/transaction.ts), on PostgreSQL the stay's row FOR UPDATE. A receipt's number is
// taken in that same transaction from the year's counter, so a payment that fails or rolls back
// takes none: the numbers never repeat and have no gaps.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, PaymentsTable, Schema } from '../db/schema'
import { inTransaction, openTransaction, transactionOf, type Transaction } from '../db/transaction'
import { rowWhere } from '../db/rows'

export type PaymentRow = Selectable<PaymentsTable>

/** What a stay's payments add up to: what went through (and the refunds under way). */
export interface MoneyTotals {
  paid: number
  /** Refunds made or under way (a pending Paystack refund counts: it is promised). */
  refunded: number
}

export interface NewPayment {
  reservationId: string
  kind: 'payment' | 'refund'
  method: PaymentRow['method']
  amount: number
  currency: string
  status: PaymentRow['status']
  reference: string | null
  note: string | null
  recordedBy: string
  at: string
}

/** The receipt's number: R-2026-0001. Four digits at least; more when a year needs them. */
export const receiptNumber = (year: number, n: number) => `R-${year}-${String(n).padStart(4, '0')}`

/** Told of each receipt given, in its payment's transaction (the guest's email of it). */
export type OnReceipt = (tx: Transaction, payment: PaymentRow) => Promise<void>

function paymentQueries(trx: Kysely<Schema>, onReceipt: OnReceipt = async () => {}) {
  async function totals(reservationId: string): Promise<MoneyTotals> {
    const rows = await trx
      .selectFrom('payments')
      .select(['kind', 'status', sql<string>`sum(amount)`.as('sum')])
      .where('reservation_id', '=', reservationId)
      .where('status', '!=', 'failed')
      .groupBy(['kind', 'status'])
      .execute()
    const sum = (kind: string, statuses: string[]) =>
      rows
        .filter((r) => r.kind === kind && statuses.includes(r.status))
        .reduce((total, r) => total + Number(r.sum), 0)
    return {
      paid: sum('payment', ['succeeded']),
      refunded: sum('refund', ['succeeded', 'pending']),
    }
  }
  /** The next number of the year's receipts, in this transaction. */
  async function nextReceipt(year: number): Promise<string> {
    const row = await trx
      .insertInto('receipt_counters')
      .values({ year, last: 1 })
      .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql`receipt_counters.last + 1` }))
      .returning('last')
      .executeTakeFirstOrThrow()
    return receiptNumber(year, Number(row.last))
  }
  return {
    /** The transaction, for work that must commit with it (the staff's alert). */
    tx: transactionOf(trx),
    totals,
    nextReceipt,
    /** Stores a payment or refund; a succeeded one gets its receipt number (`year`'s). */
    async insert(payment: NewPayment, year: number): Promise<PaymentRow> {
      const row: PaymentRow = {
        id: randomUUID(),
        reservation_id: payment.reservationId,
        kind: payment.kind,
        method: payment.method,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        reference: payment.reference,
        provider_id: null,
        note: payment.note,
        recorded_by: payment.recordedBy,
        created_at: payment.at,
        settled_at: payment.status === 'succeeded' ? payment.at : null,
        receipt_number: payment.status === 'succeeded' ? await nextReceipt(year) : null,
      }
      await trx.insertInto('payments').values(row).execute()
      if (row.receipt_number) await onReceipt(transactionOf(trx), row)
      return row
    },
    /**
     * A pending payment or refund settled (succeeded, with its receipt, or failed); undefined
     * when it was not pending (settled before: the same event twice counts once).
     */
    async settle(
      id: string,
      status: 'succeeded' | 'failed',
      at: string,
      year: number,
    ): Promise<PaymentRow | undefined> {
      // The stay is locked (withStay): nothing settles it between this read and the update.
      const pending = await trx
        .selectFrom('payments')
        .select('id')
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (!pending) return undefined
      const receipt = status === 'succeeded' ? await nextReceipt(year) : null
      const settled = await trx
        .updateTable('payments')
        .set({ status, settled_at: at, receipt_number: receipt })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
      if (receipt) await onReceipt(transactionOf(trx), settled)
      return settled
    },
    /** The stay's payments and refunds, oldest first, in this transaction. */
    paymentsOf: (reservationId: string) =>
      trx
        .selectFrom('payments')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    /** The oldest Paystack refund of a transaction of that amount still waiting for its news. */
    pendingRefund: (reference: string, amount: number) =>
      trx
        .selectFrom('payments')
        .selectAll()
        .where('kind', '=', 'refund')
        .where('method', '=', 'paystack')
        .where('status', '=', 'pending')
        .where('reference', '=', reference)
        .where('amount', '=', amount)
        .orderBy('created_at')
        .executeTakeFirst(),
    setProviderId: (id: string, providerId: string) =>
      trx.updateTable('payments').set({ provider_id: providerId }).where('id', '=', id).execute(),
    byPaystackReference: (reference: string) =>
      trx
        .selectFrom('payments')
        .selectAll()
        .where('kind', '=', 'payment')
        .where('method', '=', 'paystack')
        .where('reference', '=', reference)
        .executeTakeFirst(),
    byProviderId: (providerId: string) =>
      trx
        .selectFrom('payments')
        .selectAll()
        .where('provider_id', '=', providerId)
        .executeTakeFirst(),
    stay: (reservationId: string) => rowWhere(trx, 'reservations', 'reservation_id', reservationId),
    /** Marks the deposit's deadline dealt with; false when another server did it first. */
    markDepositHandled: async (reservationId: string, at: string) =>
      (
        await trx
          .updateTable('reservations')
          .set({ deposit_handled_at: at })
          .where('reservation_id', '=', reservationId)
          .where('deposit_handled_at', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,
    /** Marks a reminder sent; false when another server sent it first. */
    markReminded: async (
      reservationId: string,
      column: 'deposit_reminded_at' | 'balance_reminded_at',
      at: string,
    ) =>
      (
        await trx
          .updateTable('reservations')
          .set({ [column]: at })
          .where('reservation_id', '=', reservationId)
          .where(column, 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,
    /** Keeps the email a guest gave to pay online, on a request that had none. */
    setEmailIfNone: (reservationId: string, email: string) =>
      trx
        .updateTable('reservations')
        .set({ email })
        .where('reservation_id', '=', reservationId)
        .where('email', '=', '')
        .execute(),
  }
}
export type PaymentQueries = ReturnType<typeof paymentQueries>

/** The stays' totals by reservation id, summed in SQL: all stays', or `only` these. */
async function totalsGrouped(
  db: Kysely<Schema>,
  only?: readonly string[],
): Promise<Map<string, MoneyTotals>> {
  let query = db
    .selectFrom('payments')
    .select(['reservation_id', 'kind', 'status', sql<string>`sum(amount)`.as('sum')])
    .where('status', '!=', 'failed')
  if (only) query = query.where('reservation_id', 'in', only)
  const rows = await query.groupBy(['reservation_id', 'kind', 'status']).execute()
  const totals = new Map<string, MoneyTotals>()
  for (const row of rows) {
    const t = totals.get(row.reservation_id) ?? { paid: 0, refunded: 0 }
    if (row.kind === 'payment' && row.status === 'succeeded') t.paid += Number(row.sum)
    if (row.kind === 'refund') t.refunded += Number(row.sum)
    totals.set(row.reservation_id, t)
  }
  return totals
}

export function paymentsRepository(database: Database, onReceipt?: OnReceipt) {
  const { db, dialect, changes } = database
  return {
    /**
     * Gives a stay confirmed in `tx` its token and schedule, each only if it has none (a stay
     * confirmed again keeps both: its page's address and what it was asked).
     */
    async prepareStay(
      tx: Transaction,
      reservationId: string,
      token: string,
      terms: string | null,
      due: { deposit: string | null; balance: string | null },
    ): Promise<void> {
      const trx = openTransaction(tx)
      await trx
        .updateTable('reservations')
        .set({ stay_token: token })
        .where('reservation_id', '=', reservationId)
        .where('stay_token', 'is', null)
        .execute()
      if (terms !== null) {
        await trx
          .updateTable('reservations')
          .set({
            payment_terms: terms,
            deposit_due_by: due.deposit,
            balance_due_by: due.balance,
          })
          .where('reservation_id', '=', reservationId)
          .where('payment_terms', 'is', null)
          .execute()
      }
    },
    /** The queries on a transaction under way (a cancellation's), the stay locked by it. */
    queriesIn: (tx: Transaction) => paymentQueries(openTransaction(tx), onReceipt),
    stayByToken: (token: string) => rowWhere(db, 'reservations', 'stay_token', token),
    stayById: (reservationId: string) =>
      rowWhere(db, 'reservations', 'reservation_id', reservationId),
    /** A stay's payments and refunds, oldest first. */
    paymentsOf: (reservationId: string) => paymentQueries(db).paymentsOf(reservationId),
    totals: (reservationId: string) => paymentQueries(db).totals(reservationId),
    byPaystackReference: (reference: string) => paymentQueries(db).byPaystackReference(reference),
    /**
     * Takes a Paystack refund not yet sent, so one server sends it (`sending`); undefined when
     * another took it first.
     */
    claimRefundToSend: async (id: string) =>
      (
        await db
          .updateTable('payments')
          .set({ provider_id: 'sending' })
          .where('id', '=', id)
          .where('provider_id', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,
    /** A refund whose sending failed before Paystack took it: to be sent again. */
    releaseRefund: (id: string) =>
      db.updateTable('payments').set({ provider_id: null }).where('id', '=', id).execute(),
    setRefundId: (id: string, providerId: string) =>
      db.updateTable('payments').set({ provider_id: providerId }).where('id', '=', id).execute(),
    /** Paystack refunds asked for and not yet sent to Paystack. */
    refundsToSend: () =>
      db
        .selectFrom('payments')
        .selectAll()
        .where('kind', '=', 'refund')
        .where('method', '=', 'paystack')
        .where('status', '=', 'pending')
        .where('provider_id', 'is', null)
        .orderBy('created_at')
        .limit(50)
        .execute(),
    /** Confirmed stays whose deposit was due by `now` and not yet dealt with. */
    overdueDeposits: (now: string) =>
      db
        .selectFrom('reservations')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where('deposit_handled_at', 'is', null)
        .where('deposit_due_by', '<=', now)
        .orderBy('deposit_due_by')
        .limit(100)
        .execute(),
    /**
     * Confirmed stays to remind: a deposit due by `depositBy` (and not past), a balance due by the
     * date `balanceBy`; each not reminded before.
     */
    toRemind: (now: string, depositBy: string, balanceBy: string) =>
      db
        .selectFrom('reservations')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('deposit_reminded_at', 'is', null),
              eb('deposit_due_by', '>', now),
              eb('deposit_due_by', '<=', depositBy),
            ]),
            eb.and([eb('balance_reminded_at', 'is', null), eb('balance_due_by', '<=', balanceBy)]),
          ]),
        )
        .limit(100)
        .execute(),
    /** Every stay's totals at once (one grouped query), by reservation id. */
    totalsByStay: () => totalsGrouped(db),
    /**
     * These stays' totals (one grouped query), by reservation id: the staff's calendar, whose
     * window holds a few stays of the many with money.
     */
    totalsOf: async (reservationIds: readonly string[]): Promise<Map<string, MoneyTotals>> =>
      reservationIds.length === 0 ? new Map() : totalsGrouped(db, reservationIds),
    /** Stays that have a schedule (confirmed once), newest arrival last. */
    staysWithTerms: () =>
      db
        .selectFrom('reservations')
        .selectAll()
        .where('payment_terms', 'is not', null)
        .orderBy('date_from')
        .orderBy('reservation_id')
        .execute(),
    /**
     * One change of a stay's money in one transaction, the stay locked first, so no other change
     * of it runs meanwhile (a refund's ceiling, a payment counted once). The reservations' feed is
     * told once it commits (the console's lists show the money).
     */
    async withStay<T>(reservationId: string, work: (q: PaymentQueries) => Promise<T>): Promise<T> {
      const result = await inTransaction(database, async (trx) => {
        if (dialect === 'postgres') {
          await trx
            .selectFrom('reservations')
            .select('reservation_id')
            .where('reservation_id', '=', reservationId)
            .forUpdate()
            .execute()
        }
        return work(paymentQueries(trx, onReceipt))
      })
      await changes.reservations.announce()
      return result
    },
  }
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>
