// Opening the configured database for the server or the staff CLI: it must be the right one (the
// CLI creates none unless asked), and writable, or the start stops with one line that names it
// and says what to do. A file that is not a database, or is damaged, is never written to.
// PostgreSQL out of reach at start: the CLI stops; the server opens anyway and keeps trying (a
// replica behind a load balancer, started before its database, comes up on its own), answering
// 503 and not ready meanwhile.
import fs from 'node:fs'
import path from 'node:path'
import type { Kysely, KyselyPlugin } from 'kysely'
import type { Config } from '../config'
import { connect } from './connect'
import { stderrLog, type DatabaseLog } from './log'
import { sqliteWriteProbe } from './health-repository'
import { fillPhoneNumbers } from './fill-phone-numbers'
import { migrateToLatest } from './migrations'
import type { Database, Schema } from './schema'
import { checkSqliteCompanions } from './sqlite-wal'
import {
  DatabaseStartError,
  describeDatabase,
  noDatabase,
  postgresStartError,
  rootCause,
  sqliteStartError,
} from './start-errors'
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable'

export interface OpenOptions {
  /** Create (and seed) a database where there is none: the server does; the CLI with --init. */
  create: boolean
  log?: DatabaseLog
  /**
   * PostgreSQL out of reach: open anyway and keep trying in the background (the server), instead
   * of failing. `onFatal` hears of a problem that waiting does not solve (a wrong password).
   */
  keepTrying?: { onFatal(error: DatabaseStartError): void }
  /**
   * The server's own GUEST_PHONE_COUNTRY_CODE rules the stored numbers' reading: when it differs
   * from the code they were read with, every one is read again (the server). Other openers (the
   * CLI, backup) only read the rows not read yet, with the code the rows were read with: a CLI run
   * without the server's settings must not read the guests' numbers as another country's.
   */
  rereadPhones?: boolean
  /**
   * What the server checks of the stored data against its settings once the schema is current,
   * before it serves (the rates against MAX_STAY_DAYS): a DatabaseStartError it throws stops the
   * start, or, on a PostgreSQL reached late, is `keepTrying.onFatal`'s. The CLI passes none: it is
   * how the owner puts such data right.
   */
  checkStored?: (db: Kysely<Schema>) => Promise<void>
}

/** The first bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

async function hasSchema(database: Database): Promise<boolean> {
  const tables = await database.db.withoutPlugins().introspection.getTables({
    withInternalKyselyTables: true,
  })
  return tables.some((t) => t.name === 'kysely_migration')
}

/** How long a start waits for another process's migrations (or a long write) to finish. */
const MIGRATION_WAIT_MS = 120_000

async function prepare(
  database: Database,
  config: Config,
  options: Pick<OpenOptions, 'create' | 'log' | 'rereadPhones' | 'checkStored'>,
  where: string,
) {
  if (!options.create && !(await hasSchema(database))) throw noDatabase(config, where)
  const log = options.log ?? stderrLog
  await migrateToLatest(
    database.db.withoutPlugins() as never,
    database.dialect === 'sqlite'
      ? {
          waitMs: MIGRATION_WAIT_MS,
          onWait: () => log.info({}, `Waiting for another process to finish writing ${where}`),
        }
      : undefined,
  )
  // The guests' numbers as the staff search them (migration 016): rows not read yet.
  await fillPhoneNumbers(database.db.withoutPlugins(), config.GUEST_PHONE_COUNTRY_CODE, {
    reread: options.rereadPhones === true,
  })
  await options.checkStored?.(database.db.withoutPlugins())
}

/** Checks the file before SQLite sees it: nothing is created or written that should not be. */
function checkSqliteFile(config: Config, create: boolean) {
  const file = config.sqliteFile
  let stat: fs.Stats | undefined
  try {
    stat = fs.statSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // ENOTDIR: a file where a folder of the path should be; creating the folder says so.
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw sqliteStartError(error, file)
  }
  if (!stat) {
    checkSqliteCompanions(file)
    if (!create) throw noDatabase(config, file)
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true })
    } catch (error) {
      throw new DatabaseStartError(
        `Cannot create the data folder ${path.dirname(file)} (${rootCause(error).message}). Create it, writable by the user running the server, or point DATA_DIR to a writable folder.`,
      )
    }
    return
  }
  if (!stat.isFile()) {
    throw new DatabaseStartError(
      `Cannot open ${file}: it is not a file. Move it away, or point DATA_DIR to another folder.`,
    )
  }
  checkSqliteCompanions(file)
  if (stat.size === 0) return // SQLite's own way of saying "a new database"
  const head = Buffer.alloc(SQLITE_HEADER.length)
  try {
    const fd = fs.openSync(file, 'r')
    try {
      fs.readSync(fd, head, 0, head.length, 0)
    } finally {
      fs.closeSync(fd)
    }
  } catch (error) {
    throw new DatabaseStartError(`Cannot read ${file} (${rootCause(error).message}).`)
  }
  if (!head.equals(SQLITE_HEADER)) {
    throw sqliteStartError(
      Object.assign(new Error('file is not a database'), { code: 'SQLITE_NOTADB' }),
      file,
    )
  }
}

async function openSqlite(config: Config, options: OpenOptions): Promise<Database> {
  const file = config.sqliteFile
  checkSqliteFile(config, options.create)
  let database: Database
  try {
    database = connect({ sqliteFile: file, log: options.log })
  } catch (error) {
    throw sqliteStartError(error, file)
  }
  try {
    await prepare(database, config, options, file)
    // Opened read-only without a word (an immutable file) or not, SQLite says so only on a write:
    // one real commit that changes nothing, so a server that cannot book does not start.
    await sqliteWriteProbe(database.db)
  } catch (error) {
    await database.close().catch(() => {})
    if (error instanceof DatabaseStartError) throw error
    throw sqliteStartError(error, file)
  }
  return database
}

/** Closes every query but the migrations' until the schema is known to be current. */
function schemaGate() {
  let open = false
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (!open) throw new DatabaseUnavailableError('The database has not been reached yet.')
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  return { plugin, open: () => void (open = true) }
}

// A connection attempt every 2 s is nothing to a database, and a replica is ready within about
// that of its return; the log is reminded every 30 s.
const RETRY_FIRST_MS = 500
const RETRY_LAST_MS = 2_000
const REMIND_EVERY_MS = 30_000

async function openPostgres(config: Config, options: OpenOptions): Promise<Database> {
  const where = describeDatabase(config)
  const log = options.log ?? stderrLog
  const gate = schemaGate()
  const database = connect({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: config.sqliteFile,
    log,
    plugins: options.keepTrying ? [gate.plugin] : [],
  })
  try {
    await prepare(database, config, options, where)
    gate.open()
    return database
  } catch (error) {
    if (!options.keepTrying || !isDatabaseUnavailable(error)) {
      await database.close().catch(() => {})
      throw error instanceof DatabaseStartError ? error : postgresStartError(error, where)
    }
    log.warn(
      { err: error },
      `${where} cannot be reached; trying again every few seconds (the API answers 503 meanwhile)`,
    )
  }
  // Tried again in the background until it works, or the server closes.
  const { onFatal } = options.keepTrying
  let closed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let waitMs = RETRY_FIRST_MS
  let warnedAt = Date.now()
  const retry = async () => {
    try {
      await prepare(database, config, options, where)
      if (closed) return
      gate.open()
      log.info({}, `${where} is reachable: serving`)
    } catch (error) {
      if (closed) return
      if (!isDatabaseUnavailable(error)) {
        onFatal(error instanceof DatabaseStartError ? error : postgresStartError(error, where))
        return
      }
      if (Date.now() - warnedAt >= REMIND_EVERY_MS) {
        warnedAt = Date.now()
        log.warn({ err: error }, `${where} still cannot be reached; trying again`)
      }
      timer = setTimeout(() => void retry(), waitMs)
      waitMs = Math.min(waitMs * 2, RETRY_LAST_MS)
    }
  }
  timer = setTimeout(() => void retry(), waitMs)
  return {
    ...database,
    close: async () => {
      closed = true
      clearTimeout(timer)
      await database.close()
    },
  }
}

/** Opens the configured database, brings its schema up to date, and checks that it takes writes. */
export async function openDatabase(config: Config, options: OpenOptions): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config, options) : openSqlite(config, options)
}
