// The fields of a facility only an owner changes: its type and name, and its numbers (how many
// of it there are, and how many it sleeps or holds), said in the words of the type chosen.
import { FACILITY_TYPES, isNightBased, type FacilityType } from '../../../../contract/facility'
import { guestsVerb, kindOne, kindPlural } from '../../lib/facility-words'
import type { Values } from './use-facility-form'

export const TYPE_LABELS: Record<FacilityType, string> = {
  room: 'Room',
  apartment: 'Apartment',
  activityCenter: 'Activity centre',
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

interface FieldsProps {
  /** The form's id, for the fields' own. */
  id: string
  values: Values
  set: (field: keyof Values) => (value: string) => void
}

export function TypeAndNameFields({ id, values, set }: FieldsProps) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} value={values.type} onChange={(e) => set('type')(e.target.value)}>
          {FACILITY_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          required
          maxLength={100}
          autoComplete="off"
        />
      </div>
    </>
  )
}

/**
 * Two fields side by side whose labels, boxes and hints line up (a grid of three rows each,
 * catalogue.css), in the words of the type chosen: "How many rooms", "Sleeps".
 */
export function NumberFields({ id, values, set }: FieldsProps) {
  return (
    <div className="catalogue-numbers">
      <div className="field">
        <label htmlFor={`${id}-capacity`}>How many {kindPlural(values.type)}</label>
        <input
          id={`${id}-capacity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          required
          value={values.capacity}
          onChange={(e) => set('capacity')(e.target.value)}
          aria-describedby={`${id}-capacity-hint`}
        />
        <p id={`${id}-capacity-hint`} className="muted small">
          Each takes one booking a {isNightBased(values.type) ? 'night' : 'day'}.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-guests`}>{capitalised(guestsVerb(values.type))}</label>
        <input
          id={`${id}-guests`}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={values.guests}
          onChange={(e) => set('guests')(e.target.value)}
          aria-describedby={`${id}-guests-hint`}
        />
        <p id={`${id}-guests-hint`} className="muted small">
          {isNightBased(values.type) ? 'Guests' : 'People'} in one {kindOne(values.type)}{' '}
          (optional).
        </p>
      </div>
    </div>
  )
}
