import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOutbox, type OutboxLock, type OutboxStore, type Outcome } from './create-outbox'
import { FIRST_RETRY_MS, LAST_RETRY_MS } from './outbox-timing'

interface Job {
  id: string
}

class Offline extends Error {}
class Refused extends Error {}

/** A store in memory that records what was settled. */
function memoryStore(...ids: string[]) {
  const jobs = ids.map((id) => ({ id }))
  const settled: [string, Outcome][] = []
  const store: OutboxStore<Job> = {
    waiting: () => [...jobs],
    add: (job) => void jobs.push(job),
    remove: (job) => {
      const at = jobs.findIndex((j) => j.id === job.id)
      if (at < 0) return false
      jobs.splice(at, 1)
      return true
    },
    settle: (job, outcome) => {
      jobs.splice(
        jobs.findIndex((j) => j.id === job.id),
        1,
      )
      settled.push([job.id, outcome])
    },
  }
  return { store, settled, jobs }
}

/** One lock shared by the "tabs" of a test, like navigator.locks. */
function sharedLock(): OutboxLock & { held: () => boolean } {
  let holder: Promise<unknown> | undefined
  const lock = (async <T>(work: () => Promise<T>, { wait }: { wait: boolean }) => {
    while (holder) {
      if (!wait) return undefined
      await holder.catch(() => undefined)
    }
    const run = work()
    holder = run
    try {
      return await run
    } finally {
      holder = undefined
    }
  }) as OutboxLock & { held: () => boolean }
  lock.held = () => holder !== undefined
  return lock
}

/** A send that answers as told, one call at a time, and counts its calls. */
function scriptedSend(answer: (id: string, call: number) => 'ok' | 'offline' | 'refused') {
  const calls: string[] = []
  const send = vi.fn(async (job: Job) => {
    calls.push(job.id)
    const result = answer(job.id, calls.length)
    if (result === 'offline') throw new Offline()
    if (result === 'refused') throw new Refused('no')
    return { id: job.id }
  })
  return { send, calls }
}

const retryable = (e: unknown) => e instanceof Offline

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the queue', () => {
  it('delivers every waiting job once, oldest first, and records each answer', async () => {
    const { store, settled } = memoryStore('a', 'b', 'c')
    const { send, calls } = scriptedSend(() => 'ok')
    const onDelivered = vi.fn()
    const outbox = createOutbox({ store, send, retryable, lock: sharedLock(), onDelivered })
    await outbox.deliver()
    expect(calls).toEqual(['a', 'b', 'c'])
    expect(settled.map(([id, o]) => [id, o.ok])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ])
    expect(onDelivered).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(LAST_RETRY_MS * 4)
    expect(calls).toHaveLength(3) // nothing waits: no timer sends again
  })

  it('settles a refusal and goes on; stops the round at the first failure a retry may cure', async () => {
    const { store, settled, jobs } = memoryStore('a', 'b', 'c')
    const { send, calls } = scriptedSend((id) =>
      id === 'a' ? 'refused' : id === 'b' ? 'offline' : 'ok',
    )
    const outbox = createOutbox({ store, send, retryable, lock: sharedLock() })
    await outbox.deliver()
    expect(calls).toEqual(['a', 'b']) // c is not tried while the way is shut
    expect(settled).toHaveLength(1)
    expect(settled[0]![1]).toMatchObject({ ok: false })
    expect(jobs.map((j) => j.id)).toEqual(['b', 'c'])
  })

  it('tells the store what waits for a connection only once a send found none', async () => {
    const { store } = memoryStore('a', 'b')
    const blocked = vi.fn()
    store.blocked = blocked
    let online = true
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const send = async (job: Job) => {
      if (job.id === 'a') await gate // on its way: nothing waits yet
      if (!online) throw new Offline()
      return {}
    }
    const outbox = createOutbox({ store, send, retryable, lock: sharedLock() })
    const round = outbox.deliver()
    await vi.advanceTimersByTimeAsync(0)
    expect(blocked).not.toHaveBeenCalled()
    online = false
    release()
    await round
    // 'a' was refused by the way, and 'b' behind it waits too: the way is shut for both.
    expect(blocked).toHaveBeenCalledTimes(1)
    expect(blocked.mock.calls[0]![0].map((j: Job) => j.id)).toEqual(['a', 'b'])
    online = true
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS)
    expect(blocked).toHaveBeenCalledTimes(1) // delivered: nothing more waits
  })

  it('a job enqueued during a round is delivered by a second round right after it', async () => {
    const { store } = memoryStore('a')
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const calls: string[] = []
    const send = async (job: Job) => {
      calls.push(job.id)
      if (job.id === 'a') await gate
      return {}
    }
    const outbox = createOutbox({ store, send, retryable, lock: sharedLock() })
    const first = outbox.deliver()
    outbox.enqueue({ id: 'b' })
    expect(calls).toEqual(['a']) // one round at a time
    release()
    await first
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual(['a', 'b'])
  })
})

describe('back-off', () => {
  it('tries again after 5 s, doubling to 5 min, and from 5 s again after a success', async () => {
    const { store } = memoryStore('a')
    let online = false
    const { send, calls } = scriptedSend(() => (online ? 'ok' : 'offline'))
    const outbox = createOutbox({ store, send, retryable, lock: sharedLock() })
    await outbox.deliver()
    const tries = () => calls.length
    const expected = [5, 10, 20, 40, 80, 160, 300, 300].map((s) => s * 1000)
    for (const wait of expected) {
      const before = tries()
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(tries(), `not before ${wait} ms`).toBe(before)
      await vi.advanceTimersByTimeAsync(1)
      expect(tries(), `after ${wait} ms`).toBe(before + 1)
    }
    online = true
    await vi.advanceTimersByTimeAsync(LAST_RETRY_MS)
    expect(store.waiting()).toEqual([])
    // A new job that cannot go is tried again after the first delay, not the last one.
    online = false
    outbox.enqueue({ id: 'b' })
    await vi.advanceTimersByTimeAsync(0)
    const before = tries()
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS)
    expect(tries()).toBe(before + 1)
  })

  it('coming back online tries at once, without waiting for the timer', async () => {
    const { store } = memoryStore('a')
    let online = false
    const { send, calls } = scriptedSend(() => (online ? 'ok' : 'offline'))
    const outbox = createOutbox({ store, send, retryable, lock: sharedLock() })
    const stop = outbox.start()
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS + 10_000 + 20_000) // three tries
    expect(calls).toHaveLength(4)
    online = true
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(5)
    expect(store.waiting()).toEqual([])
    stop()
  })
})

describe('the lock', () => {
  it('two tabs deliver each job once: the second finds the lock held and the job gone', async () => {
    const { store } = memoryStore('a', 'b')
    const lock = sharedLock()
    const { send, calls } = scriptedSend(() => 'ok')
    const tab1 = createOutbox({ store, send, retryable, lock })
    const tab2 = createOutbox({ store, send, retryable, lock })
    await Promise.all([tab1.deliver(), tab2.deliver()])
    await vi.advanceTimersByTimeAsync(LAST_RETRY_MS)
    expect(calls).toEqual(['a', 'b'])
  })

  it('cancel waits for a delivery in progress: a job sent is never also withdrawn', async () => {
    const { store, settled } = memoryStore('a')
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const send = async () => {
      await gate
      return {}
    }
    const outbox = createOutbox({ store, send, retryable, lock: sharedLock() })
    const delivering = outbox.deliver()
    const cancelled = outbox.cancel({ id: 'a' })
    release()
    await delivering
    expect(await cancelled).toBe(false)
    expect(settled.map(([id]) => id)).toEqual(['a'])
  })

  it('cancel withdraws a job that waits, and it is never sent', async () => {
    const { store } = memoryStore('a')
    const { send, calls } = scriptedSend(() => 'offline')
    const outbox = createOutbox({ store, send, retryable, lock: sharedLock() })
    await outbox.deliver()
    expect(await outbox.cancel({ id: 'a' })).toBe(true)
    await vi.advanceTimersByTimeAsync(LAST_RETRY_MS * 2)
    expect(calls).toEqual(['a'])
  })
})

describe('status reads', () => {
  it('read at start and on each trigger, and every pollMs only while an answer is awaited', async () => {
    const { store } = memoryStore()
    let awaited = true
    const read = vi.fn(async () => undefined)
    const outbox = createOutbox({
      store,
      send: async () => ({}),
      retryable,
      lock: sharedLock(),
      statuses: { read, awaited: () => awaited, pollMs: 180_000 },
    })
    const stop = outbox.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(179_999)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(2)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(3)
    awaited = false
    await vi.advanceTimersByTimeAsync(180_000) // the poll set before runs once, then no more
    await vi.advanceTimersByTimeAsync(180_000 * 5)
    expect(read).toHaveBeenCalledTimes(4)
    stop()
  })

  it('a failed read is tried again at the next poll', async () => {
    const { store } = memoryStore()
    const read = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Offline())
      .mockResolvedValue(undefined)
    const outbox = createOutbox({
      store,
      send: async () => ({}),
      retryable,
      lock: sharedLock(),
      statuses: { read, awaited: () => true, pollMs: 1000 },
    })
    await outbox.readStatuses()
    await vi.advanceTimersByTimeAsync(1000)
    expect(read).toHaveBeenCalledTimes(2)
  })
})

describe('a read asked for by a push', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('follows a read under way, which may have been made before the answer changed', async () => {
    let finish!: () => void
    const read = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined)
    const outbox = createOutbox({
      store: memoryStore().store,
      send: async () => ({}),
      retryable,
      lock: sharedLock(),
      statuses: { read, awaited: () => false, pollMs: 1000 },
    })
    const first = outbox.readStatuses()
    void outbox.readStatuses() // an ordinary trigger: answered by the read under way
    const pushed = outbox.readStatuses({ fresh: true })
    expect(read).toHaveBeenCalledTimes(1)
    finish()
    await Promise.all([first, pushed])
    expect(read).toHaveBeenCalledTimes(2)
  })
})
