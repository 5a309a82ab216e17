// The fast tier: the real app (server/src/app.ts) built in this test process over an in-memory
// SQLite database, or a fresh PostgreSQL database, listening on 127.0.0.1 and a free port. No child
// process and no build: about a tenth of a second to start instead of one to two seconds. Tests of
// start-up, shutdown, durability and faults use server-process.ts (the real process) instead.
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/open'
import type { Database } from '../../server/src/db/schema'
import { TEST_ADMIN_TOKEN, tempDir } from './server-process'

export interface InProcessServer {
  url: string
  app: FastifyInstance
  /** The server's database: for a test that must store what the API would refuse (old rows). */
  database: Database
  /** Its DATA_DIR: the CLI run with it reaches the same SQLite file (`onDisk`). */
  dataDir: string
  close(): Promise<void>
}

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
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    RESERVE_RATE_LIMIT: '0',
    CONTACT_RATE_LIMIT: '0',
    // The fixtures' requests share one phone number: a test of the limit sets its own.
    MAX_OPEN_REQUESTS_PER_PHONE: '0',
    LOG_LEVEL: 'silent',
    SITE_DIR: path.join(dataDir, 'no-site'),
    ...options.env,
  })
  const sqliteFile = options.onDisk ? config.sqliteFile : ':memory:'
  const database = await openDatabase({ ...config, sqliteFile }, { create: true })
  const app = await buildApp(config, database, { now: options.now })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url,
    app,
    database,
    dataDir,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
