// What signing in to the staff console means (issue 27). A person is invited (a one-time link,
// good 24 h and one enrolment), enrols a passkey, and gets a session: a random id in a cookie,
// stored only hashed, ending after 12 h idle or 30 days at most, or at sign-out. Revoking a
// person ends everything of theirs at once: every call re-reads the session row, on any replica.
// Every step that matters is in the audit, never with a secret.
//
// The one object services.ts builds, composed of its parts, each its own file: the invitations
// (invitations.ts), the ceremonies that register a passkey (enrolment.ts) and sign in
// (sign-in.ts), the sessions (sessions.ts), the people (people.ts); how long each secret lives
// (policy.ts). staff/ imports nothing of http/: the routes (http/staff/) call these rules.
import { ceremonyChallenges } from './challenges'
import { staffEnrolment } from './enrolment'
import { staffInvitations } from './invitations'
import { staffPeople } from './people'
import { INVITE_KEEP_MS, iso, SESSION_IDLE_MS, staffContext, type StaffPolicy } from './policy'
import type { StaffRepository } from './repository'
import { staffSessions } from './sessions'
import { staffSignIn } from './sign-in'

// What callers outside staff/ (the tests among them) have always taken from here.
export { SESSION_MAX_MS } from './policy'
export { secretHash } from './secrets'

export function staffRules(repo: StaffRepository, policy: StaffPolicy = {}) {
  const context = staffContext(repo, policy)
  const { clock } = context
  const invitations = staffInvitations(context)
  const sessions = staffSessions(context)
  const challenges = ceremonyChallenges(context)
  const enrolment = staffEnrolment(context, invitations, sessions, challenges)
  const signIn = staffSignIn(context, sessions, challenges)
  const people = staffPeople(context)
  return {
    invite: invitations.invite,
    lookupInvite: invitations.lookupInvite,
    ...enrolment,
    ...signIn,
    me: sessions.me,
    resolveSession: sessions.resolveSession,
    sessionActive: sessions.sessionActive,
    signOut: sessions.signOut,
    ...people,

    /** The sweep: expired sessions and challenges, invites done with a week ago. */
    async sweep(): Promise<number> {
      const now = clock().getTime()
      return repo.sweep(iso(now), iso(now - SESSION_IDLE_MS), iso(now - INVITE_KEEP_MS))
    },
  }
}
export type StaffRules = ReturnType<typeof staffRules>
