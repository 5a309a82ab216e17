// Whether this server can use its database now, for `/api/health/ready` (a load balancer takes a
// replica out while it says no). A trivial read within READY_TIMEOUT_MS is most of it; but a disk
// that turned read-only or full still answers reads, so once a statement has failed for want of
// the database, a write is tried too (SQLite), until one succeeds: readiness then says yes again.
import type { Kysely } from 'kysely'
import { healthRepository } from './health-repository'
import type { DatabaseHealth, Dialect, Schema } from './schema'
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable'

/** Long enough for a loaded database, short enough for a load balancer's probe (often 2 to 5 s). */
export const READY_TIMEOUT_MS = 1_500

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

export function databaseHealth(db: Kysely<Schema>, dialect: Dialect): DatabaseHealth {
  /** Unavailable errors seen, and how many of them a successful write has since answered. */
  let failures = 0
  let answered = 0
  const queries = healthRepository(db)

  async function read() {
    if (dialect === 'postgres') {
      // A standby after a failover, or a database set read-only, answers reads and refuses writes.
      if (await queries.postgresReadOnly()) {
        throw new DatabaseUnavailableError('The database is read-only.')
      }
      return
    }
    await queries.readPage()
  }

  async function write() {
    if (dialect === 'sqlite') await queries.sqliteWriteProbe() // PostgreSQL: the read above tells
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
