// Which requests the confirmation page's live stream follows and the outbox reads (issue 51):
// every stay the hotel has whose last night or day is to come, whatever its status, and nothing
// over; pinned to a day, as the rule is a calendar's.
import { describe, expect, it } from 'vitest'
import type { ReservationStatus } from '../../../contract/reservation-status'
import { storedReservation } from '../../test/stored-reservation'
import { followedIds, isFollowed, isStatusRead, isStayAhead } from './followed-stays'
import type { StoredReservation } from './reservation-store'

const TODAY = '2026-12-03'

const answered = (status: ReservationStatus) => ({
  status,
  note: null,
  updatedAt: '2026-11-22T11:00:00.000Z',
  holdUntil: null,
  checkedAt: '2026-11-22T11:00:00.000Z',
})

/** A delivered request for `from`..`to`, answered `status` (none: not answered yet). */
const sent = (
  id: string,
  [from, to]: [string, string],
  status?: ReservationStatus,
  over: Partial<StoredReservation> = {},
) =>
  storedReservation(id, {
    status: 'sent',
    dateRange: { from, to },
    ...(status && { hotel: answered(status) }),
    ...over,
  })

describe('the stays followed', () => {
  it('a night stay until its check-out day, a day-let stay through its last day', () => {
    const room = (to: string) => ({ dateRange: { from: '2026-12-01', to }, value: 'room' as const })
    const hall = (to: string) => ({
      dateRange: { from: '2026-12-01', to },
      value: 'activityCenter' as const,
    })
    expect(isStayAhead(room('2026-12-04'), TODAY)).toBe(true) // tonight is its last night
    expect(isStayAhead(room(TODAY), TODAY)).toBe(false) // checks out today: over
    expect(isStayAhead(hall(TODAY), TODAY)).toBe(true) // today is its last day
    expect(isStayAhead(hall('2026-12-02'), TODAY)).toBe(false)
  })

  it('follows every status the hotel may still change, and none over or not delivered', () => {
    const ahead: [string, string] = ['2026-12-10', '2026-12-12']
    const over: [string, string] = ['2026-11-20', '2026-11-22']
    for (const status of [
      undefined,
      'received',
      'confirmed',
      'declined',
      'cancelled',
      'expired',
    ] as const) {
      expect(isFollowed(sent('x', ahead, status), TODAY), String(status)).toBe(true)
      expect(isFollowed(sent('x', over, status), TODAY), String(status)).toBe(false)
    }
    const cancelling = sent('x', ahead, 'confirmed', { cancelRequestedAt: '2026-11-23T09:00:00Z' })
    expect(isFollowed(cancelling, TODAY)).toBe(true)
    for (const status of ['pending', 'unavailable', 'failed'] as const) {
      expect(
        isFollowed(
          storedReservation('x', { status, dateRange: { from: ahead[0], to: ahead[1] } }),
          TODAY,
        ),
      ).toBe(false)
    }
  })

  it('the outbox reads the stays followed and an unanswered request over, not an answered one', () => {
    const over: [string, string] = ['2026-11-20', '2026-11-22']
    expect(isStatusRead(sent('x', ['2026-12-10', '2026-12-12'], 'cancelled'), TODAY)).toBe(true)
    expect(isStatusRead(sent('x', over), TODAY)).toBe(true)
    expect(isStatusRead(sent('x', over, 'received'), TODAY)).toBe(true)
    for (const status of ['confirmed', 'declined', 'cancelled', 'expired'] as const) {
      expect(isStatusRead(sent('x', over, status), TODAY), status).toBe(false)
    }
    const cancelling = sent('x', ['2026-12-10', '2026-12-12'], 'confirmed', {
      cancelRequestedAt: '2026-11-23T09:00:00Z',
    })
    expect(isStatusRead(cancelling, TODAY)).toBe(false) // its cancellation brings its answer
  })

  it('followedIds: the newest 20 stays ahead, as one key', () => {
    const list = [
      sent('over-xxxxxxxxxxxxxx', ['2026-11-20', '2026-11-22'], 'confirmed'),
      ...Array.from({ length: 25 }, (_, i) =>
        sent(`ahead-${String(i).padStart(12, '0')}`, ['2026-12-10', '2026-12-12'], 'confirmed'),
      ),
    ]
    const ids = followedIds(list, TODAY).split(',')
    expect(ids).toHaveLength(20)
    expect(ids[0]).toBe('ahead-000000000000')
    expect(ids).not.toContain('over-xxxxxxxxxxxxxx')
    expect(followedIds([], TODAY)).toBe('')
  })
})
