import { nanoid } from 'nanoid'
import { useState, type FormEvent } from 'react'
import { EmailField, FormField, InputField, PhoneField } from '../../components/form-field'
import { texts } from '../../lib/i18n'
import { useContactOutbox } from './contact-outbox'
import { ContactQueue } from './contact-queue'
import { addContactMessage, type StoredContactMessage } from './contact-store'
import type { ContactField, ContactFields } from './contact-validation'

/**
 * The spec's contact form. The message is kept on the device and sent to the hotel (now, or
 * when a connection returns), and the spec's alert says it was received.
 */
export function ContactForm() {
  const outbox = useContactOutbox()
  const [problems, setProblems] = useState<Partial<ContactFields>>({})
  const t = texts().pages.contact.form

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const fields: ContactFields = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      reason: String(data.get('reason') ?? ''),
    }
    const message_id = nanoid()
    // The hotel's own checks, before the message is kept: a message it would refuse is not
    // queued. Should their code not load (offline before it was ever cached), the hotel checks.
    const found = await import('./contact-validation').then(
      ({ contactProblems }) => contactProblems(fields, message_id),
      () => ({}),
    )
    setProblems(found)
    const first = Object.keys(found)[0] as ContactField | undefined
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    const message: StoredContactMessage = {
      message_id,
      ...fields,
      createdAt: new Date().toISOString(),
      status: 'pending',
    }
    // Kept first, here: the message is on the device even if the outbox has not loaded yet.
    addContactMessage(message)
    outbox.send(message)
    window.alert(t.submitted)
    form.reset()
  }
  return (
    <>
      <form onSubmit={(e) => void onSubmit(e)} aria-label={t.label} className="form">
        <InputField label={t.name} problem={problems.name} name="name" autoComplete="name" />
        <EmailField label={t.email} problem={problems.email} />
        <PhoneField label={t.phone} problem={problems.phone} />
        <FormField label={t.reason} problem={problems.reason}>
          {(id, described) => (
            <textarea id={id} className="input" name="reason" rows={4} required {...described} />
          )}
        </FormField>
        <button type="submit" className="btn btn-solid">
          {t.send}
        </button>
      </form>
      <ContactQueue />
    </>
  )
}
