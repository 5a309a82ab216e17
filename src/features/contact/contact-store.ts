// Contact messages kept on this device until the hotel has them (localStorage, one key each:
// src/lib/keyed-store.ts): a message written offline is not lost. Once delivered it is removed:
// the guest's words need not stay on the phone.
import { createKeyedStore } from '../../lib/keyed-store'
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

/** Oldest first, as they are sent. */
const oldestFirst = (a: StoredContactMessage, b: StoredContactMessage) =>
  a.createdAt.localeCompare(b.createdAt) || a.message_id.localeCompare(b.message_id)

// One key per message (src/lib/keyed-store.ts says why): two tabs never undo each other's writes.
const store = createKeyedStore<StoredContactMessage>({
  key: CONTACT_MESSAGES_KEY,
  idOf: (m) => m.message_id,
  read: readEntry,
  compare: oldestFirst,
})

/** The kept messages, oldest first. The same array until the storage changes. */
export const listContactMessages = store.list

export const addContactMessage = store.put
/** Applies a patch to the message as it is now in storage; false when it is gone. */
export const updateContactMessage = store.update
export const removeContactMessage = store.remove
export const subscribeContactMessages = store.subscribe

export const useContactMessages = store.use
