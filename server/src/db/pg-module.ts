// node-postgres, loaded when a PostgreSQL database is first opened, not with the server: on SQLite
// (the default) nothing runs it, and loaded at start it held ~3 MB of the process's memory for
// its life. Loaded synchronously (it is CommonJS), so opening a database stays synchronous.
import { createRequire } from 'node:module'
import type Pg from 'pg'

let loaded: typeof Pg | undefined

export function pgModule(): typeof Pg {
  loaded ??= createRequire(import.meta.url)('pg') as typeof Pg
  return loaded
}
