import { describe, expect, it } from 'vitest'
import { testSettingWarnings, timeZoneLine, unsetSettings } from './unset-settings'

describe('unsetSettings', () => {
  const none = {
    SMTP_URL: undefined,
    STAFF_WEBHOOK_URL: undefined,
    TERMII_API_KEY: undefined,
    PAYSTACK_SECRET_KEY: undefined,
    HOTEL_TIMEZONE: 'UTC',
    hotelTimeZoneSet: false,
  }

  it('names each way of telling people that is off, and nothing once all are on', () => {
    expect(unsetSettings(none).map((line) => line.split(' ')[0])).toEqual([
      'HOTEL_TIMEZONE',
      'SMTP_URL',
      'TERMII_API_KEY',
      'PAYSTACK_SECRET_KEY',
    ])
    expect(
      unsetSettings({
        ...none,
        hotelTimeZoneSet: true,
        STAFF_WEBHOOK_URL: 'https://hooks.example/x',
      }),
    ).toHaveLength(2)
    expect(
      unsetSettings({
        SMTP_URL: 'smtp://mail',
        STAFF_WEBHOOK_URL: undefined,
        TERMII_API_KEY: 'key12345',
        PAYSTACK_SECRET_KEY: 'sk_test_abc123',
        HOTEL_TIMEZONE: 'Africa/Lagos',
        hotelTimeZoneSet: true,
      }),
    ).toEqual([])
  })

  it('says what a hotel left on UTC goes through, and how to set its zone', () => {
    const [note] = unsetSettings(none)
    expect(note).toBe(
      'HOTEL_TIMEZONE is not set: the hotel\'s days follow UTC, so "today" turns at midnight UTC (01:00 in Lagos) and invitations print "(UTC)"; set it to the hotel\'s time zone, such as Africa/Lagos (docs/running.md, "The hotel\'s time zone")',
    )
  })

  it('says that guests cannot pay online without the Paystack key, and what still works', () => {
    expect(unsetSettings(none).at(-1)).toBe(
      'PAYSTACK_SECRET_KEY is not set: guests cannot pay online; bank transfer and payments the staff record by hand still work (docs/running.md, "Taking payments")',
    )
  })

  it('says nothing of a zone given, even UTC', () => {
    expect(unsetSettings({ ...none, hotelTimeZoneSet: true })[0]).toMatch(/^SMTP_URL/)
  })
})

describe('timeZoneLine', () => {
  it("names the zone and the hotel's time there", () => {
    const instant = new Date('2027-01-10T23:30:00Z')
    expect(timeZoneLine('UTC', instant)).toBe("The hotel's time zone is UTC: it is 23:30 there now")
    expect(timeZoneLine('Africa/Lagos', instant)).toBe(
      "The hotel's time zone is Africa/Lagos: it is 00:30 there now",
    )
  })
})

describe('testSettingWarnings', () => {
  const fitting = {
    OUTBOUND_ALLOWED_TEST_ORIGINS: undefined,
    PAYSTACK_SECRET_KEY: undefined,
    PUBLIC_URL: undefined,
    productionGiven: false,
  }

  it('warns of the test origins, naming them and both names of the setting', () => {
    expect(testSettingWarnings(fitting)).toEqual([])
    const [warning, ...more] = testSettingWarnings({
      ...fitting,
      OUTBOUND_ALLOWED_TEST_ORIGINS: ['http://127.0.0.1:9001', 'http://127.0.0.1:9002'],
    })
    expect(more).toEqual([])
    expect(warning).toContain('OUTBOUND_ALLOWED_TEST_ORIGINS')
    expect(warning).toContain('PUSH_ALLOWED_TEST_ORIGINS')
    expect(warning).toContain('http://127.0.0.1:9001, http://127.0.0.1:9002 unchecked')
  })

  it('warns of a live Paystack key on a site without HTTPS, or whose address is not set', () => {
    const live = { ...fitting, PAYSTACK_SECRET_KEY: 'sk_live_0123abcd' }
    expect(testSettingWarnings({ ...live, PUBLIC_URL: 'https://hotel.example' })).toEqual([])
    const [onHttp] = testSettingWarnings({ ...live, PUBLIC_URL: 'http://hotel.example' })
    expect(onHttp).toBe(
      'PAYSTACK_SECRET_KEY is a live key (sk_live_), but the site\'s public address is http://hotel.example, not https: guests would pay real money from pages sent unencrypted; serve the site over HTTPS and set PUBLIC_URL to its https:// address (docs/running.md, "Taking payments")',
    )
    expect(testSettingWarnings(live)[0]).toContain('public address is not set (PUBLIC_URL)')
    expect(testSettingWarnings(live)[0]).not.toContain('0123abcd')
  })

  it('warns of a Paystack test key on a server started with NODE_ENV=production', () => {
    const test = { ...fitting, PAYSTACK_SECRET_KEY: 'sk_test_0123abcd' }
    expect(testSettingWarnings(test)).toEqual([])
    expect(testSettingWarnings({ ...test, productionGiven: true })).toEqual([
      'PAYSTACK_SECRET_KEY is a test key (sk_test_) on a server started with NODE_ENV=production: guests pay with Paystack\'s test cards and no money reaches the hotel; set the live key (sk_live_) to take payments (docs/running.md, "Taking payments")',
    ])
  })
})
