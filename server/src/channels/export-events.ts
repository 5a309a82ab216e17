// The events of the hotel's feeds for the booking sites (issue 39), from the facility's stays (the
// requests that hold their nights, as availability counts them: confirmed, and received within
// their hold) and the blocks its links imported. Three feeds:
//
// - The facility's: every night any unit is taken. One event per stay, one per imported block.
// - Unit N's (Booking.com lists one unit per room): the nights unit N cannot be sold there. Imports
//   name their unit, and so do the stays the desk placed on one (issue 54: each whole on its unit,
//   which it takes as an import does); requests waiting for an answer, and stays no unit was free
//   for, do not (a guest asks for the facility), so a night's requests are
//   placed on its units by one rule: on each night, the units imports took are theirs, and the
//   night's requests take the remaining units from the highest number down, in the order they
//   arrive (first night, then the longest, then the id: the same order every time). Links take
//   the lowest units first (rules.ts linkUnit), so requests fill the units no booking site sells
//   before those it does. Whatever the rule, each night the feeds of the C units together close
//   exactly min(C, units imported + requests) units: a booking site can sell only a unit that is
//   truly free, and never more of them than are. A request keeps its unit while the nights before
//   it allow; when an earlier stay ends, a later one may move up a unit for its remaining nights
//   (its event on each unit is then that part, the booking sites read the feed again).
// - A link's: its unit's, minus the nights imported from that link, so an import never goes back
//   to the site it came from (the requests' placement is the unit's own: the link's imports still
//   take their unit, the request is on another).
//
// Nothing of the guest and nothing of a feed's text: a stay's UID is a hash of its id (the id is
// the guest's key to their request), a block's a hash of its link and its feed's UID; SUMMARY is
// "Reserved" for a stay and "Not available" for an import.
import { createHash } from 'node:crypto'
import { addDays } from '../../../contract/calendar-date'
import type { ExportEvent } from './feed-export'
import type { ExportBlock } from './repository'

/** A request holding its nights: its id, its first day and the day after its last. */
export interface HeldStay {
  reservation_id: string
  date_from: string
  occupied_until: string
  /** The unit the desk placed it on (issue 54); null or absent: none (a request, or not placed). */
  unit?: number | null
}

/** Which feed: the facility's, a unit's, or a link's (its unit's, without its own imports). */
export type FeedTarget =
  | { kind: 'facility' }
  | { kind: 'unit'; unit: number }
  | { kind: 'link'; unit: number; linkId: string }

export const RESERVED = 'Reserved'
export const NOT_AVAILABLE = 'Not available'

export interface ExportEventsInput {
  /** How many units the facility has. */
  capacity: number
  stays: readonly HeldStay[]
  blocks: readonly ExportBlock[]
  target: FeedTarget
  /** The UIDs' right-hand side (the site's host name). */
  uidDomain: string
}

/** 22 base64url characters (132 bits) of a hash: stable, unique, and saying nothing. */
const digest = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 22)

export const stayUid = (reservationId: string, domain: string) =>
  `${digest('stay', reservationId)}@${domain}`

export const blockUid = (linkId: string, uid: string, domain: string) =>
  `${digest('block', linkId, uid)}@${domain}`

/** The arrival order the placement follows: first night, then the longest, then the id. */
const arrivalOrder = (a: HeldStay, b: HeldStay) =>
  a.date_from.localeCompare(b.date_from) ||
  b.occupied_until.localeCompare(a.occupied_until) ||
  a.reservation_id.localeCompare(b.reservation_id)

export function exportEvents(input: ExportEventsInput): ExportEvent[] {
  const { stays, blocks, target, uidDomain } = input
  const blockEvent = (b: ExportBlock): ExportEvent => ({
    uid: blockUid(b.link_id, b.uid, uidDomain),
    from: b.date_from,
    to: b.occupied_until,
    summary: NOT_AVAILABLE,
  })
  if (target.kind === 'facility') {
    return [
      ...[...stays].sort(arrivalOrder).map((s) => ({
        uid: stayUid(s.reservation_id, uidDomain),
        from: s.date_from,
        to: s.occupied_until,
        summary: RESERVED,
      })),
      ...blocks.map(blockEvent),
    ]
  }
  const own = target.kind === 'link' ? target.linkId : undefined
  const imported = blocks.filter((b) => b.unit === target.unit && b.link_id !== own).map(blockEvent)
  // A stay placed on a unit (issue 54) is on that unit's feed whole, and takes the unit as an
  // import does when the others are placed by the rule.
  const placed = stays.filter((s) => s.unit !== null && s.unit !== undefined)
  const unplaced = stays.filter((s) => s.unit === null || s.unit === undefined)
  const placedOn = placed
    .filter((s) => s.unit === target.unit)
    .sort(arrivalOrder)
    .map((s) => ({
      uid: stayUid(s.reservation_id, uidDomain),
      from: s.date_from,
      to: s.occupied_until,
      summary: RESERVED,
    }))
  const taking: ExportBlock[] = placed.map((s) => ({
    facility_id: '',
    link_id: '',
    link_name: '',
    uid: '',
    unit: s.unit!,
    date_from: s.date_from,
    occupied_until: s.occupied_until,
  }))
  return [
    ...imported,
    ...placedOn,
    ...staysOnUnit(input.capacity, unplaced, [...blocks, ...taking], target.unit, uidDomain),
  ]
}

/**
 * The parts of the stays placed on `unit` (the module's rule), one event per stay and run of
 * nights: the stay's UID when the run is the whole stay, else the UID and the run's first night.
 */
function staysOnUnit(
  capacity: number,
  stays: readonly HeldStay[],
  blocks: readonly ExportBlock[],
  unit: number,
  uidDomain: string,
): ExportEvent[] {
  if (unit > capacity || stays.length === 0) return []
  // Each night's requests, in arrival order, and the units imports took above `unit` or on it.
  const byNight = new Map<string, HeldStay[]>()
  for (const stay of [...stays].sort(arrivalOrder)) {
    for (let day = stay.date_from; day < stay.occupied_until; day = addDays(day, 1)) {
      const list = byNight.get(day)
      if (list) list.push(stay)
      else byNight.set(day, [stay])
    }
  }
  const nights = [...byNight.keys()].sort()
  const first = nights[0]!
  const end = addDays(nights.at(-1)!, 1)
  const importedFrom = new Map<string, Set<number>>()
  for (const block of blocks) {
    if (block.unit < unit || block.unit > capacity) continue
    // Only the nights some request holds matter: a long import is walked over those alone.
    const from = block.date_from > first ? block.date_from : first
    const until = block.occupied_until < end ? block.occupied_until : end
    for (let day = from; day < until; day = addDays(day, 1)) {
      if (!byNight.has(day)) continue // no request that night: nothing to place
      const units = importedFrom.get(day)
      if (units) units.add(block.unit)
      else importedFrom.set(day, new Set([block.unit]))
    }
  }
  // Night by night, the stay on `unit`: requests take the free units from the highest down.
  const onUnit: { stay: HeldStay; day: string }[] = []
  for (const day of nights) {
    const requests = byNight.get(day)!
    const taken = importedFrom.get(day)
    if (taken?.has(unit)) continue
    const freeAbove = capacity - unit - (taken?.size ?? 0)
    const stay = requests[freeAbove]
    if (stay) onUnit.push({ stay, day })
  }
  // Consecutive nights of one stay make one event.
  const parts: { stay: HeldStay; from: string; to: string }[] = []
  for (const { stay, day } of onUnit) {
    const last = parts.at(-1)
    if (last && last.stay === stay && last.to === day) last.to = addDays(day, 1)
    else parts.push({ stay, from: day, to: addDays(day, 1) })
  }
  return parts.map(({ stay, from, to }) => {
    const whole = from === stay.date_from && to === stay.occupied_until
    // A part of a stay is told from its other parts (on other units) by its first night.
    const uid = stayUid(whole ? stay.reservation_id : `${stay.reservation_id}\0${from}`, uidDomain)
    return { uid, from, to, summary: RESERVED }
  })
}
