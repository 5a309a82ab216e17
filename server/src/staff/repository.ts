// Staff SQL: people, passkeys, sessions, invites, challenges and the audit. What must happen once
// happens in one statement that says so: a challenge is consumed by `DELETE ... RETURNING`, an
// invite by `UPDATE ... WHERE used_at IS NULL ... RETURNING` (SQLite >= 3.35 and PostgreSQL), so a
// replayed response, or two tabs racing, finds nothing the second time, on any replica.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type {
  Database,
  Dialect,
  Schema,
  StaffAuditTable,
  StaffCredentialsTable,
  StaffSessionsTable,
  StaffTable,
} from '../db/schema'
import { inTransaction } from '../db/transaction'
import { countRows, rowsWhere, rowWhere } from '../db/rows'

export type StaffRow = Selectable<StaffTable>
export type CredentialRow = Selectable<StaffCredentialsTable>
export type NewCredentialRow = Insertable<StaffCredentialsTable>
export type SessionRow = Selectable<StaffSessionsTable>
export type AuditRow = Insertable<StaffAuditTable>

/** A live session with its person, as the guard needs it. */
export interface ResolvedSession {
  id_hash: string
  staff_id: string
  last_seen_at: string
  expires_at: string
  name: string
  role: string
}

/** One row of `staff list`. */
export interface StaffListRow extends StaffRow {
  passkeys: number
  last_sign_in: string | null
}

function staffQueries(db: Kysely<Schema>, dialect: Dialect) {
  return {
    /**
     * The owners not revoked. In a transaction on PostgreSQL their rows are locked, so two owners
     * revoking each other at once are taken one after the other and the second sees the first's
     * revocation (SQLite's transactions take the write lock first: one at a time already).
     */
    async activeOwnerIds(): Promise<string[]> {
      const query = db
        .selectFrom('staff')
        .select('id')
        .where('role', '=', 'owner')
        .where('revoked_at', 'is', null)
      const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute()
      return rows.map((r) => r.id)
    },
    /** Every passkey of the people not revoked, oldest first (the console's People). */
    async activeCredentials(): Promise<CredentialRow[]> {
      return db
        .selectFrom('staff_credentials')
        .innerJoin('staff', 'staff.id', 'staff_credentials.staff_id')
        .selectAll('staff_credentials')
        .where('staff.revoked_at', 'is', null)
        .orderBy('staff_credentials.created_at')
        .execute()
    },
    async countActive(): Promise<number> {
      return countRows(db.selectFrom('staff').where('revoked_at', 'is', null))
    },
    async findById(id: string): Promise<StaffRow | undefined> {
      return rowWhere(db, 'staff', 'id', id)
    },
    /** The people not revoked with this exact name (the `staff_active` index). */
    async activeByName(name: string): Promise<StaffRow[]> {
      return db
        .selectFrom('staff')
        .selectAll()
        .where('revoked_at', 'is', null)
        .where('name', '=', name)
        .orderBy('created_at')
        .execute()
    },
    async insertStaff(row: StaffRow): Promise<void> {
      await db.insertInto('staff').values(row).execute()
    },
    async insertInvite(row: Insertable<Schema['staff_invites']>): Promise<void> {
      await db.insertInto('staff_invites').values(row).execute()
    },
    /** The invite while it can still be used, with its (not revoked) person. */
    async usableInvite(tokenHash: string, now: string) {
      return db
        .selectFrom('staff_invites')
        .innerJoin('staff', 'staff.id', 'staff_invites.staff_id')
        .select([
          'staff_invites.staff_id',
          'staff_invites.expires_at',
          'staff_invites.created_by',
          'staff.name',
          'staff.role',
          'staff.webauthn_user_id',
        ])
        .where('staff_invites.token_hash', '=', tokenHash)
        .where('staff_invites.used_at', 'is', null)
        .where('staff_invites.expires_at', '>', now)
        .where('staff.revoked_at', 'is', null)
        .executeTakeFirst()
    },
    /** Marks the invite used; undefined when it was used, expired or unknown (a replay). */
    async consumeInvite(tokenHash: string, now: string): Promise<string | undefined> {
      const row = await db
        .updateTable('staff_invites')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('staff_id')
        .executeTakeFirst()
      return row?.staff_id
    },
    async insertChallenge(row: Insertable<Schema['staff_challenges']>): Promise<void> {
      await db.insertInto('staff_challenges').values(row).execute()
    },
    /**
     * Deletes the challenge and answers whether it was there, unexpired, for this purpose (and
     * person, when one is given). Deleted whatever the answer: a challenge is tried once.
     */
    async consumeChallenge(
      challenge: string,
      purpose: string,
      staffId: string | null,
      now: string,
    ): Promise<boolean> {
      const row = await db
        .deleteFrom('staff_challenges')
        .where('challenge', '=', challenge)
        .returning(['purpose', 'staff_id', 'expires_at'])
        .executeTakeFirst()
      return (
        row !== undefined &&
        row.purpose === purpose &&
        (row.staff_id ?? null) === staffId &&
        row.expires_at > now
      )
    },
    credentialsOf(staffId: string): Promise<CredentialRow[]> {
      return rowsWhere(db, 'staff_credentials', 'staff_id', staffId, 'created_at')
    },
    async countCredentials(staffId: string): Promise<number> {
      return countRows(db.selectFrom('staff_credentials').where('staff_id', '=', staffId))
    },
    /** A passkey of a person not revoked (revocation deletes passkeys too: belt and braces). */
    async activeCredential(id: string) {
      return db
        .selectFrom('staff_credentials')
        .innerJoin('staff', 'staff.id', 'staff_credentials.staff_id')
        .selectAll('staff_credentials')
        .select(['staff.name', 'staff.role'])
        .where('staff_credentials.id', '=', id)
        .where('staff.revoked_at', 'is', null)
        .executeTakeFirst()
    },
    async insertCredential(row: NewCredentialRow): Promise<void> {
      await db.insertInto('staff_credentials').values(row).execute()
    },
    async credentialUsed(id: string, counter: number, at: string): Promise<void> {
      await db
        .updateTable('staff_credentials')
        .set({ counter, last_used_at: at })
        .where('id', '=', id)
        .execute()
    },
    async insertSession(row: SessionRow): Promise<void> {
      await db.insertInto('staff_sessions').values(row).execute()
    },
    /** The session if it is neither expired nor idle too long, and its person not revoked. */
    async liveSession(
      idHash: string,
      now: string,
      idleSince: string,
    ): Promise<ResolvedSession | undefined> {
      return db
        .selectFrom('staff_sessions')
        .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
        .select([
          'staff_sessions.id_hash',
          'staff_sessions.staff_id',
          'staff_sessions.last_seen_at',
          'staff_sessions.expires_at',
          'staff.name',
          'staff.role',
        ])
        .where('staff_sessions.id_hash', '=', idHash)
        .where('staff_sessions.expires_at', '>', now)
        .where('staff_sessions.last_seen_at', '>', idleSince)
        .where('staff.revoked_at', 'is', null)
        .executeTakeFirst()
    },
    async touchSession(idHash: string, at: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: at })
        .where('id_hash', '=', idHash)
        .execute()
    },
    async deleteSession(idHash: string): Promise<string | undefined> {
      const row = await db
        .deleteFrom('staff_sessions')
        .where('id_hash', '=', idHash)
        .returning('staff_id')
        .executeTakeFirst()
      return row?.staff_id
    },
    /** Sets revoked_at once; undefined when the person was already revoked (or unknown). */
    async markRevoked(staffId: string, at: string): Promise<StaffRow | undefined> {
      return db
        .updateTable('staff')
        .set({ revoked_at: at })
        .where('id', '=', staffId)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst()
    },
    /** The browsers told of new requests for this person (issue 37): none any more. */
    async deletePushDevicesOf(staffId: string): Promise<void> {
      await db.deleteFrom('staff_push_devices').where('staff_id', '=', staffId).execute()
    },
    /** What a revoked person leaves: sessions, passkeys, unused invites and notified devices. */
    async deleteAccessOf(staffId: string): Promise<void> {
      await db.deleteFrom('staff_push_devices').where('staff_id', '=', staffId).execute()
      await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute()
      await db.deleteFrom('staff_credentials').where('staff_id', '=', staffId).execute()
      await db
        .deleteFrom('staff_invites')
        .where('staff_id', '=', staffId)
        .where('used_at', 'is', null)
        .execute()
    },
    async audit(row: AuditRow): Promise<void> {
      await db.insertInto('staff_audit').values(row).execute()
    },
    /** Everyone, active first, then by name; with passkeys and the last sign-in (audit). */
    async list(): Promise<StaffListRow[]> {
      const rows = await db
        .selectFrom('staff')
        .selectAll('staff')
        .select((eb) => [
          eb
            .selectFrom('staff_credentials')
            .select((e) => e.fn.countAll<string | number>().as('n'))
            .whereRef('staff_credentials.staff_id', '=', 'staff.id')
            .as('passkeys'),
          eb
            .selectFrom('staff_audit')
            .select((e) => e.fn.max('staff_audit.at').as('at'))
            .whereRef('staff_audit.staff_id', '=', 'staff.id')
            .where('staff_audit.action', 'in', ['sign_in', 'enrol'])
            .as('last_sign_in'),
        ])
        .orderBy(sql`case when revoked_at is null then 0 else 1 end`)
        .orderBy('name')
        .orderBy('created_at')
        .execute()
      return rows.map((r) => ({
        ...r,
        passkeys: Number(r.passkeys ?? 0),
        last_sign_in: r.last_sign_in ?? null,
      }))
    },
    /**
     * Housekeeping: expired sessions and challenges, and invites used or expired before
     * `inviteCutoff`. Returns how many rows went.
     */
    async sweep(now: string, idleSince: string, inviteCutoff: string): Promise<number> {
      const sessions = await db
        .deleteFrom('staff_sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
        .executeTakeFirst()
      const challenges = await db
        .deleteFrom('staff_challenges')
        .where('expires_at', '<=', now)
        .executeTakeFirst()
      const invites = await db
        .deleteFrom('staff_invites')
        .where((eb) =>
          eb.or([eb('expires_at', '<=', inviteCutoff), eb('used_at', '<=', inviteCutoff)]),
        )
        .executeTakeFirst()
      return [sessions, challenges, invites].reduce((n, r) => n + Number(r.numDeletedRows), 0)
    },
  }
}
export type StaffQueries = ReturnType<typeof staffQueries>

export function staffRepository({ db, dialect }: Database) {
  return {
    ...staffQueries(db, dialect),

    /** One transaction (SQLite: the write lock first, as the other repositories take it). */
    inTransaction: <T>(work: (q: StaffQueries) => Promise<T>): Promise<T> =>
      inTransaction({ db, dialect }, (trx) => work(staffQueries(trx, dialect))),
  }
}
export type StaffRepository = ReturnType<typeof staffRepository>
