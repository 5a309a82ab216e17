// One transaction per dialect, for every repository that writes more than one statement as a
// unit, and the handle the rules pass on to whoever must write in the same transaction.
// - PostgreSQL: Kysely's transaction (read committed); what must wait for whom is locked in it
//   by the repository (a facility's row, a phone's advisory lock).
// - SQLite: BEGIN IMMEDIATE, the database's write lock taken before the first read, so two
//   processes (the server and the staff CLI) never both pass a check and then both write; the
//   lock waits up to the connection's busy_timeout, then fails as SQLITE_BUSY (a 503:
//   db/unavailable.ts).
// Only repositories (and this module) hold Kysely: the rules and the notifications get an opaque
// `Transaction`, which a repository opens again (`openTransaction`) to write in it.
import { sql, type Kysely } from 'kysely'
import type { Database, Schema } from './schema'

declare const transactionBrand: unique symbol
/**
 * A transaction under way (or the database, for a write of its own), as code outside the
 * repositories holds it: it can only be handed on, to a repository that opens it. The work done
 * with it commits or rolls back with the change that handed it out.
 */
export interface Transaction {
  readonly [transactionBrand]: true
}

/** The handle of `db` (a transaction a repository opened, or the database itself). */
export const transactionOf = (db: Kysely<Schema>): Transaction => db as unknown as Transaction

/** The queries' connection back from a handle: for repositories only. */
export const openTransaction = (tx: Transaction): Kysely<Schema> => tx as unknown as Kysely<Schema>

/** Runs `work` in one transaction of `database`'s dialect, committed when it resolves. */
export async function inTransaction<T>(
  { db, dialect }: Pick<Database, 'db' | 'dialect'>,
  work: (trx: Kysely<Schema>) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work)
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn)
    try {
      const result = await work(conn)
      await sql`commit`.execute(conn)
      return result
    } catch (error) {
      // An I/O error or a full disk may have rolled it back already ("no transaction is
      // active"): the first error is the one that says what happened.
      await sql`rollback`.execute(conn).catch(() => {})
      throw error
    }
  })
}

/** A primary key or unique index refused the row (two writers of one new id at once). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === '23505'
  )
}

/**
 * Reads the facility's row in `trx`, locked on PostgreSQL until the transaction ends, so two
 * changes that check the facility's state (its rates, its imported blocks) run one after the
 * other across replicas; SQLite's BEGIN IMMEDIATE (inTransaction) is one writer at a time
 * already. Undefined when no facility has the id.
 */
export function lockFacility(trx: Kysely<Schema>, dialect: Database['dialect'], id: string) {
  const query = trx.selectFrom('facilities').select('id').where('id', '=', id)
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}
