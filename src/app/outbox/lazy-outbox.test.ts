import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESERVATIONS_KEY } from '../../lib/start-names'
import { storedReservation } from '../../test/stored-reservation'
import type { DeviceOutbox } from './device-outbox'
import { lazyDeviceOutbox } from './lazy-outbox'

/** A stand-in for device-outbox.ts: what was asked of it, and how often it was made. */
function fakeDevice() {
  const calls: string[] = []
  let made = 0
  const device = {
    start: () => void calls.push('start'),
    reservations: {
      reserve: (entry: { reservation_id: string }) =>
        void calls.push(`reserve ${entry.reservation_id}`),
      cancel: async (id: string) => void calls.push(`cancel ${id}`),
      refresh: () => void calls.push('refresh'),
    },
    contact: { send: (m: { message_id: string }) => void calls.push(`send ${m.message_id}`) },
  } as unknown as DeviceOutbox
  const load = vi.fn(async () => ({
    createDeviceOutbox: () => {
      made++
      return device
    },
  }))
  return { calls, load, made: () => made }
}

describe('the outbox loaded when it has work', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('is not loaded at start when the device keeps nothing', async () => {
    const fake = fakeDevice()
    lazyDeviceOutbox(new QueryClient(), fake.load as never).start()
    await Promise.resolve()
    expect(fake.load).not.toHaveBeenCalled()
  })

  it('is loaded and started at start when a request is kept', async () => {
    localStorage.setItem(`${RESERVATIONS_KEY}:r-1`, JSON.stringify(storedReservation('r-1')))
    const fake = fakeDevice()
    lazyDeviceOutbox(new QueryClient(), fake.load as never).start()
    await vi.waitFor(() => expect(fake.calls).toEqual(['start']))
  })

  it('loads once, at the first request, and hands each call on', async () => {
    const fake = fakeDevice()
    const outbox = lazyDeviceOutbox(new QueryClient(), fake.load as never)
    outbox.start()
    outbox.reservations.reserve(storedReservation('r-1'))
    outbox.contact.send({ message_id: 'm-1' } as never)
    await outbox.reservations.cancel('r-1')
    await vi.waitFor(() =>
      expect(fake.calls).toEqual(['start', 'reserve r-1', 'send m-1', 'cancel r-1']),
    )
    expect(fake.load).toHaveBeenCalledTimes(1)
    expect(fake.made()).toBe(1)
  })

  it('loads when another tab keeps a request, not for other keys', async () => {
    const fake = fakeDevice()
    lazyDeviceOutbox(new QueryClient(), fake.load as never).start()
    window.dispatchEvent(new StorageEvent('storage', { key: 'hearth:theme' }))
    await Promise.resolve()
    expect(fake.load).not.toHaveBeenCalled()
    window.dispatchEvent(new StorageEvent('storage', { key: `${RESERVATIONS_KEY}:r-9` }))
    await vi.waitFor(() => expect(fake.calls).toEqual(['start']))
  })

  it('tries the load again after one failed (offline, its code not cached yet)', async () => {
    const fake = fakeDevice()
    const failing = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(fake.load)
    const outbox = lazyDeviceOutbox(new QueryClient(), failing as never)
    await expect(outbox.reservations.cancel('r-1')).rejects.toThrow(TypeError)
    await outbox.reservations.cancel('r-1')
    expect(fake.calls).toEqual(['start', 'cancel r-1'])
  })
})
