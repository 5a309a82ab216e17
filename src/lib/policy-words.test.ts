// The policy in the page's words (issue 53): English is the contract's (the console's and the
// CLI's), French is the site's own; amounts in the page's money.
import { afterEach, describe, expect, it } from 'vitest'
import type { PaymentPolicy } from '../../contract/payment-terms'
import { dateLocale as enDates, en } from '../content/messages/en'
import { dateLocale as frDates, fr } from '../content/messages/fr'
import { setLanguage } from './i18n'
import { pagePolicy, pageRate } from './policy-words'

afterEach(() => setLanguage('en', en, enDates))

const policy: PaymentPolicy = {
  deposit: { kind: 'percent', percent: 30 },
  pay_within_hours: 48,
  balance: { kind: 'days_before', days: 7 },
  free_cancel_days: 14,
  late_cancel_fee: { kind: 'percent', percent: 50 },
  unpaid: 'release',
}
const plain = (sentences: string[]) => sentences.map((s) => s.replace(/\u00a0|\u202f/g, ' '))

describe('the policy in words', () => {
  it('says each rule in English, as the console and the CLI do', () => {
    setLanguage('en', en, enDates)
    expect(pagePolicy(policy)).toEqual([
      "A deposit of 30% of the price is due within 48 hours of the hotel's confirmation.",
      'The rest is due 7 days before arrival.',
      'Free cancellation until 14 days before arrival; after that, 50% of the price is charged.',
      'A deposit not paid in time cancels the booking.',
    ])
    expect(pagePolicy({ ...policy, deposit: { kind: 'fixed', amount: 2_000_000 } })[0]).toBe(
      "A deposit of ₦20,000 is due within 48 hours of the hotel's confirmation.",
    )
    expect(pageRate(7.5)).toBe('7.5%')
  })

  it('says each rule in French, money and shares as French writes them', () => {
    setLanguage('fr', fr, frDates)
    expect(plain(pagePolicy(policy))).toEqual([
      'Un acompte de 30 % du prix est à régler dans les 48 heures qui suivent la confirmation de l’hôtel.',
      'Le solde est à régler 7 jours avant l’arrivée.',
      'Annulation gratuite jusqu’à 14 jours avant l’arrivée ; ensuite, 50 % du prix sont facturés.',
      'Un acompte non réglé à temps annule la réservation.',
    ])
    expect(
      plain(
        pagePolicy({
          ...policy,
          deposit: { kind: 'fixed', amount: 2_000_000 },
          balance: { kind: 'at_arrival' },
          free_cancel_days: 0,
          late_cancel_fee: { kind: 'all' },
          unpaid: 'alert',
        }),
      ),
    ).toEqual([
      'Un acompte de 20 000 ₦ est à régler dans les 48 heures qui suivent la confirmation de l’hôtel.',
      'Le solde se règle à l’arrivée.',
      'Annulation gratuite jusqu’au jour de l’arrivée ; ce jour-là, la totalité du prix est facturée.',
    ])
    expect(plain([pageRate(7.5)])).toEqual(['7,5 %'])
  })
})
