import { describe, expect, it } from 'vitest'
import { endsSentence, statesToOffer, unitDayWords } from './housekeeping-words'

const day = (over: Partial<Parameters<typeof unitDayWords>[0]> = {}) => ({
  departure: null,
  arrival: null,
  stay_over: false,
  ...over,
})

describe('what a unit’s day holds, in words', () => {
  it('says each coming and going', () => {
    expect(unitDayWords(day({ departure: 'gone' }))).toBe('Left today')
    expect(unitDayWords(day({ departure: 'waiting' }))).toBe('Leaving today')
    expect(unitDayWords(day({ arrival: 'expected' }))).toBe('Arriving today')
    expect(unitDayWords(day({ arrival: 'arrived' }))).toBe('Arrived today')
    expect(unitDayWords(day({ stay_over: true }))).toBe('Staying')
  })
  it('puts a departure before the arrival that follows it', () => {
    expect(unitDayWords(day({ departure: 'gone', arrival: 'expected' }))).toBe(
      'Left today · Arriving today',
    )
    expect(unitDayWords(day({ departure: 'waiting', arrival: 'expected' }))).toBe(
      'Leaving today · Arriving today',
    )
  })
  it('says so when nobody comes or goes', () => {
    expect(unitDayWords(day())).toBe('No guest today')
  })
})

describe('the states a person may set', () => {
  it('offers housekeeping clean and out of order, never the state the unit is in', () => {
    expect(statesToOffer('housekeeping', 'dirty')).toEqual(['clean', 'out_of_order'])
    expect(statesToOffer('housekeeping', 'clean')).toEqual(['out_of_order'])
    expect(statesToOffer('housekeeping', 'out_of_order')).toEqual(['clean'])
  })
  it('offers the desk and the owner dirty and inspected too', () => {
    expect(statesToOffer('frontdesk', 'clean')).toEqual(['inspected', 'dirty', 'out_of_order'])
    expect(statesToOffer('owner', 'out_of_order')).toEqual(['clean', 'inspected', 'dirty'])
  })
})

describe('a reason as typed', () => {
  it('is not given a second full stop when it ends its own sentence', () => {
    expect(endsSentence('The plumber is booked.')).toBe(true)
    expect(endsSentence('Leaks again! ')).toBe(true)
    expect(endsSentence('Broken window')).toBe(false)
    expect(endsSentence(null)).toBe(false)
  })
})
