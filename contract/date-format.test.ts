import { describe, expect, it } from 'vitest'
import { dateFormats, dateLocale } from './date-format'

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
    expect(fr.dateSpan('2026-11-30', '2026-12-01', duAu)).toBe('du 30 nov. au 1 déc. 2026')
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
