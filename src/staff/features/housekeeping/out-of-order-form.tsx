// A unit marked out of order says why (required: the desk reads it when a guest asks for the
// room) and, when known, the day it is back; until then its nights are not offered to guests.
// Offline the mark is kept on the phone, as the card's other marks are.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { OUT_OF_ORDER_REASON_MAX } from '../../../../contract/frontdesk'
import { SubmitRow } from '../../components/submit-row'

interface OutOfOrderFormProps {
  unitName: string
  /** The hotel's today: the earliest day it may be back. */
  today: string
  step: { isPending: boolean; isError: boolean; error: unknown }
  onMark: (reason: string, until: string | undefined) => void
  onCancel: () => void
}

export function OutOfOrderForm({ unitName, today, step, onMark, onCancel }: OutOfOrderFormProps) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [until, setUntil] = useState('')
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const why = reason.trim()
    if (why) onMark(why, until || undefined)
  }
  return (
    <form className="out-of-order-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="small">
        <bdi>{unitName}</bdi> out of order
      </h3>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Why?</label>
        <input
          ref={first}
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          maxLength={OUT_OF_ORDER_REASON_MAX}
          autoComplete="off"
          aria-describedby={`${id}-reason-hint`}
        />
        <p id={`${id}-reason-hint`} className="muted small">
          The desk reads it, e.g. “Leak under the sink”.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-until`}>Back on (optional)</label>
        <input
          id={`${id}-until`}
          type="date"
          value={until}
          min={today}
          onChange={(e) => setUntil(e.target.value)}
          aria-describedby={`${id}-until-hint`}
        />
        <p id={`${id}-until-hint`} className="muted small">
          The first day guests may have it again. Empty: until it is marked clean.
        </p>
      </div>
      <SubmitRow send={step} onCancel={onCancel} keptOffline>
        Mark out of order
      </SubmitRow>
    </form>
  )
}
