// @vitest-environment node
// The transaction every repository uses, on a SQLite file: the work commits or rolls back whole
// (the work's own error comes out), the write lock is held from the start (a second writer is
// refused while the transaction has only read), and a refused duplicate reads as a unique
// violation. PostgreSQL's side runs in the API tests (concurrency, contact messages).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { connect } from './connect'
import { migrateToLatest } from './migrations'
import { inTransaction, isUniqueViolation } from './transaction'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-transaction-unit-'))
const file = path.join(folder, 'hotel.sqlite')
const database = connect({ sqliteFile: file })
await migrateToLatest(database.db as never)
afterAll(async () => {
  await database.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

const message = (message_id: string) => ({
  message_id,
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+2348035550142',
  reason: 'A question.',
  received_at: '2026-03-01T10:00:00.000Z',
  handled_at: null,
  handled_by: null,
  handled_by_id: null,
})
const stored = async (id: string) =>
  database.db
    .selectFrom('contact_messages')
    .select('message_id')
    .where('message_id', '=', id)
    .execute()

describe('inTransaction on SQLite', () => {
  it('commits what the work wrote once it resolves', async () => {
    const answer = await inTransaction(database, async (trx) => {
      await trx.insertInto('contact_messages').values(message('committed')).execute()
      return 'done'
    })
    expect(answer).toBe('done')
    expect(await stored('committed')).toHaveLength(1)
  })

  it("rolls back everything on a throw, and the work's own error comes out", async () => {
    const failure = new Error('the notification could not be written')
    await expect(
      inTransaction(database, async (trx) => {
        await trx.insertInto('contact_messages').values(message('rolled-back')).execute()
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await stored('rolled-back')).toEqual([])
  })

  it('holds the write lock from BEGIN, before its first write', async () => {
    const other = new SQLite(file, { timeout: 0 })
    try {
      await inTransaction(database, async (trx) => {
        await trx.selectFrom('contact_messages').select('message_id').execute()
        // Another process (the staff CLI) cannot write between this read and a write after it.
        expect(() => other.exec("delete from contact_messages where message_id = 'x'")).toThrow(
          expect.objectContaining({ code: 'SQLITE_BUSY' }),
        )
      })
      other.exec("delete from contact_messages where message_id = 'x'")
    } finally {
      other.close()
    }
  })
})

describe('isUniqueViolation', () => {
  it('reads a refused duplicate key as one, and other failures not', async () => {
    await database.db.insertInto('contact_messages').values(message('twice')).execute()
    const duplicate = await database.db
      .insertInto('contact_messages')
      .values(message('twice'))
      .execute()
      .catch((error: unknown) => error)
    expect(isUniqueViolation(duplicate)).toBe(true)
    const otherFailure = await database.db
      .insertInto('contact_messages')
      .values({ ...message('no-name'), name: null as never })
      .execute()
      .catch((error: unknown) => error)
    expect(otherFailure).toBeInstanceOf(Error)
    expect(isUniqueViolation(otherFailure)).toBe(false)
    // PostgreSQL's unique_violation, as the pg driver reports it.
    expect(isUniqueViolation(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      true,
    )
  })
})
