// Reservations SQL. `withFacilityLock` serializes everything that books one facility, on both
// dialects, so a capacity check and its insert can never interleave with another request's.
// Only requests that hold nights count for capacity and availability: confirmed ones, and
// received ones not past their hold (`cutoff`: received before it means expired).
import { randomUUID } from 'node:crypto'
import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely'
import type { ReservationActor, ReservationStatus } from '../../../contract/reservation'
import type { Database, ReservationEventsTable, ReservationsTable, Schema } from '../db/schema'
import { inTransaction, openTransaction, transactionOf, type Transaction } from '../db/transaction'

export type ReservationRow = Selectable<ReservationsTable>
export type NewReservationRow = Insertable<ReservationsTable>

/** What the staff's search matches (rules' searchOf reads the box's text): see `search`. */
export type RequestSearch =
  | { reference: string }
  | { phoneE164: string; orReference?: string }
  | { phone: string }
  | { name: string }
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

type ReservationCursor = { received_at: string; reservation_id: string }
/** One status (as the guest sees it: `cutoff` as above) and/or one facility. */
type ListFilter = { status?: ReservationStatus; facility?: string; cutoff?: string }
type ReservationsQuery = SelectQueryBuilder<Schema, 'reservations', ReservationRow>

/**
 * One page newest first by (received_at desc, reservation_id): `limit` rows after `before`
 * (keyset paging, so a page costs the same however deep, and rows arriving meanwhile never shift
 * a page). `received_at <= ?` bounds the scan of the `reservations_newest_first` index, in the
 * order it is kept, on both dialects.
 */
function newestFirstPage(
  query: ReservationsQuery,
  limit: number,
  before: ReservationCursor | undefined,
  { status, facility, cutoff }: ListFilter,
) {
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
  if (status) query = query.where((eb) => hasStatus(eb, status, cutoff))
  if (facility !== undefined) query = query.where('facility_id', '=', facility)
  return query.orderBy('received_at', 'desc').orderBy('reservation_id').limit(limit).execute()
}

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
    tx: transactionOf(db) as Transaction,
    /** Tells the transaction a change was written: announced once it commits. */
    wrote,
    async findById(reservationId: string): Promise<ReservationRow | undefined> {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .executeTakeFirst()
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
    /** The request and its first event ('received', by the guest). */
    async insert(row: NewReservationRow): Promise<void> {
      wrote()
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
    // committed (never of one rolled back): the staff console's inbox (staff/events-route.ts).
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
        await trx
          .selectFrom('facilities')
          .select('id')
          .where('id', '=', facilityId)
          .forUpdate()
          .execute()
      }
      // SQLite: BEGIN IMMEDIATE (db/transaction.ts) is one writer at a time for the whole
      // database, taken before the first read: two processes cannot both pass the capacity check.
      return work(bookingQueries(trx, wrote))
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
     * The staff's calendar: every facility's requests holding a day in [start, end) (the same
     * `holdsNights` as the capacity check and availability), by arrival.
     */
    async holdingBetween(start: string, end: string, cutoff: string | undefined) {
      return db
        .selectFrom('reservations')
        .select([
          'reservation_id',
          'reference',
          'name',
          'status',
          'facility_id',
          'date_from',
          'date_to',
          'occupied_until',
        ])
        .where('date_from', '<', end)
        .where('occupied_until', '>', start)
        .where((eb) => holdsNights(eb, cutoff))
        .orderBy('date_from')
        .orderBy('received_at')
        .orderBy('reservation_id')
        .execute()
    },

    /**
     * One page of the staff's list, newest first (newestFirstPage). `filter` keeps one status
     * (as the guest sees it) and/or one facility.
     */
    async listNewestFirst(
      limit: number,
      before?: ReservationCursor,
      filter: ListFilter = {},
    ): Promise<ReservationRow[]> {
      return newestFirstPage(db.selectFrom('reservations').selectAll(), limit, before, filter)
    },

    /**
     * "Needs an answer": received requests within their hold, oldest first (the one about to
     * expire on top). Reads the `reservations_status_received` index (status, received_at) in its
     * order, from the cutoff on.
     */
    async needingAnswer(limit: number, cutoff: string | undefined): Promise<ReservationRow[]> {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where((eb) => hasStatus(eb, 'received', cutoff))
        .orderBy('received_at')
        .orderBy('reservation_id')
        .limit(limit)
        .execute()
    },

    /** How many need an answer in all: counted in the same index, no row read. */
    async countNeedingAnswer(cutoff: string | undefined): Promise<number> {
      const row = await db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) => hasStatus(eb, 'received', cutoff))
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    },

    /**
     * "Coming up": confirmed stays arriving on a day in [from, to], by arrival. Reads the
     * `reservations_status_from` index (status, date_from) over that range.
     */
    async arriving(from: string, to: string, limit: number): Promise<ReservationRow[]> {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where('date_from', '>=', from)
        .where('date_from', '<=', to)
        .orderBy('date_from')
        .orderBy('received_at')
        .limit(limit)
        .execute()
    },

    /**
     * "All requests" searched, newest first and paged as `listNewestFirst`. `match` is one of:
     * - a reference (stored ungrouped): the unique `reservations_reference` index, one row;
     * - a phone in E.164 (rules' searchOf): the `reservations_phone_e164` index, that number's
     *   rows however the guest wrote it; with `orReference`, that reference's row as well;
     * - a phone that is no number of its country's plan: as stored (`reservations_phone_status`);
     * - part of a name: case-insensitive (`lower`, ASCII case on SQLite), a substring anywhere.
     *   No index can serve a substring. SQLite walks `reservations_newest_first` from the cursor
     *   and stops at the page's end (a common name costs one page of rows); PostgreSQL reads the
     *   requests from the cursor on and sorts the matches. Either way a name that matches nothing
     *   reads every request once: 10,000 rows in milliseconds (staff-inbox-plans.test.ts shows
     *   both plans). Wildcards typed in it are literal.
     */
    async search(
      match: RequestSearch,
      limit: number,
      before?: ReservationCursor,
      filter: ListFilter = {},
    ): Promise<ReservationRow[]> {
      let query = db.selectFrom('reservations').selectAll()
      if ('reference' in match) query = query.where('reference', '=', match.reference)
      else if ('phoneE164' in match) {
        const { phoneE164, orReference } = match
        query = orReference
          ? query.where((eb) =>
              eb.or([eb('phone_e164', '=', phoneE164), eb('reference', '=', orReference)]),
            )
          : query.where('phone_e164', '=', phoneE164)
      } else if ('phone' in match) query = query.where('phone', '=', match.phone)
      else {
        const pattern = `%${match.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        query = query.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`)
      }
      return newestFirstPage(query, limit, before, filter)
    },
  }
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>
