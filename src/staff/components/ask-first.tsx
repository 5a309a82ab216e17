// A step that cannot be undone asks first, in place: the question (focused as it appears, so a
// screen reader reads it and the keyboard is next to the answer), the step and the way back, and
// the server's refusal in words. Deleting a facility and revoking a colleague ask through it.
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { messageOf } from './problem'

interface AskFirstProps {
  /** What happens, said before it does. */
  question: ReactNode
  /** The step's button ("Delete for good"). */
  go: string
  /** The way back ("Keep it"). */
  keep: string
  onGo: () => void
  onKeep: () => void
  /** The step may not be taken now (offline, or on its way). */
  disabled: boolean
  /** What the server answered when the step failed. */
  error?: unknown
}

export function AskFirst({ question, go, keep, onGo, onKeep, disabled, error }: AskFirstProps) {
  const id = useId()
  const asked = useRef<HTMLParagraphElement>(null)
  useEffect(() => asked.current?.focus(), [])
  return (
    <div className="ask-first" role="group" aria-labelledby={id}>
      <p id={id} ref={asked} tabIndex={-1}>
        {question}
      </p>
      <div className="button-row">
        <button type="button" className="button danger" onClick={onGo} disabled={disabled}>
          {go}
        </button>
        <button type="button" className="button" onClick={onKeep}>
          {keep}
        </button>
      </div>
      {error != null && (
        <p role="alert" className="error-text">
          {messageOf(error)}
        </p>
      )}
    </div>
  )
}
