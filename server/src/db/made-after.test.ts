import { describe, expect, it } from 'vitest'
import { madeAfter } from './made-after'

describe('madeAfter', () => {
  const now = new Date('2026-11-29T10:00:00.000Z')
  it('is now when the last row is older, or there is none', () => {
    expect(madeAfter(now, '2026-11-29T09:59:59.999Z')).toBe('2026-11-29T10:00:00.000Z')
    expect(madeAfter(now, null)).toBe('2026-11-29T10:00:00.000Z')
    expect(madeAfter(now, undefined)).toBe('2026-11-29T10:00:00.000Z')
  })
  it('is a millisecond after a last row made at the same instant, or later by a clock since set back', () => {
    expect(madeAfter(now, '2026-11-29T10:00:00.000Z')).toBe('2026-11-29T10:00:00.001Z')
    expect(madeAfter(now, '2026-11-29T11:00:00.000Z')).toBe('2026-11-29T11:00:00.001Z')
  })
  it('passes over a last that is not a date', () => {
    expect(madeAfter(now, 'yesterday')).toBe('2026-11-29T10:00:00.000Z')
  })
})
