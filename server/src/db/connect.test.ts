import SQLite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { keepingStatements } from './connect'

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
