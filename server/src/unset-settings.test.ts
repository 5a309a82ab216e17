import { describe, expect, it } from 'vitest'
import { testSettingWarnings, timeZoneLine, unsetSettings } from './unset-settings'

describe('unsetSettings', () => {
  const none = {
    SMTP_URL: undefined,
    STAFF_WEBHOOK_URL: undefined,
    TERMII_API_KEY: undefined,
    HOTEL_TIMEZONE: 'UTC',
    hotelTimeZoneSet: false,
  }

  it('names each way of telling people that is off, and nothing once all are on', () => {
    expect(unsetSettings(none).map((line) => line.split(' ')[0])).toEqual([
      'HOTEL_TIMEZONE',
      'SMTP_URL',
      'TERMII_API_KEY',
    ])
    expect(
      unsetSettings({
        ...none,
        hotelTimeZoneSet: true,
        STAFF_WEBHOOK_URL: 'https://hooks.example/x',
      }),
    ).toHaveLength(1)
    expect(
      unsetSettings({
        SMTP_URL: 'smtp://mail',
        STAFF_WEBHOOK_URL: undefined,
        TERMII_API_KEY: 'key12345',
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
  it('warns of the test origins, naming them and both names of the setting', () => {
    expect(testSettingWarnings({ OUTBOUND_ALLOWED_TEST_ORIGINS: undefined })).toEqual([])
    const [warning, ...more] = testSettingWarnings({
      OUTBOUND_ALLOWED_TEST_ORIGINS: ['http://127.0.0.1:9001', 'http://127.0.0.1:9002'],
    })
    expect(more).toEqual([])
    expect(warning).toContain('OUTBOUND_ALLOWED_TEST_ORIGINS')
    expect(warning).toContain('PUSH_ALLOWED_TEST_ORIGINS')
    expect(warning).toContain('http://127.0.0.1:9001, http://127.0.0.1:9002 unchecked')
  })
})
