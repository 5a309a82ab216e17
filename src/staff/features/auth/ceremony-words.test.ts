import { describe, expect, it } from 'vitest'
import { StaffApiError } from '../../lib/staff-api'
import { ceremonyWords } from './ceremony-words'

describe('a passkey ceremony that did not finish', () => {
  it('says a cancel in words', () => {
    const cancelled = new DOMException(
      'The operation either timed out or was not allowed.',
      'NotAllowedError',
    )
    expect(ceremonyWords(cancelled, 'use')).toMatch(/^You were not signed in/)
    expect(ceremonyWords(cancelled, 'create')).toMatch(/^No passkey was made/)
  })

  it("passes the API's sentence on", () => {
    const refused = new StaffApiError(
      404,
      'invite_invalid',
      'This invite link has been used already.',
    )
    expect(ceremonyWords(refused, 'create')).toBe('This invite link has been used already.')
  })
})
