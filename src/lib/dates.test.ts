import { afterEach, describe, expect, it } from 'vitest'
import { dateLocale as enDates, en } from '../content/messages/en'
import { dateLocale as frDates, fr } from '../content/messages/fr'
import { longDate, weekdayDate } from './dates'
import { setLanguage } from './i18n'

describe('long dates in the page language', () => {
  afterEach(() => setLanguage('en', en, enDates))

  it('English as the spec writes them', () => {
    expect(longDate('2026-11-25')).toBe('November 25th, 2026')
    expect(weekdayDate('2026-11-25')).toBe('Wednesday, November 25th, 2026')
  })

  it('French in its own style', () => {
    setLanguage('fr', fr, frDates)
    expect(longDate('2026-11-25')).toBe('25 novembre 2026')
    expect(weekdayDate('2026-11-25')).toBe('mercredi 25 novembre 2026')
  })
})
