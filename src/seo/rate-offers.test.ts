// The Rates page's offers for search engines: a facility's base price in the major unit as a
// decimal string (kobo are never divided as floats), its unit a night in words or a day by code;
// a facility without a base price offers nothing, and a list without one has no offers at all.
import { describe, expect, it } from 'vitest'
import type { Facility } from '../../contract/facility'
import type { RateRule } from '../../contract/rates'
import { rateRule } from '../../contract/rate-rule-fixture'
import { rateOffers } from './rate-offers'

const base = (nightly: number) => rateRule({ nightly, included_guests: 2 })
const facility = (type: Facility['type'], rates?: RateRule[]): Facility => ({
  _id: `${type}-id`,
  type,
  name: `A ${type}`,
  desc: '',
  img: '/images/x.webp',
  capacity: 1,
  rates,
})

describe('rateOffers', () => {
  it('a room by the night, an activity centre by the day, a facility without rates left out', () => {
    const offers = rateOffers([
      facility('room', [base(4_500_050)]),
      facility('activityCenter', [base(20_000_000)]),
      facility('apartment'),
      facility('apartment', [{ ...base(9_000_000), days: ['fri'] }]),
    ])
    expect(offers).toEqual([
      {
        '@type': 'Offer',
        name: 'A room',
        itemOffered: { '@type': ['HotelRoom', 'Product'], name: 'A room' },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '45000.50',
          priceCurrency: 'NGN',
          unitText: 'night',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'night' },
        },
      },
      {
        '@type': 'Offer',
        name: 'A activityCenter',
        itemOffered: { '@type': 'Service', name: 'A activityCenter' },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '200000',
          priceCurrency: 'NGN',
          unitCode: 'DAY',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
        },
      },
    ])
  })

  it('none when no facility has a base price', () => {
    expect(rateOffers([facility('room'), facility('apartment')])).toBeUndefined()
  })
})
