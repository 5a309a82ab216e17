// The clerk's answer: Confirm or Decline a request waiting for one, Cancel a confirmed stay,
// each with a note for the guest (their page shows it; a decline needs one). The answer names
// the state the clerk saw, so a colleague's answer meanwhile is reported, not overwritten.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { STATUS_NOTE_MAX } from '../../../../contract/reservation'
import type { StaffRequestDetail } from '../../../../contract/staff'
import { messageOf } from '../../components/problem'
import { statusLabel } from '../../components/status-badge'
import { useConnection } from '../../lib/connection'
import { hotelTime } from '../../lib/hotel-time'
import { staffKeys } from '../../lib/staff-keys'
import { type Answer, changedMeanwhile, sendAnswer } from './api'

const DONE: Record<Answer, string> = {
  confirm: 'Confirmed. The guest sees it on their page.',
  decline: 'Declined. The guest sees your note on their page.',
  cancel: 'Cancelled. The nights are free again.',
}

export function AnswerForm({
  detail,
  requestRef: ref,
}: {
  detail: StaffRequestDetail
  requestRef: string
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const [note, setNote] = useState('')
  const [local, setLocal] = useState<string>()
  // Offline, or before the server has answered this page, the request shown may not be as it is
  // now: no answer is sent on it (lib/connection.ts), and the reason is said beside the buttons.
  const { canAct, why } = useConnection()
  const { record, timeZone } = detail
  const answer = useMutation({
    mutationFn: sendAnswer,
    onSuccess: (updated) => {
      queryClient.setQueryData(staffKeys.request(ref), updated)
      setNote('')
    },
    onError: (error) => {
      if (changedMeanwhile(error))
        void queryClient.invalidateQueries({ queryKey: staffKeys.request(ref) })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.inbox() }),
  })
  const answers: Answer[] =
    record.status === 'received'
      ? ['confirm', 'decline']
      : record.status === 'confirmed'
        ? ['cancel']
        : []
  const send = (which: Answer) => {
    setLocal(undefined)
    if (which === 'decline' && !note.trim()) {
      setLocal('A decline needs a note for the guest: say why.')
      document.getElementById(`${id}-note`)?.focus()
      return
    }
    answer.mutate({ ref, answer: which, note, expectedStatus: record.status })
  }
  const meanwhile = changedMeanwhile(answer.error)
  // Said after every answer: a confirmed stay still has a form (its Cancel) below the words.
  const done =
    answer.isSuccess && answer.variables ? (
      <p role="status" className="done">
        {DONE[answer.variables.answer]}
      </p>
    ) : null
  // Kept when the request, fetched again, has no answer left (a colleague declined it): the
  // clerk reads why their Confirm did nothing.
  const refused = meanwhile ? (
    <div role="alert" className="problem">
      <p>
        Already {statusLabel(meanwhile.to_status).toLowerCase()}
        {meanwhile.by_name && (
          <>
            {' by '}
            <bdi className="guest-text">{meanwhile.by_name}</bdi>
          </>
        )}
        , {hotelTime(meanwhile.at, timeZone)}. Your answer was not sent; the request below is as it
        is now.
      </p>
      {meanwhile.note && (
        <p className="note guest-text" dir="auto">
          {meanwhile.note}
        </p>
      )}
    </div>
  ) : (
    answer.isError && (
      <p role="alert" className="error-text">
        {messageOf(answer.error)}
      </p>
    )
  )
  if (answers.length === 0)
    return (
      <>
        {done}
        {refused}
      </>
    )
  return (
    <>
      {done}
      <section aria-labelledby={`${id}-title`} className="section answer">
        <h2 id={`${id}-title`}>{record.status === 'received' ? 'Answer' : 'Change of plan'}</h2>
        <div className="field">
          <label htmlFor={`${id}-note`}>
            Note for the guest{' '}
            <span className="muted">
              {answers.includes('decline') ? '(optional; a decline needs one)' : '(optional)'}
            </span>
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={STATUS_NOTE_MAX}
            rows={3}
            dir="auto"
            aria-describedby={local ? `${id}-local` : undefined}
            aria-invalid={local ? true : undefined}
          />
        </div>
        <div className="answer-buttons">
          {answers.map((which) => (
            <button
              key={which}
              type="button"
              className={`button ${which === 'confirm' ? 'primary' : which === 'decline' ? 'danger' : ''}`}
              onClick={() => send(which)}
              disabled={answer.isPending || !canAct}
              aria-describedby={canAct ? undefined : `${id}-why`}
            >
              {which === 'confirm' ? 'Confirm' : which === 'decline' ? 'Decline' : 'Cancel'}
            </button>
          ))}
        </div>
        {!canAct && (
          <p id={`${id}-why`} className="why small">
            {why}
          </p>
        )}
        {local && (
          <p id={`${id}-local`} role="alert" className="error-text">
            {local}
          </p>
        )}
        {answer.isPending && (
          <p role="status" className="muted">
            Sending…
          </p>
        )}
        {refused}
      </section>
    </>
  )
}
