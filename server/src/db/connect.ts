import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely'
import pg from 'pg'
import { postgresChangeFeed, sqliteChangeFeed } from './change-feed'
import type { Database, Schema } from './schema'

export interface ConnectOptions {
  databaseUrl?: string | undefined
  sqliteFile: string
}

/** Enough for every query the server and the CLI make, a few times over. */
const STATEMENTS_KEPT = 200

/**
 * The database as Kysely sees it, with its prepared statements kept by their SQL. Kysely prepares
 * every query afresh, which was about a third of the CPU time of a simple query (and each statement
 * holds native memory until V8 collects it). The queries are parameterised and few, so a handful of
 * statements serve them all; past `max` the least recently used is let go.
 */
export function keepingStatements(sqlite: SQLite.Database, max = STATEMENTS_KEPT): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      // One connection runs one statement at a time (better-sqlite3 refuses another while one is
      // still being iterated), so a kept statement is always free to run again.
      const statement = kept.get(sql) ?? sqlite.prepare(sql)
      kept.delete(sql) // (re)inserted last: the map's order is the order of use
      kept.set(sql, statement)
      if (kept.size > max) kept.delete(kept.keys().next().value!)
      return statement
    },
  }
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
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
  })
  return {
    db,
    dialect: 'sqlite',
    facilityChanges: sqliteChangeFeed(sqlite),
    close: () => db.destroy(),
  }
}
