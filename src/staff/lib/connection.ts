// Whether the console can act now (issue 29, "On the hotel's Wi-Fi"). Every decision and edit asks
// `useConnection().canAct` and shows `why` when it may not: a clerk must not believe a guest was
// confirmed when nothing reached the server. It may act when the browser is online, the server
// was reachable at its last call, and the server has answered since the page opened: what a
// reload shows first is the copy saved on the device (./saved-copy.ts), which may be
// hours old, and is not what the buttons act on.
// The server's side is read from the query client's own events (watchServer): every read and
// change goes through it, so no call site has to report anything.
import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { StaffApiError } from './staff-api'

export interface Connection {
  online: boolean
  /** Whether decisions and edits may be sent now. */
  canAct: boolean
  /** Why not, in words for the button's neighbourhood; undefined when they may. */
  why?: string
}

export const OFFLINE_WHY = 'Offline: this needs the connection to the hotel’s server.'
/** Whether an error is the server out of reach (no answer at all). */
export const isUnreachable = (error: unknown) =>
  error instanceof StaffApiError && error.status === 0

export const WAITING_WHY =
  'Checking with the hotel’s server: what you see is the copy saved on this device.'

interface ServerState {
  /** The last call reached the server (any answer, a refusal included). */
  reachable: boolean
  /** The server has answered a call since the page opened. */
  answered: boolean
}

let server: ServerState = { reachable: true, answered: false }
const listeners = new Set<() => void>()

function setServer(next: ServerState) {
  if (next.reachable === server.reachable && next.answered === server.answered) return
  server = next
  for (const listen of listeners) listen()
}

/**
 * Follows the query client's reads and changes: an answer (a refusal is one too) says the server
 * is there; a call that could not reach it says it is not, until the next answer.
 */
export function watchServer(queryClient: QueryClient): () => void {
  const heard = (error: unknown) => {
    if (isUnreachable(error)) setServer({ ...server, reachable: false })
    else if (error instanceof StaffApiError) setServer({ reachable: true, answered: true })
  }
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action } = event
    // `manual` is the page writing into its own cache (setQueryData), not the server answering.
    if (action.type === 'success' && !action.manual) setServer({ reachable: true, answered: true })
    // A failed try, before the retries: the line and the buttons say so at once.
    else if (action.type === 'failed') heard(action.error)
    else if (action.type === 'error') heard(action.error)
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return
    if (event.action.type === 'success') setServer({ reachable: true, answered: true })
    else if (event.action.type === 'error') heard(event.action.error)
  })
  return () => {
    stopQueries()
    stopMutations()
  }
}

const subscribe = (notify: () => void) => {
  listeners.add(notify)
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  return () => {
    listeners.delete(notify)
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}

/** online, reachable, answered: as one number, so the snapshot is stable between changes. */
const snapshot = () =>
  (navigator.onLine ? 1 : 0) | (server.reachable ? 2 : 0) | (server.answered ? 4 : 0)

export function useConnection(): Connection {
  const state = useSyncExternalStore(subscribe, snapshot, () => 7)
  const online = (state & 1) !== 0
  if (!online || (state & 2) === 0) return { online, canAct: false, why: OFFLINE_WHY }
  if ((state & 4) === 0) return { online, canAct: false, why: WAITING_WHY }
  return { online, canAct: true }
}
