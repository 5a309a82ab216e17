// Under the contact form: the messages this device still holds, so a guest who wrote offline
// knows where their words are, and one the hotel refused is not silently lost.
import { pageDates } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import { removeContactMessage, useContactMessages } from './contact-store'

const timeOf = (iso: string) => pageDates().momentShort(iso)

export function ContactQueue() {
  // A message on its way is not yet one that waits: said only once a send found no connection.
  const messages = useContactMessages().filter((m) => m.status === 'failed' || m.waitsForConnection)
  if (messages.length === 0) return null
  const t = texts().pages.contact.queue
  return (
    <ul className="contact-queue" role="status" aria-live="polite">
      {messages.map((m) =>
        m.status === 'pending' ? (
          <li key={m.message_id}>{t.pending(timeOf(m.createdAt))}</li>
        ) : (
          <li key={m.message_id}>
            {t.failed(timeOf(m.createdAt), m.problem ?? '')}{' '}
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => removeContactMessage(m.message_id)}
            >
              {t.dismiss}
            </button>
          </li>
        ),
      )}
    </ul>
  )
}
