// A form's one button, sending it: disabled while the console may not act (and why, under it),
// unless what it sends is kept on the device until it can go, or while the form is on its way, and the server's refusal in words; "Cancel" beside it, if asked.
import type { ReactNode } from 'react'
import { useConnection } from '../lib/connection'
import { StepError } from './problem'
import { WhyNot } from './why-not'

export function SubmitRow({
  send,
  onCancel,
  keptOffline,
  children,
}: {
  /** The form's mutation. */
  send: { isPending: boolean; isError: boolean; error: unknown }
  /** A way out of a form opened in place: "Cancel" beside the button. */
  onCancel?: () => void
  /** What it sends is kept on the device while offline (lib/desk-queue.ts): never disabled then. */
  keptOffline?: boolean
  children: ReactNode
}) {
  const canAct = useConnection().canAct || keptOffline === true
  return (
    <>
      <div className="button-row">
        <button type="submit" className="button primary" disabled={!canAct || send.isPending}>
          {children}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {!keptOffline && <WhyNot />}
      <StepError step={send} />
    </>
  )
}
