// The stay rules both sides apply: what a stay covers, how long it is, which days are full, and
// what the hotel allows. The server refuses with them; the date picker offers only what they allow,
// so a guest is never shown a stay the server then turns down.
//
// Rooms and apartments are let by the night: a stay [from, to) covers the nights from `from` up to
// the check-out day `to`, which may be the next guest's check-in; a night is named by its evening's
// date. Activity centres are let by the day: [from, to], both days included, a single day allowed.
import { addDays, daysBetween } from './calendar-date'
import { isNightBased, type FacilityType } from './facility-types'

export type StayUnit = 'night' | 'day'

/** The hotel's defaults (server/src/config.ts): the picker's last resort before it has heard. */
export const DEFAULT_MAX_STAY = 90
export const DEFAULT_HORIZON_DAYS = 730

/** What the hotel allows, as of its own calendar (HOTEL_TIMEZONE), not the guest's. */
export interface StayPolicy {
  /** The hotel's today, `YYYY-MM-DD`. */
  today: string
  /** The longest stay, in nights or days. */
  maxStay: number
  /** How many days after today a stay may still start. */
  horizonDays: number
}

export function stayUnit(type: FacilityType): StayUnit {
  return isNightBased(type) ? 'night' : 'day'
}

/** Nights or days from `from` to `to`. */
export function stayLength(from: string, to: string, unit: StayUnit): number {
  return daysBetween(from, to) + (unit === 'day' ? 1 : 0)
}

/** The first day after the nights or days a stay occupies. */
export function occupiedUntil(to: string, unit: StayUnit): string {
  return unit === 'night' ? to : addDays(to, 1)
}

/** What is wrong with a stay's dates under the policy, in words for the client; undefined if nothing. */
export function stayDatesProblem(
  { from, to }: { from: string; to: string },
  unit: StayUnit,
  policy: StayPolicy,
): string | undefined {
  const length = stayLength(from, to, unit)
  const units = unit === 'night' ? 'nights' : 'days'
  if (from < policy.today) return `dateRange.from must not be before today (${policy.today}).`
  if (unit === 'night' && to <= from) {
    return 'dateRange.to must be after dateRange.from: rooms and apartments are booked by the night, and to is the check-out day.'
  }
  if (unit === 'day' && to < from) return 'dateRange.to must not be before dateRange.from.'
  if (length > policy.maxStay) {
    return `A reservation is at most ${policy.maxStay} ${units}; this one is ${length}.`
  }
  if (daysBetween(policy.today, from) > policy.horizonDays) {
    return `Reservations open at most ${policy.horizonDays} days ahead.`
  }
  return undefined
}

/** A reservation as far as occupancy goes: its first day and the day after its last. */
export interface Occupancy {
  date_from: string
  occupied_until: string
}

/**
 * A unit an outside calendar took (a booking site's event, imported by iCal: server/src/channels/):
 * the facility's unit `unit` from `date_from` up to, not including, `occupied_until`. Requests
 * hold no unit of their own, so a day stays offered while the units imports took plus the
 * requests holding it are fewer than the capacity.
 */
export interface UnitBlock extends Occupancy {
  unit: number
}

/** A stretch of days [from, to) over which the count of units taken does not change. */
interface Stretch {
  from: string
  to: string
  count: number
}

/** The ranges clipped to [start, end) (no end: not clipped there), the empty ones left out. */
function clipped(ranges: readonly Occupancy[], start: string, end?: string): Occupancy[] {
  return ranges
    .map((r) => ({
      date_from: r.date_from > start ? r.date_from : start,
      occupied_until: end !== undefined && r.occupied_until > end ? end : r.occupied_until,
    }))
    .filter((r) => r.date_from < r.occupied_until)
}

/**
 * The union of half-open ranges [date_from, occupied_until), clipped to [start, end): sorted,
 * overlapping and touching ones joined. Dates as `YYYY-MM-DD` sort as strings.
 */
function unionOf(ranges: readonly Occupancy[], start: string, end?: string): Occupancy[] {
  const sorted = clipped(ranges, start, end).sort((a, b) =>
    a.date_from < b.date_from ? -1 : a.date_from > b.date_from ? 1 : 0,
  )
  const union: Occupancy[] = []
  for (const range of sorted) {
    const last = union.at(-1)
    if (last && range.date_from <= last.occupied_until) {
      if (range.occupied_until > last.occupied_until) last.occupied_until = range.occupied_until
    } else {
      union.push(range)
    }
  }
  return union
}

/**
 * The distinct days half-open ranges [from, to) cover from `start` on, each once however many
 * ranges hold it: the length of their union, in the ranges' count (sorted), not their days'.
 */
export function daysCovered(
  ranges: readonly { from: string; to: string }[],
  start = '0000-01-01',
): number {
  const union = unionOf(
    ranges.map((r) => ({ date_from: r.from, occupied_until: r.to })),
    start,
  )
  return union.reduce((sum, r) => sum + daysBetween(r.date_from, r.occupied_until), 0)
}

/**
 * How many units are taken over [start, end), as stretches of one count: each reservation counts
 * one, each unit imports block counts one however many events or links hold it (its blocks'
 * union). A sweep over the ranges' ends: its cost is the number of rows and blocks (sorted), not
 * the nights they cover, so a feed's thousand four-year blocks cost what a thousand short ones do
 * (issue 50: per-night loops over every block made an availability read take 13.7 s).
 */
function stretches(
  rows: readonly Occupancy[],
  blocks: readonly UnitBlock[],
  start: string,
  end: string,
): Stretch[] {
  if (start >= end) return []
  const ranges = clipped(rows, start, end)
  const byUnit = new Map<number, UnitBlock[]>()
  for (const block of blocks) {
    const list = byUnit.get(block.unit)
    if (list) list.push(block)
    else byUnit.set(block.unit, [block])
  }
  // One loop, not a spread into push: a spread's arguments are bounded (a call's stack).
  for (const unitBlocks of byUnit.values()) {
    for (const range of unionOf(unitBlocks, start, end)) ranges.push(range)
  }
  // +1 where a range starts, -1 where it ends; the count between two such dates is constant.
  const change = new Map<string, number>([[start, 0]])
  for (const range of ranges) {
    change.set(range.date_from, (change.get(range.date_from) ?? 0) + 1)
    change.set(range.occupied_until, (change.get(range.occupied_until) ?? 0) - 1)
  }
  const dates = [...change.keys()].filter((d) => d < end).sort()
  const result: Stretch[] = []
  let count = 0
  dates.forEach((date, i) => {
    count += change.get(date) ?? 0
    result.push({ from: date, to: dates[i + 1] ?? end, count })
  })
  return result
}

/**
 * The dates of [start, end), the last ones asked for kept: the staff's calendar asks three times
 * per facility for the same fortnight (59 facilities: ~2,500 dates made from strings, ~10 ms of
 * the server's drawing of the calendar's page, issue 54). The array is never changed.
 */
let lastDates: { start: string; end: string; dates: readonly string[] } | undefined
function datesOf(start: string, end: string): readonly string[] {
  if (lastDates?.start !== start || lastDates.end !== end) {
    const dates: string[] = []
    for (let day = start; day < end; day = addDays(day, 1)) dates.push(day)
    lastDates = { start, end, dates }
  }
  return lastDates.dates
}

/**
 * A day-by-day map of the stretches: a day's count, for every day of [start, end). The stretches
 * (stretches() below) lie within [start, end), in order.
 */
function perDay(list: readonly Stretch[], start: string, end: string): Map<string, number> {
  const dates = datesOf(start, end)
  const counts = new Map<string, number>()
  if (list.length === 0) {
    for (const day of dates) counts.set(day, 0)
    return counts
  }
  for (const stretch of list) {
    const last = Math.min(daysBetween(start, stretch.to), dates.length)
    for (let i = Math.max(daysBetween(start, stretch.from), 0); i < last; i++)
      counts.set(dates[i]!, stretch.count)
  }
  return counts
}

/**
 * How many distinct units imports take on each day from `start` up to, not including, `end`: one
 * unit is taken once, however many events (two of one feed) or links (Airbnb and Booking.com on
 * one room) block it that day. Costs the blocks (sorted) plus the days asked for.
 */
export function blockedUnitsPerDay(
  blocks: readonly UnitBlock[],
  start: string,
  end: string,
): Map<string, number> {
  return perDay(stretches([], blocks, start, end), start, end)
}

/**
 * How many units are taken on each day from `start` up to, not including, `end`: the
 * reservations that occupy it, plus the distinct units imports block (blockedUnitsPerDay). The
 * one count behind the guest's picker, the booking's and the confirmation's capacity checks, and
 * the staff's calendar.
 */
export function countPerDay(
  rows: readonly Occupancy[],
  start: string,
  end: string,
  blocks: readonly UnitBlock[] = [],
): Map<string, number> {
  return perDay(stretches(rows, blocks, start, end), start, end)
}

/**
 * The full nights or days from `from` on, as inclusive ranges (the availability answer): where
 * the reservations and the units imports block (countPerDay) reach the capacity. Read off the
 * stretches, never day by day: the answer costs the rows and blocks, whatever dates they name.
 */
export function fullRanges(
  rows: readonly Occupancy[],
  capacity: number,
  from: string,
  blocks: readonly UnitBlock[] = [],
): { from: string; to: string }[] {
  const last = [...rows, ...blocks].reduce(
    (max, r) => (r.occupied_until > max ? r.occupied_until : max),
    from,
  )
  const ranges: { from: string; to: string }[] = []
  for (const stretch of stretches(rows, blocks, from, last)) {
    if (stretch.count < capacity) continue
    const previous = ranges.at(-1)
    const lastDay = addDays(stretch.to, -1)
    if (previous && addDays(previous.to, 1) === stretch.from) previous.to = lastDay
    else ranges.push({ from: stretch.from, to: lastDay })
  }
  return ranges
}

/** Expands inclusive ranges into the set of full nights or days. */
export function takenDates(ranges: readonly { from: string; to: string }[]): Set<string> {
  const set = new Set<string>()
  for (const range of ranges) {
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) set.add(d)
  }
  return set
}

/** Whether the server would take a stay [from, to] with these full days: dates, limits, room. */
export function isBookableStay(
  from: string,
  to: string,
  unit: StayUnit,
  policy: StayPolicy,
  taken: ReadonlySet<string>,
): boolean {
  if (stayDatesProblem({ from, to }, unit, policy) !== undefined) return false
  const last = addDays(occupiedUntil(to, unit), -1)
  for (let d = from; d <= last; d = addDays(d, 1)) if (taken.has(d)) return false
  return true
}

/** Whether a stay may start on `day`: not past, within the horizon, its first night or day free. */
export function canStartOn(day: string, policy: StayPolicy, taken: ReadonlySet<string>): boolean {
  return (
    day >= policy.today && daysBetween(policy.today, day) <= policy.horizonDays && !taken.has(day)
  )
}
