// The desk's moves kept offline (issue 54): sent in the order made, each once; a refusal kept with
// the server's sentence until dismissed and never tried again; no answer keeps the move (and
// those after it) for the next try; sign-out leaves nothing. A unit's marks go in the same queue:
// one waiting per unit, carrying what their maker saw of the unit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeskAnswer, Unit } from '../../../contract/frontdesk'
import { type DeskMoveAsk, type DeskMoveKind, isUnitMark, type StayMoveAsk } from './desk-moves'
import { createDeskQueue, type DeskMove, type DeskQueueStore } from './desk-queue'
import { StaffApiError } from './staff-api'

/** A store in memory, as the console's database keeps it: one list, changed in one step. */
function memoryStore(): DeskQueueStore & { kept: DeskMove[] } {
  const store = {
    kept: [] as DeskMove[],
    read: async () => store.kept,
    async change(edit: (moves: DeskMove[]) => DeskMove[]) {
      store.kept = edit(store.kept)
      return store.kept
    },
    async clear() {
      store.kept = []
    },
  }
  return store
}

const ask = (reference: string, move: DeskMoveKind = 'check-in'): StayMoveAsk => ({
  reference,
  move,
  guest: `Guest ${reference}`,
})
/** A kept move in a few words: "check-in A", "clean Room 12". */
const said = (m: DeskMoveAsk) =>
  isUnitMark(m) ? `${m.body.state} ${m.unit}` : `${m.move} ${m.reference}`
const answer = { warnings: [], changed: true } as unknown as DeskAnswer
const mark = (unit: string, state: 'clean' | 'out_of_order', seen: string | null): DeskMoveAsk => ({
  move: 'unit-state',
  unit,
  body:
    state === 'clean'
      ? { state, seen_changed_at: seen }
      : { state, reason: 'Leak', seen_changed_at: seen },
})
const unitAnswer = (changed_at: string) => ({ state: 'clean', changed_at }) as unknown as Unit
const offline = () => new StaffApiError(0, 'network', 'The hotel’s server cannot be reached.')
const refusal = () =>
  new StaffApiError(409, 'not_confirmed', 'This stay was cancelled: it cannot be checked in.')

describe('the desk’s queue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the moves in the order made, each once, and removes each after its answer', async () => {
    const store = memoryStore()
    const sent: string[] = []
    let online = false
    const send = vi.fn(async (move: DeskMoveAsk) => {
      if (!online) throw offline()
      sent.push(said(move))
      return answer
    })
    const onAnswered = vi.fn()
    const queue = createDeskQueue({ store, send, onAnswered })
    await queue.enqueue(ask('A'))
    await queue.enqueue(ask('B'))
    await queue.enqueue(ask('A', 'check-out'))
    // The same move of the same stay pressed again while it waits: kept once.
    await queue.enqueue(ask('B'))
    await vi.waitFor(() => expect(send).toHaveBeenCalled())
    await queue.deliver()
    expect(queue.list().map(said)).toEqual(['check-in A', 'check-in B', 'check-out A'])
    expect(queue.waiting()).toBe(true)

    online = true
    // Two triggers at once (the online event, the page shown again): one round, each sent once.
    await Promise.all([queue.deliver(), queue.deliver()])
    expect(sent).toEqual(['check-in A', 'check-in B', 'check-out A'])
    expect(store.kept).toEqual([])
    expect(queue.list()).toEqual([])
    expect(onAnswered).toHaveBeenCalledTimes(3)
    await queue.deliver()
    expect(sent).toHaveLength(3)
  })

  it('keeps a refusal with the server’s sentence until dismissed, and never sends it again', async () => {
    const store = memoryStore()
    const send = vi.fn(async (move: DeskMoveAsk) => {
      if (said(move) === 'check-in CANCELLED') throw refusal()
      return answer
    })
    const queue = createDeskQueue({ store, send })
    await queue.enqueue(ask('CANCELLED'))
    await queue.enqueue(ask('B'))
    await queue.deliver()
    // The refusal does not hold up the moves after it.
    expect(queue.list()).toEqual([
      expect.objectContaining({
        reference: 'CANCELLED',
        refused: 'This stay was cancelled: it cannot be checked in.',
      }),
    ])
    expect(queue.waiting()).toBe(false)
    await queue.deliver()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(send.mock.calls.filter(([m]) => said(m) === 'check-in CANCELLED')).toHaveLength(1)
    await queue.dismiss(queue.list()[0]!.id)
    expect(store.kept).toEqual([])
  })

  it('keeps a move that got no answer, and those after it, and tries again later', async () => {
    const store = memoryStore()
    const failures = [offline(), new StaffApiError(503, 'unavailable', 'Busy.')]
    const send = vi.fn(async (_move: DeskMoveAsk) => {
      const failure = failures.shift()
      if (failure) throw failure
      return answer
    })
    const queue = createDeskQueue({ store, send, retry: { firstMs: 1000, lastMs: 4000 } })
    await queue.enqueue(ask('A'))
    await queue.enqueue(ask('B'))
    await queue.deliver()
    expect(store.kept.map(said)).toEqual(['check-in A', 'check-in B'])
    // B was not sent past A: the order holds.
    expect(send.mock.calls.map(([m]) => said(m))).toEqual(['check-in A', 'check-in A'])
    expect(queue.list().every((m) => m.refused === undefined)).toBe(true)
    await vi.advanceTimersByTimeAsync(5000)
    expect(store.kept).toEqual([])
    expect(send.mock.calls.map(([m]) => said(m))).toEqual([
      'check-in A',
      'check-in A',
      'check-in A',
      'check-in B',
    ])
  })

  it('sends what waits at start and when the browser comes online', async () => {
    const store = memoryStore()
    store.kept = [{ ...ask('A'), id: 'x', made_at: 1 }]
    const send = vi.fn(async () => answer)
    const queue = createDeskQueue({ store, send })
    const stop = queue.start()
    await vi.waitFor(() => expect(store.kept).toEqual([]))
    store.kept = [{ ...ask('B'), id: 'y', made_at: 2 }]
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(store.kept).toEqual([]))
    expect(send).toHaveBeenCalledTimes(2)
    stop()
  })

  it('is cleared at sign-out, and an answer on its way writes nothing back', async () => {
    const store = memoryStore()
    let answerNow: (value: DeskAnswer) => void = () => {}
    const send = vi.fn(() => new Promise<DeskAnswer>((resolve) => (answerNow = resolve)))
    const queue = createDeskQueue({ store, send })
    await queue.enqueue(ask('A'))
    await queue.enqueue(ask('B'))
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await queue.clear()
    expect(store.kept).toEqual([])
    expect(queue.list()).toEqual([])
    answerNow(answer)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(store.kept).toEqual([])
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('keeps a unit’s marks with the stays’ moves in the order made, the last mark of a unit in place of the one waiting', async () => {
    const store = memoryStore()
    let online = false
    const send = vi.fn(async (move: DeskMoveAsk) => {
      if (!online) throw offline()
      return isUnitMark(move) ? unitAnswer('2027-03-10T09:00:00.000Z') : answer
    })
    const queue = createDeskQueue({ store, send })
    await queue.enqueue(ask('A'))
    await queue.enqueue(mark('Room 12', 'clean', 'seen-12'))
    await queue.enqueue(mark('Room 14', 'clean', null))
    // Room 12 marked again before anything went: the unit goes to the state marked last.
    await queue.enqueue(mark('room 12', 'out_of_order', 'seen-12'))
    await queue.deliver()
    expect(queue.list().map(said)).toEqual(['check-in A', 'clean Room 14', 'out_of_order room 12'])
    expect(queue.list()[2]).toMatchObject({
      body: { state: 'out_of_order', reason: 'Leak', seen_changed_at: 'seen-12' },
    })
    online = true
    await queue.deliver()
    // Each once, in the order kept (the check-in was tried offline first).
    expect(send.mock.calls.slice(-3).map(([m]) => said(m))).toEqual([
      'check-in A',
      'clean Room 14',
      'out_of_order room 12',
    ])
    expect(send.mock.calls.filter(([m]) => isUnitMark(m))).toHaveLength(2)
    expect(store.kept).toEqual([])
  })

  it('keeps a mark refused because the unit changed since, with the server’s sentence, until dismissed', async () => {
    const store = memoryStore()
    const changed = new StaffApiError(
      409,
      'unit_changed',
      'Room 12 changed since you marked it (now dirty, by Ada at 10:42): look again before marking it.',
    )
    const send = vi.fn(async (move: DeskMoveAsk) => {
      if (said(move) === 'clean Room 12') throw changed
      return unitAnswer('2027-03-10T09:00:00.000Z')
    })
    const onAnswered = vi.fn()
    const queue = createDeskQueue({ store, send, onAnswered })
    await queue.enqueue(mark('Room 12', 'clean', 'seen-12'))
    await queue.enqueue(mark('Room 14', 'clean', null))
    await queue.deliver()
    expect(queue.list()).toEqual([
      expect.objectContaining({ unit: 'Room 12', refused: changed.message }),
    ])
    expect(onAnswered).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(send).toHaveBeenCalledTimes(2)
    // A new mark of the refused unit goes, and the refusal stays until read.
    await queue.enqueue(mark('Room 12', 'out_of_order', 'seen-later'))
    await queue.deliver()
    expect(send).toHaveBeenCalledTimes(3)
    expect(queue.list().map((m) => m.refused)).toEqual([changed.message])
    await queue.dismiss(queue.list()[0]!.id)
    expect(store.kept).toEqual([])
  })

  it('sends a mark made while the unit’s first was on its way on that first mark’s result', async () => {
    const store = memoryStore()
    let answerNow: (value: Unit) => void = () => {}
    const send = vi.fn((move: DeskMoveAsk) =>
      said(move) === 'clean Room 12'
        ? new Promise<Unit>((resolve) => (answerNow = resolve))
        : Promise.resolve(unitAnswer('2027-03-10T09:30:00.000Z')),
    )
    const queue = createDeskQueue({ store, send })
    await queue.enqueue(mark('Room 12', 'clean', null))
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await queue.enqueue(mark('Room 12', 'out_of_order', null))
    answerNow(unitAnswer('2027-03-10T09:00:00.000Z'))
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    // Not refused by the server for the phone's own clean: it is made on what that clean left.
    expect(send.mock.calls[1]![0]).toMatchObject({
      body: { state: 'out_of_order', seen_changed_at: '2027-03-10T09:00:00.000Z' },
    })
    await vi.waitFor(() => expect(store.kept).toEqual([]))
  })
})
