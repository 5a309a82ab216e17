import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, sql, SqliteDialect } from 'kysely'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { connect, keepingStatements, noticingFailures } from './connect'

describe('keepingStatements', () => {
  const sqlite = new SQLite(':memory:')
  sqlite.exec('create table t (n integer)')
  sqlite.exec('insert into t values (1), (2)')
  afterEach(() => sqlite.exec('delete from t where n > 2'))

  it('prepares each SQL once and runs it with new parameters each time', () => {
    const db = keepingStatements(sqlite)
    const select = 'select n from t where n >= ? order by n'
    expect(db.prepare(select)).toBe(db.prepare(select))
    expect(db.prepare(select).all([2])).toEqual([{ n: 2 }])
    expect(db.prepare(select).all([1])).toEqual([{ n: 1 }, { n: 2 }])
    db.prepare('insert into t values (?)').run([3])
    expect(db.prepare(select).all([3])).toEqual([{ n: 3 }])
  })

  it('lets the least recently used go past its limit', () => {
    const db = keepingStatements(sqlite, 2)
    const a = db.prepare('select 1')
    const b = db.prepare('select 2')
    expect(db.prepare('select 1')).toBe(a) // a is now the most recent
    db.prepare('select 3') // b goes
    expect(db.prepare('select 1')).toBe(a)
    expect(db.prepare('select 2')).not.toBe(b)
  })
})

describe('connect (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'connect-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("keeps SQLite's own 2 MB page cache, not better-sqlite3's 16 MB", async () => {
    const database = connect({ sqliteFile: path.join(dir, 'cache.sqlite') })
    try {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(database.db)
      expect(rows).toEqual([{ cache_size: -2000 }])
    } finally {
      await database.close()
    }
  })
})

describe('noticingFailures', () => {
  it('tells every failed statement (SQLite throws at once) and passes on the error unchanged', async () => {
    const told: unknown[] = []
    const dialect = noticingFailures(
      new SqliteDialect({ database: keepingStatements(new SQLite(':memory:')) }),
      (error) => told.push(error),
    )
    const db = new Kysely<Record<string, never>>({ dialect })
    try {
      await sql`create table t (n integer primary key)`.execute(db)
      await sql`insert into t values (1)`.execute(db)
      expect(told).toEqual([])
      // Thrown by the statement's run (a constraint), and by its prepare (no such table).
      const duplicate = await sql`insert into t values (1)`.execute(db).catch((e: unknown) => e)
      const missing = await db
        .transaction()
        .execute((trx) => sql`select * from nowhere`.execute(trx).catch((e: unknown) => e))
      expect(duplicate).toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })
      expect(missing).toMatchObject({ message: expect.stringMatching(/no such table/) })
      expect(told).toEqual([duplicate, missing])
      // Still answering after them.
      expect((await sql<{ n: number }>`select n from t`.execute(db)).rows).toEqual([{ n: 1 }])
    } finally {
      await db.destroy()
    }
  })
})
