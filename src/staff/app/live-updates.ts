// The live inbox: one EventSource on /api/staff/events while someone is signed in. Each
// `changed` (a new request, a colleague's or the CLI's answer, an expiry) and each `resync` or
// (re)open (after a drop: whatever was missed) refetches the console's queries; the catch-up is a
// refetch, so nothing is lost. An EventSource cannot read a 401: on an error the console asks
// /me, which shows the sign-in when the session has ended (revoked, expired). A stream the
// browser gave up on is opened again a little later.
import type { QueryClient } from '@tanstack/react-query'
import { STAFF_EVENTS } from '../../../contract/staff-paths'
import { STAFF_API } from '../lib/staff-api'
import { staffKeys } from '../lib/staff-keys'

/** How long before a stream the browser closed (not one it is retrying) is opened again. */
const REOPEN_MS = 5_000

export interface LiveUpdates {
  close(): void
}

export function openLiveUpdates(queryClient: QueryClient): LiveUpdates {
  let source: EventSource | undefined
  let reopen: ReturnType<typeof setTimeout> | undefined
  let closed = false
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.all })
  const open = () => {
    source = new EventSource(`${STAFF_API}/events`)
    source.addEventListener('open', refresh)
    source.addEventListener(STAFF_EVENTS.changed, refresh)
    source.addEventListener(STAFF_EVENTS.resync, refresh)
    source.addEventListener('error', () => {
      // Signed out elsewhere? /me answers; null there shows the sign-in.
      void queryClient.invalidateQueries({ queryKey: staffKeys.me() })
      if (source?.readyState === EventSource.CLOSED && !closed) {
        clearTimeout(reopen)
        reopen = setTimeout(open, REOPEN_MS)
      }
    })
  }
  open()
  return {
    close() {
      closed = true
      clearTimeout(reopen)
      source?.close()
    },
  }
}
