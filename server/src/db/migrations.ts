// Migrations live in code so one list serves both dialects and ships with the server. Each is
// in a file of its own under migrations/, a frozen snapshot of the schema's change on that day:
// it imports no domain code (today's rules must not rewrite what an old migration did). This file
// lists them, in order, under the names stored in every database they ran on, and runs them.
import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import { migration001 } from './migrations/001-initial'
import { migration002 } from './migrations/002-seed-catalogue'
import { migration003 } from './migrations/003-reservations-newest-first'
import { migration004 } from './migrations/004-request-lifecycle'
import { migration005 } from './migrations/005-outbox'
import { migration006 } from './migrations/006-contact-messages'
import { migration007 } from './migrations/007-outbox-pruned'
import { migration008 } from './migrations/008-facility-photos'
import { migration009 } from './migrations/009-facility-guests'
import { migration010 } from './migrations/010-staff'
import { migration011 } from './migrations/011-contact-messages-handled'
import { migration012 } from './migrations/012-guest-push'
import { migration013 } from './migrations/013-reservation-language'
import { migration014 } from './migrations/014-staff-push-devices'
import { migration015 } from './migrations/015-facility-texts'
import { migration016 } from './migrations/016-reservation-phone-e164'
import { migration017 } from './migrations/017-channels'
import { migration018 } from './migrations/018-channel-sync'
import { migration019 } from './migrations/019-rates'
import { migration020 } from './migrations/020-channel-warnings'
import { migration021 } from './migrations/021-payments'
import { migration022 } from './migrations/022-front-desk'
import { migration023 } from './migrations/023-unit-out-periods'

export const migrations: Record<string, Migration> = {
  '001_initial': migration001,
  '002_seed_catalogue': migration002,
  '003_reservations_newest_first': migration003,
  '004_request_lifecycle': migration004,
  '005_outbox': migration005,
  '006_contact_messages': migration006,
  '007_outbox_pruned': migration007,
  '008_facility_photos': migration008,
  '009_facility_guests': migration009,
  '010_staff': migration010,
  '011_contact_messages_handled': migration011,
  '012_guest_push': migration012,
  '013_reservation_language': migration013,
  '014_staff_push_devices': migration014,
  '015_facility_texts': migration015,
  '016_reservation_phone_e164': migration016,
  '017_channels': migration017,
  '018_channel_sync': migration018,
  '019_rates': migration019,
  '020_channel_warnings': migration020,
  '021_payments': migration021,
  '022_front_desk': migration022,
  '023_unit_out_periods': migration023,
}

async function runMigrations(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    // The cause is kept: whether the database was out of reach decides what happens next.
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    })
  }
}

export interface SqliteLockOptions {
  /** Told once when another process holds the database's write lock and this one waits. */
  onWait(): void
  /** How long to wait for it in all (the connection's busy_timeout waits between tries). */
  waitMs: number
}

const isBusy = (error: unknown) => /^SQLITE_BUSY/.test((error as { code?: string }).code ?? '')

/**
 * Brings the schema up to date. On PostgreSQL, Kysely's migration lock (an advisory lock in a
 * transaction) makes replicas take turns. On SQLite that lock is a no-op between processes (it
 * assumes one connection), so two processes starting on one new file (two servers, or the server
 * and the staff CLI) both created the tables and one failed, or both seeded the catalogue. So on
 * SQLite the whole run is one IMMEDIATE transaction: it takes the database's write lock first (the
 * other process waits, then finds the migrations done and runs none), and a migration that fails
 * leaves the schema as it was instead of half-changed. SQLite's DDL is transactional; Kysely's
 * SQLite migrator opens no transaction of its own, and nothing else uses the connection while a
 * database is being opened.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  sqliteLock?: SqliteLockOptions,
): Promise<void> {
  if (!sqliteLock) return runMigrations(db)
  const giveUpAt = Date.now() + sqliteLock.waitMs
  for (let told = false; ;) {
    try {
      await sql`begin immediate`.execute(db) // waits up to the connection's busy_timeout
      break
    } catch (error) {
      if (!isBusy(error) || Date.now() >= giveUpAt) throw error
      if (!told) sqliteLock.onWait()
      told = true
    }
  }
  try {
    await runMigrations(db)
    await sql`commit`.execute(db)
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => {})
    throw error
  }
}
