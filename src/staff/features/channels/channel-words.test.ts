import { describe, expect, it } from 'vitest'
import type { StaffChannelLink } from '../../../../contract/staff-channels'
import { ago, blockedWords, lastFailure, lastImported, unitName } from './channel-words'

const NOW = new Date('2031-05-10T12:00:00Z')
const minutesBefore = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString()
const link = (over: Partial<StaffChannelLink>): StaffChannelLink => ({
  id: 'l1',
  facility_id: 'f1',
  facility_name: 'Garden Double Room',
  unit: 1,
  name: 'Airbnb',
  host: 'www.airbnb.com',
  created_at: minutesBefore(60),
  last_attempt_at: null,
  last_success_at: null,
  last_error: null,
  failures: 0,
  warnings: [],
  nights: 0,
  export_url: 'https://hotel.example/api/calendar/s/f1/link/l1.ics',
  ...over,
})

describe("a booking site's link in words", () => {
  it('says how long ago, in minutes and hours, then in the hotel’s time', () => {
    expect(ago(minutesBefore(0), 'UTC', NOW)).toBe('just now')
    expect(ago(minutesBefore(3), 'UTC', NOW)).toBe('3 min ago')
    expect(ago(minutesBefore(59), 'UTC', NOW)).toBe('59 min ago')
    expect(ago(minutesBefore(5 * 60 + 10), 'UTC', NOW)).toBe('5 h ago')
    expect(ago(minutesBefore(25 * 60), 'UTC', NOW)).toMatch(/^yesterday, /)
  })

  it('says when the feed was last imported, or that it never was', () => {
    expect(lastImported(link({}), 'UTC', NOW)).toBe(
      'Not imported yet: the first import is on its way',
    )
    expect(lastImported(link({ last_attempt_at: minutesBefore(1) }), 'UTC', NOW)).toBe(
      'Never imported',
    )
    expect(
      lastImported(
        link({ last_attempt_at: minutesBefore(3), last_success_at: minutesBefore(3) }),
        'UTC',
        NOW,
      ),
    ).toBe('Last imported 3 min ago')
  })

  it('says a failure with its reason, and what stays blocked meanwhile', () => {
    expect(lastFailure(link({ last_success_at: minutesBefore(30) }), 'UTC', NOW)).toBeUndefined()
    expect(
      lastFailure(
        link({
          last_attempt_at: minutesBefore(2),
          last_success_at: minutesBefore(90),
          last_error: 'The feed answered 503.',
          failures: 3,
        }),
        'UTC',
        NOW,
      ),
    ).toBe(
      'The last try, 2 min ago, failed (3 tries in a row): The feed answered 503. The nights of the last good import stay blocked.',
    )
    expect(
      lastFailure(
        link({ last_attempt_at: minutesBefore(2), last_error: 'Not a calendar', failures: 1 }),
        'UTC',
        NOW,
      ),
    ).toBe('The last try, 2 min ago, failed: Not a calendar. Nothing is blocked from it yet.')
  })

  it('names the unit and the nights in the facility’s words', () => {
    expect(unitName('room', 2, 3)).toBe('Room 2 of 3')
    expect(unitName('activityCenter', 1, 1)).toBe('Activity centre 1 of 1')
    expect(blockedWords('room', 0)).toBe('nothing blocked from today')
    expect(blockedWords('room', 1)).toBe('1 night blocked from today')
    expect(blockedWords('activityCenter', 4)).toBe('4 days blocked from today')
  })
})
