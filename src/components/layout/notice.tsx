import type { ReactNode } from 'react'
import { texts } from '../../lib/i18n'
import { CloseIcon } from '../icons'

/**
 * Quiet messages at the top of the page, in its flow: the page moves down to make room, so a
 * notice never lies over what the guest reads or taps, whatever the scroll (a fixed notice above
 * the footer covered the confirmation page's buttons). One polite live region for all of them,
 * there from the start, so what comes into it is announced.
 */
export function NoticeArea({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="notice-area">
      {children}
    </div>
  )
}

export function Notice({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  return (
    <div className="notice">
      <div className="notice-body">{children}</div>
      {onClose && (
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-icon"
          aria-label={texts().chrome.dismiss}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
