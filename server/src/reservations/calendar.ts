// The staff's calendar (a tape chart) from the requests that hold dates: no arithmetic of its
// own. A cell's count is stay-rules' countPerDay over the same rows (repository's holdsNights)
// that the capacity check (rules.ts book/move) and the guest's picker (availability's fullRanges)
// count, so "full" here is exactly what those refuse or grey out.
import { addDays } from '../../../contract/calendar-date'
import type { Facility } from '../../../contract/facility'
import { formatReference } from '../../../contract/reference'
import type { ReservationStatus } from '../../../contract/reservation'
import type { CalendarBar, CalendarRow } from '../../../contract/staff-calendar'
import { countPerDay, stayUnit, type Occupancy } from '../../../contract/stay-rules'

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

/** Every facility a row over [from, from + days): counts per date and the requests as bars. */
export function calendarRows(
  facilities: readonly Facility[],
  rows: readonly HoldingRow[],
  from: string,
  days: number,
): CalendarRow[] {
  const end = addDays(from, days)
  const byFacility = new Map<string, HoldingRow[]>()
  for (const row of rows) {
    const list = byFacility.get(row.facility_id)
    if (list) list.push(row)
    else byFacility.set(row.facility_id, [row])
  }
  return facilities.map((facility) => {
    const own = byFacility.get(facility._id) ?? []
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
        return { date, held: waiting, confirmed: n - waiting }
      }),
      bars: own.map(toBar),
    }
  })
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
