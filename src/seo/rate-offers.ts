// The hotel's prices as search engines read them (issue 40): on the Rates page, each facility's
// base price as a schema.org Offer (the Hotel's `makesOffer`) with a UnitPriceSpecification: the
// price as a decimal string in the currency's major unit (never a float: contract/rates.ts
// majorAmountText), its currency, and its unit, a night (no UN/CEFACT code: unitText) or a day
// (unitCode DAY) for one such unit. Only what the page itself shows: the hotel's own prices.
import type { Facility } from '../../contract/facility'
import { isBase, majorAmountText } from '../../contract/rates'
import { stayUnit } from '../../contract/stay-rules'
import { hotel } from '../content/hotel'

/** schema.org's type for each kind of facility a guest sleeps in; activity centres are not. */
export const PLACE_TYPES: Partial<Record<Facility['type'], string>> = {
  room: 'HotelRoom',
  apartment: 'Apartment',
}

/** The unit of a price: one night (said in words) or one day (its code). */
const unitOf = (facility: Facility) =>
  stayUnit(facility.type) === 'night' ? { unitText: 'night' } : { unitCode: 'DAY' }

/** An Offer for each facility with a base price; undefined when none has one. */
export function rateOffers(facilities: readonly Facility[]) {
  const offers = facilities.flatMap((facility) => {
    const nightly = facility.rates?.find((rule) => isBase(rule))?.nightly
    if (nightly === undefined || nightly === null) return []
    const place = PLACE_TYPES[facility.type]
    return [
      {
        '@type': 'Offer',
        name: facility.name,
        // A room is a place; what is offered of it, a product (schema.org's own hotel examples).
        itemOffered: { '@type': place ? [place, 'Product'] : 'Service', name: facility.name },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: majorAmountText(nightly, hotel.currency),
          priceCurrency: hotel.currency,
          ...unitOf(facility),
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, ...unitOf(facility) },
        },
      },
    ]
  })
  return offers.length > 0 ? offers : undefined
}
