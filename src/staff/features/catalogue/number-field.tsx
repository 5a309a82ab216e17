// A number typed in a text field (a price, a count of nights, a share): the phone's digit keypad,
// nothing remembered, and what it means said under it. The rates' and the payment policy's forms.
export function NumberField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  decimal?: boolean
  hint?: string
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        inputMode={props.decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className="muted small">
          {props.hint}
        </p>
      )}
    </div>
  )
}
