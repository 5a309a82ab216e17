// What a unit's day holds, in the few words a housekeeper reads at a glance on a phone ("Left
// today · Arriving today"), and which states each role may set. No guest's name: housekeeping
// sees the comings and goings only.
import type { HousekeepingUnit, UnitState } from '../../../../contract/frontdesk'
import type { StaffRole } from '../../../../contract/staff'

type UnitDay = Pick<HousekeepingUnit, 'departure' | 'arrival' | 'stay_over'>

/** "Left today", "Leaving today · Arriving today", "Staying", or that nobody comes or goes. */
/** Whether a reason as typed already ends its sentence ("plumber booked.", "leaks!"). */
export const endsSentence = (text: string | null | undefined) => /[.!?…]\s*$/.test(text ?? '')

export function unitDayWords(unit: UnitDay): string {
  const parts: string[] = []
  if (unit.departure === 'gone') parts.push('Left today')
  if (unit.departure === 'waiting') parts.push('Leaving today')
  if (unit.stay_over) parts.push('Staying')
  if (unit.arrival === 'expected') parts.push('Arriving today')
  if (unit.arrival === 'arrived') parts.push('Arrived today')
  return parts.length > 0 ? parts.join(' · ') : 'No guest today'
}

/** The button that sets each state, in the order they are offered. */
export const MARK_WORDS: Record<UnitState, string> = {
  clean: 'Mark clean',
  inspected: 'Mark inspected',
  dirty: 'Mark dirty',
  out_of_order: 'Mark out of order',
}

/** What housekeeping may set; the owner and the front desk may also set dirty and inspected. */
const MAY_SET: Record<StaffRole, readonly UnitState[]> = {
  housekeeping: ['clean', 'out_of_order'],
  frontdesk: ['clean', 'inspected', 'dirty', 'out_of_order'],
  owner: ['clean', 'inspected', 'dirty', 'out_of_order'],
}

/** The states a person of `role` may set a unit in `state` to: every one they may, but its own. */
export const statesToOffer = (role: StaffRole, state: UnitState) =>
  MAY_SET[role].filter((next) => next !== state)
