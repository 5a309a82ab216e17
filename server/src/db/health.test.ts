// @vitest-environment node
// Readiness on a real SQLite file: yes while it takes reads and writes; no once a write has
// failed for want of the database, until a write goes through again.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { connect } from './connect'
import { migrateToLatest } from './migrations'
import { isDatabaseUnavailable } from './unavailable'

describe('database health on SQLite', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-health-'))
  const database = connect({ sqliteFile: path.join(dir, 'hotel.sqlite') })
  await migrateToLatest(database.db as never)
  afterAll(() => database.close())

  it('says ready, not ready after a write failed, and ready once writes go through', async () => {
    await expect(database.health.check()).resolves.toBeUndefined()
    // Writes refused from here on, as on a disk turned read-only (reads still work).
    await sql`pragma query_only = 1`.execute(database.db)
    const write = database.db.deleteFrom('facilities').where('id', '=', 'none').execute()
    await expect(write).rejects.toMatchObject({ code: 'SQLITE_READONLY' })
    try {
      await expect(database.health.check()).rejects.toSatisfy(isDatabaseUnavailable)
      await expect(database.health.check()).rejects.toSatisfy(isDatabaseUnavailable) // still
    } finally {
      await sql`pragma query_only = 0`.execute(database.db)
    }
    await expect(database.health.check()).resolves.toBeUndefined()
  })

  it('says not ready when the tables cannot be read', async () => {
    await sql`alter table facilities rename to facilities_away`.execute(database.db)
    try {
      await expect(database.health.check()).rejects.toSatisfy(isDatabaseUnavailable)
    } finally {
      await sql`alter table facilities_away rename to facilities`.execute(database.db)
    }
  })
})
