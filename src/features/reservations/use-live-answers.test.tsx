// The confirmation page's live stream (use-live-answers.ts), with a fake EventSource: opened only
// while a stay is ahead (whatever its status), the page is shown and the server is reachable;
// closed otherwise; its states kept as a status read's (an answer, the hotel's cancellation, a
// reinstatement); a refused stream reads once and is tried again, less often. The clock is
// pinned: which stays are ahead is a calendar's question.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportReachable } from '../../lib/connectivity'
import type { Availability } from '../../../contract/reservation'
import { storedReservation } from '../../test/stored-reservation'
import { keepCalendar } from './hotel-calendar'
import {
  addReservation,
  getReservation,
  useReservations,
  type StoredReservation,
} from './reservation-store'
import { liveAnswer, useLiveAnswers } from './use-live-answers'

class FakeSource extends EventTarget {
  static CONNECTING = 0
  static OPEN = 1
  static CLOSED = 2
  static made: FakeSource[] = []
  readyState = FakeSource.CONNECTING
  constructor(readonly url: string) {
    super()
    FakeSource.made.push(this)
  }
  close() {
    this.readyState = FakeSource.CLOSED
  }
  tell(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }))
  }
}
const open = () => FakeSource.made.filter((s) => s.readyState !== FakeSource.CLOSED)

const waiting = (id: string, over: Partial<StoredReservation> = {}) =>
  storedReservation(id, { status: 'sent', sentAt: '2026-11-22T10:00:01.000Z', ...over })

const state = (id: string, status: string, updatedAt = '2026-11-22T11:00:00.000Z') => ({
  reservation_id: id,
  status,
  note: status === 'declined' ? 'Full that week' : null,
  updated_at: updatedAt,
  hold_until: null,
})

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

function renderPage(refresh = vi.fn()) {
  const hook = renderHook(() => useLiveAnswers(useReservations(), refresh))
  return { ...hook, refresh }
}

/** The fixtures' stays (2026-12-01 to 03) are ahead. */
const NOW = new Date('2026-11-22T12:00:00.000Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  localStorage.clear()
  // The hotel's calendar, as the dialog keeps it: Lagos's day, whatever the machine's zone.
  keepCalendar({ timeZone: 'Africa/Lagos', maxStay: 30, horizonDays: 365 } as Availability)
  FakeSource.made = []
  vi.stubGlobal('EventSource', FakeSource)
  setVisibility('visible')
  reportReachable(true)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the confirmation page’s live stream', () => {
  it('follows every stay ahead whatever its status, and keeps what it is told', () => {
    addReservation(storedReservation('pending-one-xxxxxx')) // still on the device
    const over = { dateRange: { from: '2026-11-01', to: '2026-11-03' } }
    addReservation(waiting('stay-over-xxxxxxxxx', { ...over, hotel: hotel('confirmed') }))
    addReservation(waiting('cancelling-xxxxxxxx', { cancelRequestedAt: '2026-11-22T10:05:00Z' }))
    addReservation(waiting('answered-xxxxxxxxxx', { hotel: hotel('confirmed') }))
    addReservation(waiting('waiting-b-xxxxxxxxx'))
    addReservation(waiting('waiting-a-xxxxxxxxx'))
    renderPage()
    expect(open()).toHaveLength(1)
    const url =
      '/api/reservations/live?ids=answered-xxxxxxxxxx,cancelling-xxxxxxxx,' +
      'waiting-a-xxxxxxxxx,waiting-b-xxxxxxxxx'
    expect(open()[0]!.url).toBe(url)

    act(() => open()[0]!.tell('state', state('waiting-a-xxxxxxxxx', 'confirmed')))
    expect(getReservation('waiting-a-xxxxxxxxx')?.hotel).toMatchObject({
      status: 'confirmed',
      note: null,
      updatedAt: '2026-11-22T11:00:00.000Z',
    })
    act(() => open()[0]!.tell('state', state('waiting-b-xxxxxxxxx', 'declined')))
    expect(getReservation('waiting-b-xxxxxxxxx')?.hotel?.note).toBe('Full that week')
    // The hotel cancels a confirmed stay, then puts it back: both kept, on the same stream.
    act(() =>
      open()[0]!.tell('state', state('answered-xxxxxxxxxx', 'cancelled', '2026-11-22T12:00:00Z')),
    )
    expect(getReservation('answered-xxxxxxxxxx')?.hotel?.status).toBe('cancelled')
    act(() =>
      open()[0]!.tell('state', state('answered-xxxxxxxxxx', 'confirmed', '2026-11-22T13:00:00Z')),
    )
    expect(getReservation('answered-xxxxxxxxxx')?.hotel?.status).toBe('confirmed')
    expect(FakeSource.made).toHaveLength(1)
    expect(open()[0]!.url).toBe(url)
  })

  it('opens no stream when every stay is over or still on the device, and lets one go as it ends', () => {
    addReservation(storedReservation('pending-one-xxxxxx'))
    addReservation(
      waiting('stay-over-xxxxxxxxx', {
        dateRange: { from: '2026-11-01', to: '2026-11-03' },
        hotel: hotel('confirmed'),
      }),
    )
    const { rerender } = renderPage()
    expect(FakeSource.made).toHaveLength(0)

    // A stay checking out the day after: followed tonight, not once its check-out day comes.
    act(() =>
      addReservation(
        waiting('tonight-xxxxxxxxxxx', { dateRange: { from: '2026-11-22', to: '2026-11-23' } }),
      ),
    )
    expect(open().map((s) => s.url)).toEqual(['/api/reservations/live?ids=tonight-xxxxxxxxxxx'])
    vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'))
    rerender()
    expect(open()).toHaveLength(0)
  })

  it('drops a state older than the one the device knows, and one that is not a state', () => {
    addReservation(
      waiting('waiting-a-xxxxxxxxx', { hotel: hotel('received', '2026-11-22T12:00:00Z') }),
    )
    renderPage()
    act(() =>
      open()[0]!.tell('state', state('waiting-a-xxxxxxxxx', 'expired', '2026-11-22T11:00:00Z')),
    )
    expect(getReservation('waiting-a-xxxxxxxxx')?.hotel?.status).toBe('received')
    expect(liveAnswer('{"reservation_id":"x","status":"gone"}')).toBeUndefined()
    expect(liveAnswer('not json')).toBeUndefined()
  })

  it("keeps the stay's page the hotel's confirmation names", () => {
    const told = liveAnswer(
      JSON.stringify({
        ...state('x', 'confirmed'),
        stay_path: '/stay/abcdefghijklmnopqrstuvwxyz012345',
        checked_in: true,
      }),
    )
    expect(told?.answer.stayPath).toBe('/stay/abcdefghijklmnopqrstuvwxyz012345')
    // While the guest is checked in (issue 54), the card reads as such.
    expect(told?.answer.checkedIn).toBe(true)
  })

  it('is closed while the page is hidden or the server out of reach, and opened again after', () => {
    addReservation(waiting('waiting-a-xxxxxxxxx'))
    renderPage()
    expect(open()).toHaveLength(1)
    act(() => setVisibility('hidden'))
    expect(open()).toHaveLength(0)
    act(() => setVisibility('visible'))
    expect(open()).toHaveLength(1)
    act(() => reportReachable(false))
    expect(open()).toHaveLength(0)
    act(() => reportReachable(true))
    expect(open()).toHaveLength(1)
    expect(FakeSource.made).toHaveLength(3)
  })

  it('asks the outbox to read an id the hotel does not know', () => {
    addReservation(waiting('waiting-a-xxxxxxxxx'))
    const { refresh } = renderPage()
    act(() => open()[0]!.tell('unknown', { reservation_id: 'waiting-a-xxxxxxxxx' }))
    expect(refresh).toHaveBeenCalledWith({ fresh: true })
  })

  it('falls back to a read when refused, and tries again after 5 s, then 10 s', () => {
    vi.useFakeTimers({ now: NOW })
    addReservation(waiting('waiting-a-xxxxxxxxx'))
    const { refresh } = renderPage()
    const refuse = () =>
      act(() => {
        const source = open()[0]!
        source.readyState = FakeSource.CLOSED
        source.dispatchEvent(new Event('error'))
      })
    refuse()
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(open()).toHaveLength(0)
    act(() => vi.advanceTimersByTime(4_999))
    expect(open()).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    expect(open()).toHaveLength(1)
    refuse()
    act(() => vi.advanceTimersByTime(9_999))
    expect(open()).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    expect(open()).toHaveLength(1)
    // A dropped connection the browser reopens by itself is no refusal: no read, no new stream.
    act(() => open()[0]!.dispatchEvent(new Event('error')))
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(FakeSource.made).toHaveLength(3)
  })
})

function hotel(status: 'received' | 'confirmed', updatedAt = '2026-11-22T10:00:02.000Z') {
  return { status, note: null, updatedAt, holdUntil: null, checkedAt: updatedAt }
}
