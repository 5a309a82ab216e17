// The fast tier: the real app (server/src/app.ts) built in this test process, fastify/demo's
// test/helper shape. `build` is the one way to make it for `app.inject`; startTestApp listens on
// 127.0.0.1 and a free port, startInProcess with the fast tier's defaults (an in-memory SQLite
// database, or a fresh PostgreSQL one). No child process and no build: about a tenth of a second
// to start instead of one to two seconds. Tests of start-up, shutdown, durability and faults use
// server-process.ts (the real process) instead.
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { loadConfig, type Config } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/open'
import type { Database } from '../../server/src/db/schema'
import { TEST_ADMIN_TOKEN, tempDir } from './server-process'

/** The real app, built in this process from an environment, on its database. */
export interface TestApp {
  app: FastifyInstance
  /** The server's database: for a test that must store what the API would refuse (old rows). */
  database: Database
  config: Config
  /** Its DATA_DIR: a CLI run with it reaches the same SQLite file (unless in memory). */
  dataDir: string
  close(): Promise<void>
}

/** How the app is built: its SQLite file (':memory:'), its clock (pinned by a test). */
export interface TestAppOptions {
  sqliteFile?: string
  now?: () => Date
}

/**
 * The app as `buildApp` makes it from `env`, read as the server reads its environment (nothing
 * added), on the database that names: SQLite in a file under DATA_DIR, which a CLI started by the
 * test shares, unless `sqliteFile` says otherwise (':memory:'). For `app.inject`.
 */
export async function build(
  env: Record<string, string>,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig(env)
  const database = await openDatabase(
    options.sqliteFile ? { ...config, sqliteFile: options.sqliteFile } : config,
    // A server, as main.ts opens it: its calling code rules the stored numbers' reading.
    { create: true, rereadPhones: true },
  )
  const app = await buildApp(config, database, { now: options.now })
  return {
    app,
    database,
    config,
    dataDir: config.DATA_DIR,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export interface InProcessServer extends TestApp {
  url: string
}

/** The same app listening on 127.0.0.1 and a free port: for a client over real HTTP (the CLI). */
export async function startTestApp(
  env: Record<string, string>,
  options: TestAppOptions = {},
): Promise<InProcessServer> {
  const built = await build(env, options)
  try {
    return { ...built, url: await built.app.listen({ port: 0, host: '127.0.0.1' }) }
  } catch (error) {
    await built.close()
    throw error
  }
}

/** The fast tier's defaults: an in-memory database, no rate limits, the test admin token. */
export async function startInProcess(
  options: {
    databaseUrl?: string
    env?: Record<string, string>
    /** The rules' clock, pinned by the test. */
    now?: () => Date
    /** SQLite in DATA_DIR's file, not in memory: for a test where another process (the CLI) writes. */
    onDisk?: boolean
  } = {},
): Promise<InProcessServer> {
  const dataDir = tempDir()
  return startTestApp(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      RESERVE_RATE_LIMIT: '0',
      CONTACT_RATE_LIMIT: '0',
      STAFF_AUTH_RATE_LIMIT: '0',
      // The fixtures' requests share one phone number: a test of the limit sets its own.
      MAX_OPEN_REQUESTS_PER_PHONE: '0',
      LOG_LEVEL: 'silent',
      SITE_DIR: path.join(dataDir, 'no-site'),
      ...options.env,
    },
    { sqliteFile: options.onDisk ? undefined : ':memory:', now: options.now },
  )
}
