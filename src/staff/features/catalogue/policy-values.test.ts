// The payment policy's form (issue 53): filled from the policy, read back whole, and a field that
// cannot be read said in a sentence before anything is sent.
import { describe, expect, it } from 'vitest'
import { DEFAULT_POLICY, type PaymentPolicy } from '../../../../contract/payment-terms'
import { policyOf, policyValues } from './policy-values'
import { taxRateOf, taxWords } from './taxes-section'

const POLICY: PaymentPolicy = {
  deposit: { kind: 'fixed', amount: 2_000_050 },
  pay_within_hours: 48,
  balance: { kind: 'days_before', days: 7 },
  free_cancel_days: 14,
  late_cancel_fee: { kind: 'percent', percent: 50 },
  unpaid: 'release',
}

describe("the payment policy's form", () => {
  it('reads back the policy it was filled with', () => {
    for (const policy of [POLICY, DEFAULT_POLICY]) {
      const values = policyValues(policy, 'NGN')
      expect(policyOf(values, 'NGN')).toEqual({ policy })
    }
    expect(policyValues(POLICY, 'NGN').depositAmount).toBe('20000.50')
  })

  it('says the first field it cannot read', () => {
    const values = policyValues(POLICY, 'NGN')
    expect(policyOf({ ...values, deposit: 'percent', depositPercent: '130' }, 'NGN')).toEqual({
      problem: "The deposit's share: a whole number from 1 to 100.",
    })
    expect(policyOf({ ...values, depositAmount: '20 000 naira' }, 'NGN')).toEqual({
      problem: "The deposit's amount: write an amount such as 20000.",
    })
    expect(policyOf({ ...values, freeCancelDays: '-1' }, 'NGN')).toEqual({
      problem: 'Free cancellation: a whole number from 0 to 365.',
    })
    // A field of a choice not made is not read.
    expect(policyOf({ ...values, deposit: 'none', depositAmount: 'x' }, 'NGN')).toMatchObject({
      policy: { deposit: { kind: 'none' } },
    })
  })
})

describe('a tax', () => {
  it('is typed as a percentage with up to two decimals, and said in words', () => {
    expect(taxRateOf('7.5')).toBe(7.5)
    expect(taxRateOf('7,5')).toBe(7.5)
    expect(taxRateOf('5')).toBe(5)
    expect(taxRateOf('0')).toBeUndefined()
    expect(taxRateOf('7.555')).toBeUndefined()
    expect(taxRateOf('101')).toBeUndefined()
    expect(taxWords({ name: 'VAT', rate: 7.5, included: true })).toBe(
      'VAT: 7.5%, included in the prices',
    )
  })
})
