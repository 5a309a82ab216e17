// Reservations SQL. `withFacilityLock` serializes everything that books one facility, on both
// dialects, so a capacity check and its insert can never interleave with another request's.
// Only requests that hold nights count for capacity and availability: confirmed ones, and
// received ones not past their hold (`cutoff`: received before it means expired).
import { randomUUID } from 'node:crypto'
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { ReservationActor, ReservationStatus } from '../../../contract/reservation'
import type { Database, ReservationEventsTable, ReservationsTable, Schema } from '../db/schema'

export type ReservationRow = Selectable<ReservationsTable>
export type NewReservationRow = Insertable<ReservationsTable>
export type ReservationEventRow = Selectable<ReservationEventsTable>

/** The requests that hold nights now (`cutoff`: undefined when holds never expire). */
function holdsNights(eb: ExpressionBuilder<Schema, 'reservations'>, cutoff: string | undefined) {
  return eb.or([
    eb('status', '=', 'confirmed'),
    cutoff === undefined
      ? eb('status', '=', 'received')
      : eb.and([eb('status', '=', 'received'), eb('received_at', '>=', cutoff)]),
  ])
}

/** Rows whose status, as the guest sees it, is `status`. */
function hasStatus(
  eb: ExpressionBuilder<Schema, 'reservations'>,
  status: ReservationStatus,
  cutoff: string | undefined,
) {
  if (cutoff === undefined) return eb('status', '=', status)
  if (status === 'received') {
    return eb.and([eb('status', '=', 'received'), eb('received_at', '>=', cutoff)])
  }
  if (status === 'expired') {
    return eb.or([
      eb('status', '=', 'expired'),
      eb.and([eb('status', '=', 'received'), eb('received_at', '<', cutoff)]),
    ])
  }
  return eb('status', '=', status)
}

function bookingQueries(db: Kysely<Schema>) {
  return {
    /** The transaction (or database) these queries run on: for work done in the same one. */
    db,
    async findById(reservationId: string): Promise<ReservationRow | undefined> {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .executeTakeFirst()
    },
    async findByReference(reference: string): Promise<ReservationRow | undefined> {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst()
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
    /** Unanswered requests of one (normalised) phone number still within their hold. */
    async openRequestsOfPhone(phone: string, cutoff: string | undefined): Promise<number> {
      const row = await db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('phone', '=', phone)
        .where((eb) => hasStatus(eb, 'received', cutoff))
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    },
    async facilityCapacity(facilityId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('facilities')
        .select('capacity')
        .where('id', '=', facilityId)
        .executeTakeFirst()
      return row?.capacity
    },
    async facilityExists(facilityId: string): Promise<boolean> {
      return (await this.facilityCapacity(facilityId)) !== undefined
    },
    /** The request and its first event ('received', by the guest). */
    async insert(row: NewReservationRow): Promise<void> {
      await db.insertInto('reservations').values(row).execute()
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
    },
    /** Moves a request from `from` to `to` and records it; false if it was no longer `from`. */
    async changeStatus(
      reservationId: string,
      from: ReservationStatus,
      to: ReservationStatus,
      change: { at: string; by: ReservationActor; note: string | null },
    ): Promise<boolean> {
      const updated = await db
        .updateTable('reservations')
        .set({ status: to, status_changed_at: change.at, status_note: change.note })
        .where('reservation_id', '=', reservationId)
        .where('status', '=', from)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) return false
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

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === '23505'
  )
}

/**
 * The first key of the phone's advisory lock (PostgreSQL's two-key form): its own space, so a
 * phone's hash never meets another advisory lock of this database. 'phon' in ASCII.
 */
const PHONE_LOCK_SPACE = 0x70686f6e

export function reservationsRepository({ db, dialect }: Database) {
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
    if (dialect === 'postgres') {
      return db.transaction().execute(async (trx) => {
        if (phone !== undefined) {
          await sql`select pg_advisory_xact_lock(${PHONE_LOCK_SPACE}, hashtext(${phone}))`.execute(
            trx,
          )
        }
        if (facilityId !== undefined) {
          await trx
            .selectFrom('facilities')
            .select('id')
            .where('id', '=', facilityId)
            .forUpdate()
            .execute()
        }
        return work(bookingQueries(trx))
      })
    }
    // SQLite: one writer at a time for the whole database, taken before the first read so two
    // processes (the server and the staff CLI) cannot both pass the capacity check.
    return db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn)
      try {
        const result = await work(bookingQueries(conn))
        await sql`commit`.execute(conn)
        return result
      } catch (error) {
        // An I/O error or a full disk may have rolled it back already ("no transaction is
        // active"): the first error is the one that says what happened.
        await sql`rollback`.execute(conn).catch(() => {})
        throw error
      }
    })
  }

  return {
    ...bookingQueries(db),

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
     * has just expired is skipped; the events are written in the same transaction.
     */
    async expireUnanswered(cutoff: string, at: string): Promise<string[]> {
      return transaction(undefined, async (q) => {
        const expired = await q.db
          .updateTable('reservations')
          .set({ status: 'expired', status_changed_at: at, status_note: null })
          .where('status', '=', 'received')
          .where('received_at', '<', cutoff)
          .returning('reservation_id')
          .execute()
        if (expired.length > 0) {
          await q.db
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
        }
        return expired.map((r) => r.reservation_id)
      })
    },

    async events(reservationId: string): Promise<ReservationEventRow[]> {
      return db
        .selectFrom('reservation_events')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .orderBy('at')
        .orderBy('id')
        .execute()
    },

    /** Reservations holding a day on or after `from`, for availability. */
    async occupyingFrom(facilityId: string, from: string, cutoff: string | undefined) {
      return db
        .selectFrom('reservations')
        .select(['date_from', 'occupied_until'])
        .where('facility_id', '=', facilityId)
        .where('occupied_until', '>', from)
        .where((eb) => holdsNights(eb, cutoff))
        .orderBy('date_from')
        .execute()
    },

    /**
     * One page of the staff's list, newest first by (received_at desc, reservation_id): `limit`
     * rows after `before` (keyset paging, so a page costs the same however deep, and rows
     * arriving meanwhile never shift a page). `received_at <= ?` bounds the scan of the
     * `reservations_newest_first` index, in the order it is kept, on both dialects.
     * `filter` keeps one status (as the guest sees it) and/or one facility.
     */
    async listNewestFirst(
      limit: number,
      before?: { received_at: string; reservation_id: string },
      filter: { status?: ReservationStatus; facility?: string; cutoff?: string } = {},
    ): Promise<ReservationRow[]> {
      let query = db.selectFrom('reservations').selectAll()
      if (before) {
        query = query
          .where('received_at', '<=', before.received_at)
          .where((eb) =>
            eb.or([
              eb('received_at', '<', before.received_at),
              eb('reservation_id', '>', before.reservation_id),
            ]),
          )
      }
      const { status, facility, cutoff } = filter
      if (status) query = query.where((eb) => hasStatus(eb, status, cutoff))
      if (facility !== undefined) query = query.where('facility_id', '=', facility)
      return query.orderBy('received_at', 'desc').orderBy('reservation_id').limit(limit).execute()
    },
  }
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>
