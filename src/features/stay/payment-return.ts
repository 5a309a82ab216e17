// Back from Paystack (issue 53): Paystack sends the guest to the stay's page with
// `?reference=<ours>`; the page reports it (`POST /api/stays/:token/return`), and the server
// verifies it with Paystack before it counts it. Paystack may not have settled yet (`not_yet`):
// the page asks again a few times, then tells the guest it will show once Paystack says (the
// webhook counts it meanwhile) and offers Refresh. Said once settled, and the address loses its
// reference, so a reload does not report it again.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ReturnAnswer } from '../../../contract/stay'
import { reportReturn, type ReturnOutcome } from './api/payment-return'
import { stayKeys } from './api/stay-query'

/** Paystack usually settles within seconds: five asks, three seconds apart. */
export const RETURN_TRIES = 5
export const RETURN_EVERY_MS = 3_000

/** What the page tells of the return: waiting for the answer, the answer, or no answer. */
export type ReturnNews = 'waiting' | ReturnOutcome | 'unreachable'

/** Asks until Paystack has said (anything but `not_yet`), at most `tries` times. */
export async function askUntilSettled(
  ask: () => Promise<ReturnAnswer>,
  wait: (ms: number) => Promise<void>,
  tries = RETURN_TRIES,
): Promise<ReturnAnswer> {
  let answer = await ask()
  for (let asked = 1; asked < tries && answer.outcome === 'not_yet'; asked++) {
    await wait(RETURN_EVERY_MS)
    answer = await ask()
  }
  return answer
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Reports `reference` (undefined: the guest did not come back from Paystack) and keeps the stay
 * it answers; `settled` is called once Paystack has said, to drop the reference from the address.
 */
export function usePaymentReturn(
  token: string,
  reference: string | undefined,
  settled: () => void,
): ReturnNews | undefined {
  const queryClient = useQueryClient()
  const [news, setNews] = useState<ReturnNews | undefined>(reference ? 'waiting' : undefined)
  useEffect(() => {
    if (!reference) return
    let left = false
    askUntilSettled(() => reportReturn(token, reference), pause).then(
      (answer) => {
        if (left) return
        queryClient.setQueryData(stayKeys.detail(token), answer.stay)
        setNews(answer.outcome)
        if (answer.outcome !== 'not_yet') settled()
      },
      () => {
        if (!left) setNews('unreachable')
      },
    )
    return () => {
      left = true
    }
    // `settled` is the route's, new on each render: the report is made once per reference.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, reference, queryClient])
  return news
}
