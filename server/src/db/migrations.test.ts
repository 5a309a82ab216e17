// Migration 004 (issue 15) on a database that already holds requests: each keeps its dates and
// becomes 'received' since it was received, with the reference of its id.
import { Migrator } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { reservationReference } from '../../../contract/reference'
import { connect } from './connect'
import { migrations } from './migrations'

describe('migration 004_request_lifecycle', () => {
  const database = connect({ sqliteFile: ':memory:' })
  afterAll(() => database.close())

  it('backfills status, reference and status_changed_at of existing requests', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    })
    expect((await migrator.migrateTo('003_reservations_newest_first')).error).toBeUndefined()
    const old = {
      reservation_id: 'V1StGXR8_Z5jdHi6B-myT',
      facility_id: 'f1',
      facility_type: 'room',
      facility_name: 'Garden Room',
      name: 'Ada Obi',
      phone: '+2348035550142',
      email: '',
      date_from: '2030-01-01',
      date_to: '2030-01-03',
      occupied_until: '2030-01-03',
      received_at: '2026-11-01T10:00:00.000Z',
    }
    await database.db.insertInto('reservations').values(old).execute()
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const row = await database.db.selectFrom('reservations').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      ...old,
      status: 'received',
      status_changed_at: old.received_at,
      status_note: null,
      reference: await reservationReference(old.reservation_id),
    })
  })
})
