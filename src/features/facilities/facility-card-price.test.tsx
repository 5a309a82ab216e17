// A card's price: the lowest any of the facility's rules sets, "From ₦45,000 a night" (a day for
// an activity centre), in the page's language; no line at all without rates.
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Facility } from '../../../contract/facility'
import type { RateRule } from '../../../contract/rates'
import { rateRule } from '../../../contract/rate-rule-fixture'
import { en } from '../../content/messages/en'
import { fr } from '../../content/messages/fr'
import { setLanguage } from '../../lib/i18n'
import { FacilityCard } from './facility-card'

const rule = (nightly: number, days: RateRule['days'] = []) => rateRule({ nightly, days })
const facility = (type: Facility['type'], rates?: RateRule[]): Facility => ({
  _id: `${type}-id`,
  type,
  name: `The ${type}`,
  desc: 'A place.',
  img: '/images/facilities/x-800.webp',
  capacity: 1,
  rates,
})
const card = (f: Facility) => render(<FacilityCard facility={f} onSeeMore={() => {}} />)

afterEach(() => setLanguage('en', en))

describe('a card’s price', () => {
  it('the lowest of its rules, by the night or by the day', () => {
    card(facility('room', [rule(5_500_000, ['fri', 'sat']), rule(4_500_000)]))
    card(facility('activityCenter', [rule(20_000_000)]))
    expect(screen.getByText('From ₦45,000 a night')).toBeInTheDocument()
    expect(screen.getByText('From ₦200,000 a day')).toBeInTheDocument()
  })

  it('in French', () => {
    setLanguage('fr', fr)
    card(facility('room', [rule(4_500_000)]))
    card(facility('activityCenter', [rule(20_000_000)]))
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
    expect(
      screen.getByText(
        (_, el) =>
          plain(el?.textContent ?? '') === 'À partir de 45 000 ₦ la nuit' && el?.tagName === 'P',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        (_, el) =>
          plain(el?.textContent ?? '') === 'À partir de 200 000 ₦ la journée' &&
          el?.tagName === 'P',
      ),
    ).toBeInTheDocument()
  })

  it('none without rates', () => {
    card(facility('room'))
    expect(screen.queryByText(/From|₦/)).toBeNull()
  })
})
