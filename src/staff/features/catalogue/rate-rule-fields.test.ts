// The rate form's fields made into a change (issue 51): filled with what the rule holds, only the
// fields the owner changed are sent, an emptied one cleared; "Add a rule" on the base sends only
// what was typed.
import { describe, expect, it } from 'vitest'
import { rateRule } from '../../../../contract/rate-rule-fixture'
import { changesOf, emptyRateValues, typedChanges, valuesOf } from './rate-rule-fields'

const base = rateRule({
  nightly: 4_500_050,
  extra_guest: 1_000_000,
  included_guests: 2,
  min_stay: 2,
})

describe('the rate form as a change', () => {
  it('is filled with what the rule holds, amounts in the major unit', () => {
    expect(valuesOf(base, 'NGN')).toMatchObject({
      nightly: '45000.50',
      extra_guest: '10000',
      included_guests: '2',
      min_stay: '2',
      max_stay: '',
      closed_arrival: false,
    })
  })

  it('sends only the fields changed; an emptied field is cleared', () => {
    const values = valuesOf(base, 'NGN')
    expect(changesOf(values, base, 'NGN')).toEqual({ changes: {} })
    expect(changesOf({ ...values, nightly: '50000' }, base, 'NGN')).toEqual({
      changes: { nightly: 5_000_000 },
    })
    expect(changesOf({ ...values, min_stay: ' ', closed_arrival: true }, base, 'NGN')).toEqual({
      changes: { min_stay: null, closed_arrival: true },
    })
    expect(changesOf({ ...values, max_stay: 'ten' }, base, 'NGN')).toEqual({
      problem: 'The longest stay: write a whole number, 1 or more.',
    })
  })

  it('"Add a rule" on the base: only what was typed', () => {
    const typed = { ...emptyRateValues(), nightly: '50000' }
    expect(typedChanges(typed, 'NGN')).toEqual({ changes: { nightly: 5_000_000 } })
    expect(typedChanges({ ...typed, closed_arrival: true, min_stay: '3' }, 'NGN')).toEqual({
      changes: { nightly: 5_000_000, min_stay: 3, closed_arrival: true },
    })
    expect(typedChanges({ ...typed, nightly: '45 000 naira' }, 'NGN')).toEqual({
      problem: 'The price: write an amount such as 45000 or 45000.50.',
    })
  })
})
