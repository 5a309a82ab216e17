// The fields of a facility only an owner changes: its type and name, and its numbers (how many
// of it there are, and how many it sleeps or holds), said in the words of the type chosen.
import { FACILITY_TYPES, isNightBased, type FacilityType } from '../../../../contract/facility'
import { SelectField } from '../../components/select-field'
import { guestsVerb, kindOne, kindPlural } from '../../lib/facility-words'
import type { Values } from './use-facility-form'

export const TYPE_LABELS: Record<FacilityType, string> = {
  room: 'Room',
  apartment: 'Apartment',
  activityCenter: 'Activity centre',
}

const TYPE_CHOICES = FACILITY_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))

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
      <SelectField
        id={`${id}-type`}
        label="Type"
        choices={TYPE_CHOICES}
        value={values.type}
        onChange={set('type')}
      />
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
      <CountField
        id={`${id}-capacity`}
        label={`How many ${kindPlural(values.type)}`}
        required
        value={values.capacity}
        onChange={set('capacity')}
        hint={`Each takes one booking a ${isNightBased(values.type) ? 'night' : 'day'}.`}
      />
      <CountField
        id={`${id}-guests`}
        label={capitalised(guestsVerb(values.type))}
        value={values.guests}
        onChange={set('guests')}
        hint={`${isNightBased(values.type) ? 'Guests' : 'People'} in one ${kindOne(values.type)} (optional).`}
      />
    </div>
  )
}

/** A facility's count (1 to 1000), with what it counts said under it. */
function CountField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  hint: string
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        required={props.required}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={`${props.id}-hint`}
      />
      <p id={`${props.id}-hint`} className="muted small">
        {props.hint}
      </p>
    </div>
  )
}
