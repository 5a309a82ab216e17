// The settings' reading where two names mean one setting: the outbound test origins.
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
