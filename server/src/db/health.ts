// Whether this server can use its database now, for `/api/health/ready` (a load balancer takes a
// replica out while it says no). A trivial read within READY_TIMEOUT_MS is most of it; but a disk
// that turned read-only or full still answers reads, so once a statement has failed for want of
// the database, a write is tried too (SQLite), until one succeeds: readiness then says yes again.
import { sql, type Kysely } from 'kysely'
import type { Dialect, Schema } from './schema'
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable'

/** Long enough for a loaded database, short enough for a load balancer's probe (often 2 to 5 s). */
export const READY_TIMEOUT_MS = 1_500

export interface DatabaseHealth {
  /** Resolves when the database answers (and takes writes); rejects with an unavailable error. */
  check(): Promise<void>
  /** Told of every failed statement (Kysely's log): an unavailable one makes `check` try a write. */
  noteError(error: unknown): void
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`The database did not answer within ${ms} ms.`)),
      ms,
    )
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/** One real commit that changes nothing: SQLite's header's user version, set to what it is. */
export async function sqliteWriteProbe(db: Kysely<Schema>): Promise<void> {
  const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db)
  const version = Math.trunc(Number(rows[0]?.user_version ?? 0))
  await sql.raw(`pragma user_version = ${version}`).execute(db)
}

export function databaseHealth(db: Kysely<Schema>, dialect: Dialect): DatabaseHealth {
  /** Unavailable errors seen, and how many of them a successful write has since answered. */
  let failures = 0
  let answered = 0

  async function read() {
    if (dialect === 'postgres') {
      // A standby after a failover, or a database set read-only, answers reads and refuses writes.
      const { rows } = await sql<{
        read_only: string
      }>`select current_setting('transaction_read_only') as read_only`.execute(db)
      if (rows[0]?.read_only === 'on') {
        throw new DatabaseUnavailableError('The database is read-only.')
      }
      return
    }
    // Reads a page of the file (`select 1` would not touch it).
    await db.selectFrom('facilities').select('id').limit(1).execute()
  }

  async function write() {
    if (dialect === 'sqlite') await sqliteWriteProbe(db) // PostgreSQL: the read above tells
  }

  async function probe() {
    await read()
    const seen = failures
    if (seen > answered) {
      await write()
      answered = Math.max(answered, seen)
    }
  }

  return {
    async check() {
      try {
        await withDeadline(probe(), READY_TIMEOUT_MS)
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error
        // Anything else (a missing table, a bug) is no less a reason to take the replica out.
        throw new DatabaseUnavailableError(`The database check failed: ${String(error)}`, {
          cause: error,
        })
      }
    },
    noteError(error) {
      if (isDatabaseUnavailable(error)) failures++
    },
  }
}
