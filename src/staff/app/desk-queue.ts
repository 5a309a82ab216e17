// The desk's queue (lib/desk-queue.ts) as the console runs it, the stays' moves and the units'
// marks alike: kept in the console's database, sent through the console's API client, one tab at
// a time (Web Locks where the browser has them; elsewhere each tab sends, and the server's answer
// to a move made already, `changed: false`, keeps a double send harmless), and every screen read
// again once the hotel has answered a move.
import type { QueryClient } from '@tanstack/react-query'
import { sendKeptMove } from '../lib/desk-moves'
import {
  createDeskQueue,
  type DeskQueue,
  type DeskQueueLock,
  deviceDeskStore,
} from '../lib/desk-queue'
import { staffKeys } from '../lib/staff-keys'

const LOCK_NAME = 'hearth-staff:desk-moves'

const tabLock: DeskQueueLock = async (work) => {
  if (!('locks' in navigator)) return work()
  // Another tab sending: it sends what waits (it reads the list afresh); this one stands down.
  await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (held) =>
    held ? work() : undefined,
  )
}

/** Made once by the console's entry (main.tsx), started there: what waits goes at start. */
export function createConsoleDeskQueue(queryClient: QueryClient): DeskQueue {
  return createDeskQueue({
    store: deviceDeskStore(),
    send: sendKeptMove,
    lock: tabLock,
    onAnswered: () => void queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  })
}
