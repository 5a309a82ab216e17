import { describe, expect, it } from 'vitest'
import { HOUSEKEEPING_PATH, mayOpen, screenOf, screensFor } from './console-screens'

describe('the screen a path belongs to (its tab is marked)', () => {
  it('is its own, with or without a trailing slash, or the one that holds it', () => {
    expect(screenOf('/staff')).toBe('/staff')
    expect(screenOf('/staff/')).toBe('/staff')
    expect(screenOf('/staff/calendar')).toBe('/staff/calendar')
    expect(screenOf('/staff/today')).toBe('/staff/today')
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

describe('what each role is offered', () => {
  it('offers housekeeping their screen alone, and the others every screen of theirs', () => {
    expect(screensFor('housekeeping').map((s) => s.href)).toEqual([HOUSEKEEPING_PATH])
    expect(screensFor('frontdesk').map((s) => s.href)).not.toContain(HOUSEKEEPING_PATH)
    expect(screensFor('frontdesk').map((s) => s.href)).not.toContain('/staff/people')
    expect(screensFor('owner').map((s) => s.href)).toContain('/staff/people')
  })
  it('opens housekeeping their screen only; the others every page', () => {
    expect(mayOpen('housekeeping', HOUSEKEEPING_PATH)).toBe(true)
    expect(mayOpen('housekeeping', `${HOUSEKEEPING_PATH}/`)).toBe(true)
    expect(mayOpen('housekeeping', '/staff')).toBe(false)
    expect(mayOpen('housekeeping', '/staff/calendar')).toBe(false)
    expect(mayOpen('housekeeping', '/staff/requests/WKW6M-38CKW')).toBe(false)
    expect(mayOpen('frontdesk', '/staff/calendar')).toBe(true)
    expect(mayOpen('frontdesk', '/staff/people')).toBe(true)
  })
})
