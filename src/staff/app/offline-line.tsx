// The frame's "As of 10:42, offline" (issue 29): shown while what is on screen is the copy saved
// on the device or the last answer before the connection went, so a clerk knows how old it is and
// why the buttons are disabled. The time is the oldest answer among the screen's reads, in the
// hotel's time. Online but not yet answered (a reload shows the saved copy first) it appears only
// after a moment: on a working connection the server answers before anyone could read it.
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { StaffInbox } from '../../../contract/staff'
import { OFFLINE_WHY, useConnection } from '../lib/connection'
import { hotelTime } from '../lib/hotel-time'
import { staffKeys } from '../lib/staff-keys'

/** How long a reload may show the saved copy, online, before the line says so. */
const WAITING_GRACE_MS = 1500

/** When the oldest answer among the reads on screen came; 0 when none is shown. */
function shownSince(queryClient: QueryClient): number {
  let oldest = 0
  for (const query of queryClient.getQueryCache().getAll()) {
    const { dataUpdatedAt, data } = query.state
    if (query.queryKey[0] !== staffKeys.all[0] || data === undefined || !dataUpdatedAt) continue
    if (query.getObserversCount() === 0) continue
    if (!oldest || dataUpdatedAt < oldest) oldest = dataUpdatedAt
  }
  return oldest
}

/** "10:42" today, "yesterday, 10:42", "12 May, 10:42" before. */
export function asOfWords(at: number, timeZone: string, now = new Date()) {
  return hotelTime(new Date(at).toISOString(), timeZone, now).replace(/^today, /, '')
}

export function OfflineLine() {
  const queryClient = useQueryClient()
  const { canAct, why } = useConnection()
  const subscribe = useCallback(
    (notify: () => void) => queryClient.getQueryCache().subscribe(notify),
    [queryClient],
  )
  const since = useSyncExternalStore(
    subscribe,
    () => shownSince(queryClient),
    () => 0,
  )
  const offline = why === OFFLINE_WHY
  // Waiting happens only before the server's first answer (after it, a lost server is offline):
  // once late, late for good.
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (canAct || offline) return
    const timer = setTimeout(() => setLate(true), WAITING_GRACE_MS)
    return () => clearTimeout(timer)
  }, [canAct, offline])
  if (canAct || !since || (!offline && !late)) return null
  const timeZone =
    queryClient.getQueryData<StaffInbox>(staffKeys.inbox())?.timeZone ??
    Intl.DateTimeFormat().resolvedOptions().timeZone
  const asOf = asOfWords(since, timeZone)
  return (
    <p className="offline-line" role="status">
      <strong>
        As of {asOf}, {offline ? 'offline' : 'not yet confirmed by the server'}.
      </strong>{' '}
      <span className="offline-more">
        {offline
          ? 'Answers and changes need the connection (check-ins, check-outs, no-shows and rooms marked wait on this phone and go when it is back); this refreshes by itself.'
          : 'Answers and changes wait until the hotel’s server answers.'}
      </span>
    </p>
  )
}
