import { describe, expect, it } from 'vitest'
import type { CalendarBar } from '../../../../contract/staff-calendar'
import { placeBars } from './lanes'

const dates = ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']
const bar = (id: string, from: string, until: string): CalendarBar => ({
  reservation_id: id,
  reference: null,
  name: id,
  status: 'received',
  from,
  to: until,
  until,
})

describe('bars in lanes', () => {
  it('puts overlapping bars on separate lanes and gives each name the free run after it', () => {
    const placed = placeBars(
      [
        bar('a', '2026-02-26', '2026-02-27'), // one night
        bar('b', '2026-02-26', '2026-02-28'), // overlaps a: the second lane
        bar('c', '2026-02-28', '2026-03-01'), // after a on the first lane
        bar('d', '2026-03-02', '2026-03-05'), // runs past the window
      ],
      dates,
    )
    expect(
      placed.map(({ bar: b, lane, first, last, room }) => [b.name, lane, first, last, room]),
    ).toEqual([
      ['a', 0, 0, 0, 2], // up to c, two columns later
      ['b', 1, 0, 1, 5], // nothing after it on its lane: the window's end
      ['c', 0, 2, 2, 2], // up to d
      ['d', 0, 4, 4, 1],
    ])
  })
  it('leaves out bars outside the window and starts one begun before it at the first column', () => {
    const placed = placeBars(
      [bar('gone', '2026-02-20', '2026-02-26'), bar('long', '2026-02-20', '2026-02-28')],
      dates,
    )
    expect(placed.map((p) => [p.bar.name, p.first, p.last, p.room])).toEqual([['long', 0, 1, 5]])
  })
})
