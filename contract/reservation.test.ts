import { nanoid } from 'nanoid'
import { describe, expect, it } from 'vitest'
import { RESERVATION_ID_PATTERN, ReservationIdParams, ReserveBody } from './reservation'

describe('the reservation_id, the key to a guest’s status and cancel routes', () => {
  it('takes what the site makes (nanoid: 21 symbols, 126 bits)', () => {
    for (let i = 0; i < 100; i++) expect(RESERVATION_ID_PATTERN.test(nanoid())).toBe(true)
  })

  it('needs 16 symbols at least: 96 bits when random, over the 80 the issue asks', () => {
    expect(RESERVATION_ID_PATTERN.test('a'.repeat(15))).toBe(false)
    expect(RESERVATION_ID_PATTERN.test('a'.repeat(16))).toBe(true)
    expect(RESERVATION_ID_PATTERN.test('a'.repeat(64))).toBe(true)
    expect(RESERVATION_ID_PATTERN.test('a'.repeat(65))).toBe(false)
    expect(16 * Math.log2(64)).toBeGreaterThanOrEqual(80)
    const params = ReservationIdParams.safeParse({ id: 'short-id-8' })
    expect(params.success).toBe(false)
    expect(params.error?.issues[0]?.message).toBe(
      'must be a reservation_id: 16 to 64 letters, digits, _ or -',
    )
    const body = ReserveBody.shape.reservation_id.safeParse('abcdefghijklmno')
    expect(body.error?.issues[0]?.message).toBe('must be 16 to 64 letters, digits, _ or -')
  })
})
