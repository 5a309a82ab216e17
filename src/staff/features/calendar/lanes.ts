// The tape chart's bars in lanes: each request's nights or days one bar, and each unit a booking
// site's calendar took (issue 39) one bar, bars that overlap on separate lanes, each bar on the
// first lane free over its dates (in the order given: a facility's requests come from the server
// by arrival, its imports by first date after them).
import type { CalendarBar, CalendarImport } from '../../../../contract/staff-calendar'

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
  // Bars come by arrival, so the next bar in a lane is the next one placed on it.
  for (const [i, p] of placed.entries()) {
    const next = placed.slice(i + 1).find((q) => q.lane === p.lane)
    if (next) p.room = next.first - p.first
  }
  return placed
}

/** The bars over column `column`, by lane. */
export function barsAt<T extends LaneBar>(
  placed: readonly PlacedBar<T>[],
  column: number,
): PlacedBar<T>[] {
  return placed.filter((p) => p.first <= column && column <= p.last).sort((a, b) => a.lane - b.lane)
}
