// The frame of a form that changes a stay's money (record a payment, a refund): its title, the
// words of what was done (focused), the amount in the currency's major unit, the form's own
// fields, a note, the first field it could not read, and its buttons.
import type { FormEvent, ReactNode, Ref } from 'react'

export function MoneyForm({
  id,
  title,
  said,
  saidLine,
  currency,
  amount,
  onAmount,
  amountHint,
  note,
  onNote,
  local,
  onSubmit,
  fields,
  children,
}: {
  id: string
  title: string
  said: string | undefined
  saidLine: Ref<HTMLParagraphElement>
  currency: string
  amount: string
  onAmount: (value: string) => void
  /** What the amount may be ("₦40,000 is due."). */
  amountHint: string
  note: string
  onNote: (value: string) => void
  /** The field that could not be read, in a sentence. */
  local: string | undefined
  onSubmit: (event: FormEvent) => void
  /** The form's own fields, between the amount and the note. */
  fields?: ReactNode
  /** Its buttons (or the question asked first). */
  children: ReactNode
}) {
  return (
    <form
      className="card money-form"
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      noValidate
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {said && (
        <p role="status" className="done" ref={saidLine} tabIndex={-1}>
          {said}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-amount`}>Amount ({currency})</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => onAmount(e.target.value)}
          aria-describedby={`${id}-amount-hint`}
          aria-invalid={local ? true : undefined}
        />
        <p id={`${id}-amount-hint`} className="muted small">
          {amountHint}
        </p>
      </div>
      {fields}
      <div className="field">
        <label htmlFor={`${id}-note`}>Note (optional)</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          dir="auto"
        />
      </div>
      {local && (
        <p role="alert" className="error-text">
          {local}
        </p>
      )}
      {children}
    </form>
  )
}
