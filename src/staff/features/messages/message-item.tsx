// One contact message: who wrote and when, what they wrote (as text, never markup, isolated and
// wrapped anywhere), the ways to answer them, and "Mark as handled" (or who handled it and when).
// Unread ones say "New" in words, not by colour alone.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { StaffMessage } from '../../../../contract/staff-messages'
import { messageAnchor } from '../../../../contract/staff-push-message'
import { ActButton } from '../../components/act-button'
import { PhoneLinks } from '../../components/phone-links'
import { StepError } from '../../components/problem'
import { hotelTime } from '../../lib/hotel-time'
import { staffKeys } from '../../lib/staff-keys'
import { markHandled } from './api'
import { replyEmailLink, replyWhatsAppText } from './reply-links'

interface MessageItemProps {
  message: StaffMessage
  timeZone: string
}

export function MessageItem({ message, timeZone }: MessageItemProps) {
  const queryClient = useQueryClient()
  const handledLine = useRef<HTMLParagraphElement>(null)
  const mark = useMutation({
    mutationFn: () => markHandled(message.message_id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.messages() }),
  })
  const handled = message.handled_at !== null
  // The button the clerk pressed is gone once the message reads as handled: the line that says
  // so takes the focus, so the keyboard and the screen reader stay where they were.
  useEffect(() => {
    if (handled && mark.isSuccess) handledLine.current?.focus()
  }, [handled, mark.isSuccess])
  return (
    // Its own address (a staff phone's notification opens it: messages-page.tsx); focusable so
    // the keyboard and the screen reader start there.
    <li
      id={messageAnchor(message.message_id)}
      tabIndex={-1}
      className={`row message${handled ? '' : ' message-new'}`}
    >
      <div className="row-head">
        <h2 className="message-from guest-text" dir="auto">
          {message.name}
        </h2>
        {handled ? (
          <span className="badge badge-other">Handled</span>
        ) : (
          <span className="badge badge-received">New</span>
        )}
      </div>
      <p className="muted small">Came {hotelTime(message.received_at, timeZone)}</p>
      <blockquote className="message-text guest-text" dir="auto">
        {message.reason}
      </blockquote>
      <div className="contact-links" aria-label={`Answer ${message.name}`} role="group">
        <a className="button" href={replyEmailLink(message)}>
          {/* One run of text: a long address wraps inside the button, not beside "Email". */}
          <span className="message-link-text">
            Email <bdi>{message.email}</bdi>
          </span>
        </a>
        <PhoneLinks number={message.phone} text={replyWhatsAppText(message)} />
      </div>
      {handled ? (
        <p ref={handledLine} tabIndex={-1} className="message-handled small">
          Handled by <bdi>{message.handled_by ?? 'a colleague'}</bdi>,{' '}
          {hotelTime(message.handled_at ?? message.received_at, timeZone)}
        </p>
      ) : (
        <div className="message-act">
          <ActButton step={mark} busy="Marking…">
            Mark as handled
          </ActButton>
          <StepError step={mark} small />
        </div>
      )}
    </li>
  )
}
