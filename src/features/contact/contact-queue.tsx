// Under the contact form: the messages this device still holds, so a guest who wrote offline
// knows where their words are, and one the hotel refused is not silently lost.
import { removeContactMessage, useContactMessages } from './contact-store'

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function ContactQueue() {
  const messages = useContactMessages()
  if (messages.length === 0) return null
  return (
    <ul className="contact-queue" role="status" aria-live="polite">
      {messages.map((m) =>
        m.status === 'pending' ? (
          <li key={m.message_id}>
            Your message of {timeOf(m.createdAt)} is saved on this device and will be sent to the
            hotel as soon as there is a connection.
          </li>
        ) : (
          <li key={m.message_id}>
            The hotel could not accept your message of {timeOf(m.createdAt)}: {m.problem}{' '}
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => removeContactMessage(m.message_id)}
            >
              Dismiss
            </button>
          </li>
        ),
      )}
    </ul>
  )
}
