// The inbox's first screen waits on two answers, /me and /inbox. The page's HTML loads this small
// module beside the console's code (src/staff/index.html), so both are asked for while the code
// is still downloading, in parallel, instead of one after the other once it has run (about
// 0.7 s on a phone on slow 4G). lib/staff-api.ts takes each answer once, for its first read of
// that path; every later read goes to the server. Nothing is kept: the answers are the same
// no-store responses the console would have fetched itself, held in memory until taken.
// No imports: the console's code would otherwise become a chunk this file waits for.

/** Where the reads are left for lib/staff-api.ts: a property of `window` (a module of its own). */
export type EarlyReadsKey = '__hearthStaffEarlyReads'
export type EarlyReads = Map<string, Promise<Response>>

const key: EarlyReadsKey = '__hearthStaffEarlyReads'
/** lib/staff-api.ts STAFF_API (checked by early-reads.test.ts): no import, as above. */
export const EARLY_API = '/api/staff'
/** The inbox's address, STAFF_PATH (an invite or a request page reads other things). */
export const EARLY_INBOX_PATH = '/staff'

// Async: the console's code may have run first and read for itself (it leaves its own empty map
// then): reads made now would only be taken later, as old news.
if (location.pathname === EARLY_INBOX_PATH && !(key in window)) {
  const reads: EarlyReads = new Map()
  for (const path of ['/me', '/inbox']) {
    const read = fetch(`${EARLY_API}${path}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    // Never an unhandled rejection: the console's own read reports a failure when it takes it.
    read.catch(() => undefined)
    reads.set(path, read)
  }
  ;(window as unknown as Record<EarlyReadsKey, EarlyReads>)[key] = reads
}
