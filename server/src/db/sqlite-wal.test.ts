// What a write-ahead log's bytes say, on logs SQLite wrote here: each one copied while its
// connection is still open (as kill -9 leaves it), then changed as a fault would.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { inspectWalBytes, rebuiltWalHeader } from './sqlite-wal'

const folders: string[] = []
afterAll(() => folders.forEach((f) => fs.rmSync(f, { recursive: true, force: true })))

const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-wal-unit-'))
  folders.push(made)
  return made
}

/** A WAL database that `write` fills; its files as they are with the connection still open. */
function crashed(write: (db: SQLite.Database) => void): { main: Buffer; wal: Buffer } {
  const file = path.join(folder(), 'a.sqlite')
  const db = new SQLite(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('wal_autocheckpoint = 0')
  db.exec('create table t (x text)')
  db.pragma('wal_checkpoint(TRUNCATE)') // the table in the file; the log holds only `write`'s
  write(db)
  const files = { main: fs.readFileSync(file), wal: fs.readFileSync(`${file}-wal`) }
  db.close()
  return files
}

const insertRows = (db: SQLite.Database, n: number) => {
  for (let i = 0; i < n; i++) db.prepare('insert into t values (?)').run(`row ${i}`)
}

const frameSize = (wal: Buffer) => 24 + wal.readUInt32BE(8)
const frameCount = (wal: Buffer) => Math.floor((wal.length - 32) / frameSize(wal))
const frameAt = (wal: Buffer, n: number) => 32 + (n - 1) * frameSize(wal)
const isCommit = (wal: Buffer, n: number) => wal.readUInt32BE(frameAt(wal, n) + 4) !== 0

/** The rows SQLite itself reads from the database `main` with `wal` beside it. */
function rowsSqliteReads(main: Buffer, wal: Buffer): number {
  const file = path.join(folder(), 'b.sqlite')
  fs.writeFileSync(file, main)
  fs.writeFileSync(`${file}-wal`, wal)
  const db = new SQLite(file)
  try {
    return (db.prepare('select count(*) as n from t').get() as { n: number }).n
  } finally {
    db.close()
  }
}

describe('inspectWalBytes', () => {
  const eight = crashed((db) => insertRows(db, 8)) // a frame per row

  it('an intact log is sound; no log, or a header never finished, holds nothing', () => {
    expect(inspectWalBytes(eight.wal)).toEqual({ state: 'sound' })
    expect(rowsSqliteReads(eight.main, eight.wal)).toBe(8)
    expect(inspectWalBytes(Buffer.alloc(0))).toEqual({ state: 'absent' })
    expect(inspectWalBytes(eight.wal.subarray(0, 20))).toEqual({ state: 'sound' })
  })

  it('a damaged header with frames behind it: SQLite would read none of them', () => {
    const wal = Buffer.from(eight.wal)
    wal.writeUInt8(wal.readUInt8(19) ^ 1, 19) // one bit of a salt
    expect(inspectWalBytes(wal)).toMatchObject({ state: 'damaged', why: 'its header is damaged' })
    expect(rowsSqliteReads(eight.main, wal)).toBe(0)
  })

  it('a frame in the middle whose checksum fails, with commits after it', () => {
    const wal = Buffer.from(eight.wal)
    const at = frameAt(wal, 4) + 24 + 500
    wal.writeUInt8(wal.readUInt8(at) ^ 0x40, at)
    expect(inspectWalBytes(wal)).toMatchObject({
      state: 'damaged',
      why: `frame 4 of ${frameCount(wal)} fails its checksum, and a committed transaction follows it`,
    })
    expect(rowsSqliteReads(eight.main, wal)).toBe(3) // rows 4 to 8 would vanish
  })

  it('a torn or damaged last frame is a crash: sound, and SQLite drops that transaction', () => {
    const last = frameAt(eight.wal, frameCount(eight.wal))
    expect(inspectWalBytes(eight.wal.subarray(0, last + 24 + 100))).toEqual({ state: 'sound' })
    const wal = Buffer.from(eight.wal)
    wal.writeUInt8(wal.readUInt8(last + 24 + 7) ^ 1, last + 24 + 7)
    expect(inspectWalBytes(wal)).toEqual({ state: 'sound' })
    expect(rowsSqliteReads(eight.main, wal)).toBe(7)
  })

  it('frames left by a rolled-back transaction, past the last commit: sound', () => {
    const { wal } = crashed((db) => {
      insertRows(db, 2)
      db.pragma('cache_size = 5') // a large transaction spills its pages into the log
      db.exec('begin')
      const big = db.prepare('insert into t values (?)')
      for (let i = 0; i < 200; i++) big.run('x'.repeat(2000))
      db.exec('rollback') // the log's end goes back to the last commit; the frames stay
      insertRows(db, 1)
    })
    const frames = frameCount(wal)
    const lastCommit = [...Array(frames).keys()].map((i) => i + 1).findLast((n) => isCommit(wal, n))
    expect(frames - lastCommit!).toBeGreaterThan(10) // the stale frames are there
    expect(inspectWalBytes(wal)).toEqual({ state: 'sound' })
  })

  it('frames of an earlier generation, after a checkpoint restarted the log: sound', () => {
    const { wal } = crashed((db) => {
      insertRows(db, 10)
      db.pragma('wal_checkpoint(RESTART)')
      insertRows(db, 2) // written from the log's start again, with new salts
    })
    expect(frameCount(wal)).toBe(10)
    // Frames 3 to 10 are the old generation's: the header's salts are new.
    expect(wal.readUInt32BE(frameAt(wal, 3) + 12)).not.toBe(wal.readUInt32BE(20))
    expect(inspectWalBytes(wal)).toEqual({ state: 'sound' })
  })
})

describe('rebuiltWalHeader', () => {
  it('gives back the header SQLite wrote, its checkpoint sequence found from the first frame', () => {
    for (const restarts of [0, 3]) {
      const { wal } = crashed((db) => {
        for (let i = 0; i < restarts; i++) {
          insertRows(db, 1)
          db.pragma('wal_checkpoint(RESTART)')
        }
        insertRows(db, 4)
      })
      // The sequence as SQLite counts it (crashed() checkpointed once, after making the table).
      expect(wal.readUInt32BE(12)).toBe(restarts + 1)
      const damaged = Buffer.from(wal).fill(0, 0, 32)
      expect(rebuiltWalHeader(damaged, wal.readUInt32BE(8))).toEqual(wal.subarray(0, 32))
    }
  })

  it('none when the first frame is damaged too', () => {
    const { wal } = crashed((db) => insertRows(db, 2))
    const damaged = Buffer.from(wal).fill(0, 0, 32)
    damaged.writeUInt8(damaged.readUInt8(32 + 24 + 9) ^ 1, 32 + 24 + 9)
    expect(rebuiltWalHeader(damaged, wal.readUInt32BE(8))).toBeUndefined()
  }, 30_000) // every candidate is tried: about a second
})
