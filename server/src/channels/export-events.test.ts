// The placement rule of the units' feeds (export-events.ts), on nights the API tests do not reach
// easily: an overbooked night, a stay that moves up a unit when an earlier one leaves, a link on
// a unit the facility no longer has, two links on one unit. Whatever the nights, the units' feeds
// together close min(capacity, imported units + requests) units each night.
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween } from '../../../contract/calendar-date'
import { exportEvents, stayUid, type FeedTarget, type HeldStay } from './export-events'
import type { ExportBlock } from './repository'

const day = (n: number) => addDays('2027-03-01', n)
const stay = (id: string, from: number, to: number): HeldStay => ({
  reservation_id: id,
  date_from: day(from),
  occupied_until: day(to),
})
const block = (linkId: string, unit: number, from: number, to: number): ExportBlock => ({
  facility_id: 'f',
  link_id: linkId,
  link_name: linkId,
  unit,
  uid: `${linkId}-${from}`,
  date_from: day(from),
  occupied_until: day(to),
})
const feed = (capacity: number, stays: HeldStay[], blocks: ExportBlock[], target: FeedTarget) =>
  exportEvents({ capacity, stays, blocks, target, uidDomain: 'hotel.example' })
const nights = (events: { from: string; to: string }[]) =>
  events.flatMap((e) =>
    Array.from({ length: daysBetween(e.from, e.to) }, (_, i) => addDays(e.from, i)),
  )

describe('the units’ feeds', () => {
  it('close min(capacity, imports + requests) units each night, imports keeping their own', () => {
    const stays = [stay('a', 0, 3), stay('b', 1, 2), stay('c', 1, 4), stay('d', 2, 3)]
    // And on nights 5 and 6, an import on the top unit and one request.
    stays.push(stay('e', 5, 7))
    const blocks = [block('airbnb', 1, 0, 2), block('booking', 2, 2, 4), block('vrbo', 3, 5, 7)]
    const units = [1, 2, 3].map((unit) => nights(feed(3, stays, blocks, { kind: 'unit', unit })))
    const closed = (n: number) => units.filter((u) => u.includes(day(n))).length
    // Night 0: 1 import + 1 request; 1: 1 + 3 (overbooked); 2: 1 + 3 (overbooked); 3: 1 + 1;
    // 4: none; 5 and 6: 1 + 1.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(closed)).toEqual([2, 3, 3, 2, 0, 2, 2, 0])
    expect(units[0]).toEqual([day(0), day(1), day(2)])
    expect(units[1]).toEqual([day(2), day(3), day(1), day(5), day(6)])
    expect(units[2]).toEqual([day(5), day(6), day(0), day(1), day(2), day(3)])
  })

  it('gives a stay one event with its UID while it keeps a unit, and a part per unit when it moves', () => {
    // Two units: `a` arrives first and takes unit 2; `b` takes unit 1, then moves up when `a` leaves.
    const stays = [stay('a', 0, 2), stay('b', 1, 4)]
    const top = feed(2, stays, [], { kind: 'unit', unit: 2 })
    const bottom = feed(2, stays, [], { kind: 'unit', unit: 1 })
    expect(top.map((e) => [e.from, e.to])).toEqual([
      [day(0), day(2)],
      [day(2), day(4)],
    ])
    expect(top[0]!.uid).toBe(stayUid('a', 'hotel.example'))
    expect(bottom.map((e) => [e.from, e.to])).toEqual([[day(1), day(2)]])
    // The parts of `b` are two events, neither with the whole stay's UID nor with each other's.
    const parts = [top[1]!.uid, bottom[0]!.uid]
    expect(new Set([...parts, stayUid('b', 'hotel.example')]).size).toBe(3)
  })

  it('leaves a link’s own imports out of its feed, not another link’s on the same unit', () => {
    const blocks = [block('airbnb', 1, 0, 2), block('vrbo', 1, 1, 3)]
    const airbnb = feed(1, [], blocks, { kind: 'link', unit: 1, linkId: 'airbnb' })
    expect(nights(airbnb)).toEqual([day(1), day(2)])
    // The link's import still holds its unit: a request that night is on no unit (overbooked).
    const withRequest = feed(1, [stay('r', 0, 1)], blocks, {
      kind: 'link',
      unit: 1,
      linkId: 'airbnb',
    })
    expect(nights(withRequest)).toEqual([day(1), day(2)])
  })

  it('places no request on a unit the facility no longer has', () => {
    const events = feed(1, [stay('r', 0, 2)], [block('old', 2, 5, 6)], {
      kind: 'link',
      unit: 2,
      linkId: 'other',
    })
    expect(events.map((e) => [e.from, e.to, e.summary])).toEqual([
      [day(5), day(6), 'Not available'],
    ])
  })

  it('lists every stay and every block in the facility’s feed', () => {
    const events = feed(2, [stay('r', 0, 2)], [block('a', 1, 0, 1), block('b', 1, 0, 1)], {
      kind: 'facility',
    })
    expect(events.map((e) => e.summary)).toEqual(['Reserved', 'Not available', 'Not available'])
    expect(new Set(events.map((e) => e.uid)).size).toBe(3)
  })
})
