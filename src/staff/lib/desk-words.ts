// The front desk's states in the console's words (issue 54), one place for every screen that
// shows them (the calendar, a request's page, the day, housekeeping): where a stay is at the desk
// and how a unit is kept, said in words so they never rest on a colour alone.
import type { DeskStatus, UnitState } from '../../../contract/frontdesk'

/** A stay's desk status as a line says it: "Checked in", "No-show". */
export const DESK_STATUS_WORDS: Record<DeskStatus, string> = {
  confirmed: 'Not checked in yet',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'No-show',
}

/** What the desk did, as a request's history says it: "Checked in by Ada Obi, 14:05". */
export const DESK_HISTORY_WORDS: Record<Exclude<DeskStatus, 'confirmed'>, string> = {
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'Marked as a no-show',
}

/** A unit's housekeeping state: "Clean", "Out of order". */
export const UNIT_STATE_WORDS: Record<UnitState, string> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
}
