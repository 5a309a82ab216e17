// A move from a row of the day view. Online it is sent now, and the server's answer (its warnings,
// or a 409's sentence) is shown on the row. When the console cannot reach the server (offline, or
// not heard from yet since the page opened), or the answer never comes, the move is kept on the
// device (lib/use-desk-queue.ts, useSendOrKeep) and sent once it can be: a guest at the desk does
// not wait for the Wi-Fi.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeskAnswer } from '../../../../contract/frontdesk'
import { sendDeskMove, type StayMoveAsk } from '../../lib/desk-moves'
import { staffKeys } from '../../lib/staff-keys'
import { type SentOrKept, useSendOrKeep } from '../../lib/use-desk-queue'

export type DeskOutcome = SentOrKept<DeskAnswer>

export function useDeskMove() {
  const queryClient = useQueryClient()
  const sendOrKeep = useSendOrKeep()
  return useMutation({
    mutationFn: (ask: StayMoveAsk): Promise<DeskOutcome> =>
      sendOrKeep(ask, () => sendDeskMove(ask)),
    onSuccess: (outcome) => {
      if (!outcome.kept) void queryClient.invalidateQueries({ queryKey: staffKeys.all })
    },
  })
}
