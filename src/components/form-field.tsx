import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

/** What a field's control needs to name its problem: set only while there is one. */
export interface Described {
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * A required field of the site's forms: its label (with the asterisk, hidden from screen readers,
 * which hear "required" from the control), its control, and its problem under it, tied to the
 * control by aria-describedby.
 */
export function FormField({
  label,
  problem,
  children,
}: {
  label: string
  problem: string | undefined
  children: (id: string, described: Described) => ReactNode
}) {
  const id = useId()
  const problemId = `${id}-problem`
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="required" aria-hidden="true">
          *
        </span>
      </label>
      {children(id, problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {})}
      {problem && (
        <p id={problemId} className="field-problem">
          {problem}
        </p>
      )}
    </div>
  )
}

type InputProps = InputHTMLAttributes<HTMLInputElement>

/** A required one-line field: its input carries the site's look and the label's and problem's ties. */
export function InputField({
  label,
  problem,
  ...input
}: InputProps & { label: string; problem: string | undefined }) {
  return (
    <FormField label={label} problem={problem}>
      {(id, described) => <input id={id} className="input" {...input} required {...described} />}
    </FormField>
  )
}

/**
 * The guest's phone, asked the same in the contact form and the reservation form: the phone's
 * keypad, and the number the browser knows offered.
 */
export function PhoneField(
  props: Pick<InputProps, 'value' | 'onChange' | 'onBlur'> & {
    label: string
    problem: string | undefined
  },
) {
  return <InputField name="phone" type="tel" inputMode="tel" autoComplete="tel" {...props} />
}

/**
 * An email address, asked the same wherever the site needs one (the contact form, the email
 * Paystack needs on a stay's page): the email keyboard, and the address the browser knows offered.
 */
export function EmailField(
  props: Pick<InputProps, 'value' | 'onChange'> & { label: string; problem: string | undefined },
) {
  return <InputField name="email" type="email" autoComplete="email" {...props} />
}
