// The figures' two languages (issue 55): each says its numbers, amounts and months in the hotel's
// forms of that language (a hotel in Lagos: en-NG and fr-NG), and counts its nights and days as
// the language does. (The choice kept in its cookie, read by the page's server too: the e2e
// tests/e2e/staff-numbers.spec.ts.)
import { describe, expect, it } from 'vitest'
import { NUMBERS_WORDS, numbersFormats } from './words'

/** Intl's spaces (narrow no-break in French thousands) as plain ones, to compare. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('the figures in English and French', () => {
  it('writes amounts, shares, decimals and months in each language’s forms', () => {
    const en = numbersFormats('en')
    const fr = numbersFormats('fr')
    expect(en.money(4_500_050, 'NGN')).toBe('₦45,000.50')
    expect(plain(fr.money(4_500_050, 'NGN'))).toBe('45 000,50 ₦')
    expect(en.money(null, 'NGN')).toBe('—')
    expect(en.percent(0.4667)).toBe('46.7%')
    expect(plain(fr.percent(0.4667))).toBe('46,7 %')
    expect(fr.decimal(28.3)).toBe('28,3')
    expect(en.monthName('2026-12')).toBe('December 2026')
    expect(fr.monthName('2026-12')).toBe('décembre 2026')
    expect(fr.monthOnly('2027-02')).toBe('février')
    expect(fr.monthInitial('2027-02')).toBe('F')
  })

  it('counts in each language: one night, a day, two', () => {
    expect(NUMBERS_WORDS.en.leadDays(1, '1')).toBe('1 day on average')
    expect(NUMBERS_WORDS.en.leadDays(28.3, '28.3')).toBe('28.3 days on average')
    // French: the singular up to 2 (exclusive), "1,5 jour".
    expect(NUMBERS_WORDS.fr.leadDays(1.5, '1,5')).toBe('1,5 jour en moyenne')
    expect(NUMBERS_WORDS.fr.leadDays(28.3, '28,3')).toBe('28,3 jours en moyenne')
    expect(NUMBERS_WORDS.en.requestCount(1)).toBe('1 request')
    expect(NUMBERS_WORDS.fr.requestCount(0)).toBe('0 demande')
    expect(NUMBERS_WORDS.fr.nightsOf(3, 434)).toBe('3 nuits sur 434')
  })
})
