import { describe, expect, it } from 'vitest'
import type { ImportedBlock } from './channel-blocks'
import { channelsTook } from './clerk-sentences'

const block = (link_name: string, date_from: string, occupied_until: string): ImportedBlock => ({
  facility_id: 'f',
  link_id: link_name,
  link_name,
  unit: 1,
  date_from,
  occupied_until,
})

describe("the clerk's sentence when an import took a request's night", () => {
  const room = { facility_type: 'room' }

  it('names each channel with how many of the full nights it holds', () => {
    const full = ['2031-05-02', '2031-05-03', '2031-05-04']
    const blocks = [
      block('Booking.com', '2031-05-03', '2031-05-04'),
      block('Airbnb', '2031-05-01', '2031-05-04'),
      // Its check-out day is no night of it; a night not full is not counted.
      block('Vrbo', '2031-05-05', '2031-05-07'),
    ]
    expect(channelsTook(room, 'confirm', full, blocks)?.message).toBe(
      // In the order of the nights: Airbnb holds the first.
      'Airbnb has taken 2 of these nights, and Booking.com 1, so this request cannot be ' +
        'confirmed. Decline it with a note, or offer the guest other dates.',
    )
    expect(channelsTook(room, 'reinstate', ['2031-05-03'], blocks)?.message).toBe(
      'Booking.com has taken 1 of these nights, and Airbnb 1 since it was cancelled, so this ' +
        'stay cannot be reinstated. Call the guest to offer other dates.',
    )
  })

  it('says days for an activity centre, and nothing when only requests filled the nights', () => {
    const blocks = [block('Airbnb', '2031-05-01', '2031-05-03')]
    expect(
      channelsTook({ facility_type: 'activityCenter' }, 'confirm', ['2031-05-02'], blocks)?.message,
    ).toMatch(/^Airbnb has taken 1 of these days, so/)
    expect(channelsTook(room, 'confirm', ['2031-05-03'], blocks)).toBeUndefined()
    expect(channelsTook(room, 'confirm', ['2031-05-02'], [])).toBeUndefined()
  })
})
