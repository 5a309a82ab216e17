import { describe, expect, it } from 'vitest'
import { dateFormats, dateLocale, dayOfMonthIn } from './date-format'

// Intl's spaces differ between ICU versions (a thin or narrow no-break space around a dash or
// before "PM"): compared as plain spaces.
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ')

describe('dateLocale', () => {
  it("follows the hotel's country, in the page's language", () => {
    expect(dateLocale('en', 'NG')).toBe('en-NG')
    expect(dateLocale('en', 'US')).toBe('en-US')
    expect(dateLocale('en', 'KE')).toBe('en-KE')
    expect(dateLocale('fr', 'FR')).toBe('fr-FR')
    expect(dateLocale('fr', 'SN')).toBe('fr-SN')
  })

  it("keeps the language's forms where the engine has none for the pair; British for English", () => {
    expect(dateLocale('fr', 'NG')).toBe('fr')
    expect(dateLocale('en', 'ZZ')).toBe('en-GB')
  })
})

describe('dateFormats for a hotel in Lagos (en-NG)', () => {
  const en = dateFormats(dateLocale('en', 'NG'), 'Africa/Lagos')
  // 13:34 UTC is 14:34 in Lagos (UTC+1, no summer time).
  const at = '2026-12-10T13:34:00.000Z'

  it('writes the day before the month, and a 24-hour clock', () => {
    expect(en.longDate('2026-12-10')).toBe('10 December 2026')
    expect(en.weekdayDate('2026-12-10')).toBe('Thursday, 10 December 2026')
    expect(en.shortDate('2026-12-10')).toBe('10 Dec 2026')
    expect(en.shortDate('2026-12-10', '2026')).toBe('10 Dec')
    expect(en.clock(at)).toBe('14:34')
    expect(plain(en.moment(at))).toBe('10 December 2026 at 14:34')
    expect(plain(en.momentShort(at))).toBe('10 Dec 2026, 14:34')
  })

  it('a calendar date is the same day whatever the zone', () => {
    const west = dateFormats(dateLocale('en', 'NG'), 'Pacific/Honolulu')
    expect(west.longDate('2026-01-01')).toBe('1 January 2026')
    expect(dateFormats('en-NG', 'Pacific/Kiritimati').longDate('2026-12-31')).toBe(
      '31 December 2026',
    )
  })

  it('says once what two dates share', () => {
    expect(en.dateSpan('2026-12-10', '2026-12-12')).toBe('10 – 12 Dec 2026')
    expect(en.dateSpan('2026-11-29', '2026-12-02')).toBe('29 Nov – 2 Dec 2026')
    expect(en.dateSpan('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027')
    expect(en.dateSpan('2026-12-10', '2026-12-10')).toBe('10 Dec 2026')
    expect(en.dateSpan('2026-11-29', '2026-12-02', { thisYear: '2026' })).toBe('29 Nov – 2 Dec')
    const to = { join: (a: string, b: string) => `${a} to ${b}` }
    expect(en.dateSpan('2026-12-10', '2026-12-12', to)).toBe('10 to 12 Dec 2026')
    expect(en.dateSpan('2026-11-29', '2026-12-02', to)).toBe('29 Nov to 2 Dec 2026')
    expect(en.dateSpan('2026-12-30', '2027-01-02', to)).toBe('30 Dec 2026 to 2 Jan 2027')
  })

  it('reads a date typed day first, and hints at that order', () => {
    expect(en.pattern).toEqual({ order: ['day', 'month', 'year'], hint: 'dd/mm/yyyy' })
    expect(en.typedDate('2026-12-03')).toBe('03/12/2026')
    expect(en.parseDate('10/12/2026')).toBe('2026-12-10')
    expect(en.parseDate(' 3.1.2027 ')).toBe('2027-01-03')
    expect(en.parseDate('29-2-28')).toBe('2028-02-29')
    expect(en.parseDate('2026-12-10')).toBe('2026-12-10')
    expect(en.parseDate('29/02/2027')).toBeUndefined()
    expect(en.parseDate('12/31/2026')).toBeUndefined()
    expect(en.parseDate('10/12')).toBeUndefined()
    expect(en.parseDate('10 Dec 2026')).toBeUndefined()
    expect(en.parseDate('')).toBeUndefined()
  })
})

describe('dateFormats elsewhere', () => {
  it('French pages: French words, the day first, 24 hours', () => {
    const fr = dateFormats(dateLocale('fr', 'NG'), 'Africa/Lagos')
    expect(fr.longDate('2026-12-10')).toBe('10 décembre 2026')
    expect(fr.weekdayDate('2026-12-10')).toBe('jeudi 10 décembre 2026')
    expect(fr.clock('2026-12-10T13:34:00Z')).toBe('14:34')
    const duAu = { join: (a: string, b: string) => `du ${a} au ${b}` }
    expect(fr.dateSpan('2026-12-10', '2026-12-12', duAu)).toBe('du 10 au 12 déc. 2026')
    expect(fr.dateSpan('2026-11-30', '2026-12-01', duAu)).toBe('du 30 nov. au 1er déc. 2026')
  })

  it('French pages write the 1st "1er" in every date with a month in words, the 2nd "2"', () => {
    for (const country of ['NG', 'FR', 'SN', 'CA']) {
      const fr = dateFormats(dateLocale('fr', country), 'Africa/Lagos')
      expect(fr.longDate('2026-12-01')).toBe('1er décembre 2026')
      expect(fr.longDate('2027-01-01')).toBe('1er janvier 2027')
      expect(fr.longDate('2027-05-01')).toBe('1er mai 2027')
      expect(fr.longDate('2026-12-02')).toBe('2 décembre 2026')
      expect(fr.longDate('2026-12-11')).toBe('11 décembre 2026')
      expect(fr.longDate('2026-12-21')).toBe('21 décembre 2026')
      expect(fr.longDate('2026-12-31')).toBe('31 décembre 2026')
      expect(fr.weekdayDate('2026-12-01')).toBe('mardi 1er décembre 2026')
      expect(fr.weekdayDate('2027-08-01')).toBe('dimanche 1er août 2027')
      expect(fr.weekdayDate('2026-12-02')).toBe('mercredi 2 décembre 2026')
      expect(fr.shortDate('2026-12-01')).toBe('1er déc. 2026')
      expect(fr.shortDate('2026-12-01', '2026')).toBe('1er déc.')
      expect(fr.weekdayShort('2026-12-01')).toBe('mar. 1er déc.')
      expect(fr.monthDay('2026-12-01')).toBe('1er décembre')
      expect(fr.monthDay('2026-12-20')).toBe('20 décembre')
      // The clock as the country writes it: 14:34, or 14 h 34 in Canada.
      expect(plain(fr.moment('2026-12-01T13:34:00Z'))).toMatch(/^1er décembre 2026 à 14\D+34$/)
      expect(plain(fr.momentShort('2026-12-01T13:34:00Z'))).toMatch(/^1er déc. 2026, 14\D+34$/)
      // A numeric date is no date in words: as typed, with its zero.
      expect(fr.typedDate('2026-12-01')).toMatch(/01\D12|12\D01/)
      // The grid's bare number in a calendar's column head.
      expect(fr.dayParts('2026-12-01').day).toBe('1')
    }
  })

  it('French ranges: "1er" at either end, or both', () => {
    const fr = dateFormats(dateLocale('fr', 'NG'), 'Africa/Lagos')
    const duAu = { join: (a: string, b: string) => `du ${a} au ${b}` }
    expect(fr.dateSpan('2026-12-01', '2026-12-05', duAu)).toBe('du 1er au 5 déc. 2026')
    expect(plain(fr.dateSpan('2026-12-01', '2026-12-05'))).toBe('1er – 5 déc. 2026')
    expect(fr.dateSpan('2026-12-01', '2027-01-01', duAu)).toBe('du 1er déc. 2026 au 1er janv. 2027')
    expect(fr.dateSpan('2026-12-01', '2026-12-01', duAu)).toBe('1er déc. 2026')
    expect(fr.dateSpan('2026-12-01', '2026-12-21', { ...duAu, thisYear: '2026' })).toBe(
      'du 1er au 21 déc.',
    )
    expect(fr.dateSpan('2026-12-02', '2026-12-11', duAu)).toBe('du 2 au 11 déc. 2026')
  })

  it('English keeps the bare number: "1 December", "December 1"', () => {
    const en = dateFormats(dateLocale('en', 'NG'), 'Africa/Lagos')
    expect(en.longDate('2026-12-01')).toBe('1 December 2026')
    expect(en.weekdayDate('2026-12-01')).toBe('Tuesday, 1 December 2026')
    expect(en.dateSpan('2026-12-01', '2026-12-05')).toBe('1 – 5 Dec 2026')
    expect(en.monthDay('2026-12-01')).toBe('1 December')
    const us = dateFormats(dateLocale('en', 'US'), 'America/New_York')
    expect(us.longDate('2026-12-01')).toBe('December 1, 2026')
  })

  it('one place decides the day of the month: "1er" for the 1st in French alone', () => {
    expect(dayOfMonthIn('fr')('1')).toBe('1er')
    expect(dayOfMonthIn('fr-SN')('1')).toBe('1er')
    expect(dayOfMonthIn('fr')('2')).toBe('2')
    expect(dayOfMonthIn('fr')('01')).toBe('01')
    expect(dayOfMonthIn('en-NG')('1')).toBe('1')
  })

  it('a hotel in the United States: its English, month first and a 12-hour clock', () => {
    const us = dateFormats(dateLocale('en', 'US'), 'America/New_York')
    expect(us.longDate('2026-12-10')).toBe('December 10, 2026')
    expect(plain(us.clock('2026-12-10T19:34:00Z'))).toBe('2:34 PM')
    expect(us.pattern).toEqual({ order: ['month', 'day', 'year'], hint: 'mm/dd/yyyy' })
    expect(us.parseDate('12/31/2026')).toBe('2026-12-31')
    expect(us.dateSpan('2026-12-10', '2026-12-12', { join: (a, b) => `${a} to ${b}` })).toBe(
      'Dec 10 to 12, 2026',
    )
  })

  it('a hotel in South Africa writes its numeric dates year first', () => {
    const za = dateFormats(dateLocale('en', 'ZA'), 'Africa/Johannesburg')
    expect(za.pattern.order).toEqual(['year', 'month', 'day'])
    expect(za.parseDate('2026/12/10')).toBe('2026-12-10')
    expect(za.clock('2026-12-10T12:34:00Z')).toBe('14:34')
  })
})
