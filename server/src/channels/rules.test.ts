import { describe, expect, it } from 'vitest'
import { linkUnit } from './rules'

describe('the unit a new link takes', () => {
  it('is the first unit with no link yet, else unit 1', () => {
    expect(linkUnit(3, [])).toBe(1)
    expect(linkUnit(3, [1, 1])).toBe(2)
    expect(linkUnit(3, [2, 1])).toBe(3)
    expect(linkUnit(3, [1, 2, 3])).toBe(1)
  })

  it('is the one asked for within the capacity; beyond it, refused with a sentence', () => {
    expect(linkUnit(3, [1], 1)).toBe(1)
    expect(linkUnit(3, [], 3)).toBe(3)
    for (const asked of [0, 4, -1, 1.5]) {
      expect(() => linkUnit(3, [], asked)).toThrow(
        expect.objectContaining({ code: 'unit_out_of_range' }),
      )
    }
    expect(() => linkUnit(1, [], 2)).toThrow('This facility has 1 unit: the unit must be 1, not 2.')
  })
})
