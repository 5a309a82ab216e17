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
