// The desk's moves that are kept on the device when the connection is gone (issue 54, "Through a
// Wi-Fi drop"): on a stay, check in, check out, mark a no-show; on a unit, its housekeeping state
// (clean, dirty, inspected, out of order). One way to send each, used by the screens when online
// and by the queue (./desk-queue.ts) when the move waited on the device.
import type { DeskAnswer, Unit, UnitStateBody } from '../../../contract/frontdesk'
import { staffPost, unchecked } from './staff-api'

export const DESK_MOVE_KINDS = ['check-in', 'check-out', 'no-show'] as const
export type DeskMoveKind = (typeof DESK_MOVE_KINDS)[number]

/** A move on a stay as it is asked for: the stay, what to do and, for a check-in, the unit chosen. */
export interface StayMoveAsk {
  reference: string
  move: DeskMoveKind
  /** A check-in's unit, when the desk chose one. */
  unit?: string
  /** The guest's name, so a move kept on the device says whose it is after the day changed. */
  guest: string
}

/**
 * A unit's state as marked on housekeeping's screen. Its body carries the unit's `changed_at` as
 * the person saw it, so a mark that waited on the device is refused if the unit changed since (a
 * check-out made it dirty) rather than applied late over it.
 */
export interface UnitMarkAsk {
  move: 'unit-state'
  /** The unit's name. */
  unit: string
  body: UnitStateBody & { seen_changed_at: string | null }
}

export type DeskMoveAsk = StayMoveAsk | UnitMarkAsk

export const isUnitMark = (ask: DeskMoveAsk): ask is UnitMarkAsk => ask.move === 'unit-state'

/** The move as a clerk reads it ("Check in", "Check out", "Mark no-show"). */
export const DESK_MOVE_WORDS: Record<DeskMoveKind, string> = {
  'check-in': 'Check in',
  'check-out': 'Check out',
  'no-show': 'Mark no-show',
}

/**
 * Sends the move. Asking for what the stay already is answers 200 `changed: false`, so a move
 * sent again (its answer lost on the way) changes nothing; a move the stay no longer allows is a
 * 409 with the server's sentence.
 */
export function sendDeskMove(ask: StayMoveAsk): Promise<DeskAnswer> {
  const body = ask.move === 'check-in' && ask.unit ? { unit: ask.unit } : {}
  return staffPost(
    `/stays/${encodeURIComponent(ask.reference)}/${ask.move}`,
    body,
    unchecked<DeskAnswer>(),
  )
}

/** Sets a unit's state; the unit as it is after. */
export const sendUnitMark = (unit: string, body: UnitStateBody) =>
  staffPost(`/units/${encodeURIComponent(unit)}/state`, body, unchecked<Unit>())

/** Sends a move kept on the device, whichever its kind. */
export const sendKeptMove = (ask: DeskMoveAsk): Promise<DeskAnswer | Unit> =>
  isUnitMark(ask) ? sendUnitMark(ask.unit, ask.body) : sendDeskMove(ask)
