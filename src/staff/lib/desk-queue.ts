// The desk's moves made offline (issue 54, "Through a Wi-Fi drop"): a check-in, a check-out, a
// no-show or a unit's housekeeping state marked with no way to the hotel's server is kept on the
// device (IndexedDB, the console's own database: ./device-store.ts), shown as waiting, and sent in the order it was
// made once the way is open again. Unlike the console's other changes, which wait for the clerk
// to press again (lib/connection.ts), these cannot: the guest stands at the desk now.
//
// - Each move is sent, then removed only after the server answered it: 2xx, done; a refusal (a
//   409: the stay was cancelled meanwhile) is kept, with the server's sentence, until the clerk
//   dismisses it: never lost, never tried again. No answer (offline, 5xx, busy, signed out) keeps
//   it, and every move after it, for the next try: the order the desk made them in holds.
// - A move whose answer was lost is sent again; the server answers a move already made with
//   `changed: false`, so that costs nothing. A unit's mark carries what its maker saw of the
//   unit: the server refuses it when the unit changed since (a check-out made it dirty), and
//   answers it as it is when the unit already is as marked (the mark itself got there first).
// - A unit marked again while its first mark waits goes to the state marked last: one mark waits
//   per unit.
// - One round at a time in this tab, and one tab at a time (the lock): a move is sent once.
// - Triggers: start, a move kept, the `online` event, the page shown again, and a back-off timer
//   while anything waits (5 s doubling to 5 min), because `navigator.onLine` lies on captive Wi-Fi.
//
// One object made by the app (app/desk-queue.ts), its store, sender and lock handed in, so a test
// drives it with fake ones.
import { del, get, update } from 'idb-keyval'
import type { DeskAnswer, Unit } from '../../../contract/frontdesk'
import { type DeskMoveAsk, isUnitMark, type StayMoveAsk, type UnitMarkAsk } from './desk-moves'
import { deviceStore } from './device-store'
import { StaffApiError } from './staff-api'

interface Kept {
  /** Made on the device; the queue's own name for it. */
  id: string
  /** When the clerk made it (ms since the epoch): the order they are sent in. */
  made_at: number
  /** The server's sentence when it refused the move; kept until the clerk dismisses it. */
  refused?: string
}
export type DeskMove = DeskMoveAsk & Kept
export type KeptStayMove = StayMoveAsk & Kept
export type KeptUnitMark = UnitMarkAsk & Kept

export interface DeskQueueStore {
  read(): Promise<DeskMove[]>
  /** Changes the kept list in one step (another tab may change it too). */
  change(edit: (moves: DeskMove[]) => DeskMove[]): Promise<DeskMove[]>
  clear(): Promise<void>
}

/** Runs `work` alone among this device's tabs; undefined when another tab is at it. */
export type DeskQueueLock = (work: () => Promise<void>) => Promise<void>

export interface DeskQueueOptions {
  store: DeskQueueStore
  send(move: DeskMoveAsk): Promise<DeskAnswer | Unit>
  lock?: DeskQueueLock
  /**
   * After the server answered a move: its answer when it took it, undefined when it refused it.
   * Either way the stay changed at the hotel, and what the console shows of it is read again.
   */
  onAnswered?(move: DeskMove, answer: DeskAnswer | Unit | undefined): void
  retry?: { firstMs: number; lastMs: number }
}

export interface DeskQueue {
  /** The moves kept, in the order made (waiting and refused). The same array until it changes. */
  list(): DeskMove[]
  subscribe(listener: () => void): () => void
  /**
   * Keeps the move (unless the same move of the same stay already waits; a unit's mark in place of
   * the one of that unit waiting) and tries to send it.
   */
  enqueue(ask: DeskMoveAsk): Promise<void>
  /** Whether a move waits to be sent: a new one goes behind it, not past it. */
  waiting(): boolean
  /** The clerk has read a refusal: it goes. */
  dismiss(id: string): Promise<void>
  /** Sends what waits, in order; resolves when the round is over. */
  deliver(): Promise<void>
  /** Listens for the triggers and starts a first round; returns how to stop. */
  start(): () => void
  /** Sign-out: stops, and nothing of it stays on the device. */
  clear(): Promise<void>
}

const FIRST_RETRY_MS = 5_000
const LAST_RETRY_MS = 5 * 60_000

/** Whether a move sent got no word from the hotel on it: no answer, or the server down or busy. */
export const isUnanswered = (error: unknown) =>
  !(error instanceof StaffApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500

/**
 * Whether the move may get through later, so it stays waiting: unanswered, or signed out (the
 * clerk signs in again, and the move goes then). Any other refusal is the hotel's word on the move.
 */
export const mayGetThrough = (error: unknown) =>
  isUnanswered(error) || (error instanceof StaffApiError && error.status === 401)

/** A mark of the unit named `unit` (in any case, as the hotel compares names). */
const marksUnit = (move: DeskMove, unit: string) =>
  isUnitMark(move) && move.unit.toLowerCase() === unit.toLowerCase()

/**
 * After a unit's mark was taken: a later mark of that unit made on the same sight of it is made on
 * this mark's result, so the phone's own marks never refuse each other.
 */
function afterTaken(kept: DeskMove[], taken: DeskMove, answer: DeskAnswer | Unit): DeskMove[] {
  if (!isUnitMark(taken) || !('changed_at' in answer)) return kept
  const seen = taken.body.seen_changed_at
  return kept.map((m) =>
    isUnitMark(m) && marksUnit(m, taken.unit) && m.body.seen_changed_at === seen
      ? { ...m, body: { ...m.body, seen_changed_at: answer.changed_at } }
      : m,
  )
}

const byMade = (a: DeskMove, b: DeskMove) => a.made_at - b.made_at

export function createDeskQueue(options: DeskQueueOptions): DeskQueue {
  const { store, send, onAnswered } = options
  const lock: DeskQueueLock = options.lock ?? ((work) => work())
  const firstMs = options.retry?.firstMs ?? FIRST_RETRY_MS
  const lastMs = options.retry?.lastMs ?? LAST_RETRY_MS
  const listeners = new Set<() => void>()
  let moves: DeskMove[] = []
  let running: Promise<void> | undefined
  let runAgain = false
  let retryDelay = firstMs
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const show = (next: DeskMove[]) => {
    moves = [...next].sort(byMade)
    for (const listen of listeners) listen()
  }
  const change = async (edit: (kept: DeskMove[]) => DeskMove[]) => {
    if (stopped) return
    show(await store.change(edit))
  }
  const isWaiting = (move: DeskMove) => move.refused === undefined

  async function round() {
    await lock(async () => {
      // Read afresh: another tab may have sent or added moves.
      show(await store.read())
      for (const move of moves.filter(isWaiting)) {
        if (stopped) return
        try {
          const answer = await send(move)
          await change((kept) => afterTaken(kept, move, answer).filter((m) => m.id !== move.id))
          onAnswered?.(move, answer)
        } catch (error) {
          if (mayGetThrough(error)) return
          const refused = error instanceof Error ? error.message : String(error)
          await change((kept) => kept.map((m) => (m.id === move.id ? { ...m, refused } : m)))
          onAnswered?.(move, undefined)
        }
        retryDelay = firstMs
      }
    })
  }

  function scheduleRetry() {
    clearTimeout(retryTimer)
    retryTimer = undefined
    if (stopped || !moves.some(isWaiting)) {
      retryDelay = firstMs
      return
    }
    retryTimer = setTimeout(() => void deliver(), retryDelay)
    retryDelay = Math.min(retryDelay * 2, lastMs)
  }

  function deliver(): Promise<void> {
    if (running) {
      runAgain = true
      return running
    }
    running = (async () => {
      do {
        runAgain = false
        await round().catch(() => undefined)
      } while (runAgain && !stopped)
    })().finally(() => {
      running = undefined
      scheduleRetry()
    })
    return running
  }

  const kick = () => {
    retryDelay = firstMs
    void deliver()
  }

  return {
    list: () => moves,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    waiting: () => moves.some(isWaiting),
    async enqueue(ask) {
      await change((kept) => {
        const same = kept.some(
          (m) =>
            isWaiting(m) &&
            !isUnitMark(m) &&
            !isUnitMark(ask) &&
            m.reference === ask.reference &&
            m.move === ask.move,
        )
        if (same) return kept
        const rest = isUnitMark(ask)
          ? kept.filter((m) => !(isWaiting(m) && marksUnit(m, ask.unit)))
          : kept
        const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
        // Never before a move already kept, even when this device's clock stepped back.
        const last = kept.reduce((at, m) => Math.max(at, m.made_at), 0)
        return [...rest, { ...ask, id, made_at: Math.max(Date.now(), last + 1) }]
      })
      kick()
    },
    async dismiss(id) {
      await change((kept) => kept.filter((m) => m.id !== id || isWaiting(m)))
    },
    deliver,
    start() {
      stopped = false
      const onVisible = () => document.visibilityState === 'visible' && kick()
      const triggers: [EventTarget, string, () => void][] = [
        [window, 'online', kick],
        [document, 'visibilitychange', onVisible],
      ]
      for (const [target, type, listen] of triggers) target.addEventListener(type, listen)
      kick()
      return () => {
        for (const [target, type, listen] of triggers) target.removeEventListener(type, listen)
        clearTimeout(retryTimer)
      }
    },
    async clear() {
      stopped = true
      clearTimeout(retryTimer)
      // A send on its way may still be answered: stopped, its answer writes nothing back.
      await store.clear()
      show([])
    },
  }
}

const KEY = 'desk-moves'

/** The moves kept in the console's database, one list under one key, changed in one transaction. */
export function deviceDeskStore(): DeskQueueStore {
  return {
    read: async () => (await get<DeskMove[]>(KEY, deviceStore()).catch(() => undefined)) ?? [],
    async change(edit) {
      let next: DeskMove[] = []
      await update<DeskMove[]>(KEY, (kept) => (next = edit(kept ?? [])), deviceStore())
      return next
    },
    clear: () => del(KEY, deviceStore()),
  }
}
