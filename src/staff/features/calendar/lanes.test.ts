import { describe, expect, it } from 'vitest'
import type { CalendarBar, CalendarImport, CalendarRow } from '../../../../contract/staff-calendar'
import { laneName } from './calendar-words'
import { placeBars, rowLanes } from './lanes'

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

describe('lanes by unit', () => {
  const stay = (id: string, from: string, until: string, unit: number | null) => ({
    ...bar(id, from, until),
    status: 'confirmed' as const,
    unit,
  })
  const blocked = (channel: string, unit: number, from: string, until: string): CalendarImport => ({
    link_id: channel,
    channel,
    unit,
    from,
    until,
  })
  const row = (over: Partial<CalendarRow>): CalendarRow => ({
    facility_id: 'garden',
    name: 'Garden Room',
    type: 'room',
    unit: 'night',
    capacity: 3,
    cells: [],
    bars: [],
    ...over,
  })
  const units: CalendarRow['units'] = [
    { number: 2, name: 'Room 14', state: 'dirty' },
    { number: 1, name: 'Room 12', state: 'clean' },
    { number: 3, name: 'Room 15', state: 'out_of_order' },
  ]
  const drawn = (r: CalendarRow) => {
    const { placed, lanes } = rowLanes(r, dates)
    return {
      lanes: lanes?.map(laneName),
      bars: placed.map((p) => [
        'name' in p.bar ? p.bar.name : p.bar.channel,
        p.lane,
        p.first,
        p.room,
      ]),
    }
  }

  it('draws a lane per unit by number, its bars and blocks on it, and what has none under them', () => {
    expect(
      drawn(
        row({
          units,
          bars: [
            stay('ada', '2026-02-26', '2026-02-28', 2),
            stay('bola', '2026-02-26', '2026-02-27', null), // waiting for a unit
            stay('chi', '2026-02-28', '2026-03-02', 1),
          ],
          imports: [
            blocked('Out of order', 3, '2026-02-26', '2026-03-05'),
            blocked('Airbnb', 2, '2026-03-01', '2026-03-03'),
          ],
        }),
      ),
    ).toEqual({
      lanes: ['Room 12', 'Room 14, dirty', 'Room 15, out of order', 'No unit'],
      bars: [
        ['chi', 0, 2, 3],
        ['ada', 1, 0, 3], // up to Airbnb's block on the same unit
        ['Airbnb', 1, 3, 2],
        ['Out of order', 2, 0, 5],
        ['bola', 3, 0, 5],
      ],
    })
  })
  it('gives a unit a second lane where two of its bars overlap, and no "No unit" lane when all have one', () => {
    const r = row({
      units: [{ number: 1, name: 'Room 12', state: 'clean' }],
      bars: [stay('ada', '2026-02-26', '2026-02-28', 1)],
      imports: [blocked('Booking.com', 1, '2026-02-27', '2026-03-01')],
    })
    expect(drawn(r)).toEqual({
      lanes: ['Room 12', 'Room 12'],
      bars: [
        ['ada', 0, 0, 5],
        ['Booking.com', 1, 1, 4],
      ],
    })
  })
  it('draws as before when the server names no units: requests first, then the sites’ blocks', () => {
    const r = row({
      bars: [stay('ada', '2026-02-26', '2026-02-28', null)],
      imports: [blocked('Airbnb', 1, '2026-02-26', '2026-02-27')],
    })
    expect(drawn(r)).toEqual({
      lanes: undefined,
      bars: [
        ['ada', 0, 0, 5],
        ['Airbnb', 1, 0, 5],
      ],
    })
  })
})
