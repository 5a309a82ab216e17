import { formatDistanceToNow } from 'date-fns'
import { useEffect, useState } from 'react'
import { useReachable } from '../../lib/connectivity'
import { pageDateLocale, texts } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'

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

/**
 * Offline, or with an old list on screen, a quiet word on how old the list is. Never in the render
 * that takes over the server's page: that page has no such word (the server's list is new when it
 * is sent), so a page kept by the service worker, opened offline, or on a phone whose clock runs
 * ahead, would not match it (React's hydration error: the whole page drawn again, and a tap in
 * that moment lost). It comes in the render after.
 */
export function LastUpdatedNote({ fetchedAt }: { fetchedAt: number }) {
  const hydrated = useHydrated()
  const online = useReachable()
  const now = useNow(30_000)
  if (!hydrated || (online && now - fetchedAt < STALE_AFTER_MS)) return null
  const t = texts().pages.catalogue
  const ago = formatDistanceToNow(fetchedAt, { addSuffix: true, locale: pageDateLocale() })
  return (
    <p className="muted small last-updated">
      {online ? t.savedList(ago) : t.savedListOffline(ago)}
    </p>
  )
}
