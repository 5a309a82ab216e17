import { describe, expect, it } from 'vitest'
import { guestsText } from './facility-guests'

describe('guestsText', () => {
  it('says how many a room or an apartment sleeps', () => {
    expect(guestsText({ type: 'room', guests: 2 })).toBe('Sleeps 2 guests')
    expect(guestsText({ type: 'apartment', guests: 1 })).toBe('Sleeps 1 guest')
  })
  it('says how many an activity centre holds', () => {
    expect(guestsText({ type: 'activityCenter', guests: 120 })).toBe('Up to 120 guests')
  })
  it('says nothing when the catalogue does not know', () => {
    expect(guestsText({ type: 'room' })).toBeUndefined()
  })
})
