import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type KyselyPlugin,
  type QueryResult,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely'
import type pg from 'pg'
import { postgresChangeFeeds, sqliteChangeFeeds, type ChangeFeeds } from './change-feed'
import { databaseHealth } from './health'
import { type DatabaseLog, stderrLog } from './log'
import { pgModule } from './pg-module'
import type { Database, Schema } from './schema'

export interface ConnectOptions {
  databaseUrl?: string | undefined
  sqliteFile: string
  log?: DatabaseLog
  /** Run on every query but the migrations' (open.ts closes the API off until they have run). */
  plugins?: KyselyPlugin[]
}

/**
 * SQLite's page cache, in KiB (a negative cache_size): SQLite's own default. better-sqlite3 builds
 * SQLite with 16 MB, which fills as the file grows and is never given back: under the bench's load
 * it was most of the memory the server kept outside V8's heap (issue 41). The operating system
 * keeps the file's pages in its own cache anyway; 2 MB holds the indexes a hotel's reads walk.
 */
const PAGE_CACHE_KIB = 2000

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

/**
 * `dialect`, with every statement that fails told to `noteError` (readiness: db/health.ts), and
 * nothing more done per query. Kysely's `log` option would tell it as well, but given a function
 * it turns on the logging of every query too: a timer, two more async functions and an event
 * object each, about an eighth of what a reservation allocated (BENCHMARKS.md, issue 41). The
 * error goes on to the caller as it was.
 */
export function noticingFailures(dialect: Dialect, noteError: (error: unknown) => void): Dialect {
  const failed = (error: unknown) => {
    noteError(error)
    return Promise.reject(error as Error)
  }
  const watched = new WeakSet<DatabaseConnection>()
  /** Each connection's own methods wrapped once, the first time the driver hands it out. */
  function watch(connection: DatabaseConnection) {
    if (watched.has(connection)) return connection
    watched.add(connection)
    const execute = connection.executeQuery.bind(connection)
    const stream = connection.streamQuery.bind(connection)
    connection.executeQuery = <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      try {
        // SQLite's connection throws at once (its statements run synchronously).
        return execute<R>(query).catch(failed)
      } catch (error) {
        return failed(error)
      }
    }
    connection.streamQuery = async function* <R>(query: CompiledQuery, chunkSize?: number) {
      try {
        yield* stream<R>(query, chunkSize)
      } catch (error) {
        noteError(error)
        throw error
      }
    }
    return connection
  }
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver()
      return {
        init: () => driver.init(),
        acquireConnection: () => driver.acquireConnection().then(watch),
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        savepoint: driver.savepoint?.bind(driver),
        rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
        releaseSavepoint: driver.releaseSavepoint?.bind(driver),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        destroy: () => driver.destroy(),
      }
    },
  }
}

/**
 * The pool of a replica. A restart, a failover, `pg_terminate_backend` or a proxy dropping idle
 * connections makes its clients emit 'error': the pool's for idle ones, each client's own for
 * those checked out (node-postgres leaves that one unhandled, and an unhandled 'error' event ends
 * the process). Both are logged; the call that was using the connection fails (503) and the pool
 * opens a new one for the next.
 */
function replicaPool(connectionString: string, log: DatabaseLog): pg.Pool {
  const pool = new (pgModule().Pool)({
    connectionString,
    // Each replica holds a few connections; reservations lock one facility row at a time.
    max: 10,
    // During an outage a call fails in seconds (503) instead of waiting for the database.
    connectionTimeoutMillis: 3_000,
    // Notices a peer that vanished without closing (a failover, a dropped NAT entry).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // The server ends a statement (or a wait for a lock) that would hold a connection longer.
    statement_timeout: 10_000,
  })
  pool.on('error', (err) => log.warn({ err }, 'An idle PostgreSQL connection failed'))
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err }, 'A PostgreSQL connection in use failed'))
  })
  return pool
}

export function connect({
  databaseUrl,
  sqliteFile,
  log = stderrLog,
  plugins = [],
}: ConnectOptions): Database {
  if (databaseUrl) {
    const pool = replicaPool(databaseUrl, log)
    return opened('postgres', new PostgresDialect({ pool }), plugins, () =>
      postgresChangeFeeds(databaseUrl, pool, log),
    )
  }
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true })
  const sqlite = new SQLite(sqliteFile)
  try {
    // The staff CLI may write while the server runs, and two processes may open a new file at
    // once: wait for the other's lock instead of failing. First, so that switching a new file to
    // WAL (which takes a lock) waits too.
    sqlite.pragma('busy_timeout = 5000')
    // WAL with a full sync on every commit: an answered reservation survives a crash or power loss.
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = FULL')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`)
  } catch (error) {
    sqlite.close() // a file that is no database, or cannot be read: left as it is
    throw error
  }
  return opened('sqlite', new SqliteDialect({ database: keepingStatements(sqlite) }), plugins, () =>
    sqliteChangeFeeds(sqlite),
  )
}

/**
 * The database on either dialect: its failed statements tell its health, and closing it stops its
 * change feeds before the connections go.
 */
function opened(
  dialect: Database['dialect'],
  driver: Dialect,
  plugins: KyselyPlugin[],
  changeFeeds: () => ChangeFeeds,
): Database {
  const db = new Kysely<Schema>({
    // Failed statements tell readiness; nothing runs before `health` below exists.
    dialect: noticingFailures(driver, (error) => health.noteError(error)),
    plugins,
  })
  const health = databaseHealth(db, dialect)
  const changes = changeFeeds()
  return {
    db,
    dialect,
    changes,
    health,
    close: async () => {
      await changes.close()
      await db.destroy()
    },
  }
}
