// The units the console's calendar draws a lane for (issue 54). A lane per unit reads well for a
// facility of a few rooms: an empty lane is a room free all the window. A facility of many units
// (a sports centre sold by the court, a hall by the seat) would be hundreds of empty lanes, and a
// fortnight's read of megabytes that a phone then lays out: the bench's 50 facilities of 1,000
// units took the calendar from under 2 s to nearly a minute. Past LANES_FOR_EVERY_UNIT units, only
// the units with a stay or a block in the window get a lane; each date's cell still says how many
// are free.

/** A facility of at most this many units shows a lane for each, used or not. */
export const LANES_FOR_EVERY_UNIT = 30

/**
 * The numbers of the units to draw a lane for, of a facility of `capacity` units: all of them, or,
 * past LANES_FOR_EVERY_UNIT, those among `used` (the window's stays' and blocks' units), in order.
 * Only these are listed (units.ts `list`): a facility of 1,000 units is not made 1,000 rows of a
 * list on every read of the calendar.
 */
export function laneNumbers(capacity: number, used: Iterable<number | null | undefined>): number[] {
  if (capacity <= LANES_FOR_EVERY_UNIT) return Array.from({ length: capacity }, (_, i) => i + 1)
  const taken = new Set<number>()
  for (const n of used) if (typeof n === 'number' && n >= 1 && n <= capacity) taken.add(n)
  return [...taken].sort((a, b) => a - b)
}
