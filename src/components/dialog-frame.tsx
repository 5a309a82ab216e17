// A native modal <dialog> (focus kept inside, Escape, the page behind inert) in the site's own
// styles: a title, Close, and a body that scrolls. The reservation dialog, the one the page's
// inline script shows before the app runs (its template), and a dialog that failed are all this.
import { useId, type ReactNode, type Ref } from 'react'
import { texts } from '../lib/i18n'
import { CloseIcon } from './icons'

interface FrameProps {
  ref?: Ref<HTMLDialogElement>
  title: string
  /** Close, Escape and a click on the backdrop: the page closes the dialog (it says which is open). */
  onClose?(): void
  children: ReactNode
}

/** A native modal <dialog> (focus kept inside, Escape, the page behind inert): title and Close. */
export function DialogFrame({ ref, title, onClose, children }: FrameProps) {
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose?.()
      }}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose?.()}
    >
      <div className="dialog-content">
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-icon dialog-close"
            aria-label={texts().chrome.close}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  )
}
