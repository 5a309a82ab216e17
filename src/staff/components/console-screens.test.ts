import { describe, expect, it } from 'vitest'
import { screenOf } from './console-screens'

describe('the screen a path belongs to (its tab is marked)', () => {
  it('is its own, with or without a trailing slash, or the one that holds it', () => {
    expect(screenOf('/staff')).toBe('/staff')
    expect(screenOf('/staff/')).toBe('/staff')
    expect(screenOf('/staff/calendar')).toBe('/staff/calendar')
    expect(screenOf('/staff/people/')).toBe('/staff/people')
    expect(screenOf('/staff/booking-sites')).toBe('/staff/booking-sites')
    expect(screenOf('/staff/notifications')).toBe('/staff/notifications')
    expect(screenOf('/staff/requests/WKW6M-38CKW')).toBe('/staff')
  })
  it('is none for a page outside the screens', () => {
    expect(screenOf('/staff/invite')).toBeUndefined()
    expect(screenOf('/staff/calendars')).toBeUndefined()
    expect(screenOf('/staff/missing-page')).toBeUndefined()
  })
})
