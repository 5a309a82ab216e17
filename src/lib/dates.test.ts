import { afterEach, describe, expect, it } from 'vitest'
import { dateLocale as enDates, en } from '../content/messages/en'
import { dateLocale as frDates, fr } from '../content/messages/fr'
import { longDate, pageDates, weekdayDate } from './dates'
import { setLanguage } from './i18n'

describe("dates in the page's language, in the hotel's forms (a hotel in Lagos)", () => {
  afterEach(() => setLanguage('en', en, enDates))

  it("English as the hotel's country writes it: the day first, a 24-hour clock", () => {
    expect(longDate('2026-11-25')).toBe('25 November 2026')
    expect(weekdayDate('2026-11-25')).toBe('Wednesday, 25 November 2026')
    expect(pageDates().locale).toBe('en-NG')
    expect(pageDates().clock(new Date(2026, 10, 25, 14, 34))).toBe('14:34')
  })

  it('French in its own style', () => {
    setLanguage('fr', fr, frDates)
    expect(longDate('2026-11-25')).toBe('25 novembre 2026')
    expect(weekdayDate('2026-11-25')).toBe('mercredi 25 novembre 2026')
    expect(pageDates().clock(new Date(2026, 10, 25, 14, 34))).toBe('14:34')
  })
})
