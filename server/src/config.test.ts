// The settings' reading where it is more than one variable's check: the outbound test origins' two
// names, the log's format, the hotel's zone, and Paystack's address against those test origins.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('OUTBOUND_ALLOWED_TEST_ORIGINS', () => {
  it('is unset by default', () => {
    expect(loadConfig({}).OUTBOUND_ALLOWED_TEST_ORIGINS).toBeUndefined()
  })

  it('reads its own name and the old push name, merged, each origin once', () => {
    const config = loadConfig({
      OUTBOUND_ALLOWED_TEST_ORIGINS: 'http://127.0.0.1:9001, http://127.0.0.1:9002/',
      PUSH_ALLOWED_TEST_ORIGINS: 'http://127.0.0.1:9002,http://127.0.0.1:9003',
    })
    expect(config.OUTBOUND_ALLOWED_TEST_ORIGINS).toEqual([
      'http://127.0.0.1:9001',
      'http://127.0.0.1:9002',
      'http://127.0.0.1:9003',
    ])
    expect(
      loadConfig({ PUSH_ALLOWED_TEST_ORIGINS: 'http://[::1]:9' }).OUTBOUND_ALLOWED_TEST_ORIGINS,
    ).toEqual(['http://[::1]:9'])
  })

  it('refuses what is not an origin, naming the variable', () => {
    expect(() => loadConfig({ OUTBOUND_ALLOWED_TEST_ORIGINS: 'http://127.0.0.1:9/feed' })).toThrow(
      /OUTBOUND_ALLOWED_TEST_ORIGINS: http:\/\/127\.0\.0\.1:9\/feed is not an origin/,
    )
    expect(() => loadConfig({ PUSH_ALLOWED_TEST_ORIGINS: 'nope' })).toThrow(ConfigError)
  })
})

describe('LOG_FORMAT', () => {
  it('is text for a person unless NODE_ENV=production is given, or it is set', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('text')
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_FORMAT).toBe('text')
    expect(loadConfig({ NODE_ENV: 'production' }).LOG_FORMAT).toBe('json')
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json')
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'text' }).LOG_FORMAT).toBe('text')
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT must be text or json/)
  })
})

describe('HOTEL_TIMEZONE', () => {
  it('is UTC unless given, and the config knows whether it was', () => {
    expect(loadConfig({})).toMatchObject({ HOTEL_TIMEZONE: 'UTC', hotelTimeZoneSet: false })
    expect(loadConfig({ HOTEL_TIMEZONE: '' })).toMatchObject({ hotelTimeZoneSet: false })
    expect(loadConfig({ HOTEL_TIMEZONE: 'UTC' })).toMatchObject({ hotelTimeZoneSet: true })
    expect(loadConfig({ HOTEL_TIMEZONE: 'Africa/Lagos' })).toMatchObject({
      HOTEL_TIMEZONE: 'Africa/Lagos',
      hotelTimeZoneSet: true,
    })
  })
})

describe('Paystack', () => {
  it('is off without a key, on https://api.paystack.co with 10 s calls by default', () => {
    expect(loadConfig({}).PAYSTACK_SECRET_KEY).toBeUndefined()
    expect(loadConfig({})).toMatchObject({
      PAYSTACK_API_URL: 'https://api.paystack.co',
      PAYSTACK_TIMEOUT_MS: 10_000,
    })
  })

  it('takes a secret key, test or live, and refuses another without repeating it', () => {
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_0a1b2c' }).PAYSTACK_SECRET_KEY).toBe(
      'sk_live_0a1b2c',
    )
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_0a1b2c' }).PAYSTACK_SECRET_KEY).toBe(
      'sk_test_0a1b2c',
    )
    for (const wrong of ['pk_live_publicpart', 'sk_0a1b2c', 'live_0a1b2c']) {
      const error = (() => {
        try {
          loadConfig({ PAYSTACK_SECRET_KEY: wrong })
        } catch (e) {
          return e as Error
        }
      })()
      expect(error?.message).toMatch(
        /PAYSTACK_SECRET_KEY must be the secret key .* sk_test_ or sk_live_/,
      )
      expect(error?.message).not.toContain(wrong)
    }
  })

  it('calls Paystack over https only, unless the tests named the address theirs', () => {
    expect(() => loadConfig({ PAYSTACK_API_URL: 'http://127.0.0.1:9001' })).toThrow(
      /PAYSTACK_API_URL must be an https:\/\/ URL/,
    )
    expect(() => loadConfig({ PAYSTACK_API_URL: 'not a url' })).toThrow(
      /PAYSTACK_API_URL must be a URL/,
    )
    expect(
      loadConfig({
        PAYSTACK_API_URL: 'http://127.0.0.1:9001/',
        OUTBOUND_ALLOWED_TEST_ORIGINS: 'http://127.0.0.1:9001',
      }).PAYSTACK_API_URL,
    ).toBe('http://127.0.0.1:9001')
    expect(
      loadConfig({ PAYSTACK_API_URL: 'https://paystack.proxy.example/' }).PAYSTACK_API_URL,
    ).toBe('https://paystack.proxy.example')
  })

  it('takes a timeout between 100 ms and 2 minutes', () => {
    expect(loadConfig({ PAYSTACK_TIMEOUT_MS: '2500' }).PAYSTACK_TIMEOUT_MS).toBe(2500)
    expect(() => loadConfig({ PAYSTACK_TIMEOUT_MS: '50' })).toThrow(
      /PAYSTACK_TIMEOUT_MS must be between 100 and 120000/,
    )
  })

  it('knows whether NODE_ENV=production was given, for the start to judge a test key', () => {
    expect(loadConfig({}).productionGiven).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }).productionGiven).toBe(true)
  })
})
