// The fast tier: the real app (server/src/app.ts) built in this test process, fastify/demo's
// test/helper shape. `build` is the one way to make it, for `app.inject` (api() in
// server-process.ts takes the built app as well as a URL): on the fast tier's defaults (an
// in-memory SQLite database, or a fresh PostgreSQL one) unless the test asks for the server's own.
// `listening` puts a built app on 127.0.0.1 and a free port, for what only a socket carries (a
// stream of server-sent events, a timeout) while the test keeps the app's clock and database. No
// child process and no build: about a tenth of a second to start instead of one to two seconds.
// Tests of start-up, shutdown, durability and faults use server-process.ts (the real process).
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

export interface BuildOptions {
  /** The server's environment, over the fast tier's defaults (or alone: `defaults: false`). */
  env?: Record<string, string>
  /** PostgreSQL's database for this app ('' or none: SQLite). */
  databaseUrl?: string
  /** The rules' clock, pinned by the test. */
  now?: () => Date
  /**
   * SQLite in DATA_DIR's file, not in memory: for a test where another process (the CLI) writes.
   * Always so with `defaults: false`, as a server opens it.
   */
  onDisk?: boolean
  /**
   * false: `env` read as the server reads its environment, nothing added (its rate limits, no
   * admin token unless given), on the file its DATA_DIR names.
   */
  defaults?: boolean
}

/** The fast tier's defaults: a fresh DATA_DIR, no rate limits, the test admin token, no site. */
function fastTierEnv(databaseUrl = ''): Record<string, string> {
  const dataDir = tempDir()
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    RESERVE_RATE_LIMIT: '0',
    CONTACT_RATE_LIMIT: '0',
    STAFF_AUTH_RATE_LIMIT: '0',
    // The fixtures' requests share one phone number: a test of the limit sets its own.
    MAX_OPEN_REQUESTS_PER_PHONE: '0',
    LOG_LEVEL: 'silent',
    SITE_DIR: path.join(dataDir, 'no-site'),
  }
}

/** The app as `buildApp` makes it, on a fresh database; `close()` after the test. */
export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const defaults = options.defaults ?? true
  const env = defaults ? { ...fastTierEnv(options.databaseUrl), ...options.env } : options.env
  const config = loadConfig(env ?? {})
  const inMemory = defaults && !options.onDisk
  const database = await openDatabase(
    inMemory ? { ...config, sqliteFile: ':memory:' } : config,
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

/** A built app listening on 127.0.0.1 and a free port (closed with it if it cannot listen). */
export async function listening(built: TestApp): Promise<InProcessServer> {
  try {
    return { ...built, url: await built.app.listen({ port: 0, host: '127.0.0.1' }) }
  } catch (error) {
    await built.close()
    throw error
  }
}

/** `build` on the fast tier's defaults, listening: for a client over a real socket. */
export const startInProcess = async (options: Omit<BuildOptions, 'defaults'> = {}) =>
  listening(await build(options))
