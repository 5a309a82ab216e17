// A step a clerk must not take by a slip of the thumb asks first in a modal: the platform's own
// <dialog> opened with showModal(), so the page behind is inert, focus stays inside, Escape
// closes it, and focus returns to the button that opened it. The
// safe answer ("Keep the stay") takes the focus first; the dialog's own button does the step. A
// step that is the day's work rather than a loss (checking a guest in) asks in the calm colours.
import { type ReactNode, useEffect, useId, useRef } from 'react'
import './ask-dialog.css'

interface AskDialogProps {
  /** The question, as the dialog's title ("Cancel this stay?"). */
  title: string
  /** What the step does and to whom, said before it does. */
  children: ReactNode
  /** The step's button, named for what it does ("Cancel this stay"). */
  go: string
  /** The way back ("Keep the stay"): also Escape. */
  keep: string
  onGo: () => void
  onKeep: () => void
  /** The step is the day's work, not a loss: the brand's button, not the danger's. */
  calm?: boolean
}

export function AskDialog({ title, children, go, keep, onGo, onKeep, calm }: AskDialogProps) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const safe = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = dialog.current
    // The button that opened it: the focus goes back there (the dialog leaves the page as it
    // closes, so the browser's own return of focus cannot be relied on).
    const opener = document.activeElement
    if (element && !element.open) element.showModal()
    // The way back first: a second tap where the first was never takes the step.
    safe.current?.focus()
    return () => {
      element?.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      className={calm ? 'ask-dialog calm' : 'ask-dialog'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      // Escape (the dialog's cancel event) is the way back: closed by React, not by the browser.
      onCancel={(event) => {
        event.preventDefault()
        onKeep()
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`} className="ask-dialog-body">
        {children}
      </div>
      <div className="button-row ask-dialog-buttons">
        <button type="button" className={calm ? 'button primary' : 'button danger'} onClick={onGo}>
          {go}
        </button>
        <button type="button" className="button" onClick={onKeep} ref={safe}>
          {keep}
        </button>
      </div>
    </dialog>
  )
}
