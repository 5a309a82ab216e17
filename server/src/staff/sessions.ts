// A staff session (issue 27): a random id in a cookie, stored only hashed, ending after 12 h idle
// or 30 days at most, or at sign-out. Every call re-reads the session row, so revoking a person
// ends theirs at once, on any replica. And who a session is: the person as the console sees them.
import { ownAuditLine } from './audit'
import { DEFAULT_CALLING_CODE } from '../../../contract/phone-number'
import { StaffRole, type StaffMe } from '../../../contract/staff'
import type { StaffActor } from '../actor'
import { DomainError } from '../domain-errors'
import { iso, SESSION_IDLE_MS, SESSION_MAX_MS, SESSION_TOUCH_MS, type StaffContext } from './policy'
import { newSecret, secretHash } from './secrets'

/** A new session: the raw id goes in the cookie, once; the database keeps only its hash. */
export interface NewSession {
  id: string
  expiresAt: string
}

export interface ResolvedSession {
  actor: Extract<StaffActor, { kind: 'staff' }>
  idHash: string
  expiresAt: string
}

const staffOf = (row: { staff_id: string; name: string; role: string }) => ({
  kind: 'staff' as const,
  staffId: row.staff_id,
  name: row.name,
  role: StaffRole.catch('frontdesk').parse(row.role),
})

export function staffSessions({ repo, policy, clock }: StaffContext) {
  return {
    async me(staffId: string): Promise<StaffMe> {
      const person = await repo.findById(staffId)
      if (!person || person.revoked_at)
        throw new DomainError('unauthorized', 'unauthorized', 'Sign in again.')
      return {
        id: person.id,
        name: person.name,
        role: StaffRole.catch('frontdesk').parse(person.role),
        passkeys: await repo.countCredentials(staffId),
        phoneCallingCode: policy.phoneCallingCode ?? DEFAULT_CALLING_CODE,
      }
    },

    /** A session's row to store (by the ceremony that begins it) and the session to hand out. */
    newSession(staffId: string, userAgent: string | undefined) {
      const now = clock().getTime()
      const id = newSecret()
      const row = {
        id_hash: secretHash(id),
        staff_id: staffId,
        created_at: iso(now),
        last_seen_at: iso(now),
        expires_at: iso(now + SESSION_MAX_MS),
        user_agent: userAgent?.slice(0, 200) ?? null,
      }
      const session: NewSession = { id, expiresAt: row.expires_at }
      return { row, session }
    },

    /**
     * The session of a cookie's id, if live; `last_seen_at` is written when older than 5 minutes
     * (so the 12 h idle limit is kept within 5 minutes, without a write per call).
     */
    async resolveSession(sessionId: string): Promise<ResolvedSession | undefined> {
      const idHash = secretHash(sessionId)
      const now = clock().getTime()
      const live = await repo.liveSession(idHash, iso(now), iso(now - SESSION_IDLE_MS))
      if (!live) return undefined
      if (Date.parse(live.last_seen_at) <= now - SESSION_TOUCH_MS) {
        await repo.touchSession(idHash, iso(now))
      }
      return { actor: staffOf(live), idHash, expiresAt: live.expires_at }
    },

    /** Whether a session (by its hash) is still live, without touching it: for open streams. */
    async sessionActive(idHash: string): Promise<boolean> {
      const now = clock().getTime()
      return (await repo.liveSession(idHash, iso(now), iso(now - SESSION_IDLE_MS))) !== undefined
    },

    /**
     * Ends the session, and turns off the notifications of every device of the person (issue 37):
     * a phone whose person has signed out is not the desk's any more. They turn it on again after
     * signing in.
     */
    async signOut(idHash: string): Promise<void> {
      await repo.inTransaction(async (q) => {
        const staffId = await q.deleteSession(idHash)
        if (staffId === undefined) return
        await q.deletePushDevicesOf(staffId)
        await q.audit(ownAuditLine(clock().toISOString(), staffId, 'sign_out'))
      })
    },
  }
}
export type StaffSessions = ReturnType<typeof staffSessions>
