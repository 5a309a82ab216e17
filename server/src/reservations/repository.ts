// Reservations SQL. `withFacilityLock` serializes everything that books one facility, on both
// dialects, so a capacity check and its insert can never interleave with another request's.
import { sql, type Kysely } from 'kysely'
import type { Database, ReservationsTable, Schema } from '../db/schema'

export type ReservationRow = ReservationsTable

function bookingQueries(db: Kysely<Schema>) {
  return {
    /** The handle of the lock's transaction, for writes that must commit with the booking. */
    trx: db,
    async findById(reservationId: string): Promise<ReservationRow | undefined> {
      return db
        .selectFrom('reservations')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .executeTakeFirst()
    },
    /** Reservations of the facility occupying any day in [start, end). */
    async overlapping(facilityId: string, start: string, end: string) {
      return db
        .selectFrom('reservations')
        .select(['date_from', 'occupied_until'])
        .where('facility_id', '=', facilityId)
        .where('date_from', '<', end)
        .where('occupied_until', '>', start)
        .execute()
    },
    async facilityExists(facilityId: string): Promise<boolean> {
      const row = await db
        .selectFrom('facilities')
        .select('id')
        .where('id', '=', facilityId)
        .executeTakeFirst()
      return row !== undefined
    },
    async insert(row: ReservationRow): Promise<void> {
      await db.insertInto('reservations').values(row).execute()
    },
  }
}
export type BookingQueries = ReturnType<typeof bookingQueries>

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}

export function reservationsRepository({ db, dialect }: Database) {
  return {
    ...bookingQueries(db),

    async withFacilityLock<T>(facilityId: string, work: (q: BookingQueries) => Promise<T>) {
      if (dialect === 'postgres') {
        return db.transaction().execute(async (trx) => {
          await trx
            .selectFrom('facilities')
            .select('id')
            .where('id', '=', facilityId)
            .forUpdate()
            .execute()
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
    },

    /** Reservations still occupying a day on or after `from`, for availability. */
    async occupyingFrom(facilityId: string, from: string) {
      return db
        .selectFrom('reservations')
        .select(['date_from', 'occupied_until'])
        .where('facility_id', '=', facilityId)
        .where('occupied_until', '>', from)
        .orderBy('date_from')
        .execute()
    },

    /**
     * One page of the staff's list, newest first by (received_at desc, reservation_id): `limit`
     * rows after `before` (keyset paging, so a page costs the same however deep, and rows
     * arriving meanwhile never shift a page). `received_at <= ?` bounds the scan of the
     * `reservations_newest_first` index, in the order it is kept, on both dialects.
     */
    async listNewestFirst(
      limit: number,
      before?: { received_at: string; reservation_id: string },
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
      return query.orderBy('received_at', 'desc').orderBy('reservation_id').limit(limit).execute()
    },
  }
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>
