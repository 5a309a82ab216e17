import { formatDistanceToNow } from 'date-fns'
import { useEffect, useState } from 'react'
import { useReachable } from '../../lib/connectivity'
import { pageDateLocale, texts } from '../../lib/i18n'

/** Ten minutes: more than any refetch takes, and more than most phones' clocks are off by. */
const STALE_AFTER_MS = 10 * 60_000

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** Offline, or with an old list on screen, a quiet word on how old the list is. */
export function LastUpdatedNote({ fetchedAt }: { fetchedAt: number }) {
  const online = useReachable()
  const now = useNow(30_000)
  if (online && now - fetchedAt < STALE_AFTER_MS) return null
  const t = texts().pages.catalogue
  const ago = formatDistanceToNow(fetchedAt, { addSuffix: true, locale: pageDateLocale() })
  return (
    <p className="muted small last-updated">
      {online ? t.savedList(ago) : t.savedListOffline(ago)}
    </p>
  )
}
