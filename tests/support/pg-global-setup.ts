// Vitest global setup for the API tests: one PostgreSQL cluster for the whole run.
import type { TestProject } from 'vitest/node'
import { postgresAvailable, startPostgres } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string | null
  }
}

export default async function setup(project: TestProject) {
  if (!postgresAvailable()) {
    const message =
      '\n*** PostgreSQL is NOT installed: the API tests run on SQLite only. ***\n' +
      '*** Install it (apt-get install -y postgresql) to test the PostgreSQL dialect. ***\n'
    if (process.env.CI) throw new Error(`${message}CI must test both databases.`)
    console.warn(message)
    project.provide('pgAdminUrl', null)
    return
  }
  const cluster = await startPostgres()
  project.provide('pgAdminUrl', cluster.url('postgres'))
  return () => cluster.stop()
}
