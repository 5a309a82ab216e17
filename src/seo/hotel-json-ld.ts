// The hotel as search engines read it: schema.org's Hotel, in JSON-LD. The rooms and apartments
// (`containsPlace`) come from the live catalogue, where the page has it (/services, rendered by
// the server); their prices (`makesOffer`, ./rate-offers.ts) from the rates in it, where the page
// shows them (/our-rates). URLs are absolute or absent: without the site's public address they
// are left out.
import type { Facility } from '../../contract/facility'
import { hotel } from '../content/hotel'
import { messagesFor } from '../content/messages'
import { PLACE_TYPES, rateOffers } from './rate-offers'
import { SHARE_IMAGE } from './share-image'

const absolute = (origin: string | undefined, url: string) =>
  origin ? new URL(url, origin).href : undefined

/** The hotel in `language`: its slogan, description and services in that language's words. */
export function hotelJsonLd(
  origin: string | undefined,
  language: string,
  facilities?: readonly Facility[],
  rates?: readonly Facility[],
) {
  const words = messagesFor(language)
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': absolute(origin, '/#hotel'),
    name: hotel.name,
    slogan: words.pages.hotel.tagline,
    description: words.heads.home.description,
    inLanguage: language,
    url: absolute(origin, '/'),
    image: absolute(origin, SHARE_IMAGE.path),
    telephone: hotel.phone.tel,
    email: hotel.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.address.street,
      addressLocality: hotel.address.locality,
      addressCountry: hotel.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.map.lat, longitude: hotel.map.lon },
    checkinTime: hotel.checkInTime,
    checkoutTime: hotel.checkOutTime,
    amenityFeature: words.pages.hotel.services.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    sameAs: [hotel.social.href],
    makesOffer: rates && rateOffers(rates),
    containsPlace: facilities?.flatMap((facility) => {
      const type = PLACE_TYPES[facility.type]
      if (!type) return []
      return [
        {
          '@type': type,
          name: facility.name,
          description: facility.desc,
          image: absolute(origin, facility.img),
          // People (schema.org: "the allowed total occupancy for the accommodation in persons"),
          // so `guests`, not `capacity` (how many such units the hotel lets); unknown: left out.
          ...(facility.guests !== undefined && {
            occupancy: { '@type': 'QuantitativeValue', maxValue: facility.guests },
          }),
        },
      ]
    }),
  }
}

/**
 * The JSON-LD as a script element. It is data, not code: no Content-Security-Policy hash is
 * needed. `<` is escaped, so no text in it can close the element.
 */
export const jsonLdScript = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
