// The staff's calendar (a tape chart) from the requests that hold dates: no arithmetic of its
// own. A cell's count is stay-rules' countPerDay over the same rows (repository's holdsNights)
// that the capacity check (rules.ts book/move) and the guest's picker (availability's fullRanges)
// count, so "full" here is exactly what those refuse or grey out. The units outside calendars
// took (channel-blocks.ts) are counted as they count them (each unit once a day) in a cell's
// `imported`, and shown as bars of their own named by the link, apart from the requests'. A
// confirmed stay's bar says whether it is paid (issue 53), from its schedule and its payments'
// totals, read for the whole window at once.
import { addDays } from '../../../contract/calendar-date'
import type { Facility } from '../../../contract/facility'
import { formatReference } from '../../../contract/reference'
import type { ReservationStatus } from '../../../contract/reservation'
import { OUT_OF_ORDER_LINK } from '../../../contract/frontdesk'
import { moneyState } from '../../../contract/payment-terms'
import {
  OUT_OF_ORDER_CHANNEL,
  type BarMoney,
  type CalendarBar,
  type CalendarImport,
  type CalendarRow,
} from '../../../contract/staff-calendar'
import {
  blockedUnitsPerDay,
  countPerDay,
  stayUnit,
  type Occupancy,
} from '../../../contract/stay-rules'
import type { ImportedBlock } from './channel-blocks'
import { stayTermsOf } from '../../../contract/payment-terms'

/** What a stay's payments add up to, as the calendar's port reads them (services.ts). */
export interface StayTotals {
  paid: number
  refunded: number
}

/** The totals of these stays' payments by reservation id (one read for the whole window). */
export type StayTotalsOf = (reservationIds: readonly string[]) => Promise<Map<string, StayTotals>>

/** A request holding a date, as the repository reads it (holdingBetween). */
export interface HoldingRow extends Occupancy {
  reservation_id: string
  reference: string | null
  name: string
  status: string
  facility_id: string
  date_to: string
  /** The stay's schedule, written when the hotel confirmed it with a price. */
  payment_terms?: string | null | undefined
  /** The unit a confirmed stay sleeps in, and its place at the desk (issue 54). */
  unit?: number | null | undefined
  desk_status?: string | null | undefined
}

/**
 * A confirmed stay's money in a word: paid (nothing due), part paid (some paid and kept), unpaid.
 * Undefined for a request waiting for its answer or a stay with no price agreed.
 */
export function barMoney(row: HoldingRow, totals: StayTotals | undefined): BarMoney | undefined {
  const terms = row.status === 'confirmed' ? stayTermsOf(row.payment_terms) : null
  if (!terms || terms.grand_total <= 0) return undefined
  const money = moneyState(terms, totals?.paid ?? 0, totals?.refunded ?? 0)
  if (money.due === 0) return 'paid'
  return money.paid - money.refunded > 0 ? 'part_paid' : 'unpaid'
}

/** The dates from `from`, `days` of them. */
export function calendarDates(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i))
}

/** The rows by their facility. */
function byFacility<T extends { facility_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const row of rows) {
    const list = map.get(row.facility_id)
    if (list) list.push(row)
    else map.set(row.facility_id, [row])
  }
  return map
}

/**
 * Every facility a row over [from, from + days): counts per date and the requests as bars; where
 * imports took units, the cells' `imported` and the row's `imports` (absent without any, so an
 * answer without links is as it always was).
 */
export function calendarRows(
  facilities: readonly Facility[],
  rows: readonly HoldingRow[],
  from: string,
  days: number,
  imported: readonly ImportedBlock[] = [],
  totals: ReadonlyMap<string, StayTotals> = new Map(),
): CalendarRow[] {
  const end = addDays(from, days)
  const requestsOf = byFacility(rows)
  const blocksOf = byFacility(imported)
  return facilities.map((facility) => {
    const own = requestsOf.get(facility._id) ?? []
    const blocks = blocksOf.get(facility._id) ?? []
    const units = blockedUnitsPerDay(blocks, from, end)
    // All that hold a date, as the capacity check counts them; the waiting ones among them.
    const taken = countPerDay(own, from, end)
    const held = countPerDay(
      own.filter((r) => r.status === 'received'),
      from,
      end,
    )
    return {
      facility_id: facility._id,
      name: facility.name,
      type: facility.type,
      unit: stayUnit(facility.type),
      capacity: facility.capacity,
      cells: [...taken].map(([date, n]) => {
        const waiting = held.get(date) ?? 0
        const outside = units.get(date) ?? 0
        return {
          date,
          held: waiting,
          confirmed: n - waiting,
          ...(outside > 0 ? { imported: outside } : {}),
        }
      }),
      bars: own.map((row) => toBar(row, barMoney(row, totals.get(row.reservation_id)))),
      ...(blocks.length > 0 ? { imports: blocks.map(toImport) } : {}),
    }
  })
}

function toImport(block: ImportedBlock): CalendarImport {
  return {
    link_id: block.link_id,
    // A unit out of order (issue 54) is drawn on its lane under the calendar's own words.
    channel: block.link_id === OUT_OF_ORDER_LINK ? OUT_OF_ORDER_CHANNEL : block.link_name,
    unit: block.unit,
    from: block.date_from,
    until: block.occupied_until,
  }
}

function toBar(row: HoldingRow, money: BarMoney | undefined): CalendarBar {
  return {
    reservation_id: row.reservation_id,
    reference: row.reference === null ? null : formatReference(row.reference),
    name: row.name,
    status: row.status as ReservationStatus,
    from: row.date_from,
    to: row.date_to,
    until: row.occupied_until,
    ...(money && { money }),
    ...(row.status === 'confirmed' && { unit: row.unit ?? null }),
    ...(row.status === 'confirmed' &&
      row.desk_status && { desk: row.desk_status as CalendarBar['desk'] }),
  }
}
