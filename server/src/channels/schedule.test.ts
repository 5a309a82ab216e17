// The schedule's timing and its lease, alone: a fake lease (an in-memory holder and time) and a
// fake import round, with fake timers. The lease itself on both databases is the API tests'
// (tests/api/channel-sync-schedule.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LeaseRepository } from '../db/lease-repository'
import { channelSchedule, leaseSlack } from './schedule'

const MINUTE = 60_000

/** One lease row, as the table keeps it: taken when free at `at`, or already the holder's. */
function memoryLease() {
  const row = { holder: '', until: '' }
  const lease: LeaseRepository = {
    async take(_name, holder, at, until) {
      if (row.until > at && row.holder !== holder) return false
      Object.assign(row, { holder, until })
      return true
    },
  }
  return { lease, row }
}

describe('the imports schedule', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.parse('2026-11-20T09:00:00Z') }))
  afterEach(() => void vi.useRealTimers())

  it('imports at start, then once per interval; a second server finds each interval taken', async () => {
    const { lease } = memoryLease()
    const rounds = { a: 0, b: 0 }
    const make = (name: 'a' | 'b') =>
      channelSchedule({
        sync: {
          syncAll: async () => {
            rounds[name]++
            return []
          },
        },
        leases: lease,
        everyMs: 15 * MINUTE,
        holder: name,
      })
    const a = make('a')
    const b = make('b')
    a.start()
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    b.start() // five minutes later: this interval is a's
    await vi.advanceTimersByTimeAsync(0)
    expect(rounds).toEqual({ a: 1, b: 0 })
    // Over an hour, each interval's round runs once, on whichever server's tick comes first.
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(rounds.a + rounds.b).toBe(5)
    await Promise.all([a.stop(), b.stop()])
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(rounds.a + rounds.b).toBe(5)
  })

  it('takes over at the next tick after a killed holder’s lease runs out', async () => {
    const { lease, row } = memoryLease()
    const start = Date.now()
    // The killed server's lease, taken just now and never renewed.
    Object.assign(row, {
      holder: 'killed',
      until: new Date(start + 15 * MINUTE - leaseSlack(15 * MINUTE)).toISOString(),
    })
    let rounds = 0
    const b = channelSchedule({
      sync: {
        syncAll: async () => {
          rounds++
          return []
        },
      },
      leases: lease,
      everyMs: 15 * MINUTE,
      holder: 'b',
    })
    b.start()
    await vi.advanceTimersByTimeAsync(14 * MINUTE)
    expect(rounds).toBe(0)
    await vi.advanceTimersByTimeAsync(1 * MINUTE)
    expect(rounds).toBe(1)
    expect(row.holder).toBe('b')
    await b.stop()
  })

  it('lets a failed round go (the database away) and tries again at the next interval', async () => {
    let down = true
    const attempts: string[] = []
    const warn = vi.fn()
    const schedule = channelSchedule({
      sync: {
        syncAll: async () => {
          attempts.push('round')
          return []
        },
      },
      leases: {
        async take() {
          attempts.push('lease')
          if (down) throw new Error('connection refused')
          return true
        },
      },
      everyMs: 15 * MINUTE,
      log: { warn, info: () => {} },
    })
    schedule.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(attempts).toEqual(['lease'])
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'channel import round failed; the next interval tries again',
    )
    down = false
    await vi.advanceTimersByTimeAsync(15 * MINUTE)
    expect(attempts).toEqual(['lease', 'lease', 'round'])
    await schedule.stop()
  })
})
