import { describe, expect, it } from 'vitest'
import { stayLength } from './paper-words'

describe('a stay’s length on paper', () => {
  it('counts a room’s nights', () => {
    expect(stayLength({ from: '2026-12-10', to: '2026-12-12', nights: 2 })).toBe('2 nights')
    expect(stayLength({ from: '2026-12-10', to: '2026-12-11', nights: 1 })).toBe('1 night')
  })
  it('counts an activity centre’s days, its last day included', () => {
    expect(stayLength({ from: '2026-12-10', to: '2026-12-10', nights: 1 })).toBe('1 day')
    expect(stayLength({ from: '2026-12-10', to: '2026-12-12', nights: 3 })).toBe('3 days')
  })
})
