// What the guest keeps on this device (their requests, the messages not yet delivered), in
// localStorage, one key per record: `<key>:<id>`.
//
// Why one key each: every open tab of the site writes these records (the tab delivering the
// outbox marks a request sent; another tab reads the hotel's answers, or the guest cancels there),
// and localStorage has no read-modify-write across tabs. Worse, each tab's renderer reads from its
// own copy, which the browser brings up to date a moment after another tab writes. A whole list
// under one key, read and written back by two tabs, lost one tab's change to the other's older
// copy: a request marked sent in one tab went back to pending when another tab wrote the hotel's
// answer to a different request, and was sent twice (tests/e2e/offline-reservations.spec.ts, "two
// tabs"). Now a write touches only its own record, and an update reads that record just before
// writing it: two tabs can still race on the same record at the same moment, never across records.
//
// Devices that kept the list under `<key>` (before this store) have it split into records on the
// first read, and the list removed; a record already kept on its own key wins over the list's.
import { useSyncExternalStore } from 'react'

export interface KeyedStoreOptions<T> {
  /** The list's old key, and the prefix of each record's key (`<key>:<id>`). */
  key: string
  idOf(record: T): string
  /** The record as stored, with only its known fields; undefined when it does not read right. */
  read(value: unknown): T | undefined
  /** The list's order. */
  compare(a: T, b: T): number
}

export interface KeyedStore<T> {
  /** Every record, in order. The same array until the storage changes. */
  list(): T[]
  get(id: string): T | undefined
  /** Keeps the record (a new one, or in place of the one with its id). Throws when storage is full. */
  put(record: T): void
  /** Applies `patch` to the record as it is now in storage; false when there is none. */
  update(id: string, patch: Partial<T>): boolean
  /** False when there was no such record. */
  remove(id: string): boolean
  subscribe(listener: () => void): () => void
  /** The records, kept up to date in a component. */
  use(): T[]
}

export function createKeyedStore<T>({
  key,
  idOf,
  read,
  compare,
}: KeyedStoreOptions<T>): KeyedStore<T> {
  const prefix = `${key}:`
  const recordKey = (id: string) => prefix + id
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())
  let cachedRaw: string | undefined
  let cachedList: T[] = []

  const parse = (raw: string | null): T | undefined => {
    if (raw === null) return undefined
    try {
      return read(JSON.parse(raw))
    } catch {
      return undefined
    }
  }

  /** Splits a list kept by an older version into records (see the top of this file). */
  function migrate() {
    const old = localStorage.getItem(key)
    if (old === null) return
    try {
      const data: unknown = JSON.parse(old)
      for (const item of Array.isArray(data) ? data : []) {
        const record = read(item)
        if (record && localStorage.getItem(recordKey(idOf(record))) === null)
          localStorage.setItem(recordKey(idOf(record)), JSON.stringify(record))
      }
    } catch {
      // Damaged, or storage full: what could be kept is kept; the list goes either way.
    }
    localStorage.removeItem(key)
  }

  /** Each record's key and text, in the storage's order. */
  function rawRecords(): [string, string][] {
    try {
      migrate()
      const found: [string, string][] = []
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i)
        const raw = k?.startsWith(prefix) ? localStorage.getItem(k) : null
        if (k && raw !== null) found.push([k, raw])
      }
      return found
    } catch {
      return [] // storage blocked: nothing kept
    }
  }

  function list(): T[] {
    const found = rawRecords()
    // The same snapshot while nothing changed: React compares it by identity. (A change of the
    // storage's order alone makes a new one, with the same records: harmless.)
    const raw = found.join('\n')
    if (raw !== cachedRaw) {
      cachedRaw = raw
      // A record that no longer reads is left out; one damaged record hides no other.
      cachedList = found.flatMap(([, text]) => parse(text) ?? []).sort(compare)
    }
    return cachedList
  }

  function get(id: string): T | undefined {
    try {
      return parse(localStorage.getItem(recordKey(id)))
    } catch {
      return undefined
    }
  }

  function put(record: T) {
    localStorage.setItem(recordKey(idOf(record)), JSON.stringify(record))
    notify()
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    // Other tabs write the same keys: their changes arrive as storage events.
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === key || e.key.startsWith(prefix)) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }

  return {
    list,
    get,
    put,
    update(id, patch) {
      const current = get(id)
      if (!current) return false
      put({ ...current, ...patch })
      return true
    },
    remove(id) {
      const existed = get(id) !== undefined
      localStorage.removeItem(recordKey(id))
      notify()
      return existed
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, list, () => EMPTY as T[]),
  }
}

const EMPTY: never[] = []
