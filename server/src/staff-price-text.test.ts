import { describe, expect, it } from 'vitest'
import type { Quote } from '../../contract/rates'
import { eventPriceText, staffMoney, staffPriceText } from './staff-price-text'

const quote: Quote = {
  currency: 'NGN',
  nights: [
    { date: '2026-12-10', amount: 4_500_000 },
    { date: '2026-12-11', amount: 5_000_050 },
    { date: '2026-12-12', amount: 5_000_050 },
  ],
  extra_guests: { count: 2, amount: 1_800_000 },
  total: 16_300_100,
}

describe("the staff's words for a request's price", () => {
  it('writes amounts as the hotel writes them in English (en-NG), kobo only when there are any', () => {
    expect(staffMoney(4_500_000, 'NGN')).toBe('₦45,000')
    expect(staffMoney(4_500_050, 'NGN')).toBe('₦45,000.50')
  })

  it('gives the total quoted, the runs of nights at one price and the extra guests', () => {
    expect(staffPriceText(4, quote, 'night', 'received')).toEqual({
      guests: '4',
      price: '₦163,001 quoted for 3 nights, to be confirmed',
      breakdown: [
        '10 Dec 2026: ₦45,000',
        '11 to 12 Dec 2026: 2 nights × ₦50,000.50',
        '2 extra guests: ₦18,000',
      ],
    })
  })

  it('counts days for a facility let by the day, and leaves out extra guests when there are none', () => {
    const day = { ...quote, nights: quote.nights.slice(1), extra_guests: { count: 0, amount: 0 } }
    expect(staffPriceText(1, { ...day, total: 10_000_100 }, 'day', 'received')).toEqual({
      guests: '1',
      price: '₦100,001 quoted for 2 days, to be confirmed',
      breakdown: ['11 to 12 Dec 2026: 2 days × ₦50,000.50'],
    })
  })

  it("says the stay's price once confirmed, and the price it was quoted once declined", () => {
    expect(staffPriceText(4, quote, 'night', 'confirmed').price).toBe('₦163,001 for 3 nights')
    expect(staffPriceText(4, quote, 'night', 'declined').price).toBe(
      '₦163,001 was quoted for 3 nights',
    )
    // The breakdown is the same whatever the status: the quote does not change.
    expect(staffPriceText(4, quote, 'night', 'confirmed').breakdown).toEqual(
      staffPriceText(4, quote, 'night', 'received').breakdown,
    )
  })

  it('says why there is no price, and leaves the guests out when the request did not say', () => {
    expect(staffPriceText(null, null, 'night', 'confirmed')).toEqual({
      guests: undefined,
      price: 'no price: the facility had none when the request arrived',
      breakdown: [],
    })
  })

  it("reads a notification's data, and an event from before prices has no price text", () => {
    expect(eventPriceText({ facility_type: 'room', guests: 4, quote }, 'received')?.price).toBe(
      '₦163,001 quoted for 3 nights, to be confirmed',
    )
    expect(
      eventPriceText({ facility_type: 'activityCenter', guests: 2, quote }, 'cancelled')?.price,
    ).toBe('₦163,001 was quoted for 3 days')
    expect(eventPriceText({ facility_type: 'room', guests: 2, quote: null }, 'received')).toEqual({
      guests: '2',
      price: 'no price: the facility had none when the request arrived',
      breakdown: [],
    })
    expect(eventPriceText({ facility_type: 'room' }, 'received')).toBeUndefined()
  })
})
