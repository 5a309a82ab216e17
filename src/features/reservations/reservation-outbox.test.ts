import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../lib/api-client'
import { settledStatus } from './reservation-outbox'

describe('settledStatus', () => {
  it('keeps a request pending when a later try can still succeed', () => {
    expect(settledStatus(new NetworkError('offline'))).toBe('pending')
    expect(settledStatus(new ApiError(500, 'internal', 'boom'))).toBe('pending')
    expect(settledStatus(new ApiError(503, 'http_error', 'down'))).toBe('pending')
    expect(settledStatus(new ApiError(429, 'too_many_requests', 'slow down'))).toBe('pending')
    expect(settledStatus(new ApiError(408, 'http_error', 'timeout'))).toBe('pending')
    expect(settledStatus(new TypeError('unexpected answer'))).toBe('pending')
  })

  it('settles on answers that a retry cannot change', () => {
    expect(settledStatus(new ApiError(409, 'dates_unavailable', 'full'))).toBe('unavailable')
    expect(settledStatus(new ApiError(409, 'reservation_id_conflict', 'used'))).toBe('failed')
    expect(settledStatus(new ApiError(400, 'invalid_dates', 'past'))).toBe('failed')
    expect(settledStatus(new ApiError(404, 'not_found', 'gone'))).toBe('failed')
  })
})
