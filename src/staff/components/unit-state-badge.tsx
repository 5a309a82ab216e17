// A unit's housekeeping state in words, on a badge whose border and colour only repeat them: the
// housekeeping screen and the desk's lists say it alike.
import type { UnitState } from '../../../contract/frontdesk'
import './unit-state-badge.css'

const LABELS: Record<UnitState, string> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
}

export const unitStateLabel = (state: UnitState) => LABELS[state]

export function UnitStateBadge({ state }: { state: UnitState }) {
  return <span className={`badge badge-unit-${state}`}>{LABELS[state]}</span>
}
