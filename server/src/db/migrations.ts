// Migrations live in code so one list serves both dialects and ships with the server.
import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import { reservationReference } from '../../../contract/reference'
import { NewFacility } from '../../../contract/facility'
import { newFacilityRow } from '../facilities/new-facility-row'
import type { Schema } from './schema'
import { seedCatalogue } from './seed-catalogue'

export const migrations: Record<string, Migration> = {
  '001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('facilities')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('img', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('facilities_type').on('facilities').column('type').execute()

      await db.schema
        .createTable('reservations')
        .addColumn('reservation_id', 'text', (c) => c.primaryKey())
        .addColumn('facility_id', 'text', (c) => c.notNull())
        .addColumn('facility_type', 'text', (c) => c.notNull())
        .addColumn('facility_name', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('date_from', 'text', (c) => c.notNull())
        .addColumn('date_to', 'text', (c) => c.notNull())
        .addColumn('occupied_until', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('reservations_facility_dates')
        .on('reservations')
        .columns(['facility_id', 'occupied_until', 'date_from'])
        .execute()
      await db.schema
        .createIndex('reservations_received')
        .on('reservations')
        .column('received_at')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reservations').execute()
      await db.schema.dropTable('facilities').execute()
    },
  },
  // A fresh database opens with the hotel's catalogue; a migration runs once, so a catalogue the
  // staff have since emptied is never refilled.
  '002_seed_catalogue': {
    async up(db: Kysely<unknown>) {
      // One millisecond apart, so the catalogue keeps its written order.
      const start = Date.now()
      // Without `guests`: that column is added by 009, which fills it in for these.
      const rows = seedCatalogue.map((f, i) => {
        const { guests: _later, ...row } = newFacilityRow(NewFacility.parse(f), new Date(start + i))
        return row
      })
      await (db as Kysely<Schema>).insertInto('facilities').values(rows).execute()
    },
    async down() {},
  },
  // The staff's list pages newest first by (received_at desc, reservation_id): an index kept in
  // that order lets a page be read from where the last one ended, without sorting the table.
  // It leads with received_at, so it replaces the index on received_at alone.
  '003_reservations_newest_first': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('reservations_newest_first')
        .on('reservations')
        .columns(['received_at desc', 'reservation_id'])
        .execute()
      await db.schema.dropIndex('reservations_received').execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('reservations_received')
        .on('reservations')
        .column('received_at')
        .execute()
      await db.schema.dropIndex('reservations_newest_first').execute()
    },
  },
  // A request has a life (received -> confirmed | declined | cancelled | expired), a reference a
  // guest reads over the phone, and a history of who changed it when. Existing requests are
  // 'received' since they were received, with the reference of their id.
  '004_request_lifecycle': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('reservations')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
        .execute()
      await db.schema.alterTable('reservations').addColumn('status_changed_at', 'text').execute()
      await db.schema.alterTable('reservations').addColumn('status_note', 'text').execute()
      await db.schema.alterTable('reservations').addColumn('reference', 'text').execute()
      const typed = db as Kysely<Schema>
      const rows = await typed
        .selectFrom('reservations')
        .select(['reservation_id', 'received_at'])
        .execute()
      for (const row of rows) {
        await typed
          .updateTable('reservations')
          .set({
            reference: await reservationReference(row.reservation_id),
            status_changed_at: row.received_at,
          })
          .where('reservation_id', '=', row.reservation_id)
          .execute()
      }
      // Unique: two requests never share a reference (a colliding new one is refused).
      await db.schema
        .createIndex('reservations_reference')
        .unique()
        .on('reservations')
        .column('reference')
        .execute()
      // The open requests of one phone are counted on every booking.
      await db.schema
        .createIndex('reservations_phone_status')
        .on('reservations')
        .columns(['phone', 'status'])
        .execute()
      // The sweep finds the unanswered requests past their hold.
      await db.schema
        .createIndex('reservations_status_received')
        .on('reservations')
        .columns(['status', 'received_at'])
        .execute()
      await db.schema
        .createTable('reservation_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('reservation_id', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('by', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .execute()
      await db.schema
        .createIndex('reservation_events_reservation')
        .on('reservation_events')
        .columns(['reservation_id', 'at'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reservation_events').execute()
      for (const index of [
        'reservations_reference',
        'reservations_phone_status',
        'reservations_status_received',
      ]) {
        await db.schema.dropIndex(index).execute()
      }
      for (const column of ['status', 'status_changed_at', 'status_note', 'reference']) {
        await db.schema.alterTable('reservations').dropColumn(column).execute()
      }
    },
  },
  // Staff notifications (notifications/outbox.ts): an event is written in the same transaction
  // as the request it tells of, with one delivery row per channel, so a committed request always
  // has its notification; the worker claims a due delivery with a lease and records the outcome.
  '005_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('outbox_deliveries')
        .addColumn('event_id', 'text', (c) => c.notNull().references('outbox.event_id'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'text')
        .addColumn('lease_token', 'text')
        .addColumn('delivered_at', 'text')
        .addColumn('last_error', 'text')
        .addPrimaryKeyConstraint('outbox_deliveries_pk', ['event_id', 'channel'])
        .execute()
      await db.schema
        .createIndex('outbox_deliveries_due')
        .on('outbox_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('outbox_deliveries').execute()
      await db.schema.dropTable('outbox').execute()
    },
  },
  // The contact form's messages (server/src/contact/), each stored with its `contact.message`
  // outbox event in one transaction. The staff list them newest first.
  '006_contact_messages': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('message_id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('contact_messages_newest_first')
        .on('contact_messages')
        .columns(['received_at desc', 'message_id'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contact_messages').execute()
    },
  },
  // The outbox keeps a guest's name and phone only while they are needed (notifications/outbox.ts
  // prune): when an event's payload was cut down to what names the request, and the index the
  // periodic prune reads (events not yet pruned, oldest first).
  '007_outbox_pruned': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('pruned_at', 'text').execute()
      await db.schema
        .createIndex('outbox_unpruned')
        .on('outbox')
        .column('created_at')
        .where(sql.ref('pruned_at'), 'is', null)
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('outbox_unpruned').execute()
      await db.schema.alterTable('outbox').dropColumn('pruned_at').execute()
    },
  },
  // The staff's own facility photos (facilities/photo-file.ts), stored in the database rather than
  // DATA_DIR: PostgreSQL replicas share no disk, and a backup of the database then holds them.
  // `bytea` is PostgreSQL's binary type; SQLite gives that name no affinity that converts a blob,
  // so it stores the bytes as they are, as a `blob` column would.
  '008_facility_photos': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('facility_photos')
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('data', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('facility_photos_pk', ['hash', 'width'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('facility_photos').execute()
    },
  },
  // How many people a facility sleeps or holds, what a guest asks first: not `capacity`, which
  // counts the units the hotel lets. Null for a facility the staff add without it. The opening
  // catalogue's facilities get theirs, found by the type and name they were seeded with; one the
  // staff have renamed is theirs to fill in (`facilities update <id> --guests <n>`).
  '009_facility_guests': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('facilities').addColumn('guests', 'integer').execute()
      const typed = db as Kysely<Schema>
      for (const { type, name, guests } of seedCatalogue) {
        if (guests === undefined) continue
        await typed
          .updateTable('facilities')
          .set({ guests })
          .where('type', '=', type)
          .where('name', '=', name)
          .where('guests', 'is', null)
          .execute()
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('facilities').dropColumn('guests').execute()
    },
  },
  // The staff console (issue 27): people, their passkeys, sessions, one-time invites, WebAuthn
  // challenges (in the database, not memory: two calls of one ceremony may reach two replicas),
  // and an audit of sign-ins and access changes. Secrets (session ids, invite tokens) are stored
  // only as their SHA-256. A request's history names the person who changed it; "Coming up"
  // (confirmed stays by arrival) reads its own index.
  '010_staff': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('webauthn_user_id', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute()
      await db.schema
        .createIndex('staff_active')
        .on('staff')
        .columns(['revoked_at', 'name'])
        .execute()
      await db.schema
        .createTable('staff_credentials')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'text', (c) => c.notNull())
        .addColumn('public_key', 'bytea', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('device_type', 'text', (c) => c.notNull())
        .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('label', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute()
      await db.schema
        .createIndex('staff_credentials_staff')
        .on('staff_credentials')
        .column('staff_id')
        .execute()
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .execute()
      await db.schema
        .createIndex('staff_sessions_staff')
        .on('staff_sessions')
        .column('staff_id')
        .execute()
      await db.schema
        .createIndex('staff_sessions_expires')
        .on('staff_sessions')
        .column('expires_at')
        .execute()
      await db.schema
        .createTable('staff_invites')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('staff_invites_staff')
        .on('staff_invites')
        .column('staff_id')
        .execute()
      await db.schema
        .createTable('staff_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('staff_challenges_expires')
        .on('staff_challenges')
        .column('expires_at')
        .execute()
      await db.schema
        .createTable('staff_audit')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'text')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .execute()
      await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute()
      await db.schema
        .createIndex('staff_audit_staff')
        .on('staff_audit')
        .columns(['staff_id', 'at'])
        .execute()
      // SQLite takes one ADD COLUMN per statement.
      await db.schema.alterTable('reservation_events').addColumn('staff_id', 'text').execute()
      await db.schema.alterTable('reservation_events').addColumn('by_name', 'text').execute()
      await db.schema
        .createIndex('reservations_status_from')
        .on('reservations')
        .columns(['status', 'date_from'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('reservations_status_from').execute()
      await db.schema.alterTable('reservation_events').dropColumn('by_name').execute()
      await db.schema.alterTable('reservation_events').dropColumn('staff_id').execute()
      for (const table of [
        'staff_audit',
        'staff_challenges',
        'staff_invites',
        'staff_sessions',
        'staff_credentials',
        'staff',
      ]) {
        await db.schema.dropTable(table).execute()
      }
    },
  },
  // The console's messages screen (issue 29): a contact message is handled once a colleague has
  // answered it (when, and who, as the history of a request names them); the unread count and the
  // screen's "new" marks read the messages not yet handled, through their own small index.
  '011_contact_messages_handled': {
    async up(db: Kysely<unknown>) {
      // SQLite takes one ADD COLUMN per statement.
      await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute()
      await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute()
      await db.schema.alterTable('contact_messages').addColumn('handled_by_id', 'text').execute()
      await db.schema
        .createIndex('contact_messages_unhandled')
        .on('contact_messages')
        .column('received_at')
        .where(sql.ref('handled_at'), 'is', null)
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('contact_messages_unhandled').execute()
      for (const column of ['handled_by_id', 'handled_by', 'handled_at']) {
        await db.schema.alterTable('contact_messages').dropColumn(column).execute()
      }
    },
  },
  // Web Push to the guest (issue 30): the server's VAPID key pairs (made once on first start,
  // shared by every replica through the database; a rotation retires the old pair, which still
  // signs for the subscriptions made with it) and each request's subscriptions, one per device.
  '012_guest_push': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('push_keys')
        .addColumn('key_id', 'text', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('retired_at', 'text')
        .execute()
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('subscription_id', 'text', (c) => c.primaryKey())
        .addColumn('reservation_id', 'text', (c) =>
          c.notNull().references('reservations.reservation_id'),
        )
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('key_id', 'text', (c) => c.notNull().references('push_keys.key_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('push_subscriptions_reservation')
        .on('push_subscriptions')
        .column('reservation_id')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('push_subscriptions').execute()
      await db.schema.dropTable('push_keys').execute()
    },
  },
  // The language a request was made in (issue 31): what the guest is told later speaks it.
  '013_reservation_language': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('reservations').addColumn('language', 'text').execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('reservations').dropColumn('language').execute()
    },
  },
  // The staff's phones told of each new request and contact message by Web Push (issue 37): one
  // row per browser (its endpoint's hash), for the person who turned it on, signed with the pair
  // current then. A person's devices go when they sign out or are revoked.
  '014_staff_push_devices': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_push_devices')
        .addColumn('device_id', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id'))
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('key_id', 'text', (c) => c.notNull().references('push_keys.key_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('staff_push_devices_staff')
        .on('staff_push_devices')
        .column('staff_id')
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_push_devices').execute()
    },
  },
  // A facility's name and description per language (issue 37): one row per facility and language
  // other than the default; deleted with its facility (facilities/repository.ts).
  '015_facility_texts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('facility_texts')
        .addColumn('facility_id', 'text', (c) =>
          c.notNull().references('facilities.id').onDelete('cascade'),
        )
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('facility_texts_pk', ['facility_id', 'language'])
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('facility_texts').execute()
    },
  },
  // The guest's number as the hotel dials it (issue 37): stored as typed ('0803 555 0142' is
  // '08035550142'), searched in E.164 ('+2348035550142'), whichever way it or the search was
  // written. Reading a local number needs the hotel's calling code (GUEST_PHONE_COUNTRY_CODE, a
  // setting, not the schema's): existing rows are filled after the migrations, as the database
  // is opened (db/fill-phone-numbers.ts), and new ones as they are stored.
  '016_reservation_phone_e164': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('reservations').addColumn('phone_e164', 'text').execute()
      await db.schema
        .createIndex('reservations_phone_e164')
        .on('reservations')
        .column('phone_e164')
        .execute()
      // The calling code they were read with: another one (the setting changed) reads them again.
      await db.schema
        .createTable('phone_reading')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('calling_code', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('phone_reading').execute()
      await db.schema.dropIndex('reservations_phone_e164').execute()
      await db.schema.alterTable('reservations').dropColumn('phone_e164').execute()
    },
  },
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
