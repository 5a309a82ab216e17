import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withLease } from './outbox-lock'

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

/** Work that runs until released, recording when it starts. */
function gatedWork(log: string[], name: string) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  const work = async () => {
    log.push(`${name} starts`)
    await gate
    log.push(`${name} ends`)
    return name
  }
  return { work, release }
}

describe('the localStorage lease (browsers without Web Locks)', () => {
  it('lets one tab work at a time: the other skips, or waits for the lease to be given back', async () => {
    const log: string[] = []
    const a = gatedWork(log, 'a')
    const running = withLease(a.work, false, 'tab-a')
    await vi.advanceTimersByTimeAsync(50)
    expect(log).toEqual(['a starts'])
    // Without waiting: another tab finds the lease taken and does nothing.
    const skipped = withLease(async () => log.push('b runs'), false, 'tab-b')
    await vi.advanceTimersByTimeAsync(100)
    expect(await skipped).toBeUndefined()
    // Waiting: it runs once the first tab gives the lease back.
    const waiting = withLease(async () => log.push('c runs'), true, 'tab-c')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(log).toEqual(['a starts'])
    a.release()
    expect(await running).toBe('a')
    await vi.advanceTimersByTimeAsync(600)
    await waiting
    expect(log).toEqual(['a starts', 'a ends', 'c runs'])
  })

  it("a crashed tab's lease runs out after a minute", async () => {
    localStorage.setItem(
      'hearth:outbox-lease',
      JSON.stringify({ owner: 'crashed', until: Date.now() + 60_000 }),
    )
    let ran = false
    const waiting = withLease(async () => (ran = true), true, 'tab-b')
    await vi.advanceTimersByTimeAsync(59_000)
    expect(ran).toBe(false)
    await vi.advanceTimersByTimeAsync(2_000)
    await waiting
    expect(ran).toBe(true)
  })
})
