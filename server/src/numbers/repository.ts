// The month's figures as the database counts them (issue 55): grouped queries over the month's
// dates, on SQLite and PostgreSQL alike, never every stay loaded into memory. Each figure's
// definition is contract/month-figures.ts; what is here is how SQL says it on each database.
//
// Dates are the hotel's 'YYYY-MM-DD' text on both databases, so `<` and `>=` compare them and the
// month's dates are given as a list of values (no date arithmetic in SQL). The stored quote is JSON
// text (contract/rates.ts Quote): its nights are read with json_each (SQLite) or
// jsonb_array_elements (PostgreSQL), and the extra guests' amount shared over them as
// month-figures.ts nightShare says. A quote that is not JSON would fail the whole query: only the
// server writes it (booking.ts, the desk's extension), as JSON.stringify of a checked Quote.
import { sql, type RawBuilder } from 'kysely'
import type { Database } from '../db/schema'

/** A facility's figures the database counted. */
export interface FacilityCounts {
  facility_id: string
  name: string
  units: number
  nights_sold: number
  nights_priced: number
  nights_imported: number
  nights_out: number
  revenue: number
}

export interface DayCounts {
  date: string
  nights_sold: number
  nights_imported: number
  nights_out: number
}

/** How many of the month's requests (arriving in it) are in each status now. */
export type StatusCounts = Record<string, number>

const int = (value: unknown) => Number(value ?? 0)

/** The month's dates as a table `days(d)` of values. */
function daysTable(dates: readonly string[]): RawBuilder<unknown> {
  return sql`(values ${sql.join(dates.map((d) => sql`(${d})`))})`
}

export function numbersRepository({ db, dialect }: Database) {
  const pg = dialect === 'postgres'
  // Nights of [from, until) within [first, next), as a number of days.
  const overlap = (
    from: RawBuilder<unknown>,
    until: RawBuilder<unknown>,
    first: string,
    next: string,
  ) =>
    pg
      ? sql`greatest(0, least(${until}, ${next})::date - greatest(${from}, ${first})::date)`
      : sql`max(0, cast(julianday(min(${until}, ${next})) - julianday(max(${from}, ${first})) as integer))`

  return {
    /**
     * Per facility: its units, and in [first, next) its nights sold, priced, imported and out of
     * order, and its revenue booked.
     */
    async facilities(first: string, next: string): Promise<FacilityCounts[]> {
      const sold = await sql<{ facility_id: string; nights: unknown; priced: unknown }>`
        select facility_id,
          sum(${overlap(sql.ref('date_from'), sql.ref('occupied_until'), first, next)}) as nights,
          sum(case when quote is null then 0
            else ${overlap(sql.ref('date_from'), sql.ref('occupied_until'), first, next)} end) as priced
        from reservations
        where status = 'confirmed' and date_from < ${next} and occupied_until > ${first}
        group by facility_id`.execute(db)
      const revenue = await (
        pg
          ? sql<{ facility_id: string; amount: unknown }>`
            select r.facility_id, sum((n.value->>'amount')::bigint
              + (coalesce((r.quote::jsonb->'extra_guests'->>'amount')::bigint, 0) / jsonb_array_length(r.quote::jsonb->'nights'))
              + case when n.ord - 1 < (coalesce((r.quote::jsonb->'extra_guests'->>'amount')::bigint, 0)
                  % jsonb_array_length(r.quote::jsonb->'nights')) then 1 else 0 end) as amount
            from reservations r
            cross join lateral jsonb_array_elements(r.quote::jsonb->'nights') with ordinality as n(value, ord)
            where r.status = 'confirmed' and r.quote is not null
              and r.date_from < ${next} and r.occupied_until > ${first}
              and n.value->>'date' >= ${first} and n.value->>'date' < ${next}
              and n.value->>'date' < r.occupied_until
            group by r.facility_id`
          : sql<{ facility_id: string; amount: unknown }>`
            select r.facility_id, sum(json_extract(n.value, '$.amount')
              + (coalesce(json_extract(r.quote, '$.extra_guests.amount'), 0) / json_array_length(r.quote, '$.nights'))
              + case when n.key < (coalesce(json_extract(r.quote, '$.extra_guests.amount'), 0)
                  % json_array_length(r.quote, '$.nights')) then 1 else 0 end) as amount
            from reservations r, json_each(r.quote, '$.nights') n
            where r.status = 'confirmed' and r.quote is not null
              and r.date_from < ${next} and r.occupied_until > ${first}
              and json_extract(n.value, '$.date') >= ${first}
              and json_extract(n.value, '$.date') < ${next}
              and json_extract(n.value, '$.date') < r.occupied_until
            group by r.facility_id`
      ).execute(db)
      const imported = await sql<{ facility_id: string; nights: unknown }>`
        select l.facility_id,
          sum(${overlap(sql.ref('b.from_date'), sql.ref('b.to_date'), first, next)}) as nights
        from channel_blocks b join channel_links l on l.id = b.link_id
        where b.kind = 'reserved' and b.from_date < ${next} and b.to_date > ${first}
        group by l.facility_id`.execute(db)
      // Each time a unit was out of order (kept after it is back: migration 023), of the units
      // the facility has now (as the capacity counts read them); one with no end yet stays so
      // through the month.
      const out = await sql<{ facility_id: string; nights: unknown }>`
        select p.facility_id,
          sum(${overlap(sql.ref('p.out_from'), sql`coalesce(p.out_until, ${next})`, first, next)}) as nights
        from unit_out_periods p
        join facilities f on f.id = p.facility_id and p.number <= f.capacity
        where p.out_from < ${next} and (p.out_until is null or p.out_until > ${first})
        group by p.facility_id`.execute(db)
      const facilities = await db
        .selectFrom('facilities')
        .select(['id', 'name', 'capacity'])
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      const by = <T extends { facility_id: string }>(rows: T[]) =>
        new Map(rows.map((row) => [row.facility_id, row]))
      const [soldBy, revenueBy, importedBy, outBy] = [
        by(sold.rows),
        by(revenue.rows),
        by(imported.rows),
        by(out.rows),
      ]
      return facilities.map((f) => ({
        facility_id: f.id,
        name: f.name,
        units: f.capacity,
        nights_sold: int(soldBy.get(f.id)?.nights),
        nights_priced: int(soldBy.get(f.id)?.priced),
        nights_imported: int(importedBy.get(f.id)?.nights),
        nights_out: int(outBy.get(f.id)?.nights),
        revenue: int(revenueBy.get(f.id)?.amount),
      }))
    },

    /** Each of the month's dates: the nights sold, imported and out of order on it. */
    async days(dates: readonly string[]): Promise<DayCounts[]> {
      if (dates.length === 0) return []
      const days = daysTable(dates)
      const first = dates[0]!
      const last = dates.at(-1)!
      const sold = await sql<{ d: string; n: unknown }>`
        select days.column1 as d, count(r.reservation_id) as n
        from ${days} as days
        join reservations r on r.date_from <= days.column1 and r.occupied_until > days.column1
        -- A deleted facility's stays are not the month's (as in facilities() above).
        join facilities f on f.id = r.facility_id
        where r.status = 'confirmed' and r.date_from <= ${last} and r.occupied_until > ${first}
        group by days.column1`.execute(db)
      const imported = await sql<{ d: string; n: unknown }>`
        select days.column1 as d, count(*) as n
        from ${days} as days
        join channel_blocks b on b.from_date <= days.column1 and b.to_date > days.column1
        where b.kind = 'reserved' and b.from_date <= ${last} and b.to_date > ${first}
        group by days.column1`.execute(db)
      const out = await sql<{ d: string; n: unknown }>`
        select days.column1 as d, count(*) as n
        from ${days} as days
        join unit_out_periods u on u.out_from <= days.column1
          and (u.out_until is null or u.out_until > days.column1)
        join facilities f on f.id = u.facility_id and u.number <= f.capacity
        where u.out_from <= ${last} and (u.out_until is null or u.out_until > ${first})
        group by days.column1`.execute(db)
      const by = (rows: { d: string; n: unknown }[]) => new Map(rows.map((r) => [r.d, int(r.n)]))
      const [soldBy, importedBy, outBy] = [by(sold.rows), by(imported.rows), by(out.rows)]
      return dates.map((date) => ({
        date,
        nights_sold: soldBy.get(date) ?? 0,
        nights_imported: importedBy.get(date) ?? 0,
        nights_out: outBy.get(date) ?? 0,
      }))
    },

    /** The booking sites' nights in [first, next), by the link's name. */
    async importedByLink(first: string, next: string): Promise<{ name: string; nights: number }[]> {
      const rows = await sql<{ name: string; nights: unknown }>`
        select l.name as name,
          sum(${overlap(sql.ref('b.from_date'), sql.ref('b.to_date'), first, next)}) as nights
        from channel_blocks b join channel_links l on l.id = b.link_id
        where b.kind = 'reserved' and b.from_date < ${next} and b.to_date > ${first}
        group by l.name
        order by l.name`.execute(db)
      return rows.rows.map((r) => ({ name: r.name, nights: int(r.nights) }))
    },

    /** The requests arriving in [first, next), counted by their stored status. */
    async arrivalsByStatus(first: string, next: string): Promise<StatusCounts> {
      const rows = await db
        .selectFrom('reservations')
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('date_from', '>=', first)
        .where('date_from', '<', next)
        .groupBy('status')
        .execute()
      return Object.fromEntries(rows.map((r) => [r.status, int(r.n)]))
    },

    /** When each confirmed stay arriving in [first, next) was asked for, and its first date. */
    async confirmedArrivals(first: string, next: string) {
      return db
        .selectFrom('reservations')
        .select(['received_at', 'date_from'])
        .where('status', '=', 'confirmed')
        .where('date_from', '>=', first)
        .where('date_from', '<', next)
        .execute()
    },

    /** When each request holding a night of [first, next) came in (any status). */
    async requestTimes(first: string, next: string): Promise<string[]> {
      const rows = await db
        .selectFrom('reservations')
        .select('received_at')
        .where('date_from', '<', next)
        .where('occupied_until', '>', first)
        .execute()
      return rows.map((r) => r.received_at)
    },

    /** Succeeded payments and refunds whose money moved in [start, end) (instants). */
    async moneyMoved(start: string, end: string): Promise<{ received: number; refunded: number }> {
      const rows = await db
        .selectFrom('payments')
        .select(['kind', (eb) => eb.fn.sum<string | number>('amount').as('amount')])
        .where('status', '=', 'succeeded')
        .where((eb) =>
          eb.and([
            eb(eb.fn.coalesce('settled_at', 'created_at'), '>=', start),
            eb(eb.fn.coalesce('settled_at', 'created_at'), '<', end),
          ]),
        )
        .groupBy('kind')
        .execute()
      const of = (kind: string) => int(rows.find((r) => r.kind === kind)?.amount)
      return { received: of('payment'), refunded: of('refund') }
    },
  }
}

export type NumbersRepository = ReturnType<typeof numbersRepository>
