// A desk move on a stay's page (issue 54: another unit, a later last date): sent, and on success
// the request read again (its unit, its dates, its free units), the calendar and the inbox too,
// and the words of what was done with the warnings the server gave (focused, as the form empties).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { DeskAnswer } from '../../../../contract/frontdesk'
import { staffKeys } from '../../lib/staff-keys'

export interface StayChangeSaid {
  done: string
  warnings: string[]
}

export function useStayChange<Body>({
  ref,
  send,
  done,
}: {
  ref: string
  send: (input: { ref: string; body: Body }) => Promise<DeskAnswer>
  /** What was done, in words, from the stay as it now is. */
  done: (answer: DeskAnswer) => string
}) {
  const queryClient = useQueryClient()
  const [said, setSaid] = useState<StayChangeSaid>()
  const saidLine = useRef<HTMLParagraphElement>(null)
  const step = useMutation({
    mutationFn: (body: Body) => send({ ref, body }),
    onMutate: () => setSaid(undefined),
    onSuccess: (answer) => {
      setSaid({ done: done(answer), warnings: answer.warnings })
      for (const queryKey of [
        staffKeys.request(ref),
        staffKeys.calendars(),
        staffKeys.inbox(),
        staffKeys.money(ref),
      ])
        void queryClient.invalidateQueries({ queryKey })
    },
  })
  useEffect(() => {
    if (said) saidLine.current?.focus()
  }, [said])
  return { step, said, saidLine }
}
