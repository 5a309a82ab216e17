// The desk's words: a unit's housekeeping state, where a stay is at the desk, and what the clerk
// should read before a move (the server warns too, after it: "warns, does not forbid").
import type { DeskStatus, DeskStay, UnitState } from '../../../../contract/frontdesk'
import { isReady } from '../../../../contract/unit-states'
import { consoleMoney } from '../../lib/console-money'
import type { DeskMoveKind } from '../../lib/desk-moves'
import { shortDate } from '../../lib/hotel-time'

export const UNIT_STATE_WORDS: Record<UnitState, string> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
}

export const DESK_STATUS_WORDS: Record<DeskStatus, string> = {
  confirmed: 'Not arrived',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'No-show',
}

/** "₦30,000 is still to pay."; none when nothing is due (or no price was agreed). */
export function balanceWarning(stay: DeskStay): string | undefined {
  if (stay.balance_due === null || stay.balance_due <= 0) return undefined
  return `${consoleMoney(stay.balance_due, stay.currency)} is still to pay.`
}

/**
 * What the desk should know before the move: the unit not ready (a check-in), the balance due, the
 * nights an early check-out gives back. Warnings only: the clerk may go on.
 */
export function warningsBefore(
  move: DeskMoveKind,
  stay: DeskStay,
  unit: { name: string; state: UnitState } | undefined,
  today: string,
): string[] {
  const warnings: string[] = []
  if (move === 'check-in' && unit && !isReady(unit.state))
    warnings.push(`${unit.name} is not clean: it is ${UNIT_STATE_WORDS[unit.state].toLowerCase()}.`)
  if (move !== 'no-show') {
    const due = balanceWarning(stay)
    if (due) warnings.push(due)
  }
  if (move === 'check-out' && today < stay.to) {
    const thisYear = today.slice(0, 4)
    warnings.push(
      `Leaving before ${shortDate(stay.to, thisYear)}: the nights from ${shortDate(today, thisYear)} go back on sale.`,
    )
  }
  return warnings
}
