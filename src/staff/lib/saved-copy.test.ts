// The copy kept on the device: written a second after the cache changes, and at once when the
// page goes (a reload in that second used to find the last request opened missing offline).
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const stored = new Map<string, unknown>()
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: (key: string) => Promise.resolve(stored.get(key)),
  set: (key: string, value: unknown) => {
    stored.set(key, value)
    return Promise.resolve()
  },
  del: (key: string) => {
    stored.delete(key)
    return Promise.resolve()
  },
}))

const { forgetSaved, keepSaved, restoreSaved } = await import('./saved-copy')

const savedKeys = () => {
  const saved = stored.get('query-cache') as
    { state: { queries: { queryKey: unknown[] }[] } } | undefined
  return saved?.state.queries.map((q) => JSON.stringify(q.queryKey)) ?? []
}

describe('the saved copy', () => {
  let client: QueryClient
  beforeEach(async () => {
    vi.useFakeTimers()
    stored.clear()
    client = new QueryClient()
    await restoreSaved(client)
    keepSaved(client)
    // The listener starts once the (empty) copy has been read.
    await Promise.resolve()
    await Promise.resolve()
  })
  afterEach(async () => {
    vi.useRealTimers()
    await forgetSaved()
  })

  it('is written within a second of a change, not before', async () => {
    client.setQueryData(['staff', 'me'], { name: 'Ada Obi' })
    client.setQueryData(['staff', 'request', 'AB12C-DE34F'], { status: 'received' })
    expect(savedKeys()).toEqual([])
    await vi.advanceTimersByTimeAsync(999)
    expect(savedKeys()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(savedKeys()).toContain('["staff","request","AB12C-DE34F"]')
  })

  it('is written at once when the page is hidden or leaves', () => {
    client.setQueryData(['staff', 'me'], { name: 'Ada Obi' })
    client.setQueryData(['staff', 'request', 'AB12C-DE34F'], { status: 'received' })
    expect(savedKeys()).toEqual([])
    window.dispatchEvent(new Event('pagehide'))
    expect(savedKeys()).toContain('["staff","request","AB12C-DE34F"]')

    client.setQueryData(['staff', 'request', 'XY98Z-WV76U'], { status: 'received' })
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(savedKeys()).toContain('["staff","request","XY98Z-WV76U"]')
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })

  it('is not written for nobody, and sign-out deletes it', async () => {
    client.setQueryData(['staff', 'me'], { name: 'Ada Obi' })
    window.dispatchEvent(new Event('pagehide'))
    expect(savedKeys()).not.toEqual([])
    await forgetSaved()
    expect(stored.has('query-cache')).toBe(false)
    client.setQueryData(['staff', 'request', 'AB12C-DE34F'], { status: 'received' })
    window.dispatchEvent(new Event('pagehide'))
    expect(stored.has('query-cache')).toBe(false)
  })

  it("never keeps an invite link's lookup, nor restores one an older copy kept", async () => {
    client.setQueryData(['staff', 'me'], { name: 'Ada Obi' })
    client.setQueryData(['staff', 'invite'], { name: 'Ada Obi' })
    window.dispatchEvent(new Event('pagehide'))
    expect(savedKeys()).toContain('["staff","me"]')
    expect(savedKeys()).not.toContain('["staff","invite"]')

    // A copy written before the rule (the link's lookup in it) is read without it.
    const saved = stored.get('query-cache') as { state: { queries: unknown[] } }
    const invite = { ...(saved.state.queries[0] as object), queryKey: ['staff', 'invite'] }
    saved.state.queries.push({ ...invite, queryHash: '["staff","invite"]' })
    const later = new QueryClient()
    await restoreSaved(later)
    expect(later.getQueryData(['staff', 'me'])).toEqual({ name: 'Ada Obi' })
    expect(later.getQueryData(['staff', 'invite'])).toBeUndefined()
  })
})
