import { describe, expect, it } from 'vitest'
import { unsetSettings } from './unset-settings'

describe('unsetSettings', () => {
  it('names each way of telling people that is off, and nothing once all are on', () => {
    const none = { SMTP_URL: undefined, STAFF_WEBHOOK_URL: undefined, TERMII_API_KEY: undefined }
    expect(unsetSettings(none).map((line) => line.split(' ')[0])).toEqual([
      'SMTP_URL',
      'TERMII_API_KEY',
    ])
    expect(unsetSettings({ ...none, STAFF_WEBHOOK_URL: 'https://hooks.example/x' })).toHaveLength(1)
    expect(
      unsetSettings({
        SMTP_URL: 'smtp://mail',
        STAFF_WEBHOOK_URL: undefined,
        TERMII_API_KEY: 'key12345',
      }),
    ).toEqual([])
  })
})
