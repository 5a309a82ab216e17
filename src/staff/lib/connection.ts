// Whether the console can act now (issue 29, "On the hotel's Wi-Fi"): online, and its data fresh.
// Every decision and edit asks `useConnection().canAct` and shows `why` when it may not: a clerk
// must not believe a guest was confirmed when nothing reached the server. Being built: today it
// follows the browser's online state only.
import { useSyncExternalStore } from 'react'

export interface Connection {
  online: boolean
  /** Whether decisions and edits may be sent now. */
  canAct: boolean
  /** Why not, in words for the button's neighbourhood; undefined when they may. */
  why?: string
}

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  return () => {
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}

export function useConnection(): Connection {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return online
    ? { online, canAct: true }
    : { online, canAct: false, why: 'Offline: this needs the connection to the hotel’s server.' }
}
