// The clerk's answer: Confirm or Decline a request waiting for one, "Cancel this stay" for a
// confirmed one (asked first, in a dialog naming the guest, the facility and the dates), and
// "Reinstate" for a stay the hotel cancelled; each with a note for the guest (NOTE_RULE). The
// answer names the state the clerk saw, so a colleague's answer meanwhile is reported, not
// overwritten.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { NOTE_RULE, STATUS_NOTE_MAX } from '../../../../contract/reservation'
import type { StaffRequestDetail } from '../../../../contract/staff'
import { AskDialog } from '../../components/ask-dialog'
import { messageOf } from '../../components/problem'
import { statusLabel } from '../../components/status-badge'
import { useConnection } from '../../lib/connection'
import { hotelTime, stayDates } from '../../lib/hotel-time'
import { staffKeys } from '../../lib/staff-keys'
import { type Answer, changedMeanwhile, sendAnswer } from './api'
import { toldLine } from './told-line'

const DONE: Record<Answer, string> = {
  confirm: 'Confirmed. The guest sees it on their page.',
  decline: 'Declined. The guest sees your note on their page.',
  cancel: 'Cancelled. The nights are free again.',
  reinstate: 'Reinstated: the stay is confirmed again and its nights are held.',
}

/** Each answer's button, named for what it does. */
const BUTTON: Record<Answer, string> = {
  confirm: 'Confirm',
  decline: 'Decline',
  cancel: 'Cancel this stay',
  reinstate: 'Reinstate',
}
const LOOK: Record<Answer, string> = {
  confirm: 'primary',
  decline: 'danger',
  cancel: 'danger',
  reinstate: 'primary',
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
  const [asking, setAsking] = useState(false)
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
        : record.status === 'cancelled' && detail.can_reinstate
          ? ['reinstate']
          : []
  const send = (which: Answer) => {
    setLocal(undefined)
    if (which === 'decline' && !note.trim()) {
      setLocal(NOTE_RULE)
      document.getElementById(`${id}-note`)?.focus()
      return
    }
    answer.mutate({ ref, answer: which, note, expectedStatus: record.status })
  }
  // Cancelling a stay is asked first: one tap on the wrong line must not send a guest away.
  const choose = (which: Answer) => (which === 'cancel' ? setAsking(true) : send(which))
  const meanwhile = changedMeanwhile(answer.error)
  // The buttons change with the state (Cancel this stay gives way to Reinstate): the focus goes
  // to the words that say what was done, not to the page's top.
  const doneLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (answer.isSuccess) doneLine.current?.focus()
  }, [answer.isSuccess, answer.submittedAt])
  // Said after every answer: a confirmed stay still has a form (its Cancel) below the words.
  const done =
    answer.isSuccess && answer.variables ? (
      <p role="status" className="done" ref={doneLine} tabIndex={-1}>
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
          <label htmlFor={`${id}-note`}>Note for the guest</label>
          <p id={`${id}-rule`} className="muted small hint">
            {NOTE_RULE}
          </p>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={STATUS_NOTE_MAX}
            rows={3}
            dir="auto"
            aria-describedby={local ? `${id}-rule ${id}-local` : `${id}-rule`}
            aria-invalid={local ? true : undefined}
          />
        </div>
        <div className="answer-buttons">
          {answers.map((which) => (
            <button
              key={which}
              type="button"
              className={`button ${LOOK[which]}`}
              onClick={() => choose(which)}
              disabled={answer.isPending || !canAct}
              aria-describedby={canAct ? undefined : `${id}-why`}
            >
              {BUTTON[which]}
            </button>
          ))}
        </div>
        {asking && (
          <AskDialog
            title="Cancel this stay?"
            go="Cancel this stay"
            keep="Keep the stay"
            onKeep={() => setAsking(false)}
            onGo={() => {
              setAsking(false)
              send('cancel')
            }}
          >
            <p>
              <bdi className="guest-text">{record.name}</bdi>
              {'’s stay in '}
              <bdi className="guest-text">{record.facility_name}</bdi>
              {', '}
              {/* "7 – 9 Dec" kept on one line. */}
              {stayDates(record.dateRange, record.facility_type).replace(' – ', '\u00a0–\u00a0')},
              will be cancelled and its nights freed for others.
            </p>
            {detail.guest_told && <p>{toldLine(detail.guest_told)}</p>}
            <p>
              {note.trim() ? 'Your note goes with it. ' : ''}While the nights are still free, the
              stay can be reinstated.
            </p>
          </AskDialog>
        )}
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
