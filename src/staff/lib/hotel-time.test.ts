import { describe, expect, it, vi } from 'vitest'
import type * as HotelFile from '../../content/hotel'
import { expiresIn, hotelClock, hotelDate, hotelTime, shortDate, stayDates } from './hotel-time'

type HotelModule = typeof HotelFile

describe('hotel time', () => {
  it('reads the clock in the hotel zone, not the device one', () => {
    // 09:42 UTC is 10:42 in Lagos (UTC+1) and 05:42 in New York (EDT, UTC-4).
    expect(hotelClock('2026-06-01T09:42:00.000Z', 'Africa/Lagos')).toBe('10:42')
    expect(hotelClock('2026-06-01T09:42:00.000Z', 'America/New_York')).toBe('05:42')
    expect(hotelClock('2026-06-01T23:05:00.000Z', 'Africa/Lagos')).toBe('00:05')
  })

  it('dates an instant by the hotel calendar', () => {
    expect(hotelDate('2026-06-01T23:30:00.000Z', 'Africa/Lagos')).toBe('2026-06-02')
    expect(hotelDate('2026-06-01T23:30:00.000Z', 'UTC')).toBe('2026-06-01')
  })

  it('says today, yesterday or the date', () => {
    const now = new Date('2026-06-02T12:00:00.000Z')
    expect(hotelTime('2026-06-02T09:42:00.000Z', 'Africa/Lagos', now)).toBe('today, 10:42')
    // 23:30 UTC on the 1st is already the 2nd in Lagos.
    expect(hotelTime('2026-06-01T23:30:00.000Z', 'Africa/Lagos', now)).toBe('today, 00:30')
    expect(hotelTime('2026-06-01T09:42:00.000Z', 'Africa/Lagos', now)).toBe('yesterday, 10:42')
    expect(hotelTime('2026-03-04T09:42:00.000Z', 'Africa/Lagos', now)).toBe('4 Mar, 10:42')
    expect(hotelTime('2025-12-31T09:42:00.000Z', 'Africa/Lagos', now)).toBe('31 Dec 2025, 10:42')
  })

  it('counts down a hold', () => {
    const now = new Date('2026-06-02T12:00:00.000Z')
    expect(expiresIn('2026-06-02T17:20:00.000Z', now)).toBe('expires in 5 h')
    expect(expiresIn('2026-06-02T12:40:30.000Z', now)).toBe('expires in 40 min')
    expect(expiresIn('2026-06-02T12:00:00.000Z', now)).toBe('expired')
    expect(expiresIn('2026-06-05T12:00:00.000Z', now)).toBe('expires in 3 days')
  })

  it("writes a stay with its nights or days, in the hotel's order (Lagos: the day first)", () => {
    expect(stayDates({ from: '2026-03-04', to: '2026-03-06' }, 'room')).toBe(
      '4 – 6 Mar 2026, 2 nights',
    )
    expect(stayDates({ from: '2026-03-30', to: '2026-04-02' }, 'apartment', '2026')).toBe(
      '30 Mar – 2 Apr, 3 nights',
    )
    expect(stayDates({ from: '2026-12-31', to: '2027-01-01' }, 'room')).toBe(
      '31 Dec 2026 – 1 Jan 2027, 1 night',
    )
    expect(stayDates({ from: '2026-03-04', to: '2026-03-04' }, 'activityCenter')).toBe(
      '4 Mar 2026, 1 day',
    )
    expect(shortDate('2026-03-04', '2026')).toBe('4 Mar')
  })

  it("follows the hotel's country: a hotel in the United States reads month first, 12 hours", async () => {
    vi.resetModules()
    vi.doMock('../../content/hotel', async (load) => {
      const real = await load<HotelModule>()
      return {
        ...real,
        hotel: { ...real.hotel, address: { ...real.hotel.address, country: 'US' } },
      }
    })
    const us = await import('./hotel-time')
    const now = new Date('2026-06-02T18:00:00.000Z')
    const plain = (s: string) => s.replace(/[\u2009\u202f]/g, ' ')
    expect(plain(us.hotelTime('2026-06-02T18:42:00.000Z', 'America/New_York', now))).toBe(
      'today, 2:42 PM',
    )
    expect(plain(us.hotelTime('2026-03-04T18:42:00.000Z', 'America/New_York', now))).toBe(
      'Mar 4, 1:42 PM',
    )
    expect(us.stayDates({ from: '2026-03-04', to: '2026-03-06' }, 'room')).toBe(
      'Mar 4 – 6, 2026, 2 nights',
    )
    vi.doUnmock('../../content/hotel')
  })

  it('agrees with Intl minute by minute across clock changes, in zones off the whole hour', () => {
    const intl = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
    // Each zone's spring and autumn change of 2026, two hours either side, every 7 minutes.
    const cases: [string, string[]][] = [
      ['Europe/Lisbon', ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']],
      ['America/St_Johns', ['2026-03-08T05:30:00Z', '2026-11-01T04:30:00Z']],
      ['Australia/Lord_Howe', ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z']],
      ['Asia/Kathmandu', ['2026-06-01T00:00:00Z']],
    ]
    for (const [zone, changes] of cases) {
      const format = intl(zone)
      for (const change of changes) {
        const at = Date.parse(change)
        for (let t = at - 2 * 3_600_000; t <= at + 2 * 3_600_000; t += 7 * 60_000) {
          const iso = new Date(t).toISOString()
          expect(hotelClock(iso, zone), `${zone} ${iso}`).toBe(format.format(new Date(t)))
        }
      }
    }
  })
})
