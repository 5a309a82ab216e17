import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rateRule } from '../../../contract/rate-rule-fixture'
import { quoteStay, type Quote } from '../../../contract/rates'
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
import { TabStorage } from '../../test/tab-storage'

const entry = storedReservation

describe('reservation store', () => {
  beforeEach(() => localStorage.clear())

  it('is empty with nothing stored, or with damaged storage', () => {
    expect(listReservations()).toEqual([])
    localStorage.setItem(`${RESERVATIONS_KEY}:x`, '{not json')
    expect(listReservations()).toEqual([])
    localStorage.setItem(RESERVATIONS_KEY, '{"a":1}')
    expect(listReservations()).toEqual([])
  })

  it("keeps a request's guests and price, and drops a price that does not read", () => {
    const quote = {
      currency: 'NGN',
      nights: [{ date: '2026-12-01', amount: 4_500_000 }],
      extra_guests: { count: 1, amount: 500_000 },
      total: 5_000_000,
    }
    addReservation(entry('priced-one', { guests: 3, quote, quoteChecked: true }))
    expect(getReservation('priced-one')).toMatchObject({ guests: 3, quote, quoteChecked: true })
    const broken = { ...quote, total: 4.5 }
    addReservation(entry('priced-two', { guests: 2, quote: broken, quoteChecked: true }))
    const read = getReservation('priced-two')
    expect(read?.guests).toBe(2)
    expect(read?.quote).toBeUndefined()
    expect(read?.quoteChecked).toBeUndefined()
  })

  it("keeps a price's taxes and what the guest pays, and the stay's page once confirmed", () => {
    const quote = quoteStay(
      [rateRule({ nightly: 4_500_000 })],
      { from: '2026-12-01', to: '2026-12-02', guests: 1 },
      'night',
      'NGN',
      [{ name: 'VAT', rate: 7.5, included: false }],
    ) as Quote
    expect(quote.grand_total).toBe(4_837_500)
    const hotel = {
      status: 'confirmed' as const,
      note: null,
      updatedAt: '2026-11-23T09:00:00.000Z',
      holdUntil: null,
      checkedAt: '2026-11-23T10:00:00.000Z',
      quote,
      stayPath: '/fr/stay/abcdefghijklmnopqrstuvwxyz012345',
      checkedIn: true as const,
    }
    addReservation(entry('taxed-one', { status: 'sent', quote, hotel }))
    expect(getReservation('taxed-one')).toMatchObject({ quote, hotel })
    // A path elsewhere is no stay page: the card never links it.
    addReservation(
      entry('taxed-two', {
        status: 'sent',
        hotel: { ...hotel, stayPath: '//evil.example/stay/x' },
      }),
    )
    expect(getReservation('taxed-two')?.hotel?.stayPath).toBeUndefined()
  })

  it('keeps the entries that still read correctly', () => {
    localStorage.setItem(`${RESERVATIONS_KEY}:junk`, JSON.stringify({ junk: true }))
    addReservation(entry('good-one-1'))
    expect(listReservations().map((r) => r.reservation_id)).toEqual(['good-one-1'])
  })

  it('takes over the list an older version kept under one key, and removes it', () => {
    addReservation(entry('kept-alone', { name: 'Ada Newer' }))
    const old = [entry('old-one-01'), { junk: true }, entry('kept-alone', { name: 'Ada Older' })]
    localStorage.setItem(RESERVATIONS_KEY, JSON.stringify(old))
    expect(listReservations().map((r) => [r.reservation_id, r.name])).toEqual([
      ['kept-alone', 'Ada Newer'],
      ['old-one-01', 'Ada Obi'],
    ])
    expect(localStorage.getItem(RESERVATIONS_KEY)).toBeNull()
    expect(getReservation('old-one-01')?.name).toBe('Ada Obi')
  })

  it('keeps the newest first and writes to localStorage', () => {
    addReservation(entry('first-0001', { createdAt: '2026-11-22T10:00:00.000Z' }))
    addReservation(entry('second-002', { createdAt: '2026-11-22T10:05:00.000Z' }))
    expect(listReservations().map((r) => r.reservation_id)).toEqual(['second-002', 'first-0001'])
    const raw = JSON.parse(
      localStorage.getItem(`${RESERVATIONS_KEY}:second-002`)!,
    ) as StoredReservation
    expect(raw).toMatchObject({
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
    window.dispatchEvent(new StorageEvent('storage', { key: `${RESERVATIONS_KEY}:some-id` }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })
})

describe('reservation store in two tabs', () => {
  afterEach(() => vi.unstubAllGlobals())

  // The e2e "two tabs" test sent one request twice: tab A marked it sent, tab B (its copy of the
  // storage a moment behind) wrote the hotel's answer to another request, and its older copy of
  // the first one with it: pending again, and sent again.
  it("never undoes another tab's change to another request", () => {
    const shared = new Map<string, string>()
    const [tabA, tabB] = [new TabStorage(shared), new TabStorage(shared)]
    vi.stubGlobal('localStorage', tabA)
    addReservation(entry('request-01', { status: 'sent' }))
    addReservation(entry('request-02'))
    tabB.sync()

    updateReservation('request-02', { status: 'sent', sentAt: '2026-11-22T10:01:00.000Z' })
    vi.stubGlobal('localStorage', tabB) // B has not heard of it yet
    const hotel = {
      status: 'received' as const,
      note: null,
      updatedAt: '2026-11-22T10:00:30.000Z',
      holdUntil: null,
      checkedAt: '2026-11-22T10:01:00.000Z',
    }
    updateReservation('request-01', { hotel })

    vi.stubGlobal('localStorage', new TabStorage(shared))
    expect(getReservation('request-02')?.status).toBe('sent')
    expect(getReservation('request-01')?.hotel).toEqual(hotel)
  })
})
