// The CLI's `reservations export`: every reservation request as CSV, read a page at a time and
// written as it is read, to stdout or to a file that appears only whole.
import { once } from 'node:events'
import fs from 'node:fs'
import {
  decodeReservationCursor,
  type ReservationCursor,
  type ReservationRecord,
} from '../../../contract/reservation'
import { majorAmountText } from '../../../contract/rates'
import type { ReservationRules } from './rules'

const CSV_COLUMNS = [
  'received_at',
  'reservation_id',
  'facility_name',
  'facility_type',
  'facility_id',
  'name',
  'phone',
  'email',
  'from',
  'to',
  'status',
  'reference',
  'status_changed_at',
  'status_note',
  // Issue 40, at the end so older sheets' columns keep their places: the guests and the price
  // quoted at arrival, in the currency's major unit as a spreadsheet reads a number (45000.50).
  'guests',
  'currency',
  'quoted_total',
] as const

/** A CSV cell, always quoted; a spreadsheet formula a guest could have typed made text. */
export function csvCell(value: string): string {
  // Quote always; neutralise spreadsheet formulas a guest could have typed into their name.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

function csvLines(rows: ReservationRecord[]): string {
  return rows
    .map((r) => {
      const flat = {
        ...r,
        from: r.dateRange.from,
        to: r.dateRange.to,
        currency: r.quote?.currency,
        quoted_total: r.quote ? majorAmountText(r.quote.total, r.quote.currency) : undefined,
      }
      return CSV_COLUMNS.map((c) => csvCell(String(flat[c] ?? ''))).join(',') + '\r\n'
    })
    .join('')
}

export function toCsv(rows: ReservationRecord[]): string {
  return CSV_COLUMNS.join(',') + '\r\n' + csvLines(rows)
}

/** Rows read per query of an export: memory stays flat however many requests there are. */
const EXPORT_PAGE = 1000

/**
 * The CSV of every request, newest first, read a page at a time by cursor: each request that
 * existed when the export started is in it exactly once (newer ones join the next export).
 */
export async function* csvOfEveryReservation(rules: ReservationRules): AsyncGenerator<string> {
  yield CSV_COLUMNS.join(',') + '\r\n'
  let before: ReservationCursor | undefined
  for (;;) {
    const { records, next } = await rules.listForStaff(EXPORT_PAGE, before)
    yield csvLines(records)
    if (!next) return
    before = decodeReservationCursor(next)
  }
}

export async function writeChunks(out: NodeJS.WritableStream, chunks: AsyncIterable<string>) {
  for await (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain')
}

/** Written beside, then renamed: a failed export never leaves half a file under the name. */
export async function writeFileAtomically(file: string, chunks: AsyncIterable<string>) {
  const partial = `${file}.partial-${process.pid}`
  const out = fs.createWriteStream(partial)
  try {
    await writeChunks(out, chunks)
    out.end()
    await once(out, 'finish')
    fs.renameSync(partial, file)
  } catch (error) {
    out.destroy()
    fs.rmSync(partial, { force: true })
    throw error
  }
}
