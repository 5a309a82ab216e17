// Reservations SQL. `withFacilityLock` serializes everything that books one facility, on both
// dialects, so a capacity check and its insert can never interleave with another request's.
// Only requests that hold nights count for capacity and availability: confirmed ones, and
// received ones not past their hold (`cutoff`: received before it means expired).
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { ReservationActor, ReservationStatus } from '../../../contract/reservation'
import type { Database, Schema } from '../db/schema'
import {
  inTransaction,
  lockFacility,
  openTransaction,
  transactionOf,
  type Transaction,
} from '../db/transaction'
import { staffListQueries } from './staff-list-repository'
import {
  hasStatus,
  holdsNights,
  type NewReservationRow,
  type ReservationEventRow,
  type ReservationRow,
} from './table'
import { countRows, rowWhere, valueWhere } from '../db/rows'

export type { NewReservationRow, RequestSearch, ReservationEventRow, ReservationRow } from './table'

/** A staff change's record: who (the person's id, when a person) and their name then. */
export interface StatusChange {
  at: string
  by: ReservationActor
  note: string | null
  staff_id?: string | null
  by_name?: string | null
}

/** `wrote` is told of each change, so the transaction can announce it once committed. */
function bookingQueries(db: Kysely<Schema>, wrote: () => void = () => {}) {
  return {
    /** The transaction (or database) these queries run on: for work done in the same one. */
    tx: transactionOf(db),
    /** Tells the transaction a change was written: announced once it commits. */
    wrote,
    async findById(reservationId: string): Promise<ReservationRow | undefined> {
      return rowWhere(db, 'reservations', 'reservation_id', reservationId)
    },
    /** The rows of these ids that exist (the guests' live channel: one read for every stream). */
    async findManyByIds(reservationIds: readonly string[]): Promise<ReservationRow[]> {
      if (reservationIds.length === 0) return []
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('reservation_id', 'in', reservationIds)
        .execute()
    },
    async findByReference(reference: string): Promise<ReservationRow | undefined> {
      return rowWhere(db, 'reservations', 'reference', reference)
    },
    /** Reservations of the facility holding any day in [start, end), but `except`. */
    async overlapping(
      facilityId: string,
      start: string,
      end: string,
      cutoff: string | undefined,
      except?: string,
    ) {
      let query = db
        .selectFrom('reservations')
        .select(['date_from', 'occupied_until'])
        .where('facility_id', '=', facilityId)
        .where('date_from', '<', end)
        .where('occupied_until', '>', start)
        .where((eb) => holdsNights(eb, cutoff))
      if (except !== undefined) query = query.where('reservation_id', '!=', except)
      return query.execute()
    },
    /**
     * The confirmed stays of the facility placed on a unit and holding a day of [start, end), but
     * `except`: the units they take (unit-placement.ts), which no other stay may share.
     */
    async placedStays(facilityId: string, start: string, end: string, except?: string) {
      let query = db
        .selectFrom('reservations')
        .select(['reservation_id', 'unit', 'date_from', 'occupied_until'])
        .where('facility_id', '=', facilityId)
        .where('status', '=', 'confirmed')
        .where('unit', 'is not', null)
        .where('date_from', '<', end)
        .where('occupied_until', '>', start)
      if (except !== undefined) query = query.where('reservation_id', '!=', except)
      const rows = await query.execute()
      return rows.map((r) => ({ ...r, unit: Number(r.unit) }))
    },
    /** Puts the stay on `unit` of its facility (null: on none). */
    async placeOnUnit(reservationId: string, unit: number | null): Promise<void> {
      wrote()
      await db
        .updateTable('reservations')
        .set({ unit })
        .where('reservation_id', '=', reservationId)
        .execute()
    },
    /** Unanswered requests of one (normalised) phone number still within their hold. */
    async openRequestsOfPhone(phone: string, cutoff: string | undefined): Promise<number> {
      return countRows(
        db
          .selectFrom('reservations')
          .where('phone', '=', phone)
          .where((eb) => hasStatus(eb, 'received', cutoff)),
      )
    },
    facilityCapacity(facilityId: string): Promise<number | undefined> {
      return valueWhere(db, 'facilities', 'capacity', 'id', facilityId)
    },
    async facilityExists(facilityId: string): Promise<boolean> {
      return (await this.facilityCapacity(facilityId)) !== undefined
    },
    /** The request's latest change to `toStatus` (reservation_events_reservation index). */
    async lastChangeTo(
      reservationId: string,
      toStatus: ReservationStatus,
    ): Promise<ReservationEventRow | undefined> {
      return db
        .selectFrom('reservation_events')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .where('to_status', '=', toStatus)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    },
    /** The request and its first event ('received', by the guest); the row as stored. */
    async insert(row: NewReservationRow): Promise<ReservationRow> {
      wrote()
      const stored = await db
        .insertInto('reservations')
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow()
      await db
        .insertInto('reservation_events')
        .values({
          id: randomUUID(),
          reservation_id: row.reservation_id,
          at: row.received_at,
          from_status: null,
          to_status: 'received',
          by: 'guest',
          note: null,
        })
        .execute()
      return stored
    },
    /** Moves a request from `from` to `to` and records it; false if it was no longer `from`. */
    async changeStatus(
      reservationId: string,
      from: ReservationStatus,
      to: ReservationStatus,
      change: StatusChange,
    ): Promise<boolean> {
      const updated = await db
        .updateTable('reservations')
        .set({ status: to, status_changed_at: change.at, status_note: change.note })
        .where('reservation_id', '=', reservationId)
        .where('status', '=', from)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) return false
      wrote()
      await db
        .insertInto('reservation_events')
        .values({
          id: randomUUID(),
          reservation_id: reservationId,
          from_status: from,
          to_status: to,
          ...change,
        })
        .execute()
      return true
    },
  }
}
export type BookingQueries = ReturnType<typeof bookingQueries>

/**
 * The first key of the phone's advisory lock (PostgreSQL's two-key form): its own space, so a
 * phone's hash never meets another advisory lock of this database. 'phon' in ASCII.
 */
const PHONE_LOCK_SPACE = 0x70686f6e

export function reservationsRepository({ db, dialect, changes }: Database) {
  /**
   * One transaction; on PostgreSQL with the facility's row locked when one is named, and first
   * the phone number's advisory lock when one is named (the per-phone limit counts a phone's
   * requests in every facility: two replicas booking one phone into two facilities would each
   * hold only their facility's lock and both pass the count). Always phone, then facility, and
   * the staff's moves take the facility's alone: no two transactions wait for each other in a
   * circle. The lock is released with the transaction; a hash collision of two phones costs only
   * a moment's wait. SQLite needs none: BEGIN IMMEDIATE lets one writer in at a time.
   */
  async function transaction<T>(
    facilityId: string | undefined,
    work: (q: BookingQueries) => Promise<T>,
    phone?: string,
  ): Promise<T> {
    // Every server's live views hear of a new request or a change of status, once it is
    // committed (never of one rolled back): the staff console's inbox (http/staff/events-route.ts).
    let wrote = false
    const result = await locked(facilityId, work, () => (wrote = true), phone)
    if (wrote) await changes.reservations.announce()
    return result
  }

  /** The transaction of `transaction`: the locks PostgreSQL needs, then `work`. */
  async function locked<T>(
    facilityId: string | undefined,
    work: (q: BookingQueries) => Promise<T>,
    wrote: () => void,
    phone?: string,
  ): Promise<T> {
    return inTransaction({ db, dialect }, async (trx) => {
      if (dialect === 'postgres' && phone !== undefined) {
        await sql`select pg_advisory_xact_lock(${PHONE_LOCK_SPACE}, hashtext(${phone}))`.execute(
          trx,
        )
      }
      if (dialect === 'postgres' && facilityId !== undefined) {
        await lockFacility(trx, dialect, facilityId)
      }
      // SQLite: BEGIN IMMEDIATE (db/transaction.ts) is one writer at a time for the whole
      // database, taken before the first read: two processes cannot both pass the capacity check.
      return work(bookingQueries(trx, wrote))
    })
  }

  return {
    ...bookingQueries(db),
    ...staffListQueries(db),

    async withFacilityLock<T>(facilityId: string, work: (q: BookingQueries) => Promise<T>) {
      return transaction(facilityId, work)
    },

    /** A booking: in the facility's lock and, when `phone` is given, that phone's first. */
    async withBookingLock<T>(
      lock: { facilityId: string; phone?: string },
      work: (q: BookingQueries) => Promise<T>,
    ) {
      return transaction(lock.facilityId, work, lock.phone)
    },

    /**
     * Records as expired every unanswered request received before `cutoff`, and returns their
     * ids. Once across replicas: the UPDATE takes each row's lock and re-checks `status =
     * 'received'` after waiting for it (PostgreSQL, read committed), so a row another replica
     * has just expired is skipped; the events are written in the same transaction, and `told`
     * runs in it with the expired rows (their notifications commit with the expiry).
     */
    async expireUnanswered(
      cutoff: string,
      at: string,
      told?: (tx: Transaction, rows: ReservationRow[]) => Promise<void>,
    ): Promise<string[]> {
      return transaction(undefined, async (q) => {
        const trx = openTransaction(q.tx)
        const expired = await trx
          .updateTable('reservations')
          .set({ status: 'expired', status_changed_at: at, status_note: null })
          .where('status', '=', 'received')
          .where('received_at', '<', cutoff)
          .returningAll()
          .execute()
        if (expired.length > 0) {
          q.wrote()
          await trx
            .insertInto('reservation_events')
            .values(
              expired.map((r) => ({
                id: randomUUID(),
                reservation_id: r.reservation_id,
                at,
                from_status: 'received',
                to_status: 'expired',
                by: 'expiry' as const,
                note: null,
              })),
            )
            .execute()
          await told?.(q.tx, expired)
        }
        return expired.map((r) => r.reservation_id)
      })
    },

    async events(reservationId: string): Promise<ReservationEventRow[]> {
      return (
        db
          .selectFrom('reservation_events')
          .selectAll()
          .where('reservation_id', '=', reservationId)
          .orderBy('at')
          // An answer in the same millisecond as the request (a pinned clock, a script): the
          // request's own event first. The ids are random: they only make the order stable.
          .orderBy(sql`case when from_status is null then 0 else 1 end`)
          .orderBy('id')
          .execute()
      )
    },

    /** Reservations holding a day on or after `from`, for availability and the booking sites' feed. */
    async occupyingFrom(facilityId: string, from: string, cutoff: string | undefined) {
      return db
        .selectFrom('reservations')
        .select(['reservation_id', 'date_from', 'occupied_until', 'unit'])
        .where('facility_id', '=', facilityId)
        .where('occupied_until', '>', from)
        .where((eb) => holdsNights(eb, cutoff))
        .orderBy('date_from')
        .execute()
    },
  }
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>
