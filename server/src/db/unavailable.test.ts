// @vitest-environment node
// Which errors mean "the database is out of reach" (503, Retry-After) and which are bugs (500).
// Real errors where they are cheap to cause; the rest as the drivers shape them.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable'

function thrown(work: () => unknown): unknown {
  try {
    work()
  } catch (error) {
    return error
  }
  throw new Error('did not throw')
}

const pgError = (code: string, message = 'from the server') =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code })

describe('SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-unavailable-'))
  const file = path.join(dir, 'a.sqlite')
  const writer = new SQLite(file)
  writer.exec('create table t (id text primary key)')

  it('a read-only database, a full one, a lock held too long, a file that cannot be opened', () => {
    const readOnly = new SQLite(file, { readonly: true })
    const full = new SQLite(':memory:')
    full.exec('create table big (b blob)')
    full.pragma('max_page_count = 2')
    const other = new SQLite(file, { timeout: 0 })
    writer.exec('begin immediate')
    const errors = [
      thrown(() => readOnly.exec("insert into t values ('x')")),
      thrown(() => full.exec('insert into big values (randomblob(100000))')),
      thrown(() => other.exec("insert into t values ('y')")),
      thrown(() => new SQLite(dir)), // a folder where the file should be
      { code: 'SQLITE_IOERR_WRITE', message: 'disk I/O error' },
      { code: 'SQLITE_READONLY_DBMOVED', message: 'attempt to write a readonly database' },
    ]
    writer.exec('rollback')
    expect(errors.map((e) => (e as { code: string }).code)).toEqual([
      'SQLITE_READONLY',
      'SQLITE_FULL',
      'SQLITE_BUSY',
      'SQLITE_CANTOPEN',
      'SQLITE_IOERR_WRITE',
      'SQLITE_READONLY_DBMOVED',
    ])
    for (const error of errors) expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('not: a constraint, bad SQL, a damaged or foreign file', () => {
    writer.exec("insert into t values ('dup')")
    fs.writeFileSync(path.join(dir, 'text.sqlite'), 'not a database at all')
    const errors = [
      thrown(() => writer.exec("insert into t values ('dup')")),
      thrown(() => writer.exec('select nope from t')),
      thrown(() => new SQLite(path.join(dir, 'text.sqlite')).pragma('journal_mode = WAL')),
      { code: 'SQLITE_CORRUPT', message: 'database disk image is malformed' },
    ]
    expect(errors.map((e) => (e as { code: string }).code)).toEqual([
      'SQLITE_CONSTRAINT_PRIMARYKEY',
      'SQLITE_ERROR',
      'SQLITE_NOTADB',
      'SQLITE_CORRUPT',
    ])
    for (const error of errors) expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('PostgreSQL', () => {
  it('a server that is not there (a real refused connection)', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })
    const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${port}/x` })
    const error = await client.connect().catch((e: unknown) => e)
    expect((error as { code?: string }).code).toBe('ECONNREFUSED')
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['53300', 'sorry, too many clients already'],
    ['53100', 'could not extend file: No space left on device'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    ['57014', 'canceling statement due to statement timeout'],
    ['40001', 'could not serialize access'],
  ])('%s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(true)
  })

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('node-postgres: %s', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true)
  })

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['22P02', 'invalid input syntax'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['42P01', 'relation "facilities" does not exist'],
    ['28P01', 'password authentication failed'],
    ['3D000', 'database "x" does not exist'],
  ])('not %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(false)
  })
})

describe('wrapped, or neither', () => {
  it('finds the cause: a migration that failed for want of the database, happy eyeballs', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), {
      code: 'ECONNREFUSED',
    })
    expect(isDatabaseUnavailable(new Error('Database migration failed', { cause: refused }))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true)
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('not reached yet'))).toBe(true)
  })

  it.each([
    undefined,
    null,
    'ECONNREFUSED',
    new TypeError('x is undefined'),
    Object.assign(new Error('validation'), { code: 'FST_ERR_VALIDATION', statusCode: 400 }),
    Object.assign(new Error('some code'), { code: '08' }),
    new Error('Connection refused by the firewall, not by pg'),
  ])('not %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
