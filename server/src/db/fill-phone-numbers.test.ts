// Migration 016 on a database that already holds requests: as the database is opened, each
// request's number is read in E.164 with the hotel's calling code, once, and again when the
// calling code changes.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { connect } from './connect'
import { migrations } from './migrations'
import { openDatabase } from './open'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-phones-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const request = (id: string, phone: string) => ({
  reservation_id: `${id}-0123456789abcdef`,
  facility_id: 'f1',
  facility_type: 'room',
  facility_name: 'Garden Room',
  name: 'Ada Obi',
  phone,
  email: '',
  date_from: '2030-01-01',
  date_to: '2030-01-03',
  occupied_until: '2030-01-03',
  received_at: '2026-11-01T10:00:00.000Z',
})

describe('migration 016_reservation_phone_e164', () => {
  it("reads the stored numbers with the hotel's calling code as the database is opened", async () => {
    const config = loadConfig({ DATA_DIR: dir, GUEST_PHONE_COUNTRY_CODE: '233' })
    const before = connect({ sqliteFile: config.sqliteFile })
    const migrator = new Migrator({
      db: before.db,
      provider: { getMigrations: async () => migrations },
    })
    expect((await migrator.migrateTo('013_reservation_language')).error).toBeUndefined()
    await before.db
      .insertInto('reservations')
      .values([
        request('local', '0241234567'), // Ghana's way: the hotel's 233
        request('abroad', '+2348035550142'),
        request('none', '1234567'),
      ])
      .execute()
    await before.close()

    const read = async () => {
      const database = await openDatabase(config, { create: false })
      try {
        const rows = await database.db
          .selectFrom('reservations')
          .select(['reservation_id', 'phone_e164'])
          .orderBy('reservation_id')
          .execute()
        return Object.fromEntries(rows.map((r) => [r.reservation_id.split('-')[0], r.phone_e164]))
      } finally {
        await database.close()
      }
    }
    // '' for what is no number: read once, not again at every start.
    const expected = { abroad: '+2348035550142', local: '+233241234567', none: '' }
    expect(await read()).toEqual(expected)
    expect(await read()).toEqual(expected)
  })

  const localReading = async (code: string, rereadPhones: boolean) => {
    const config = loadConfig({ DATA_DIR: dir, GUEST_PHONE_COUNTRY_CODE: code })
    const database = await openDatabase(config, { create: false, rereadPhones })
    try {
      const local = await database.db
        .selectFrom('reservations')
        .select('phone_e164')
        .where('phone', '=', '0241234567')
        .executeTakeFirstOrThrow()
      return local.phone_e164
    } finally {
      await database.close()
    }
  }

  it('keeps them as read when another process (the CLI) opens it with another calling code', async () => {
    expect(await localReading('33', false)).toBe('+233241234567')
  })

  it('reads them again when the server starts with another calling code', async () => {
    expect(await localReading('33', true)).toBe('+33241234567') // a number in Angers now
  })
})
