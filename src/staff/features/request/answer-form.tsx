// The clerk's answer: Confirm or Decline a request waiting for one, "Cancel this stay" for a
// confirmed one (asked first, in a dialog naming the guest, the facility and the dates), and
// "Reinstate" for a stay the hotel cancelled; each with a note for the guest (NOTE_RULE). The
// answer names the state the clerk saw, so a colleague's answer meanwhile is reported, not
// overwritten. Its state and sending are use-answer.ts; what came of it, answer-outcome.tsx.
import { useId } from 'react'
import { NOTE_RULE, STATUS_NOTE_MAX } from '../../../../contract/reservation'
import type { StaffRequestDetail } from '../../../../contract/staff'
import { useConnection } from '../../lib/connection'
import { type Answer, changedMeanwhile } from './api'
import { AnswerDone, AnswerRefused } from './answer-outcome'
import { CancelStayDialog } from './cancel-stay-dialog'
import { useAnswer } from './use-answer'

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
  const { answers, answer, note, setNote, local, asking, setAsking, send, choose, doneLine } =
    useAnswer(detail, ref, `${id}-note`)
  // Offline, or before the server has answered this page, the request shown may not be as it is
  // now: no answer is sent on it (lib/connection.ts), and the reason is said beside the buttons.
  const { canAct, why } = useConnection()
  const done = (
    <AnswerDone
      answered={answer.isSuccess ? answer.variables?.answer : undefined}
      lineRef={doneLine}
    />
  )
  const refused = (
    <AnswerRefused
      meanwhile={changedMeanwhile(answer.error)}
      error={answer.isError ? answer.error : null}
      timeZone={detail.timeZone}
    />
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
        <h2 id={`${id}-title`}>
          {detail.record.status === 'received' ? 'Answer' : 'Change of plan'}
        </h2>
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
          <CancelStayDialog
            detail={detail}
            withNote={note.trim() !== ''}
            onKeep={() => setAsking(false)}
            onGo={() => {
              setAsking(false)
              send('cancel')
            }}
          />
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
