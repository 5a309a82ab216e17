// @vitest-environment node
// The notification settings: a channel is on when its settings are given, and half a channel's
// settings stop the start with a message that names what is missing.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { confirmCommand, emailMessage, signature } from './channels'
import { shownPayload } from './outbox'
import { configuredChannels } from './staff'

describe('notification settings', () => {
  it('turns on the channels that are configured', () => {
    expect(configuredChannels(loadConfig({}))).toEqual([])
    const both = loadConfig({
      STAFF_WEBHOOK_URL: 'https://hooks.example/hearth',
      STAFF_WEBHOOK_SECRET: 'a-long-enough-secret',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      STAFF_EMAIL: 'desk@hotel.example',
    })
    expect(configuredChannels(both).map((c) => c.name)).toEqual(['webhook', 'email'])
  })

  it.each([
    [{ STAFF_WEBHOOK_URL: 'https://hooks.example/x' }, 'STAFF_WEBHOOK_SECRET is needed'],
    [{ STAFF_WEBHOOK_URL: 'ftp://x', STAFF_WEBHOOK_SECRET: 'a-long-enough-secret' }, 'http'],
    [{ STAFF_WEBHOOK_URL: 'https://x.example', STAFF_WEBHOOK_SECRET: 'short' }, '16'],
    [{ SMTP_URL: 'smtp://mail.example' }, 'SMTP_URL and STAFF_EMAIL go together'],
    [{ STAFF_EMAIL: 'desk@hotel.example' }, 'SMTP_URL and STAFF_EMAIL go together'],
    [{ SMTP_URL: 'mail.example', STAFF_EMAIL: 'desk@hotel.example' }, 'smtp://'],
    [{ NOTIFY_RETRY_FIRST_MS: '0' }, 'NOTIFY_RETRY_FIRST_MS'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe('what the staff receive', () => {
  it('signs the raw body with HMAC-SHA256', () => {
    // echo -n '{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(signature('secret', '{"a":1}')).toBe(
      'sha256=aa9e2e3575f5d7098b6caccd790888c36d5fdb63342a73bada2d6a51747a8494',
    )
  })

  it('confirms by the short reference when there is one', () => {
    // Stored ungrouped (contract/reference.ts), shown in two groups of five.
    expect(confirmCommand({ reservation_id: 'abc', reference: 'K7QM4XPAHR' })).toBe(
      'npm run admin -- reservations confirm K7QM4-XPAHR',
    )
    expect(confirmCommand({ reservation_id: 'abc' })).toBe(
      'npm run admin -- reservations confirm abc',
    )
  })

  it('shows the reference as the guest reads it, though the event stores it ungrouped', () => {
    const event = {
      id: 'e2',
      type: 'reservation.received' as const,
      created_at: '2026-03-01T10:00:00.000Z',
      data: {
        reservation_id: 'r2',
        reference: 'K7QM4XPAHR',
        facility_name: 'Garden Room',
        dateRange: { from: '2026-03-10', to: '2026-03-12' },
        name: 'Ada Obi',
        phone: '+2348035550142',
      },
    }
    const { subject, text, html } = emailMessage(event, '234')
    expect(subject).toBe('New request K7QM4-XPAHR: Garden Room, 10 to 12 Mar 2026')
    expect(text).toContain('Reference: K7QM4-XPAHR\n')
    expect(html).toContain('<li>Reference: K7QM4-XPAHR</li>')
    expect(`${subject}${text}${html}`).not.toContain('K7QM4XPAHR')
    // The webhook's data: the same fields, in the same order, the reference grouped.
    expect(Object.entries(shownPayload(event.data))).toEqual(
      Object.entries({ ...event.data, reference: 'K7QM4-XPAHR' }),
    )
    expect(shownPayload({ message_id: 'm1' })).toEqual({ message_id: 'm1' })
  })

  it('links the request in the staff console with PUBLIC_URL, beside the command', () => {
    const event = {
      id: 'e3',
      type: 'reservation.received' as const,
      created_at: '2026-03-01T10:00:00.000Z',
      data: {
        reservation_id: 'r3',
        reference: 'K7QM4XPAHR',
        facility_name: 'Garden Room',
        dateRange: { from: '2026-03-10', to: '2026-03-12' },
        name: 'Ada Obi',
        phone: '+2348035550142',
      },
    }
    const link = 'https://hotel.example/staff/requests/K7QM4-XPAHR'
    const withUrl = emailMessage(event, '234', 'https://hotel.example')
    expect(withUrl.text).toContain(`Answer it in the staff console:\n  ${link}\n`)
    expect(withUrl.text.indexOf(link)).toBeLessThan(withUrl.text.indexOf('npm run admin'))
    expect(withUrl.text).toContain('npm run admin -- reservations confirm K7QM4-XPAHR')
    expect(withUrl.html).toContain(`<a href="${link}">Answer it in the staff console</a>`)
    // Without PUBLIC_URL there is no origin to link to: the command only.
    const without = emailMessage(event, '234')
    expect(`${without.text}${without.html}`).not.toContain('/staff/')
    expect(without.text).toContain(
      'To confirm it:\n  npm run admin -- reservations confirm K7QM4-XPAHR',
    )
    // A cancellation needs no answer: no link.
    const cancelled = emailMessage(
      { ...event, type: 'reservation.cancelled' },
      '234',
      'https://hotel.example',
    )
    expect(cancelled.text).not.toContain('/staff/')
  })

  it('escapes what the guest typed in the HTML part', () => {
    const { html, text } = emailMessage(
      {
        id: 'e1',
        type: 'reservation.received',
        created_at: '2026-03-01T10:00:00.000Z',
        data: {
          reservation_id: 'r1',
          facility_name: 'Garden Room',
          dateRange: { from: '2026-03-10', to: '2026-03-12' },
          name: '<script>alert(1)</script>',
          phone: '+2348035550142',
        },
      },
      '234',
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('href="tel:+2348035550142">+234 803 555 0142</a>')
    expect(text).toContain('Guest:     <script>alert(1)</script>')
  })

  it("shows a local number grouped, with the hotel's calling code, and calls it with it", () => {
    const event = {
      id: 'e2',
      type: 'reservation.received' as const,
      created_at: '2026-03-01T10:00:00.000Z',
      data: { reservation_id: 'r2', name: 'Ada', phone: '07911123456' },
    }
    const { html, text } = emailMessage(event, '234')
    expect(text).toContain('Phone:     +234 791 112 3456')
    expect(html).toContain('<a href="tel:+2347911123456">+234 791 112 3456</a>')
    // Another hotel's country: the same local digits are its own number, grouped its way.
    expect(emailMessage(event, '44').html).toContain(
      '<a href="tel:+447911123456">+44 7911 123456</a>',
    )
  })

  it('tells the guests and the price quoted at arrival, runs of nights at one price on a line', () => {
    const data = {
      reservation_id: 'r3',
      facility_name: 'Garden Room',
      facility_type: 'room',
      dateRange: { from: '2026-12-10', to: '2026-12-13' },
      name: 'Ada',
      phone: '+2348035550142',
      guests: 3,
      quote: {
        currency: 'NGN',
        nights: [
          { date: '2026-12-10', amount: 4_500_000 },
          { date: '2026-12-11', amount: 5_000_000 },
          { date: '2026-12-12', amount: 5_000_000 },
        ],
        extra_guests: { count: 1, amount: 900_000 },
        total: 15_400_000,
      },
    }
    const event = { id: 'e3', type: 'reservation.received' as const, created_at: '', data }
    const { text, html } = emailMessage(event, '234')
    expect(text).toContain(
      [
        'Dates:     10 to 13 Dec 2026',
        'Guests:    3',
        'Price:     ₦154,000 quoted for 3 nights, to be confirmed',
        '           10 Dec 2026: ₦45,000',
        '           11 to 12 Dec 2026: 2 nights × ₦50,000',
        '           1 extra guest: ₦9,000',
        'Guest:     Ada',
      ].join('\n'),
    )
    expect(html).toContain(
      '<li>Guests: 3</li>\n<li>Price: ₦154,000 quoted for 3 nights, to be confirmed<ul>' +
        '<li>10 Dec 2026: ₦45,000</li><li>11 to 12 Dec 2026: 2 nights × ₦50,000</li>' +
        '<li>1 extra guest: ₦9,000</li></ul></li>',
    )
    // The guest cancelled: the price the stay was quoted, no longer one to be confirmed.
    const cancelled = emailMessage({ ...event, type: 'reservation.cancelled' }, '234').text
    expect(cancelled).toContain('Price:     ₦154,000 was quoted for 3 nights\n')
    const unpriced = emailMessage({ ...event, data: { ...data, quote: null } }, '234').text
    expect(unpriced).toContain(
      'Price:     no price: the facility had none when the request arrived\nGuest:',
    )
    // An event written before prices says nothing of them.
    const { guests: _g, quote: _q, ...before } = data
    expect(emailMessage({ ...event, data: before }, '234').text).not.toMatch(/Guests:|Price:/)
  })
})
