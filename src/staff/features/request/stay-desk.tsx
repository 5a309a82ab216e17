// A confirmed stay's unit and dates at the desk (issue 54), while the guest has not left: move it
// to another of its facility's units free for all its nights (the detail's `free_units`), or
// extend it to a later last date, whose nights the server checks are free and prices by the rates.
// Each says what was done and the warnings the server gave; a refusal, the server's sentence.
import { type FormEvent, type ReactNode, type Ref, useId, useState } from 'react'
import { addDays } from '../../../../contract/calendar-date'
import { isNightBased } from '../../../../contract/facility'
import type { StaffRequestDetail } from '../../../../contract/staff'
import { SelectField } from '../../components/select-field'
import { SubmitRow } from '../../components/submit-row'
import { shortDate, stayDates } from '../../lib/hotel-time'
import { extendStay, moveStay } from './stay-desk-api'
import { type StayChangeSaid, useStayChange } from './use-stay-change'

/** A stay whose unit and dates the desk may still change: confirmed, the guest not gone. */
export const canChangeAtDesk = ({ record }: StaffRequestDetail) =>
  record.status === 'confirmed' &&
  (record.desk_status === 'confirmed' || record.desk_status === 'checked_in')

export function StayDesk({
  detail,
  requestRef: ref,
}: {
  detail: StaffRequestDetail
  requestRef: string
}) {
  if (!canChangeAtDesk(detail)) return null
  return (
    <section aria-labelledby="stay-desk" className="section">
      <h2 id="stay-desk">Unit and dates</h2>
      {detail.free_units && <MoveForm freeUnits={detail.free_units} requestRef={ref} />}
      <ExtendForm detail={detail} requestRef={ref} />
    </section>
  )
}

function MoveForm({ freeUnits, requestRef: ref }: { freeUnits: string[]; requestRef: string }) {
  const id = useId()
  const [unit, setUnit] = useState('')
  const { step, said, saidLine } = useStayChange({
    ref,
    send: moveStay,
    done: ({ stay }) => {
      setUnit('')
      return `Moved to ${stay.unit ?? 'no unit'}.`
    },
  })
  const chosen = unit || freeUnits[0] || ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!step.isPending && chosen) step.mutate({ unit: chosen })
  }
  return (
    <DeskForm
      id={id}
      title="Move to another unit"
      said={said}
      saidLine={saidLine}
      onSubmit={submit}
    >
      {freeUnits.length === 0 ? (
        <p className="muted">No other unit of this facility is free for all its nights.</p>
      ) : (
        <>
          <SelectField
            id={`${id}-unit`}
            label="Unit"
            choices={freeUnits.map((name) => ({ value: name, label: name }))}
            value={chosen}
            onChange={setUnit}
            hint="The units free for all of its nights."
          />
          <SubmitRow send={step}>{step.isPending ? 'Moving…' : 'Move the stay'}</SubmitRow>
        </>
      )}
    </DeskForm>
  )
}

function ExtendForm({
  detail,
  requestRef: ref,
}: {
  detail: StaffRequestDetail
  requestRef: string
}) {
  const id = useId()
  const { record } = detail
  const night = isNightBased(record.facility_type)
  const { to } = record.dateRange
  const [date, setDate] = useState('')
  const [local, setLocal] = useState<string>()
  const { step, said, saidLine } = useStayChange({
    ref,
    send: extendStay,
    done: ({ stay }) => {
      setDate('')
      return `Extended: ${stayDates(stay, record.facility_type)}.`
    },
  })
  const last = night ? 'check-out date' : 'last day'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (step.isPending) return
    if (!date || date <= to) {
      setLocal(`The new ${last}: choose a date after ${shortDate(to)}.`)
      document.getElementById(`${id}-to`)?.focus()
      return
    }
    setLocal(undefined)
    step.mutate({ to: date })
  }
  return (
    <DeskForm id={id} title="Extend the stay" said={said} saidLine={saidLine} onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-to`}>New {last}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={date}
          min={addDays(to, 1)}
          onChange={(e) => setDate(e.target.value)}
          aria-describedby={`${id}-to-hint`}
          aria-invalid={local ? true : undefined}
        />
        <p id={`${id}-to-hint`} className="muted small">
          {night ? 'Leaves' : 'Ends'} on {shortDate(to)} now. The {night ? 'nights' : 'days'} added
          must be free; the rates price them.
        </p>
      </div>
      {local && (
        <p role="alert" className="error-text">
          {local}
        </p>
      )}
      <SubmitRow send={step}>{step.isPending ? 'Extending…' : 'Extend the stay'}</SubmitRow>
    </DeskForm>
  )
}

/** One desk form's frame: its title, what was done with the server's warnings, and its fields. */
function DeskForm(props: {
  id: string
  title: string
  said: StayChangeSaid | undefined
  saidLine: Ref<HTMLParagraphElement>
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}) {
  const { id, title, said, saidLine, onSubmit, children } = props
  return (
    <form className="card desk-form" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate>
      <h3 id={`${id}-title`}>{title}</h3>
      {said && (
        <div role="status">
          <p className="done" ref={saidLine} tabIndex={-1}>
            {said.done}
          </p>
          {said.warnings.length > 0 && (
            <ul className="desk-warnings">
              {said.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {children}
    </form>
  )
}
