// The console's lists of requests in SQL (staff-reads.ts decides what they show): the inbox's
// two lists, the calendar's rows, the newest-first list and its search, each paged by keyset and
// read along the index named beside it.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { ReservationStatus } from '../../../contract/reservation'
import type { Schema } from '../db/schema'
import { hasStatus, holdsNights, type RequestSearch, type ReservationRow } from './table'
import { countRows } from '../db/rows'

type ReservationCursor = { received_at: string; reservation_id: string }
/** One status (as the guest sees it: table.ts hasStatus) and/or one facility. */
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

export function staffListQueries(db: Kysely<Schema>) {
  return {
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
          // The stay's schedule: its bar says whether it is paid (calendar.ts).
          'payment_terms',
          // Its unit's lane and its place at the desk (issue 54).
          'unit',
          'desk_status',
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
      return countRows(
        db.selectFrom('reservations').where((eb) => hasStatus(eb, 'received', cutoff)),
      )
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
