// The desk's queue of moves kept offline (./desk-queue.ts), as the app made it (app/desk-queue.ts),
// for the screens below it: the day view keeps the stays' moves in it and housekeeping's screen the
// units' marks, each shows its own, sign-out clears it. None where the console is drawn without it
// (the server's render of the inbox).
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react'
import { type DeskMoveAsk, isUnitMark } from './desk-moves'
import {
  type DeskMove,
  type DeskQueue,
  isUnanswered,
  type KeptStayMove,
  type KeptUnitMark,
} from './desk-queue'
import { useConnection } from './connection'

export const DeskQueueContext = createContext<DeskQueue | undefined>(undefined)

export const useDeskQueue = () => useContext(DeskQueueContext)

const NONE: DeskMove[] = []
const nothing = () => () => {}

/** The moves kept on the device, in the order made; kept up to date. */
export function useKeptMoves(): DeskMove[] {
  const queue = useDeskQueue()
  return useSyncExternalStore(queue?.subscribe ?? nothing, queue?.list ?? (() => NONE), () => NONE)
}

/** The stays' moves kept (the day view's). */
export function useKeptStayMoves(): KeptStayMove[] {
  const moves = useKeptMoves()
  return useMemo(() => moves.filter((m): m is KeptStayMove => !isUnitMark(m)), [moves])
}

/** The units' marks kept (housekeeping's). */
export function useKeptUnitMarks(): KeptUnitMark[] {
  const moves = useKeptMoves()
  return useMemo(() => moves.filter((m): m is KeptUnitMark => isUnitMark(m)), [moves])
}

/** A move sent and the hotel's answer, or kept on the device to go later. */
export type SentOrKept<T> = { kept: true } | { kept: false; answer: T }

/**
 * Sends a move now when the console can, or keeps it on the device: offline, behind moves already
 * waiting (they reach the hotel in the order made), or when the hotel's answer never came (it may
 * have arrived or not: it is sent again, which the server answers alike). A refusal is thrown, for
 * the screen to say.
 */
export function useSendOrKeep() {
  const queue = useDeskQueue()
  const { canAct } = useConnection()
  return async <T>(ask: DeskMoveAsk, sendNow: () => Promise<T>): Promise<SentOrKept<T>> => {
    if (queue && (!canAct || queue.waiting())) {
      await queue.enqueue(ask)
      return { kept: true }
    }
    try {
      return { kept: false, answer: await sendNow() }
    } catch (error) {
      if (!queue || !isUnanswered(error)) throw error
      await queue.enqueue(ask)
      return { kept: true }
    }
  }
}
