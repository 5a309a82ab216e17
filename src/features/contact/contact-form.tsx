import { useId, type FormEvent } from 'react'

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="required" aria-hidden="true">
          *
        </span>
      </label>
      {children(id)}
    </div>
  )
}

/** The spec's contact form: nothing is sent; the data is logged and the guest told it was received. */
export function ContactForm() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form))
    console.log('Contact form', data)
    window.alert('Form submitted!')
    form.reset()
  }
  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="form">
      <Field label="Name">
        {(id) => <input id={id} className="input" name="name" autoComplete="name" required />}
      </Field>
      <Field label="Email">
        {(id) => (
          <input
            id={id}
            className="input"
            name="email"
            type="email"
            autoComplete="email"
            required
          />
        )}
      </Field>
      <Field label="Phone">
        {(id) => (
          <input
            id={id}
            className="input"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
        )}
      </Field>
      <Field label="Reason">
        {(id) => <textarea id={id} className="input" name="reason" rows={4} required />}
      </Field>
      <button type="submit" className="btn btn-solid">
        Send
      </button>
    </form>
  )
}
