// The databases every API test runs against: SQLite always, PostgreSQL when installed.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { build, startInProcess, type InProcessServer, type TestApp } from './test-app'
import { startServer, tempDir, type ServerHandle, type ServerOptions } from './server-process'

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres'
  /** A fresh, empty database for this call (same one again when `reuse` is given). */
  start(options?: ServerOptions & { reuse?: ServerHandle }): Promise<ServerHandle>
  /** The fast tier: the app built in this process on a fresh database (in memory for SQLite). */
  build(options?: FastTierOptions): Promise<TestApp>
  /** The same, listening on a free port: for what only a socket carries (server-sent events). */
  startInProcess(options?: FastTierOptions): Promise<InProcessServer>
}

interface FastTierOptions {
  env?: Record<string, string>
  now?: () => Date
  /** SQLite in DATA_DIR's file, not in memory: for a test where the CLI reads it too. */
  onDisk?: boolean
}

export async function createPgDatabase(adminUrl: string): Promise<string> {
  const name = `hearth_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  return adminUrl.replace(/\/[^/]*$/, `/${name}`)
}

export function databaseTargets(): DatabaseTarget[] {
  const pgAdminUrl = inject('pgAdminUrl')
  const sqlite: DatabaseTarget = {
    name: 'sqlite',
    start: (o = {}) => startServer({ ...o, dataDir: o.reuse?.dataDir ?? o.dataDir }),
    build: (o = {}) => build(o),
    startInProcess: (o = {}) => startInProcess(o),
  }
  if (!pgAdminUrl) return [sqlite]
  const urls = new WeakMap<ServerHandle, string>()
  const postgres: DatabaseTarget = {
    name: 'postgres',
    async start(o = {}) {
      const databaseUrl = (o.reuse && urls.get(o.reuse)) ?? (await createPgDatabase(pgAdminUrl))
      const handle = await startServer({ ...o, databaseUrl })
      urls.set(handle, databaseUrl)
      return handle
    },
    build: async (o = {}) => build({ ...o, databaseUrl: await createPgDatabase(pgAdminUrl) }),
    startInProcess: async (o = {}) =>
      startInProcess({ ...o, databaseUrl: await createPgDatabase(pgAdminUrl) }),
  }
  return [sqlite, postgres]
}

/**
 * Each database as an environment of its own (a fresh DATA_DIR, a fresh PostgreSQL database):
 * for tests where the app and the CLI are started on the same database.
 */
export function databaseEnvs(): { name: string; env: () => Promise<Record<string, string>> }[] {
  const pgAdminUrl = inject('pgAdminUrl')
  const sqlite = { name: 'sqlite', env: async () => ({ DATA_DIR: tempDir(), DATABASE_URL: '' }) }
  if (!pgAdminUrl) return [sqlite]
  return [
    sqlite,
    {
      name: 'postgres',
      env: async () => ({ DATA_DIR: tempDir(), DATABASE_URL: await createPgDatabase(pgAdminUrl) }),
    },
  ]
}
