// A confirmed stay's bar says whether it is paid (issue 53): from the schedule it was confirmed
// with and what its payments add up to; nothing for a request waiting or a stay with no price.
import { describe, expect, it } from 'vitest'
import { DEFAULT_POLICY } from '../../../contract/payment-terms'
import { barMoney, calendarRows, type HoldingRow } from './calendar'

const terms = JSON.stringify({
  grand_total: 100_000,
  deposit: 30_000,
  deposit_due_by: '2026-06-01T10:00:00.000Z',
  balance_due_by: '2026-06-10',
  policy: DEFAULT_POLICY,
})

const row = (over: Partial<HoldingRow> = {}): HoldingRow => ({
  reservation_id: 'r1',
  reference: 'WKW6M38CKW',
  name: 'Ada Obi',
  status: 'confirmed',
  facility_id: 'f1',
  date_from: '2026-06-10',
  date_to: '2026-06-12',
  occupied_until: '2026-06-12',
  payment_terms: terms,
  ...over,
})

describe("a calendar bar's money", () => {
  it('is unpaid, part paid or paid as the payments kept add up', () => {
    expect(barMoney(row(), undefined)).toBe('unpaid')
    expect(barMoney(row(), { paid: 30_000, refunded: 0 })).toBe('part_paid')
    expect(barMoney(row(), { paid: 100_000, refunded: 0 })).toBe('paid')
    // All paid, then all given back: nothing is kept.
    expect(barMoney(row(), { paid: 100_000, refunded: 100_000 })).toBe('unpaid')
  })

  it('is not said for a request waiting, or a stay with no price agreed', () => {
    expect(barMoney(row({ status: 'received' }), undefined)).toBeUndefined()
    expect(barMoney(row({ payment_terms: null }), undefined)).toBeUndefined()
    expect(barMoney(row({ payment_terms: 'not json' }), undefined)).toBeUndefined()
  })

  it("rides on the facility's bars, read from the window's totals", () => {
    const facility = {
      _id: 'f1',
      name: 'Garden Room',
      type: 'room',
      capacity: 2,
    } as Parameters<typeof calendarRows>[0][number]
    const rows = [row(), row({ reservation_id: 'r2', status: 'received', payment_terms: null })]
    const [garden] = calendarRows(
      [facility],
      rows,
      '2026-06-10',
      3,
      [],
      new Map([['r1', { paid: 100_000, refunded: 0 }]]),
    )
    expect(garden!.bars.map((b) => b.money)).toEqual(['paid', undefined])
    expect('money' in garden!.bars[1]!).toBe(false)
  })
})
