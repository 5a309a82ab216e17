// Contact messages SQL. `inTransaction` stores a message and whatever must commit with it (its
// outbox event) as one unit, on both dialects: a message is never stored untold, nor told unstored.
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ContactMessagesTable, Database, Schema } from '../db/schema'

export type ContactMessageRow = Selectable<ContactMessagesTable>

function messageQueries(db: Kysely<Schema>) {
  return {
    /** The transaction (or database) these queries run on: for work done in the same one. */
    db,
    async findById(messageId: string): Promise<ContactMessageRow | undefined> {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .where('message_id', '=', messageId)
        .executeTakeFirst()
    },
    async insert(row: ContactMessageRow): Promise<void> {
      await db.insertInto('contact_messages').values(row).execute()
    },
  }
}
export type ContactMessageQueries = ReturnType<typeof messageQueries>

export function contactMessagesRepository({ db, dialect }: Database) {
  return {
    ...messageQueries(db),

    async inTransaction<T>(work: (q: ContactMessageQueries) => Promise<T>): Promise<T> {
      if (dialect === 'postgres') {
        // Read committed: two replicas storing the same new id at once both find nothing; the
        // primary key refuses the second insert (a unique violation the rules read as a replay).
        return db.transaction().execute((trx) => work(messageQueries(trx)))
      }
      // SQLite: the write lock is taken before the first read (as the reservations' transaction),
      // so the server and the staff CLI never meet half-way; the lock waits up to busy_timeout,
      // then fails as SQLITE_BUSY, which the API answers 503 (db/unavailable.ts).
      return db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn)
        try {
          const result = await work(messageQueries(conn))
          await sql`commit`.execute(conn)
          return result
        } catch (error) {
          // A failed write may have rolled it back already: the first error says what happened.
          await sql`rollback`.execute(conn).catch(() => {})
          throw error
        }
      })
    },

    /** The newest `limit` messages, newest first (the `contact_messages_newest_first` index). */
    async listNewestFirst(limit: number): Promise<ContactMessageRow[]> {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('received_at', 'desc')
        .orderBy('message_id')
        .limit(limit)
        .execute()
    },
  }
}
export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>
