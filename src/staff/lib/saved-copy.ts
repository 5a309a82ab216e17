// What the console last loaded, kept on the device (issue 29, "On the hotel's Wi-Fi"): the query
// cache under staffKeys.all, in an IndexedDB database of the console's own ("hearth-staff"; the
// guest site keeps its catalogue in localStorage and its worker's caches, never here). With it the
// console opens offline on the inbox, calendar, messages and requests it last showed, marked as of
// when (app/offline-line.tsx), its buttons disabled (./connection.ts) until the server answers.
// Kept only while someone is signed in: a /me that answers "nobody" (a session found ended)
// deletes it, and so does sign-out (forgetSaved), before the page leaves.
import { dehydrate, type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'
import { deviceStore as db } from './device-store'
import { staffKeys } from './staff-keys'

/** A copy older than this is dropped unread: two days covers a night and a weekend's outage. */
export const SAVED_MAX_AGE = 2 * 24 * 60 * 60_000
/** Writes at most this often while data arrives (a page of requests is many cache events). */
const WRITE_EVERY_MS = 1000
/** A new shape of what is kept: copies of an older one are dropped. */
const VERSION = 1
const KEY = 'query-cache'
/** How long the page waits for the copy before it draws without one. */
const RESTORE_WAIT_MS = 800

interface Saved {
  version: number
  savedAt: number
  state: DehydratedState
}

const isStaffQuery = (key: readonly unknown[]) => key[0] === staffKeys.all[0]
/**
 * Never kept: an invite link's lookup holds for one use. A copy of it restored later (the link
 * opened again on the device that used it) would show the welcome and its button under the
 * server's "used already".
 */
const isKept = (key: readonly unknown[]) => isStaffQuery(key) && key[1] !== staffKeys.invite()[1]

/** The copy read and put into the cache (or found missing, old or unreadable). */
let restored: Promise<void> = Promise.resolve()

async function readIntoCache(queryClient: QueryClient): Promise<void> {
  const saved = await get<Saved>(KEY, db()).catch(() => undefined)
  if (!saved) return
  if (saved.version !== VERSION || Date.now() - saved.savedAt > SAVED_MAX_AGE) {
    await del(KEY, db()).catch(() => undefined)
    return
  }
  // Data already fetched meanwhile is newer: hydrate keeps it. A copy written before isKept
  // existed may hold what is never kept: left out.
  const queries = saved.state.queries.filter((q) => isKept(q.queryKey))
  hydrate(queryClient, { ...saved.state, queries })
  await queryClient.invalidateQueries({ queryKey: staffKeys.all, refetchType: 'none' })
}

/**
 * Puts the saved copy into the cache, as stale: every screen asks the server again as it shows it.
 * Resolves without it after RESTORE_WAIT_MS (a busy phone's IndexedDB): the copy still comes in
 * when read, and nothing is written over it before (keepSaved waits for it).
 */
export async function restoreSaved(queryClient: QueryClient): Promise<void> {
  restored = readIntoCache(queryClient).catch(() => undefined)
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))
  await Promise.race([restored, timeout])
}

let stop: (() => void) | undefined

/** Keeps the cache saved as it changes, while someone is signed in; deletes it when nobody is. */
export function keepSaved(queryClient: QueryClient): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const write = () => {
    timer = undefined
    const me = queryClient.getQueryData(staffKeys.me())
    if (!me) {
      // Nobody signed in (a 401 from /me, or the cache cleared): nothing of a guest stays.
      void del(KEY, db()).catch(() => undefined)
      return
    }
    const state = dehydrate(queryClient, {
      // What was shown, even if its last refresh failed (offline, that is every refresh): a copy
      // written then must not lose it. Kept as the answer it is, without the failure.
      shouldDehydrateQuery: (q) => q.state.data !== undefined && isKept(q.queryKey),
      shouldDehydrateMutation: () => false,
    })
    const queries = state.queries.map((q) => ({
      ...q,
      state: {
        ...q.state,
        status: 'success' as const,
        fetchStatus: 'idle' as const,
        error: null,
        fetchFailureCount: 0,
        fetchFailureReason: null,
      },
    }))
    const saved: Saved = {
      version: VERSION,
      savedAt: Date.now(),
      state: { ...state, queries },
    }
    void set(KEY, saved, db()).catch(() => undefined)
  }
  let unsubscribe = () => {}
  let stopped = false
  const listen = () => {
    if (stopped) return
    // What arrived while the copy was being read.
    timer ??= setTimeout(write, WRITE_EVERY_MS)
    unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (!isStaffQuery(event.query.queryKey)) return
      // An answer of "nobody" is written at once: the copy must not outlive the session by a second.
      const signedOut =
        event.type === 'updated' &&
        event.query.queryKey[1] === 'me' &&
        event.query.state.status === 'success' &&
        !event.query.state.data
      if (signedOut) {
        clearTimeout(timer)
        write()
      } else timer ??= setTimeout(write, WRITE_EVERY_MS)
    })
  }
  // A write still waiting when the page is hidden (another app, the phone's screen off) or goes:
  // started now, or a request opened in the last second would be missing from the copy. Hidden,
  // it completes; a page that navigates away may have it aborted with the page (Chromium aborts
  // IndexedDB transactions of a document being unloaded), so it is a best effort there.
  const flush = () => {
    if (stopped || timer === undefined) return
    clearTimeout(timer)
    write()
  }
  const flushHidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  // Not before the copy is read: a write of a cache it is not in yet would lose it.
  void restored.then(() => {
    listen()
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', flushHidden)
  })
  stop = () => {
    stopped = true
    clearTimeout(timer)
    unsubscribe()
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', flushHidden)
  }
}

/** Sign-out: no more writes, and the saved copy deleted (resolves once it is). */
export async function forgetSaved(): Promise<void> {
  stop?.()
  stop = undefined
  await del(KEY, db()).catch(() => undefined)
}
