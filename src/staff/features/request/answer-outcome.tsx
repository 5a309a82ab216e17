// What came of the clerk's answer, said beside the form: the words of what was done (focused, as
// the buttons change under them), or why nothing was: a colleague's answer meanwhile, with who
// and when, or the server's refusal in a sentence.
import type { Ref } from 'react'
import type { ChangedMeanwhile } from '../../../../contract/staff'
import { messageOf } from '../../components/problem'
import { statusLabel } from '../../components/status-badge'
import { hotelTime } from '../../lib/hotel-time'
import type { Answer } from './api'

const DONE: Record<Answer, string> = {
  confirm: 'Confirmed. The guest sees it on their page.',
  decline: 'Declined. The guest sees your note on their page.',
  cancel: 'Cancelled. The nights are free again.',
  reinstate: 'Reinstated: the stay is confirmed again and its nights are held.',
}

/** Said after every answer: a confirmed stay still has a form (its Cancel) below the words. */
export function AnswerDone({
  answered,
  lineRef,
}: {
  /** The answer sent and taken, if one was. */
  answered: Answer | undefined
  lineRef: Ref<HTMLParagraphElement>
}) {
  if (!answered) return null
  return (
    <p role="status" className="done" ref={lineRef} tabIndex={-1}>
      {DONE[answered]}
    </p>
  )
}

/**
 * Kept when the request, fetched again, has no answer left (a colleague declined it): the clerk
 * reads why their Confirm did nothing.
 */
export function AnswerRefused({
  meanwhile,
  error,
  timeZone,
}: {
  meanwhile: ChangedMeanwhile | undefined
  /** The answer's error, if it failed. */
  error: Error | null
  timeZone: string
}) {
  if (!meanwhile)
    return error ? (
      <p role="alert" className="error-text">
        {messageOf(error)}
      </p>
    ) : null
  return (
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
  )
}
