// The money rules of issue 53, worked out by hand: taxes included and added as shares of one net
// price, rounded half up once; deposits; the schedule's deadlines; what a cancellation gives back.
import { describe, expect, it } from 'vitest'
import {
  cancelTerms,
  DEFAULT_POLICY,
  depositOf,
  firstNightOf,
  moneyState,
  policyFor,
  scheduleOf,
  taxesOn,
  type PaymentPolicy,
} from './payment-terms'
import { ENGLISH_POLICY_WORDS, policySentences } from './payment-policy-words'

const VAT = { name: 'VAT', rate: 7.5, included: false }
const CT = { name: 'Consumption tax', rate: 5, included: false }

describe('taxesOn', () => {
  it('adds each added tax on the price, and nothing without taxes', () => {
    expect(taxesOn(9_000_000, [])).toEqual({ taxes: [], grand_total: 9_000_000 })
    expect(taxesOn(9_000_000, [VAT, CT])).toEqual({
      taxes: [
        { ...VAT, amount: 675_000 },
        { ...CT, amount: 450_000 },
      ],
      grand_total: 10_125_000,
    })
  })
  it('takes an included tax out of the price as a share of the net price: 100 / 1.075', () => {
    // 10,000 kobo include 7.5 %: net 9,302.33, tax 697.67 -> 698.
    expect(taxesOn(10_000, [{ ...VAT, included: true }])).toEqual({
      taxes: [{ ...VAT, included: true, amount: 698 }],
      grand_total: 10_000,
    })
    // Both included: net = 10,000 / 1.125 = 8,888.89; 666.67 -> 667 and 444.44 -> 444.
    const both = taxesOn(10_000, [
      { ...VAT, included: true },
      { ...CT, included: true },
    ])
    expect(both.taxes.map((t) => t.amount)).toEqual([667, 444])
    expect(both.grand_total).toBe(10_000)
  })
  it('rounds half up once, in whole kobo, past the exact range of a float product', () => {
    // 1 kobo at 50 %: 0.5 -> 1.
    expect(taxesOn(1, [{ name: 'x', rate: 50, included: false }]).grand_total).toBe(2)
    const big = 9_000_000_000_000_000
    expect(taxesOn(big, [VAT]).taxes[0]!.amount).toBe(675_000_000_000_000)
  })
})

const price = {
  nights: [{ amount: 4_500_000 }, { amount: 6_000_000 }],
  total: 11_000_000,
  grand_total: 11_825_000,
}

describe('deposits', () => {
  it('a share of what the guest pays, the first night with its share of extras and taxes, a fixed amount never past the price', () => {
    expect(depositOf({ kind: 'none' }, price)).toBe(0)
    expect(depositOf({ kind: 'percent', percent: 30 }, price)).toBe(3_547_500)
    // First night 4,500,000 + half of the 500,000 extra guests = 4,750,000, × 1.075 = 5,106,250.
    expect(firstNightOf(price)).toBe(5_106_250)
    expect(depositOf({ kind: 'first_night' }, price)).toBe(5_106_250)
    expect(depositOf({ kind: 'fixed', amount: 2_000_000 }, price)).toBe(2_000_000)
    expect(depositOf({ kind: 'fixed', amount: 99_000_000 }, price)).toBe(11_825_000)
  })
})

describe('the schedule', () => {
  const confirmedAt = new Date('2026-12-01T10:00:00Z')
  const arrivalStart = new Date('2026-12-10T00:00:00Z')
  const policy: PaymentPolicy = {
    ...DEFAULT_POLICY,
    deposit: { kind: 'percent', percent: 50 },
    pay_within_hours: 48,
    balance: { kind: 'days_before', days: 3 },
  }
  it('the deposit within the hours, the balance N days before arrival', () => {
    expect(
      scheduleOf(policy, price, {
        from: '2026-12-10',
        confirmedAt,
        today: '2026-12-01',
        arrivalStart,
      }),
    ).toEqual({
      grand_total: 11_825_000,
      deposit: 5_912_500,
      deposit_due_by: '2026-12-03T10:00:00.000Z',
      balance_due_by: '2026-12-07',
    })
  })
  it('never after the arrival begins, never before today; no deadline without a deposit', () => {
    const soon = scheduleOf(policy, price, {
      from: '2026-12-02',
      confirmedAt,
      today: '2026-12-01',
      arrivalStart: new Date('2026-12-02T00:00:00Z'),
    })
    expect(soon.deposit_due_by).toBe('2026-12-02T00:00:00.000Z')
    expect(soon.balance_due_by).toBe('2026-12-01')
    const none = scheduleOf(DEFAULT_POLICY, price, {
      from: '2026-12-10',
      confirmedAt,
      today: '2026-12-01',
      arrivalStart,
    })
    expect(none).toMatchObject({ deposit: 0, deposit_due_by: null, balance_due_by: '2026-12-10' })
  })
  it('what is due and left of the deposit, from what was paid and kept', () => {
    const schedule = scheduleOf(policy, price, {
      from: '2026-12-10',
      confirmedAt,
      today: '2026-12-01',
      arrivalStart,
    })
    expect(moneyState(schedule, 3_000_000, 0)).toMatchObject({
      due: 8_825_000,
      deposit_due: 2_912_500,
    })
    expect(moneyState(schedule, 12_000_000, 175_000)).toMatchObject({ due: 0, deposit_due: 0 })
  })
})

describe('cancelling', () => {
  const policy = policyFor({ free_cancel_days: 7, late_cancel_fee: { kind: 'first_night' } })
  const paid = { paid: 6_000_000, refunded: 0 }
  it('free until N days before arrival, the fee after; the hotel cancelling gives all back', () => {
    expect(
      cancelTerms(policy, price, paid, { today: '2026-12-03', from: '2026-12-10', byHotel: false }),
    ).toEqual({
      free: true,
      fee: 0,
      refund: 6_000_000,
    })
    expect(
      cancelTerms(policy, price, paid, { today: '2026-12-04', from: '2026-12-10', byHotel: false }),
    ).toEqual({
      free: false,
      fee: 5_106_250,
      refund: 893_750,
    })
    expect(
      cancelTerms({ ...policy, late_cancel_fee: { kind: 'all' } }, price, paid, {
        today: '2026-12-09',
        from: '2026-12-10',
        byHotel: false,
      }).refund,
    ).toBe(0)
    expect(
      cancelTerms(policy, price, paid, { today: '2026-12-09', from: '2026-12-10', byHotel: true })
        .refund,
    ).toBe(6_000_000)
  })
})

describe('the policy in words', () => {
  it('says the deposit, the balance, cancellation and a release', () => {
    const words = policySentences(
      policyFor({
        deposit: { kind: 'fixed', amount: 2_000_000 },
        balance: { kind: 'days_before', days: 1 },
        free_cancel_days: 7,
        late_cancel_fee: { kind: 'percent', percent: 50 },
        unpaid: 'release',
      }),
      ENGLISH_POLICY_WORDS,
      (amount) => `₦${amount / 100}`,
    )
    expect(words).toEqual([
      "A deposit of ₦20000 is due within 48 hours of the hotel's confirmation.",
      'The rest is due 1 day before arrival.',
      'Free cancellation until 7 days before arrival; after that, 50% of the price is charged.',
      'A deposit not paid in time cancels the booking.',
    ])
  })
})
