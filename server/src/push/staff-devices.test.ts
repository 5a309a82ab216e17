// What a staff phone shows of each event: the facility, the dates, the reference, the channel;
// never the guest. A tap opens the request (or the console).
import { describe, expect, it } from 'vitest'
import { staffPushMessage } from './staff-devices'

describe("a staff phone's notification", () => {
  it('of an overbooking names the channel, the dates and the reference, and opens the request', () => {
    expect(
      staffPushMessage('channel.overbooked', {
        device_id: 'd1',
        reservation_id: 'r1',
        reference: 'WKW6M38CKW',
        facility_name: 'Garden Double Room',
        dateRange: { from: '2026-12-10', to: '2026-12-13' },
        channel: 'Airbnb',
      }),
    ).toEqual({
      type: 'channel.overbooked',
      title: 'Overbooked · Garden Double Room',
      body: 'Airbnb took a night of a confirmed stay: 10 to 13 Dec 2026 · WKW6M-38CKW',
      url: '/staff/requests/WKW6M-38CKW',
      tag: 'overbooked-r1',
    })
  })

  it('of a feed not updating names the channel and the facility, and opens the console', () => {
    expect(
      staffPushMessage('channel.stale', {
        device_id: 'd1',
        facility_name: 'Garden Double Room',
        channel: 'Booking.com',
      }),
    ).toMatchObject({
      type: 'channel.stale',
      title: 'Booking.com calendar not updating',
      url: '/staff',
    })
  })

  it('of a new request gives its guests and the total quoted, when it has them', () => {
    const request = {
      device_id: 'd1',
      reservation_id: 'r2',
      reference: 'WKW6M38CKW',
      facility_name: 'Garden Double Room',
      dateRange: { from: '2026-12-10', to: '2026-12-13' },
    }
    expect(
      staffPushMessage('reservation.received', {
        ...request,
        guests: 3,
        quoted: { currency: 'NGN', total: 18_500_100 },
      }).body,
    ).toBe('10 to 13 Dec 2026 · WKW6M-38CKW · 3 guests · ₦185,001 quoted')
    expect(staffPushMessage('reservation.received', { ...request, guests: 1 }).body).toBe(
      '10 to 13 Dec 2026 · WKW6M-38CKW · 1 guest',
    )
    expect(staffPushMessage('reservation.received', request).body).toBe(
      '10 to 13 Dec 2026 · WKW6M-38CKW',
    )
  })
})
