// What storing a contact message means: idempotent on the message_id the device made (a message
// queued offline may be sent again after a lost answer), and told to the staff in the same
// transaction that stores it (the `onReceived` seam writes the outbox event with that
// transaction: the message and its notification commit, or roll back, together).
import type {
  ContactMessageInput,
  ContactMessageRecord,
  ContactMessageResult,
} from '../../../contract/contact-message'
import {
  encodePageCursor,
  type PageCursor,
  type StaffMessage,
  type StaffMessagesPage,
} from '../../../contract/staff-messages'
import { isUniqueViolation, type Transaction } from '../db/transaction'
import { DomainError } from '../domain-errors'
import { actorName, type StaffActor } from '../actor'
import type { ContactMessageRow, ContactMessagesRepository } from './repository'

export interface ContactPolicy {
  now?: () => Date
  /** Called in the storing transaction, with it; a throw refuses the message (nothing stored). */
  onReceived?: (tx: Transaction, message: ContactMessageRow) => Promise<unknown> | void
}

const sameMessage = (row: ContactMessageRow, msg: ContactMessageInput) =>
  row.name === msg.name &&
  row.email === msg.email &&
  row.phone === msg.phone &&
  row.reason === msg.reason

/** The public answer: that it is stored, and when; never what the guest wrote. */
const received = (row: ContactMessageRow): ContactMessageResult => ({
  message_id: row.message_id,
  status: 'received',
  received_at: row.received_at,
})

function replayOf(row: ContactMessageRow, msg: ContactMessageInput): ContactMessageResult {
  if (sameMessage(row, msg)) return received(row)
  throw new DomainError(
    'conflict',
    'message_id_conflict',
    `message_id ${msg.message_id} was already used for a different message; generate a new one.`,
  )
}

const notFound = (id: string) =>
  new DomainError('not_found', 'not_found', `No contact message has the id ${id}.`)

/** As the console shows it: what the guest wrote and whether it was handled, never the staff id. */
const shownToStaff = (row: ContactMessageRow): StaffMessage => ({
  message_id: row.message_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  reason: row.reason,
  received_at: row.received_at,
  handled_at: row.handled_at,
  handled_by: row.handled_by,
})

export function contactRules(messages: ContactMessagesRepository, policy: ContactPolicy = {}) {
  const clock = () => policy.now?.() ?? new Date()
  return {
    async receive(msg: ContactMessageInput): Promise<ContactMessageResult> {
      try {
        return await messages.inTransaction(async (q) => {
          const existing = await q.findById(msg.message_id)
          if (existing) return replayOf(existing, msg)
          const row: ContactMessageRow = {
            ...msg,
            received_at: clock().toISOString(),
            handled_at: null,
            handled_by: null,
            handled_by_id: null,
          }
          await q.insert(row)
          await policy.onReceived?.(q.tx, row)
          return received(row)
        })
      } catch (error) {
        // PostgreSQL: the same new message sent twice at once (two replicas): the first commit
        // wins, the second's insert is refused and its transaction (event included) rolled back;
        // it answers as a replay of what the first stored.
        if (!isUniqueViolation(error)) throw error
        const existing = await messages.findById(msg.message_id)
        if (!existing) throw error
        return replayOf(existing, msg)
      }
    },

    async listForStaff(limit: number): Promise<ContactMessageRecord[]> {
      return messages.listNewestFirst(limit)
    },

    async showForStaff(messageId: string): Promise<ContactMessageRecord> {
      const row = await messages.findById(messageId)
      if (!row) throw notFound(messageId)
      return row
    },
    /** The console's list: newest first, `limit` after `before`, and how many are unread. */
    async pageForStaff(
      limit: number,
      before?: PageCursor,
    ): Promise<Omit<StaffMessagesPage, 'timeZone'>> {
      // One more than asked: whether there is a next page, without counting them all.
      const rows = await messages.listNewestFirst(
        limit + 1,
        before && { received_at: before.at, message_id: before.id },
      )
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        messages: page.map(shownToStaff),
        unread: await messages.countUnhandled(),
        ...(rows.length > limit && last
          ? { next: encodePageCursor({ at: last.received_at, id: last.message_id }) }
          : {}),
      }
    },
    /**
     * "Mark as handled": who and when are recorded the first time; marking it again changes
     * nothing and answers the same (the first colleague's name and time).
     */
    async markHandled(messageId: string, actor: StaffActor): Promise<StaffMessage> {
      const row = await messages.markHandled(messageId, {
        at: clock().toISOString(),
        name: actorName(actor),
        staffId: actor.kind === 'staff' ? actor.staffId : null,
      })
      if (!row) throw notFound(messageId)
      return shownToStaff(row)
    },
  }
}
export type ContactRules = ReturnType<typeof contactRules>
