// A button that asks the server at once (mark handled, try again now): disabled while the console
// may not act (described then by why, beside it) or while its step is on its way (its words say so).
import { type ReactNode, useId } from 'react'
import { useConnection } from '../lib/connection'
import { WhyNot } from './why-not'

export function ActButton({
  step,
  busy,
  children,
}: {
  step: { mutate: () => void; isPending: boolean }
  /** Its words while the step is on its way ("Marking…"). */
  busy: string
  children: ReactNode
}) {
  const id = useId()
  const { canAct } = useConnection()
  return (
    <>
      <button
        type="button"
        className="button primary"
        disabled={!canAct || step.isPending}
        aria-describedby={canAct ? undefined : `${id}-why`}
        onClick={() => step.mutate()}
      >
        {step.isPending ? busy : children}
      </button>
      <WhyNot id={`${id}-why`} />
    </>
  )
}
