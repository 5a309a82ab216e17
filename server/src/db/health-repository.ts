// The health probe's SQL (db/health.ts decides what a failure means for readiness): the
// smallest statements that show whether the database reads and takes writes.
import { sql, type Kysely } from 'kysely'
import type { Schema } from './schema'

export function healthRepository(db: Kysely<Schema>) {
  return {
    /** PostgreSQL: whether this session's transactions are read-only (a standby, or set so). */
    async postgresReadOnly(): Promise<boolean> {
      const { rows } = await sql<{
        read_only: string
      }>`select current_setting('transaction_read_only') as read_only`.execute(db)
      return rows[0]?.read_only === 'on'
    },
    /** Reads a page of the file (`select 1` would not touch it). */
    async readPage(): Promise<void> {
      await db.selectFrom('facilities').select('id').limit(1).execute()
    },
    /** SQLite: one real commit that changes nothing (the header's user version, set to itself). */
    sqliteWriteProbe: () => sqliteWriteProbe(db),
  }
}

/** One real commit that changes nothing: SQLite's header's user version, set to what it is. */
export async function sqliteWriteProbe(db: Kysely<Schema>): Promise<void> {
  const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db)
  const version = Math.trunc(Number(rows[0]?.user_version ?? 0))
  await sql.raw(`pragma user_version = ${version}`).execute(db)
}
