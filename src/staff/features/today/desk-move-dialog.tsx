// A desk move asks first (components/ask-dialog.tsx): whose stay, the unit (chosen here when the
// stay has none), and what the clerk should read before going on: the unit not clean, a balance
// due, the nights an early check-out gives back. Warnings, never a refusal: the clerk may go on.
// Offline it says the move will be kept on this phone and sent when the connection is back.
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { DeskDay, DeskStay, Unit } from '../../../../contract/frontdesk'
import { isReady } from '../../../../contract/unit-states'
import { AskDialog } from '../../components/ask-dialog'
import { SelectField } from '../../components/select-field'
import type { DeskMoveKind } from '../../lib/desk-moves'
import { freeUnitsQueryOptions, unitsQueryOptions } from './api'
import { UNIT_STATE_WORDS, warningsBefore } from './desk-words'

interface DeskMoveDialogProps {
  stay: DeskStay
  move: DeskMoveKind
  day: DeskDay
  /** Ask for the unit even though the stay has one (the server said none is free for it). */
  askUnit: boolean
  /** The console cannot reach the server now: the move will be kept on the device. */
  kept: boolean
  onGo: (unit: string | undefined) => void
  onKeep: () => void
}

/**
 * The units of the stay's facility, free and ready ones first. Free: as the server said for every
 * night of the stay (`free`), or, without its word (offline, before it answered), not given to
 * another guest in the house or arriving on the day. The server checks either way.
 */
export function unitChoices(
  stay: DeskStay,
  day: DeskDay,
  units: readonly Unit[],
  free: readonly string[] | null | undefined,
) {
  const taken = new Set(
    [...day.arrivals, ...day.in_house]
      .filter((s) => s.reference !== stay.reference && s.unit !== null)
      .filter((s) => s.status === 'confirmed' || s.status === 'checked_in')
      .map((s) => s.unit),
  )
  const isFree = (unit: Unit) => (free ? free.includes(unit.name) : !taken.has(unit.name))
  const rank = (unit: Unit) =>
    unit.state === 'out_of_order' ? 3 : !isFree(unit) ? 2 : isReady(unit.state) ? 0 : 1
  return units
    .filter((unit) => unit.facility_id === stay.facility_id)
    .map((unit) => ({ unit, rank: rank(unit) }))
    .sort((a, b) => a.rank - b.rank || a.unit.number - b.unit.number)
    .map(({ unit, rank }) => ({
      unit,
      value: unit.name,
      label: `${unit.name} · ${rank === 2 ? 'Taken' : UNIT_STATE_WORDS[unit.state]}`,
    }))
}

const TITLES: Record<DeskMoveKind, (guest: string) => string> = {
  'check-in': (guest) => `Check in ${guest}?`,
  'check-out': (guest) => `Check out ${guest}?`,
  'no-show': (guest) => `Mark ${guest} as a no-show?`,
}

export function DeskMoveDialog({
  stay,
  move,
  day,
  askUnit,
  kept,
  onGo,
  onKeep,
}: DeskMoveDialogProps) {
  const id = useId()
  const choosing = move === 'check-in' && (stay.unit === null || askUnit)
  const units = useQuery({ ...unitsQueryOptions(), enabled: choosing })
  const free = useQuery({ ...freeUnitsQueryOptions(stay.reference), enabled: choosing })
  // The server's word on which units are free for every night comes a moment after the units:
  // no unit is offered before it (the first one offered would change under the clerk's finger,
  // and a tap then would check the guest into another than the one read). Offline the read
  // waits (paused): the device's own guess is offered at once.
  const reading =
    (units.isPending && units.fetchStatus === 'fetching') ||
    (free.isPending && free.fetchStatus === 'fetching')
  const choices =
    choosing && !reading ? unitChoices(stay, day, units.data?.units ?? [], free.data) : []
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const chosen = choices.find((c) => c.value === picked) ?? choices[0]
  const unit = choosing
    ? chosen?.unit
    : stay.unit !== null && stay.unit_state !== null
      ? { name: stay.unit, state: stay.unit_state }
      : undefined
  const warnings = warningsBefore(move, stay, unit, day.today)
  const where = stay.unit ?? 'its unit'
  return (
    <AskDialog
      title={TITLES[move](stay.guest)}
      go={move === 'no-show' ? 'Mark no-show' : move === 'check-in' ? 'Check in' : 'Check out'}
      keep={move === 'no-show' ? 'Keep the stay' : 'Not now'}
      calm={move !== 'no-show'}
      onGo={() => onGo(choosing ? chosen?.value : undefined)}
      onKeep={onKeep}
    >
      <p>
        <bdi className="guest-text">{stay.facility_name}</bdi>,{' '}
        <span className="nowrap">{stay.reference}</span>.
      </p>
      {choosing &&
        (choices.length > 0 ? (
          <SelectField
            id={`${id}-unit`}
            label="Unit"
            value={chosen?.value ?? ''}
            onChange={setPicked}
            choices={choices}
            hint="Free and clean units first; the hotel's server checks the unit is free for every night."
          />
        ) : (
          <p>
            {reading
              ? 'Reading the units…'
              : 'No unit to choose here: the hotel’s server gives one that is free, or says none is.'}
          </p>
        ))}
      {move === 'check-out' && <p>{where} turns dirty, for housekeeping.</p>}
      {move === 'no-show' && (
        <p>The guest is no longer expected, and the stay’s nights go back on sale.</p>
      )}
      {warnings.length > 0 && (
        <ul className="desk-warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      {kept && (
        <p className="muted">
          Offline: this is kept on this phone and sent when the connection is back.
        </p>
      )}
    </AskDialog>
  )
}
