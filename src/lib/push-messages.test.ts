import { describe, expect, it } from 'vitest'
import { requestUrl, type GuestPushMessage } from '../../contract/push'
import { isStatusChanged, readGuestPush } from './push-messages'

const pushed: GuestPushMessage = {
  type: 'reservation.status',
  reservation_id: 'r-1',
  reference: 'ABCDEFGHJK',
  status: 'confirmed',
  title: 'Your stay is confirmed',
  body: 'Garden Double Room, 1 to 3 December.',
  url: requestUrl('r-1'),
}

describe('readGuestPush', () => {
  it('reads the hotel message, and only its fields', () => {
    expect(readGuestPush({ ...pushed, name: 'Ada' })).toEqual(pushed)
    const { reference: _, ...withoutReference } = pushed
    expect(readGuestPush(withoutReference)).toEqual(withoutReference)
  })

  it('refuses what is not one, and a tap that would leave the site', () => {
    expect(readGuestPush(undefined)).toBeUndefined()
    expect(readGuestPush('confirmed')).toBeUndefined()
    expect(readGuestPush({ ...pushed, status: 'received' })).toBeUndefined()
    expect(readGuestPush({ ...pushed, title: '' })).toBeUndefined()
    expect(readGuestPush({ ...pushed, url: 'https://elsewhere.example/' })).toBeUndefined()
    expect(readGuestPush({ ...pushed, url: '//elsewhere.example/' })).toBeUndefined()
  })
})

describe('isStatusChanged', () => {
  it("knows the worker's word, with or without a request", () => {
    expect(isStatusChanged({ type: 'reservation.status', reservation_id: 'r-1' })).toBe(true)
    expect(isStatusChanged({ type: 'reservation.status' })).toBe(true)
    expect(isStatusChanged({ type: 'other' })).toBe(false)
    expect(isStatusChanged(null)).toBe(false)
  })
})
