// Contact messages SQL. `inTransaction` stores a message and whatever must commit with it (its
// outbox event) as one unit, on both dialects: a message is never stored untold, nor told unstored.
// A message stored or marked handled is announced on the `messages` change feed once committed:
// the console's messages screen is live on every server (http/staff/events-route.ts).
import type { Kysely, Selectable } from 'kysely'
import type { ContactMessagesTable, Database, Schema } from '../db/schema'
import { inTransaction, transactionOf } from '../db/transaction'
import { countRows, rowWhere } from '../db/rows'

export type ContactMessageRow = Selectable<ContactMessagesTable>

/** Where a page of the newest-first list starts: after this message. */
export interface MessageCursor {
  received_at: string
  message_id: string
}

/** Who marked a message handled, and when. */
export interface HandledBy {
  at: string
  /** As the console shows it: the person's name then, 'admin token' or 'CLI'. */
  name: string
  staffId: string | null
}

function messageQueries(db: Kysely<Schema>, wrote: () => void = () => {}) {
  return {
    /** The transaction (or database) these queries run on: for work done in the same one. */
    tx: transactionOf(db),
    async findById(messageId: string): Promise<ContactMessageRow | undefined> {
      return rowWhere(db, 'contact_messages', 'message_id', messageId)
    },
    async insert(row: ContactMessageRow): Promise<void> {
      await db.insertInto('contact_messages').values(row).execute()
      wrote()
    },
  }
}
export type ContactMessageQueries = ReturnType<typeof messageQueries>

export function contactMessagesRepository({ db, dialect, changes }: Database) {
  async function transaction<T>(
    work: (q: ContactMessageQueries) => Promise<T>,
    wrote: () => void,
  ): Promise<T> {
    // PostgreSQL, read committed: two replicas storing the same new id at once both find
    // nothing; the primary key refuses the second insert (a unique violation the rules read as a
    // replay). SQLite: the write lock before the first read, so the server and the staff CLI
    // never meet half-way (db/transaction.ts).
    return inTransaction({ db, dialect }, (trx) => work(messageQueries(trx, wrote)))
  }

  return {
    ...messageQueries(db),

    async inTransaction<T>(work: (q: ContactMessageQueries) => Promise<T>): Promise<T> {
      let wrote = false
      const result = await transaction(work, () => (wrote = true))
      // Committed: every server's open console hears of the new message (a replay wrote nothing).
      if (wrote) await changes.messages.announce()
      return result
    },

    /** The newest `limit` messages, newest first (the `contact_messages_newest_first` index). */
    async listNewestFirst(limit: number, before?: MessageCursor): Promise<ContactMessageRow[]> {
      let query = db.selectFrom('contact_messages').selectAll()
      if (before) {
        // After the cursor's row in (received_at desc, message_id) order: the page boundary holds
        // even when messages share an instant.
        query = query.where((eb) =>
          eb.or([
            eb('received_at', '<', before.received_at),
            eb.and([
              eb('received_at', '=', before.received_at),
              eb('message_id', '>', before.message_id),
            ]),
          ]),
        )
      }
      return query.orderBy('received_at', 'desc').orderBy('message_id').limit(limit).execute()
    },

    /** How many are not yet handled (the `contact_messages_unhandled` index). */
    async countUnhandled(): Promise<number> {
      return countRows(db.selectFrom('contact_messages').where('handled_at', 'is', null))
    },

    /**
     * Marks a message handled, once: a second mark (a double tap, two colleagues at once, on two
     * replicas) finds it handled and changes nothing, so the first one's name and time stay.
     * Returns the message as it now is; undefined when no message has this id.
     */
    async markHandled(messageId: string, by: HandledBy): Promise<ContactMessageRow | undefined> {
      const changed = await db
        .updateTable('contact_messages')
        .set({ handled_at: by.at, handled_by: by.name, handled_by_id: by.staffId })
        .where('message_id', '=', messageId)
        .where('handled_at', 'is', null)
        .executeTakeFirst()
      if (Number(changed.numUpdatedRows) > 0) await changes.messages.announce()
      return messageQueries(db).findById(messageId)
    },
  }
}
export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>
