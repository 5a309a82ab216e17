// How many guests the request is for (issue 40): 1 to what the facility takes, the catalogue's
// `guests`. The form shows it only when the catalogue says (reservation-form.tsx).
import { FormField } from '../../components/form-field'
import { texts } from '../../lib/i18n'

interface Props {
  max: number
  /** The first value (a draft's, or 1). */
  initial: number
  onChange(guests: number): void
}

export function GuestsField({ max, initial, onChange }: Props) {
  return (
    <FormField label={texts().reservation.price.guests} problem={undefined}>
      {(id, described) => (
        <select
          id={id}
          className="input guests-select"
          name="guests"
          // Uncontrolled, its first value as the option's `selected` attribute: a select whose
          // markup names no chosen option exposes no value to some readers (HTML_CodeSniffer's
          // H91), which a controlled select's property alone does not change.
          defaultValue={initial}
          onChange={(e) => onChange(Number(e.target.value))}
          {...described}
        >
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
