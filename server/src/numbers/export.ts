// `numbers export <YYYY> --csv` (issue 55): the year's stays for the accountant, one row each: every
// confirmed or cancelled request with a night in the year (a cancelled one may have moved money),
// then each stay a booking site's feed holds in it. Read a page at a time (memory stays flat
// however many stays there are) and written as read, to stdout or to a file that appears only
// whole (reservations/csv-export.ts); the console downloads the same file (GET
// /api/staff/numbers/export.csv). Amounts in the currency's major unit, as a spreadsheet reads
// a number (45000.50); a cell a spreadsheet would run as a formula is quoted as text.
import { sql } from 'kysely'
import { daysBetween } from '../../../contract/calendar-date'
import { majorAmountText } from '../../../contract/rates'
import { formatReference } from '../../../contract/reference'
import type { Database } from '../db/schema'
import { defaultUnitName } from '../frontdesk/units'
import { storedQuote } from '../reservations/stored-quote'
import { csvCell, writeChunks, writeFileAtomically } from '../reservations/csv-export'

export const EXPORT_COLUMNS = [
  'reference',
  'facility',
  'unit',
  'nights',
  'from',
  'to',
  'status',
  'source',
  'currency',
  'quote',
  'taxes',
  'paid',
  'refunded',
] as const

type Row = Record<(typeof EXPORT_COLUMNS)[number], string | number | null>

const line = (row: Row) =>
  EXPORT_COLUMNS.map((c) => csvCell(row[c] === null ? '' : String(row[c]))).join(',') + '\r\n'

/** Rows read per query. */
const PAGE = 1000

/** The year's rows as CSV text, a page at a time. */
export async function* yearCsv(
  { db }: Database,
  year: number,
  currency: string,
): AsyncGenerator<string> {
  const first = `${year}-01-01`
  const next = `${year + 1}-01-01`
  const money = (amount: number | null) =>
    amount === null ? null : majorAmountText(amount, currency)
  // A byte-order mark first: a spreadsheet opened by a double click reads the file as UTF-8 then
  // (without it, Excel reads a facility's "é" or "Ọ" in the computer's old code page).
  yield '\ufeff' + EXPORT_COLUMNS.join(',') + '\r\n'
  let after: { from: string; id: string } | undefined
  for (;;) {
    let query = db
      .selectFrom('reservations as r')
      .leftJoin('units as u', (join) =>
        join.onRef('u.facility_id', '=', 'r.facility_id').onRef('u.number', '=', 'r.unit'),
      )
      .select([
        'r.reservation_id',
        'r.reference',
        'r.facility_name',
        'r.unit',
        'u.name as unit_name',
        'r.date_from',
        'r.date_to',
        'r.occupied_until',
        'r.status',
        'r.desk_status',
        'r.quote',
      ])
      .where('r.status', 'in', ['confirmed', 'cancelled'])
      .where('r.date_from', '<', next)
      .where('r.occupied_until', '>', first)
    if (after) {
      const { from, id } = after
      query = query.where((eb) =>
        eb.or([
          eb('r.date_from', '>', from),
          eb.and([eb('r.date_from', '=', from), eb('r.reservation_id', '>', id)]),
        ]),
      )
    }
    const stays = await query
      .orderBy('r.date_from')
      .orderBy('r.reservation_id')
      .limit(PAGE)
      .execute()
    if (stays.length === 0) break
    const totals = await db
      .selectFrom('payments')
      .select(['reservation_id', 'kind', (eb) => eb.fn.sum<string | number>('amount').as('amount')])
      .where('status', '=', 'succeeded')
      .where(
        'reservation_id',
        'in',
        stays.map((s) => s.reservation_id),
      )
      .groupBy(['reservation_id', 'kind'])
      .execute()
    const total = (id: string, kind: string) =>
      Number(totals.find((t) => t.reservation_id === id && t.kind === kind)?.amount ?? 0)
    yield stays
      .map((s) => {
        const quote = storedQuote(s.quote)
        const taxes = quote?.taxes?.reduce((sum, t) => sum + t.amount, 0) ?? null
        return line({
          reference: s.reference ? formatReference(s.reference) : s.reservation_id,
          facility: s.facility_name,
          unit: s.unit === null ? null : (s.unit_name ?? defaultUnitName(s.facility_name, s.unit)),
          nights: Math.max(0, daysBetween(s.date_from, s.occupied_until)),
          from: s.date_from,
          to: s.date_to,
          status: s.desk_status ?? s.status,
          source: 'site',
          currency,
          quote: money(quote?.total ?? null),
          taxes: money(taxes),
          paid: money(total(s.reservation_id, 'payment')),
          refunded: money(total(s.reservation_id, 'refund')),
        })
      })
      .join('')
    const last = stays.at(-1)!
    after = { from: last.date_from, id: last.reservation_id }
  }
  // The booking sites' stays: their nights and unit, nothing of the guest or the price.
  let afterBlock: { from: string; link: string; uid: string } | undefined
  for (;;) {
    let query = db
      .selectFrom('channel_blocks as b')
      .innerJoin('channel_links as l', 'l.id', 'b.link_id')
      .innerJoin('facilities as f', 'f.id', 'l.facility_id')
      .leftJoin('units as u', (join) =>
        join.onRef('u.facility_id', '=', 'l.facility_id').onRef('u.number', '=', 'l.unit'),
      )
      .select([
        'b.link_id',
        'b.uid',
        'b.from_date',
        'b.to_date',
        'l.name as source',
        'l.unit',
        'f.name as facility',
        'u.name as unit_name',
      ])
      .where('b.kind', '=', 'reserved')
      .where('b.from_date', '<', next)
      .where('b.to_date', '>', first)
    if (afterBlock) {
      const { from, link, uid } = afterBlock
      query = query.where(
        sql<boolean>`(b.from_date, b.link_id, b.uid) > (${from}, ${link}, ${uid})`,
      )
    }
    const blocks = await query
      .orderBy('b.from_date')
      .orderBy('b.link_id')
      .orderBy('b.uid')
      .limit(PAGE)
      .execute()
    if (blocks.length === 0) break
    yield blocks
      .map((b) =>
        line({
          reference: null,
          facility: b.facility,
          unit: b.unit_name ?? defaultUnitName(b.facility, b.unit),
          nights: Math.max(0, daysBetween(b.from_date, b.to_date)),
          from: b.from_date,
          to: b.to_date,
          status: 'imported',
          source: b.source,
          currency: null,
          quote: null,
          taxes: null,
          paid: null,
          refunded: null,
        }),
      )
      .join('')
    const last = blocks.at(-1)!
    afterBlock = { from: last.from_date, link: last.link_id, uid: last.uid }
  }
}

/** Writes the year's CSV to `out` (a file, whole or not at all) or to stdout. */
export type YearExport = (year: number, out?: string) => Promise<void>

export function yearExport(database: Database, currency: string): YearExport {
  return async (year, out) => {
    const chunks = yearCsv(database, year, currency)
    if (out) await writeFileAtomically(out, chunks)
    else await writeChunks(process.stdout, chunks)
  }
}
