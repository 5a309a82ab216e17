import type { ReactNode } from 'react'
import { CloseIcon } from '../icons'

/** Quiet messages stacked above the fixed footer (empty, it takes no height). */
export function NoticeArea({ children }: { children: ReactNode }) {
  return <div className="notice-area">{children}</div>
}

export function Notice({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  return (
    <div role="status" className="notice">
      <div className="notice-body">{children}</div>
      {onClose && (
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-icon"
          aria-label="Dismiss"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
