// The staff's calendar (a tape chart) from the requests that hold dates: no arithmetic of its
// own. A cell's count is stay-rules' countPerDay over the same rows (repository's holdsNights)
// that the capacity check (rules.ts book/move) and the guest's picker (availability's fullRanges)
// count, so "full" here is exactly what those refuse or grey out. The units outside calendars
// took (channel-blocks.ts) are counted as they count them (each unit once a day) in a cell's
// `imported`, and shown as bars of their own named by the link, apart from the requests'.
import { addDays } from '../../../contract/calendar-date'
import type { Facility } from '../../../contract/facility'
import { formatReference } from '../../../contract/reference'
import type { ReservationStatus } from '../../../contract/reservation'
import type { CalendarBar, CalendarImport, CalendarRow } from '../../../contract/staff-calendar'
import {
  blockedUnitsPerDay,
  countPerDay,
  stayUnit,
  type Occupancy,
} from '../../../contract/stay-rules'
import type { ImportedBlock } from './channel-blocks'

/** A request holding a date, as the repository reads it (holdingBetween). */
export interface HoldingRow extends Occupancy {
  reservation_id: string
  reference: string | null
  name: string
  status: string
  facility_id: string
  date_to: string
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
      bars: own.map(toBar),
      ...(blocks.length > 0 ? { imports: blocks.map(toImport) } : {}),
    }
  })
}

function toImport(block: ImportedBlock): CalendarImport {
  return {
    link_id: block.link_id,
    channel: block.link_name,
    unit: block.unit,
    from: block.date_from,
    until: block.occupied_until,
  }
}

function toBar(row: HoldingRow): CalendarBar {
  return {
    reservation_id: row.reservation_id,
    reference: row.reference === null ? null : formatReference(row.reference),
    name: row.name,
    status: row.status as ReservationStatus,
    from: row.date_from,
    to: row.date_to,
    until: row.occupied_until,
  }
}
