// Migration 004 (issue 15) on a database that already holds requests: each keeps its dates and
// becomes 'received' since it was received, with the reference of its id. Migration 009 (issue
// 17) on a catalogue the staff have worked on: the seeded facilities get how many guests they
// take, what the staff added or renamed stays unknown. Migration 023 (issue 55) keeps the time
// of each unit out of order now.
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

describe('migration 009_facility_guests', () => {
  const database = connect({ sqliteFile: ':memory:' })
  afterAll(() => database.close())

  it('fills in the seeded facilities still under their seeded name, and no other', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    })
    expect((await migrator.migrateTo('008_facility_photos')).error).toBeUndefined()
    const { db } = database
    await db
      .updateTable('facilities')
      .set({ name: 'Our Big Hall' })
      .where('name', '=', 'Community Hall')
      .execute()
    await db
      .insertInto('facilities')
      .values({
        id: 'staff1',
        type: 'room',
        name: 'Attic Room',
        description: 'Added by the staff.',
        img: '/images/facilities/family-room-800.webp',
        capacity: 1,
        created_at: '2026-11-01T10:00:00.000Z',
      })
      .execute()
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const guests = Object.fromEntries(
      (await db.selectFrom('facilities').select(['name', 'guests']).execute()).map((r) => [
        r.name,
        r.guests,
      ]),
    )
    expect(guests).toMatchObject({
      'Garden Double Room': 2,
      'Cosy Single Room': 1,
      'Family Room': 4,
      'Riverside Two-Bedroom Apartment': 4,
      'Wellness & Yoga Studio': 20,
      'Our Big Hall': null,
      'Attic Room': null,
    })
  })
})

describe('migration 023_unit_out_periods', () => {
  const database = connect({ sqliteFile: ':memory:' })
  afterAll(() => database.close())

  it('keeps the time of each unit out of order now, and of no other unit', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    })
    expect((await migrator.migrateTo('022_front_desk')).error).toBeUndefined()
    const { db } = database
    const room = await db.selectFrom('facilities').select('id').executeTakeFirstOrThrow()
    const unit = (
      number: number,
      state: string,
      out_from: string | null,
      out_until: string | null,
    ) => ({ facility_id: room.id, number, state, reason: 'Leak', out_from, out_until }) as const
    await db
      .insertInto('units')
      .values([
        unit(1, 'out_of_order', '2026-11-20', null),
        unit(2, 'out_of_order', '2026-11-02', '2026-11-05'),
        unit(3, 'clean', null, null),
        unit(4, 'dirty', null, null),
      ])
      .execute()
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const periods = await db
      .selectFrom('unit_out_periods')
      .select(['number', 'out_from', 'out_until', 'reason'])
      .orderBy('number')
      .execute()
    expect(periods).toEqual([
      { number: 1, out_from: '2026-11-20', out_until: null, reason: 'Leak' },
      { number: 2, out_from: '2026-11-02', out_until: '2026-11-05', reason: 'Leak' },
    ])
  })
})
