// A confirmed stay's bar says whether it is paid (issue 53), in a word and a mark, never by colour.
import { describe, expect, it } from 'vitest'
import { BAR_MONEY_WORDS, barTitle } from './calendar-words'

describe("a calendar bar's money", () => {
  it('is a word in its title and a mark before its name', () => {
    expect(barTitle({ name: 'Ada Obi', status: 'confirmed', money: 'part_paid' })).toBe(
      'Ada Obi, part paid',
    )
    expect(barTitle({ name: 'Ada Obi', status: 'confirmed' })).toBe('Ada Obi')
    expect(barTitle({ name: 'Bola Ade', status: 'received' })).toBe(
      'Bola Ade (waiting for an answer)',
    )
    const marks = Object.values(BAR_MONEY_WORDS).map((m) => m.mark)
    expect(new Set(marks).size).toBe(3)
  })
})
