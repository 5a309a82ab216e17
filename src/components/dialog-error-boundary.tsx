// A dialog that fails (its code did not arrive, offline; a bug in a browser we did not try) fails
// alone: the page and its catalogue stay, and in the dialog's place the guest reads what happened
// and what to do, with the way to the hotel's contact page. Without it, an error thrown while the
// dialog renders would take the whole page down to the route's error page. (Not the hotel's phone
// itself: its module, shared by the start and the dialog's pages, became a chunk of its own.)
import { Component, useLayoutEffect, useRef, type ErrorInfo, type ReactNode } from 'react'
import { Link as RouterLink } from '@tanstack/react-router'
import { texts } from '../lib/i18n'
import { DialogFrame } from './dialog-frame'

interface Props {
  onClose(): void
  children: ReactNode
}

export class DialogErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // For the browser's console (and whoever reads it): the page goes on.
    console.error('The dialog failed', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <DialogFailed onClose={this.props.onClose} /> : this.props.children
  }
}

function DialogFailed({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useLayoutEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  const t = texts().chrome.dialogFailed
  return (
    <DialogFrame ref={dialog} title={t.title} onClose={onClose}>
      <p role="alert">
        {t.before}
        <RouterLink className="link" to="/contact-us">
          {t.link}
        </RouterLink>
        {t.after}
      </p>
    </DialogFrame>
  )
}
