// A change of a stay's money (a payment recorded, a refund): sent, its refusal said with its
// figure as money, and on success the stay's money as the server now has it, the inbox's list of
// stays that owe read again, and the words of what was done (focused, as the form empties).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { StaffMoney } from '../../../../contract/staff-money'
import { staffKeys } from '../../lib/staff-keys'
import { inMoneyWords } from './money-api'

export function useMoneyChange<Body>({
  ref,
  currency,
  send,
  done,
}: {
  ref: string
  currency: string
  send: (input: { ref: string; body: Body }) => Promise<StaffMoney>
  /** What was done, in words, from what was sent and the money after it. */
  done: (body: Body, after: StaffMoney) => string
}) {
  const queryClient = useQueryClient()
  const [said, setSaid] = useState<string>()
  const saidLine = useRef<HTMLParagraphElement>(null)
  const step = useMutation({
    mutationFn: async (body: Body) => {
      try {
        return await send({ ref, body })
      } catch (error) {
        throw inMoneyWords(error, currency)
      }
    },
    onMutate: () => setSaid(undefined),
    onSuccess: (after, body) => {
      queryClient.setQueryData(staffKeys.money(ref), after)
      void queryClient.invalidateQueries({ queryKey: staffKeys.moneyDue() })
      setSaid(done(body, after))
    },
  })
  useEffect(() => {
    if (said) saidLine.current?.focus()
  }, [said])
  return { step, said, saidLine }
}
