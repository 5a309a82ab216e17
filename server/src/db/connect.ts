import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { postgresChangeFeed, sqliteChangeFeed } from './change-feed'
import type { Database, Schema } from './schema'

export interface ConnectOptions {
  databaseUrl?: string | undefined
  sqliteFile: string
}

export function connect({ databaseUrl, sqliteFile }: ConnectOptions): Database {
  if (databaseUrl) {
    // Each replica holds a few connections; reservations lock one facility row at a time.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) })
    const facilityChanges = postgresChangeFeed(databaseUrl, pool)
    return {
      db,
      dialect: 'postgres',
      facilityChanges,
      close: async () => {
        await facilityChanges.close()
        await db.destroy()
      },
    }
  }
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true })
  const sqlite = new SQLite(sqliteFile)
  // WAL with a full sync on every commit: an answered reservation survives a crash or power loss.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  // The staff CLI may write while the server runs: wait for its lock instead of failing.
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) })
  return {
    db,
    dialect: 'sqlite',
    facilityChanges: sqliteChangeFeed(sqlite),
    close: () => db.destroy(),
  }
}
