import { describe, expect, it } from 'vitest'
import { RESERVATION_STATUSES } from './reservation-status'
import { counted, storedQuoteWords } from './stored-quote-words'

describe("the staff's words for a request's stored price", () => {
  it('quoted and to be confirmed while the hotel has not answered', () => {
    expect(storedQuoteWords('received', 8, 'night')).toBe('quoted for 8 nights, to be confirmed')
  })

  it("the stay's price once confirmed, and at a later step of a stay the list does not know yet", () => {
    expect(storedQuoteWords('confirmed', 8, 'night')).toBe('for 8 nights')
    expect(storedQuoteWords('checked_in', 1, 'night')).toBe('for 1 night')
  })

  it('the price it was quoted once declined, cancelled or expired', () => {
    for (const status of ['declined', 'cancelled', 'expired']) {
      expect(storedQuoteWords(status, 3, 'night')).toBe('was quoted for 3 nights')
    }
  })

  it('counts days for a facility let by the day, one without a plural', () => {
    expect(storedQuoteWords('confirmed', 2, 'day')).toBe('for 2 days')
    expect(storedQuoteWords('received', 1, 'day')).toBe('quoted for 1 day, to be confirmed')
    expect(counted(1, 'night')).toBe('1 night')
  })

  it('never says "to be confirmed" of a request the hotel has answered', () => {
    for (const status of RESERVATION_STATUSES.filter((s) => s !== 'received')) {
      expect(storedQuoteWords(status, 2, 'night')).not.toMatch(/to be confirmed/)
    }
  })
})
