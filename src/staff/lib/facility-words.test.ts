import { describe, expect, it } from 'vitest'
import { howMany, kindOne, kindPlural, takesGuests } from './facility-words'

describe("a facility's numbers in the hotel's words", () => {
  it('counts rooms, apartments and activity centres, one and many', () => {
    expect(howMany('room', 3)).toBe('3 rooms')
    expect(howMany('room', 1)).toBe('1 room')
    expect(howMany('apartment', 2)).toBe('2 apartments')
    expect(howMany('activityCenter', 1)).toBe('1 activity centre')
    expect(howMany('activityCenter', 4)).toBe('4 activity centres')
    expect(kindPlural('apartment')).toBe('apartments')
    expect(kindOne('activityCenter')).toBe('activity centre')
  })
  it('says what one takes: a room sleeps, an activity centre holds', () => {
    expect(takesGuests('room', 2)).toBe('sleeps 2')
    expect(takesGuests('apartment', 6)).toBe('sleeps 6')
    expect(takesGuests('activityCenter', 40)).toBe('holds 40')
  })
})
