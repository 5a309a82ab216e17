// The staff's emails of the imports' alerts, as emailMessage writes them from a stored event.
import { describe, expect, it } from 'vitest'
import type { OutboxEvent } from './channel'
import { emailMessage } from './channels'

const event = (type: OutboxEvent['type'], data: Record<string, unknown>): OutboxEvent => ({
  id: 'ev1',
  type,
  created_at: '2026-11-20T09:00:00.000Z',
  data,
})

describe("the imports' alert emails", () => {
  it('name the overbooked stay by its reference, its dates, the nights and the channel', () => {
    const mail = emailMessage(
      event('channel.overbooked', {
        reservation_id: 'r1',
        reference: 'WKW6M38CKW',
        facility_name: 'Garden <Double> Room',
        dateRange: { from: '2026-12-10', to: '2026-12-13' },
        channel: 'Airbnb',
        nights: ['2026-12-12'],
      }),
      '234',
    )
    expect(mail.subject).toBe('Overbooked WKW6M-38CKW: Garden <Double> Room, taken by Airbnb')
    expect(mail.text).toContain('Airbnb has taken a night of a confirmed stay')
    expect(mail.text).toContain('Stay:      10 to 13 Dec 2026')
    expect(mail.text).toContain('Nights:    2026-12-12')
    expect(mail.html).toContain('Garden &#60;Double&#62; Room')
    expect(mail.html).not.toContain('<Double>')
  })

  it('say which feed stopped updating, since when and why', () => {
    const mail = emailMessage(
      event('channel.stale', {
        facility_name: 'Garden Double Room',
        channel: 'Booking.com',
        last_success_at: null,
        last_error: "The feed's server answered 503 (Service Unavailable).",
      }),
      '234',
    )
    expect(mail.subject).toBe('Booking.com calendar not updating: Garden Double Room')
    expect(mail.text).toContain('Last imported: never')
    expect(mail.text).toContain("Last error:    The feed's server answered 503")
    expect(mail.text).toContain('npm run admin -- channels list')
  })
})
