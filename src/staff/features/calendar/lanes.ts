// The tape chart's bars in lanes: each request's nights or days one bar, and each unit a booking
// site's calendar took (issue 39) one bar, bars that overlap on separate lanes, each bar on the
// first lane free over its dates (in the order given: a facility's requests come from the server
// by arrival, its imports by first date after them). With named units (issue 54) each unit is a
// lane of its own, holding the stays it was given and what blocks it (a booking site, out of
// order); what has no unit yet goes on lanes under them.
import type {
  CalendarBar,
  CalendarImport,
  CalendarRow,
  CalendarUnit,
} from '../../../../contract/staff-calendar'

/** What a lane holds: a guest's request, or a unit a booking site took. */
export type LaneBar = CalendarBar | CalendarImport

export const isImport = (bar: LaneBar): bar is CalendarImport => 'link_id' in bar

export interface PlacedBar<T extends LaneBar = LaneBar> {
  bar: T
  lane: number
  /** The first and last column (0-based) it covers within the window. */
  first: number
  last: number
  /**
   * The columns its guest's name may be drawn over: its own and the free ones after it in its
   * lane, up to the next bar there or the window's end (a one-night bar on a phone's narrow day
   * has room for a letter; the lane beside it is usually free).
   */
  room: number
}

/** `dates`: the window's dates in order. Bars outside it are left out. */
export function placeBars<T extends LaneBar>(
  bars: readonly T[],
  dates: readonly string[],
): PlacedBar<T>[] {
  const start = dates[0]
  const end = dates.at(-1)
  if (start === undefined || end === undefined) return []
  const laneEnds: number[] = []
  const placed: PlacedBar<T>[] = []
  for (const bar of bars) {
    // [from, until): until is the first date after its last night or day.
    const first = bar.from <= start ? 0 : dates.indexOf(bar.from)
    let last = dates.length - 1
    while (last >= 0 && dates[last]! >= bar.until) last--
    if (first < 0 || last < first) continue
    let lane = laneEnds.findIndex((taken) => taken < first)
    if (lane < 0) lane = laneEnds.length
    laneEnds[lane] = last
    placed.push({ bar, lane, first, last, room: dates.length - first })
  }
  for (const p of placed) {
    const next = placed
      .filter((q) => q.lane === p.lane && q.first > p.last)
      .reduce<number | undefined>((soonest, q) => Math.min(soonest ?? q.first, q.first), undefined)
    if (next !== undefined) p.room = next - p.first
  }
  return placed
}

/** A lane's unit; none: a lane of what has no unit yet ("No unit"). */
export interface Lane {
  unit?: CalendarUnit
}

export interface RowLanes {
  placed: PlacedBar[]
  /** One per lane, top to bottom; none: the row has no named units (an older server). */
  lanes?: Lane[]
  count: number
}

const laneCount = (placed: readonly PlacedBar[]) =>
  placed.reduce((n, p) => Math.max(n, p.lane + 1), 0)

/** `placed`, its lanes moved down by `by`. */
const below = (placed: readonly PlacedBar[], by: number) =>
  placed.map((p) => ({ ...p, lane: p.lane + by }))

/** A group's bars and blocks by first date, so each takes the first lane free over its dates. */
const byArrival = (bars: readonly LaneBar[]) =>
  [...bars].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))

/**
 * A facility's row in lanes. Without units: the guests' bars, then the booking sites' units on
 * lanes of their own under them (a guest's name keeps the free run after its bar, and the two
 * kinds never mix on one lane). With units: a lane per unit, by number (more than one where two
 * of its bars overlap, as a double booking would), then the "No unit" lanes when any bar has none.
 */
export function rowLanes(row: CalendarRow, dates: readonly string[]): RowLanes {
  const imports = row.imports ?? []
  if (!row.units?.length) {
    const requests = placeBars<LaneBar>(row.bars, dates)
    const placed = [...requests, ...below(placeBars<LaneBar>(imports, dates), laneCount(requests))]
    return { placed, count: laneCount(placed) }
  }
  const placed: PlacedBar[] = []
  const lanes: Lane[] = []
  const numbers = new Set(row.units.map((u) => u.number))
  const units = [...row.units].sort((a, b) => a.number - b.number)
  for (const unit of units) {
    const own = placeBars(
      byArrival([...row.bars, ...imports].filter((b) => b.unit === unit.number)),
      dates,
    )
    placed.push(...below(own, lanes.length))
    for (let i = Math.max(1, laneCount(own)); i > 0; i--) lanes.push({ unit })
  }
  const unplaced = placeBars(
    byArrival([...row.bars, ...imports].filter((b) => b.unit == null || !numbers.has(b.unit))),
    dates,
  )
  placed.push(...below(unplaced, lanes.length))
  for (let i = laneCount(unplaced); i > 0; i--) lanes.push({})
  return { placed, lanes, count: lanes.length }
}

/** The bars over column `column`, by lane. */
export function barsAt<T extends LaneBar>(
  placed: readonly PlacedBar<T>[],
  column: number,
): PlacedBar<T>[] {
  return placed.filter((p) => p.first <= column && column <= p.last).sort((a, b) => a.lane - b.lane)
}
