// A form's one button, sending it: disabled while the console may not act (and why, under it) or
// while the form is on its way, and the server's refusal in words.
import type { ReactNode } from 'react'
import { useConnection } from '../lib/connection'
import { StepError } from './problem'
import { WhyNot } from './why-not'

export function SubmitRow({
  send,
  children,
}: {
  /** The form's mutation. */
  send: { isPending: boolean; isError: boolean; error: unknown }
  children: ReactNode
}) {
  const { canAct } = useConnection()
  return (
    <>
      <div className="button-row">
        <button type="submit" className="button primary" disabled={!canAct || send.isPending}>
          {children}
        </button>
      </div>
      <WhyNot />
      <StepError step={send} />
    </>
  )
}
