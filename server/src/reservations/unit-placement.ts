// Which of a facility's units a confirmed stay sleeps in (issue 54). A unit is taken on a day by a
// confirmed stay placed on it, by an outside calendar's import of it (issue 39's links each take
// one unit) and by its being out of order (counted as an import is: channel-blocks.ts). A stay is
// placed on one unit for all its nights: the one it had when that is still free (a reinstated
// stay, a stay moved back), else the highest free one, so the units the booking sites sell (links
// take the lowest first, channels/rules.ts) stay free for them as long as others are. When no unit
// is free for the whole stay (the count allows it, but the free nights are on different units),
// the stay is confirmed without one and the desk gives it one (check-in asks).
import type { Occupancy, UnitBlock } from '../../../contract/stay-rules'
import type { ChannelBlocks } from './channel-blocks'
import type { BookingQueries } from './repository'

/** The units of 1..capacity that nothing in `taken` holds on a day of [start, end), highest first. */
export function freeUnits(
  capacity: number,
  taken: readonly UnitBlock[],
  start: string,
  end: string,
): number[] {
  const busy = new Set<number>()
  for (const t of taken) {
    if (t.date_from < end && t.occupied_until > start) busy.add(t.unit)
  }
  const free: number[] = []
  for (let unit = capacity; unit >= 1; unit--) if (!busy.has(unit)) free.push(unit)
  return free
}

/** The stay's unit, or the first choice of the free ones (`freeUnits`' order); null: none free. */
export function unitFor(current: number | null, free: readonly number[]): number | null {
  if (current !== null && free.includes(current)) return current
  return free[0] ?? null
}

export function unitPlacement(blocks: ChannelBlocks) {
  return {
    /**
     * The facility's units free for every day of `stay` in the transaction of `q` (a lock of the
     * facility's: nothing places a stay meanwhile), the stay itself left out, highest first.
     */
    async freeFor(
      q: BookingQueries,
      facilityId: string,
      capacity: number,
      stay: Occupancy & { reservation_id: string },
    ): Promise<number[]> {
      const { date_from: start, occupied_until: end } = stay
      // One after the other: both run on the transaction's one connection.
      const placed = await q.placedStays(facilityId, start, end, stay.reservation_id)
      const imported = await blocks.ofFacility(facilityId, start, end, q.tx)
      return freeUnits(capacity, [...placed, ...imported], start, end)
    },
  }
}
export type UnitPlacement = ReturnType<typeof unitPlacement>
