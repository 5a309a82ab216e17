// The Rates page's words for each kind of rule, in English and in French: a base with its guests
// and extra guest, weekday prices, seasons once and every year, and each stay rule read at the
// arrival day, with the hotel's currency and date forms in the page's language.
import { afterEach, describe, expect, it } from 'vitest'
import type { RateRule } from '../../../contract/rates'
import { rateRule } from '../../../contract/rate-rule-fixture'
import { en } from '../../content/messages/en'
import { fr } from '../../content/messages/fr'
import { setLanguage } from '../../lib/i18n'
import { rateWords } from './rate-words'

const rule = rateRule

// Amounts in kobo: ₦45,000 is 4,500,000.
const rules: RateRule[] = [
  rule({ days: ['sat', 'fri'], nightly: 5_500_000, min_stay: 2 }),
  rule({ nightly: 4_500_000, extra_guest: 500_000, included_guests: 2, min_stay: 3, max_stay: 14 }),
  rule({ from: '2026-12-20', to: '2027-01-05', every_year: true, nightly: 7_000_000 }),
  rule({ from: '2027-04-02', to: '2027-04-05', extra_guest: 750_000, min_stay: 4 }),
  rule({ days: ['sun'], closed_arrival: true }),
]

afterEach(() => setLanguage('en', en))

/** Non-breaking and narrow spaces (Intl's, French typography's) as plain ones, to compare. */
const plain = (words: ReturnType<typeof rateWords>) =>
  JSON.parse(JSON.stringify(words).replace(/[\u00a0\u202f]/g, ' ')) as typeof words

describe('a facility’s rates in words', () => {
  it('in English: the base, its guests, weekdays, seasons and the stay rules at arrival', () => {
    expect(plain(rateWords(rules, 'night', 3))).toEqual({
      base: '₦45,000 a night',
      covers: 'For up to 2 guests',
      extraGuest: 'Each extra guest: ₦5,000 a night',
      prices: [
        'Friday and Saturday nights: ₦55,000 a night',
        '20 December to 5 January, every year: ₦70,000 a night',
        '2 April 2027 to 5 April 2027: each extra guest ₦7,500 a night',
      ],
      stays: [
        'At least 3 nights',
        'At most 14 nights',
        'At least 2 nights for arrivals on Fridays and Saturdays',
        'At least 4 nights for arrivals from 2 April 2027 to 5 April 2027',
        'No arrivals on Sundays',
      ],
    })
  })

  it('in French, with its own grammar and the French forms of prices and dates', () => {
    setLanguage('fr', fr)
    expect(plain(rateWords(rules, 'night', 3))).toEqual({
      base: '45 000 ₦ la nuit',
      covers: 'Jusqu’à 2 personnes',
      extraGuest: 'Par personne supplémentaire : 5 000 ₦ la nuit',
      prices: [
        'Nuits du vendredi et du samedi : 55 000 ₦ la nuit',
        'Du 20 décembre au 5 janvier, chaque année : 70 000 ₦ la nuit',
        'Du 2 avril 2027 au 5 avril 2027 : 7 500 ₦ la nuit par personne supplémentaire',
      ],
      stays: [
        'Au moins 3 nuits',
        'Au plus 14 nuits',
        'Au moins 2 nuits pour les arrivées le vendredi et le samedi',
        'Au moins 4 nuits pour les arrivées du 2 avril 2027 au 5 avril 2027',
        'Pas d’arrivée le dimanche',
      ],
    })
  })

  it('by the day for an activity centre; the guests it holds when the base does not say', () => {
    const day = [
      rule({ nightly: 20_000_000 }),
      rule({ days: ['sat'], nightly: 25_000_000, from: '2027-06-01', to: '2027-08-31' }),
      rule({ max_stay: 1 }),
    ]
    expect(plain(rateWords(day, 'day', 120))).toEqual({
      base: '₦200,000 a day',
      covers: 'For up to 120 guests',
      prices: ['Saturdays, 1 June 2027 to 31 August 2027: ₦250,000 a day'],
      stays: ['At most 1 day'],
    })
    setLanguage('fr', fr)
    expect(plain(rateWords(day, 'day', 1))).toMatchObject({
      base: '200 000 ₦ la journée',
      covers: 'Pour 1 personne',
      prices: ['Les samedis, du 1er juin 2027 au 31 août 2027 : 250 000 ₦ la journée'],
      stays: ['Au plus 1 jour'],
    })
  })

  it('a season closed to arrivals, and arrivals closed everywhere', () => {
    const closed = [
      rule({ from: '2026-12-24', to: '2026-12-26', every_year: true, closed_arrival: true }),
    ]
    expect(rateWords(closed, 'night', undefined).stays).toEqual([
      'No arrivals from 24 December to 26 December, every year',
    ])
    expect(rateWords([rule({ closed_arrival: true })], 'night', undefined).stays).toEqual([
      'No arrivals for now',
    ])
  })

  it('a season from the 1st: "1er" in French, every year or once; "1" in English', () => {
    const season = [
      rule({ from: '2026-12-01', to: '2026-12-02', every_year: true, closed_arrival: true }),
      rule({ from: '2027-03-01', to: '2027-03-31', nightly: 5_000_000 }),
    ]
    expect(plain(rateWords(season, 'night', undefined))).toMatchObject({
      prices: ['1 March 2027 to 31 March 2027: ₦50,000 a night'],
      stays: ['No arrivals from 1 December to 2 December, every year'],
    })
    setLanguage('fr', fr)
    const words = plain(rateWords(season, 'night', undefined))
    expect(words.prices[0]).toBe('Du 1er mars 2027 au 31 mars 2027 : 50 000 ₦ la nuit')
    expect(words.stays[0]).toContain('du 1er décembre au 2 décembre')
  })
})
