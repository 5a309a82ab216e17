// A labelled choice among a few (a filter's status, a facility's type, a unit), optionally "any"
// of them first: the empty value.
export interface Choice {
  value: string
  label: string
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  choices,
  any,
  hint,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  choices: readonly Choice[]
  /** The first choice's words, whose value is empty ("Any status"); none: no such choice. */
  any?: string
  /** What the choice does, said under it. */
  hint?: string
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-help` : undefined}
      >
        {any !== undefined && <option value="">{any}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-help`} className="muted small">
          {hint}
        </p>
      )}
    </div>
  )
}
