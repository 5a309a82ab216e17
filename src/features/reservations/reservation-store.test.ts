import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addReservation,
  getReservation,
  listReservations,
  removeReservation,
  RESERVATIONS_KEY,
  subscribeReservations,
  updateReservation,
  type StoredReservation,
} from './reservation-store'
import { storedReservation } from '../../test/stored-reservation'

const entry = storedReservation

describe('reservation store', () => {
  beforeEach(() => localStorage.clear())

  it('is empty with nothing stored, or with damaged storage', () => {
    expect(listReservations()).toEqual([])
    localStorage.setItem(RESERVATIONS_KEY, '{not json')
    expect(listReservations()).toEqual([])
    localStorage.setItem(RESERVATIONS_KEY, '{"a":1}')
    expect(listReservations()).toEqual([])
  })

  it('keeps the entries that still read correctly', () => {
    localStorage.setItem(RESERVATIONS_KEY, JSON.stringify([entry('good-one-1'), { junk: true }]))
    expect(listReservations().map((r) => r.reservation_id)).toEqual(['good-one-1'])
  })

  it('keeps the newest first and writes to localStorage', () => {
    addReservation(entry('first-0001'))
    addReservation(entry('second-002'))
    expect(listReservations().map((r) => r.reservation_id)).toEqual(['second-002', 'first-0001'])
    const raw = JSON.parse(localStorage.getItem(RESERVATIONS_KEY)!) as StoredReservation[]
    expect(raw[0]).toMatchObject({
      reservation_id: 'second-002',
      name: 'Ada Obi',
      phone: '+234 803 555 0142',
      dateRange: { from: '2026-12-01', to: '2026-12-03' },
      value: 'room',
    })
  })

  it('never holds the same reservation twice', () => {
    addReservation(entry('same-id-01'))
    addReservation(entry('same-id-01', { name: 'Ada' }))
    expect(listReservations()).toHaveLength(1)
  })

  it('updates and removes by id, and tells subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeReservations(listener)
    addReservation(entry('update-me1'))
    updateReservation('update-me1', { status: 'sent', sentAt: '2026-11-22T10:01:00.000Z' })
    expect(getReservation('update-me1')?.status).toBe('sent')
    updateReservation('no-such-id', { status: 'failed' })
    removeReservation('update-me1')
    expect(getReservation('update-me1')).toBeUndefined()
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
  })

  it('returns the same array until storage changes, as useSyncExternalStore needs', () => {
    addReservation(entry('stable-id1'))
    expect(listReservations()).toBe(listReservations())
  })

  it('hears changes made in another tab', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeReservations(listener)
    window.dispatchEvent(new StorageEvent('storage', { key: RESERVATIONS_KEY }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })
})
