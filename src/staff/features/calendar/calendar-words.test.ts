import { describe, expect, it } from 'vitest'
import { barTitle, cellName, cellShort, dayHead, rangeLabel } from './calendar-words'

const cell = (held: number, confirmed: number, imported?: number) => ({
  date: '2026-11-26',
  held,
  confirmed,
  ...(imported !== undefined && { imported }),
})

describe('a calendar cell in words', () => {
  it('says free, how many of the capacity and by whom, or full', () => {
    expect(cellName('Garden Room', '2026-11-26', cell(1, 0), 3)).toBe(
      'Garden Room, Thu, 26 Nov: 1 of 3 held, waiting for an answer',
    )
    expect(cellName('Garden Room', '2026-11-26', cell(0, 0), 3)).toBe(
      'Garden Room, Thu, 26 Nov: free',
    )
    expect(cellName('Hall', '2026-11-26', cell(0, 1), 1)).toBe(
      'Hall, Thu, 26 Nov: full, 1 of 1 confirmed',
    )
    expect(cellName('Garden Room', '2026-11-26', cell(1, 2), 3)).toBe(
      'Garden Room, Thu, 26 Nov: full, 3 of 3: 2 confirmed, 1 held, waiting for an answer',
    )
    expect([cellShort(cell(0, 0), 3), cellShort(cell(1, 1), 3), cellShort(cell(2, 2), 3)]).toEqual([
      'Free',
      '2 of 3',
      'Full',
    ])
  })
  it('counts the units booking sites took as taken, and says them apart', () => {
    expect(cellName('Garden Room', '2026-11-26', cell(0, 0, 1), 3)).toBe(
      'Garden Room, Thu, 26 Nov: 1 of 3 taken on booking sites',
    )
    expect(cellName('Garden Room', '2026-11-26', cell(1, 0, 2), 3)).toBe(
      'Garden Room, Thu, 26 Nov: full, 3 of 3: 1 held, waiting for an answer, 2 taken on booking sites',
    )
    expect([cellShort(cell(0, 0, 1), 1), cellShort(cell(0, 1, 1), 3)]).toEqual(['Full', '2 of 3'])
  })
  it('names a window', () => {
    expect(rangeLabel('2026-11-26', '2026-12-09')).toBe('26 Nov – 9 Dec 2026')
    expect(rangeLabel('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027')
    expect(dayHead('2026-11-26')).toEqual({ top: 'Thu 26', month: 'Nov' })
  })
  it("says where a stay's guest is at the desk in its bar's title", () => {
    expect(
      barTitle({ name: 'Ada Obi', status: 'confirmed', money: 'paid', desk: 'checked_in' }),
    ).toBe('Ada Obi, paid, checked in')
    expect(barTitle({ name: 'Ada Obi', status: 'confirmed', desk: 'no_show' })).toBe(
      'Ada Obi, no-show',
    )
  })
})
