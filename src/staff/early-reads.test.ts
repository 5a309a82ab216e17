// The early reads name the same addresses as the console's code, which they cannot import.
import { describe, expect, it } from 'vitest'
import { STAFF_PATH } from '../../contract/staff-paths'
import { EARLY_API, EARLY_INBOX_PATH } from './early-reads'
import { STAFF_API } from './lib/staff-api'

describe('early reads', () => {
  it('ask the API and the inbox the console uses', () => {
    expect(EARLY_API).toBe(STAFF_API)
    expect(EARLY_INBOX_PATH).toBe(STAFF_PATH)
  })
})
