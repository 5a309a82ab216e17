// The state of the clerk's answer on one request: the note being written, the refusal said before
// anything is sent (a decline without its note), the question before a cancel, and the answer
// sent. Which answers the request's state allows is decided here, beside the sending.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { NOTE_RULE } from '../../../../contract/reservation'
import type { StaffRequestDetail } from '../../../../contract/staff'
import { staffKeys } from '../../lib/staff-keys'
import { type Answer, changedMeanwhile, sendAnswer } from './api'

/** The answers a request in this state can be given. */
function answersFor(detail: StaffRequestDetail): Answer[] {
  const { status } = detail.record
  if (status === 'received') return ['confirm', 'decline']
  if (status === 'confirmed') return ['cancel']
  if (status === 'cancelled' && detail.can_reinstate) return ['reinstate']
  return []
}

/** `noteId`: the note's field, focused when a decline is refused for want of its note. */
export function useAnswer(detail: StaffRequestDetail, ref: string, noteId: string) {
  const queryClient = useQueryClient()
  const [note, setNote] = useState('')
  const [local, setLocal] = useState<string>()
  const [asking, setAsking] = useState(false)
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
  const send = (which: Answer) => {
    setLocal(undefined)
    if (which === 'decline' && !note.trim()) {
      setLocal(NOTE_RULE)
      document.getElementById(noteId)?.focus()
      return
    }
    answer.mutate({ ref, answer: which, note, expectedStatus: detail.record.status })
  }
  // The buttons change with the state (Cancel this stay gives way to Reinstate): the focus goes
  // to the words that say what was done, not to the page's top.
  const doneLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (answer.isSuccess) doneLine.current?.focus()
  }, [answer.isSuccess, answer.submittedAt])
  return {
    answers: answersFor(detail),
    answer,
    note,
    setNote,
    local,
    asking,
    setAsking,
    send,
    // Cancelling a stay is asked first: one tap on the wrong line must not send a guest away.
    choose: (which: Answer) => (which === 'cancel' ? setAsking(true) : send(which)),
    doneLine,
  }
}
