import { describe, expect, it } from 'vitest'
import { parseUnitNames } from './unit-names'

describe('the units’ names as an owner types them', () => {
  it('reads one name a line, leaving out blank lines and spaces around', () => {
    expect(parseUnitNames('Room 12\n  Room 14 \n\nRoom 15\n')).toEqual({
      names: ['Room 12', 'Room 14', 'Room 15'],
    })
  })
  it('reads names separated by commas on one line', () => {
    expect(parseUnitNames('12, 14,15')).toEqual({ names: ['12', '14', '15'] })
  })
  it('keeps a comma inside a name when each has its line', () => {
    expect(parseUnitNames('Suite 1, sea view\r\nSuite 2, garden')).toEqual({
      names: ['Suite 1, sea view', 'Suite 2, garden'],
    })
  })
  it('says what the server would refuse', () => {
    expect(parseUnitNames(' \n , ').problem).toBe('Write at least one name.')
    expect(parseUnitNames('Room 1\nroom 1').problem).toBe(
      '“room 1” is written twice: each unit needs its own.',
    )
    expect(parseUnitNames('x'.repeat(41)).problem).toMatch(/longer than 40 characters/)
  })
})
