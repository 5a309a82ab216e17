// The message written for the guest, as they will open it: said in its language (lang), for a
// screen reader to speak it so, in its own direction.
import { guestMessageLanguage } from '../../lib/guest-message'

export function MessagePreview({ text, language }: { text: string; language?: string | null }) {
  return (
    <>
      <p className="muted small">The message they open with:</p>
      <blockquote
        className="message-preview guest-text"
        dir="auto"
        lang={guestMessageLanguage(language)}
      >
        {text}
      </blockquote>
    </>
  )
}
