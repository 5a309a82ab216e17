// One tab at a time delivers reservations: the Web Locks API where the browser has it, otherwise
// a short lease in localStorage. The API's idempotency makes a rare double send harmless; the
// lock keeps two tabs from sending the same request at the same moment.

const LOCK_NAME = 'hearth:outbox'
const LEASE_KEY = 'hearth:outbox-lease'
/** Longer than one round of sends with their timeouts; a crashed tab's lease expires after it. */
const LEASE_MS = 60_000
const thisTab = Math.random().toString(36).slice(2)

interface Lease {
  owner: string
  until: number
}

function readLease(): Lease | undefined {
  try {
    return JSON.parse(localStorage.getItem(LEASE_KEY) ?? 'null') ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The lease as a tab holds it: `tabId` names the tab (each tab has its own; tests make two).
 * Without the Web Locks API (older Safari), two tabs agree through localStorage.
 */
export async function withLease<T>(
  work: () => Promise<T>,
  wait: boolean,
  tabId = thisTab,
): Promise<T | undefined> {
  for (;;) {
    const lease = readLease()
    if (!lease || lease.until < Date.now() || lease.owner === tabId) {
      localStorage.setItem(
        LEASE_KEY,
        JSON.stringify({ owner: tabId, until: Date.now() + LEASE_MS }),
      )
      // Another tab may have written at the same moment: the last writer wins, the other backs off.
      await new Promise((r) => setTimeout(r, 50))
      if (readLease()?.owner === tabId) break
    }
    if (!wait) return undefined
    await new Promise((r) => setTimeout(r, 500))
  }
  try {
    return await work()
  } finally {
    if (readLease()?.owner === tabId) localStorage.removeItem(LEASE_KEY)
  }
}

/**
 * Runs `work` holding the outbox lock. With `wait: false` it returns undefined at once when
 * another tab holds the lock (that tab is delivering already).
 */
export async function withOutboxLock<T>(
  work: () => Promise<T>,
  { wait }: { wait: boolean },
): Promise<T | undefined> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, { ifAvailable: !wait }, async (lock) =>
      lock ? work() : undefined,
    )
  }
  return withLease(work, wait)
}
