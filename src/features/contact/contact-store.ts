// Contact messages kept on this device until the hotel has them (localStorage): a message written
// offline is not lost. Once delivered it is removed: the guest's words need not stay on the phone.
import { useSyncExternalStore } from 'react'

import { CONTACT_MESSAGES_KEY } from '../../lib/start-names'

export { CONTACT_MESSAGES_KEY }

export interface StoredContactMessage {
  message_id: string
  name: string
  email: string
  phone: string
  reason: string
  createdAt: string
  /** `failed`: the hotel refused it (its words in `problem`); a retry cannot change that. */
  status: 'pending' | 'failed'
  problem?: string
  /**
   * A send found no connection (the device's outbox: create-outbox.ts `blocked`): the form says
   * it is kept here and sent later. Before that it is on its way, and nothing needs saying.
   */
  waitsForConnection?: boolean
}

const isText = (v: unknown): v is string => typeof v === 'string'

// Checked by hand, not with zod: the contact page reads the store at start.
function readEntry(item: unknown): StoredContactMessage | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  const m = item as Record<string, unknown>
  const fields = ['message_id', 'name', 'email', 'phone', 'reason', 'createdAt'] as const
  if (!fields.every((f) => isText(m[f]))) return undefined
  if (m.status !== 'pending' && m.status !== 'failed') return undefined
  const entry: StoredContactMessage = {
    message_id: m.message_id as string,
    name: m.name as string,
    email: m.email as string,
    phone: m.phone as string,
    reason: m.reason as string,
    createdAt: m.createdAt as string,
    status: m.status,
  }
  if (isText(m.problem)) entry.problem = m.problem
  if (m.waitsForConnection === true) entry.waitsForConnection = true
  return entry
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedList: StoredContactMessage[] = []

/** The kept messages, oldest first. The same array until the storage changes. */
export function listContactMessages(): StoredContactMessage[] {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(CONTACT_MESSAGES_KEY)
  } catch {
    // storage blocked: nothing kept
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw
    try {
      const data: unknown = raw ? JSON.parse(raw) : []
      cachedList = Array.isArray(data)
        ? data.flatMap((item) => {
            const entry = readEntry(item)
            return entry ? [entry] : []
          })
        : []
    } catch {
      cachedList = []
    }
  }
  return cachedList
}

function write(list: StoredContactMessage[]) {
  localStorage.setItem(CONTACT_MESSAGES_KEY, JSON.stringify(list))
  listeners.forEach((l) => l())
}

export function addContactMessage(message: StoredContactMessage) {
  write([...listContactMessages().filter((m) => m.message_id !== message.message_id), message])
}

export function updateContactMessage(id: string, patch: Partial<StoredContactMessage>) {
  write(listContactMessages().map((m) => (m.message_id === id ? { ...m, ...patch } : m)))
}

export function removeContactMessage(id: string) {
  write(listContactMessages().filter((m) => m.message_id !== id))
}

export function subscribeContactMessages(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONTACT_MESSAGES_KEY || e.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useContactMessages(): StoredContactMessage[] {
  return useSyncExternalStore(subscribeContactMessages, listContactMessages, () => [])
}
