// The live channel's reader (live-states.ts) with a hand-driven change feed and database: one
// read per change for every follower, told only on a change, in order, and again after a failure;
// a stay over told once and no longer read.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RequestLiveState } from '../../../contract/request-live'
import type { ChangeFeed, ChangeListener } from '../db/change-feed'
import { liveStates, type LiveMessage, type LiveRead } from './live-states'

function fakeFeed() {
  const listeners = new Set<ChangeListener>()
  let checking = 0
  const feed: ChangeFeed = {
    announce: async () => listeners.forEach((l) => l('change')),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    check() {},
    keepChecking() {
      checking++
      return () => void checking--
    },
    isLive: () => true,
  }
  return { feed, listeners, checking: () => checking }
}

const state = (id: string, status: RequestLiveState['status']): RequestLiveState => ({
  reservation_id: id,
  status,
  note: null,
  updated_at: '2026-11-27T10:00:00.000Z',
  hold_until: null,
})

/** A database of states the test changes, with every read it was asked for. */
function fakeDatabase(initial: RequestLiveState[]) {
  const rows = new Map(initial.map((s) => [s.reservation_id, s]))
  /** The ids whose stays are over. */
  const over = new Set<string>()
  const reads: string[][] = []
  return {
    rows,
    over,
    reads,
    read: vi.fn(async (ids: readonly string[]) => {
      reads.push([...ids])
      return new Map<string, LiveRead>(
        ids.flatMap((id) => {
          const state = rows.get(id)
          return state ? [[id, { state, over: over.has(id) }] as const] : []
        }),
      )
    }),
  }
}

const log = { warn: vi.fn() }
const statusesTold = (messages: LiveMessage[]) =>
  messages.map((m) =>
    m.kind === 'state'
      ? `${m.state.reservation_id}:${m.state.status}`
      : `${m.reservation_id}:unknown`,
  )

afterEach(() => vi.useRealTimers())

describe('liveStates', () => {
  it('reads every followed id in one query per change, and tells only what changed', async () => {
    vi.useFakeTimers()
    const { feed } = fakeFeed()
    const db = fakeDatabase([state('a', 'received'), state('b', 'received')])
    const states = liveStates({ feed, read: db.read, log, coalesceMs: 100 })
    const toA: LiveMessage[] = []
    const toB: LiveMessage[] = []
    const toAB: LiveMessage[] = []
    states.watch(['a'], (m) => toA.push(m), vi.fn())
    states.watch(['b'], (m) => toB.push(m), vi.fn())
    states.watch(['a', 'b', 'c'], (m) => toAB.push(m), vi.fn())
    await vi.runAllTimersAsync()
    expect(statusesTold(toA)).toEqual(['a:received'])
    expect(statusesTold(toAB)).toEqual(['a:received', 'b:received', 'c:unknown'])

    db.reads.length = 0
    db.rows.set('a', state('a', 'confirmed'))
    await feed.announce()
    await feed.announce() // a burst: one read
    await vi.runAllTimersAsync()
    expect(db.reads).toEqual([['a', 'b', 'c']])
    expect(statusesTold(toA)).toEqual(['a:received', 'a:confirmed'])
    expect(statusesTold(toB)).toEqual(['b:received']) // b did not change: nothing told
    expect(statusesTold(toAB)).toEqual(['a:received', 'b:received', 'c:unknown', 'a:confirmed'])
  })

  it('never tells a newcomer’s first read after a later change’s', async () => {
    const { feed } = fakeFeed()
    const db = fakeDatabase([state('a', 'received')])
    let release: () => void = () => {}
    const firstRead = db.read.getMockImplementation()!
    // The first read is slow and sees the row as it was then.
    db.read.mockImplementationOnce(async (ids) => {
      const seen = await firstRead(ids)
      await new Promise<void>((resolve) => (release = resolve))
      return seen
    })
    const states = liveStates({ feed, read: db.read, log, coalesceMs: 0 })
    const told: LiveMessage[] = []
    states.watch(['a'], (m) => told.push(m), vi.fn())
    await vi.waitFor(() => expect(db.read).toHaveBeenCalledOnce()) // it has seen 'received'
    db.rows.set('a', state('a', 'confirmed'))
    await feed.announce()
    await new Promise((resolve) => setTimeout(resolve, 20)) // the change's read is asked for
    release()
    await vi.waitFor(() => expect(statusesTold(told)).toEqual(['a:received', 'a:confirmed']))
  })

  it('reads again after a failed read, and ends a stream whose first read failed', async () => {
    vi.useFakeTimers()
    const { feed } = fakeFeed()
    const db = fakeDatabase([state('a', 'received')])
    const states = liveStates({ feed, read: db.read, log, coalesceMs: 10, retryMs: 1_000 })
    db.read.mockRejectedValueOnce(new Error('database away'))
    const failed = vi.fn()
    states.watch(['a'], vi.fn(), failed)
    await vi.runAllTimersAsync()
    expect(failed).toHaveBeenCalledOnce()

    const told: LiveMessage[] = []
    states.watch(['a'], (m) => told.push(m), vi.fn())
    await vi.runAllTimersAsync()
    db.rows.set('a', state('a', 'declined'))
    db.read.mockRejectedValueOnce(new Error('database away'))
    await feed.announce()
    await vi.advanceTimersByTimeAsync(10)
    expect(statusesTold(told)).toEqual(['a:received'])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(statusesTold(told)).toEqual(['a:received', 'a:declined'])
  })

  it('listens to the feed only while someone follows', async () => {
    const { feed, listeners, checking } = fakeFeed()
    const db = fakeDatabase([])
    const states = liveStates({ feed, read: db.read, log })
    const stopA = states.watch(['a'], vi.fn(), vi.fn())
    const stopB = states.watch(['a', 'b'], vi.fn(), vi.fn())
    expect([listeners.size, checking(), states.followed()]).toEqual([1, 1, 2])
    stopA()
    expect(states.followed()).toBe(2)
    stopB()
    expect([listeners.size, checking(), states.followed()]).toEqual([0, 0, 0])
  })

  it('follows a stay whatever its status while it is ahead, and tells a stay over once', async () => {
    vi.useFakeTimers()
    const { feed, listeners } = fakeFeed()
    const db = fakeDatabase([state('ahead', 'confirmed'), state('over', 'confirmed')])
    db.over.add('over')
    const states = liveStates({ feed, read: db.read, log, coalesceMs: 10 })
    const told: LiveMessage[] = []
    const stop = states.watch(['ahead', 'over'], (m) => told.push(m), vi.fn())
    await vi.runAllTimersAsync()
    expect(statusesTold(told)).toEqual(['ahead:confirmed', 'over:confirmed'])
    expect(states.followed()).toBe(1)

    // The hotel cancels both, then puts the one ahead back: only that one is read and told.
    db.reads.length = 0
    db.rows.set('ahead', state('ahead', 'cancelled'))
    db.rows.set('over', state('over', 'cancelled'))
    await feed.announce()
    await vi.runAllTimersAsync()
    db.rows.set('ahead', { ...state('ahead', 'confirmed'), updated_at: '2026-11-27T11:00:00.000Z' })
    await feed.announce()
    await vi.runAllTimersAsync()
    expect(db.reads).toEqual([['ahead'], ['ahead']])
    expect(statusesTold(told)).toEqual([
      'ahead:confirmed',
      'over:confirmed',
      'ahead:cancelled',
      'ahead:confirmed',
    ])

    // Its last night passes while followed: told as it is then, and read no more.
    db.over.add('ahead')
    db.rows.set('ahead', state('ahead', 'cancelled'))
    await feed.announce()
    await vi.runAllTimersAsync()
    expect(statusesTold(told).at(-1)).toBe('ahead:cancelled')
    expect([states.followed(), listeners.size]).toEqual([0, 0]) // nothing left to read for
    await feed.announce()
    await vi.runAllTimersAsync()
    expect(db.reads).toHaveLength(3)

    // A page opened later on a stay over hears it once; the feed is listened to again, once.
    const later: LiveMessage[] = []
    const stopLater = states.watch(['over', 'ahead'], (m) => later.push(m), vi.fn())
    expect(listeners.size).toBe(1)
    await vi.runAllTimersAsync()
    expect(statusesTold(later)).toEqual(['over:cancelled', 'ahead:cancelled'])
    expect([states.followed(), listeners.size]).toEqual([0, 0])
    stop()
    stopLater()
    expect(listeners.size).toBe(0)
  })
})
