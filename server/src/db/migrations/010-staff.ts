// The staff console (issue 27): people, their passkeys, sessions, one-time invites, WebAuthn
// challenges (in the database, not memory: two calls of one ceremony may reach two replicas),
// and an audit of sign-ins and access changes. Secrets (session ids, invite tokens) are stored
// only as their SHA-256. A request's history names the person who changed it; "Coming up"
// (confirmed stays by arrival) reads its own index.
import { type Kysely, type Migration } from 'kysely'

export const migration010: Migration = {
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
}
