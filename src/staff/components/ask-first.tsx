// A step that cannot be undone asks first, in place: the question (focused as it appears, so a
// screen reader reads it and the keyboard is next to the answer), the step and the way back, and
// the server's refusal in words. Deleting a facility and revoking a colleague ask through it.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useConnection } from '../lib/connection'
import { StepError } from './problem'
import { WhyNot } from './why-not'

/** The mutation that takes the step, as far as the question needs it. */
interface Step {
  isPending: boolean
  isError: boolean
  error: unknown
  reset: () => void
}

interface AskFirstProps {
  /** What happens, said before it does. */
  question: ReactNode
  /** The step's button ("Delete for good"). */
  go: string
  /** The way back ("Keep it"). */
  keep: string
  /**
   * The step's mutation: the step may not be taken while it is on its way (nor offline), its
   * refusal is said under the buttons, and the way back forgets that refusal, so the next ask
   * starts clean.
   */
  step: Step
  onGo: () => void
  onKeep: () => void
}

export function AskFirst({ question, go, keep, step, onGo, onKeep }: AskFirstProps) {
  const id = useId()
  const asked = useRef<HTMLParagraphElement>(null)
  const { canAct } = useConnection()
  useEffect(() => asked.current?.focus(), [])
  return (
    <div className="ask-first" role="group" aria-labelledby={id}>
      <p id={id} ref={asked} tabIndex={-1}>
        {question}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button danger"
          onClick={onGo}
          disabled={!canAct || step.isPending}
        >
          {go}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            onKeep()
            step.reset()
          }}
        >
          {keep}
        </button>
      </div>
      <StepError step={step} />
    </div>
  )
}

/**
 * The button that asks ("Remove", "Revoke"), alone in its row, with why it cannot be pressed
 * while the console may not act.
 */
export function AskButton({
  children,
  describedBy,
  onAsk,
}: {
  children: ReactNode
  /** The id of what it acts on (the item's name), for a screen reader's "Remove, Airbnb". */
  describedBy?: string
  onAsk: () => void
}) {
  const { canAct } = useConnection()
  return (
    <div className="button-row">
      <button
        type="button"
        className="button danger"
        aria-describedby={describedBy}
        onClick={onAsk}
        disabled={!canAct}
      >
        {children}
      </button>
      <WhyNot />
    </div>
  )
}

/**
 * An item's step asked first (remove a link, revoke a colleague): whether the question stands,
 * and the step's mutation. Once the step is taken the question closes, `onDone` is told, and
 * `refresh` (the list the item is in) is read again. `answers` are AskFirst's step, go and keep.
 */
export function useAskFirst({
  run,
  refresh,
  onDone,
}: {
  run: () => Promise<unknown>
  refresh: QueryKey
  onDone?: () => void
}) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const step = useMutation({
    mutationFn: run,
    onSuccess: () => {
      setAsking(false)
      onDone?.()
      void queryClient.invalidateQueries({ queryKey: refresh })
    },
  })
  return {
    asking,
    ask: () => setAsking(true),
    step,
    answers: { step, onGo: () => step.mutate(), onKeep: () => setAsking(false) },
  }
}
