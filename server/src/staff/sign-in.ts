// Signing in with a passkey (issue 27): the options, then the assertion checked against the stored
// passkey, its counter moved on and a session begun. A refusal is in the audit, with its reason.
import { auditLine, ownAuditLine } from './audit'
import { DomainError } from '../domain-errors'
import type { CeremonyChallenges } from './challenges'
import { passkeyUnknown, transportsOf } from './credentials'
import type { StaffContext } from './policy'
import type { StaffSessions } from './sessions'
import {
  authenticationOptions,
  credentialIdOf,
  verifyAuthentication,
  type RelyingParty,
} from './webauthn'

export function staffSignIn(
  { repo, clock }: StaffContext,
  sessions: Pick<StaffSessions, 'newSession' | 'me'>,
  challenges: CeremonyChallenges,
) {
  async function refuseSignIn(
    reason: string,
    staffId: string | null,
    error: unknown,
  ): Promise<never> {
    await repo.audit(
      auditLine(clock().toISOString(), staffId, 'anonymous', 'sign_in_refused', { reason }),
    )
    throw error
  }

  return {
    async signInOptions(rp: RelyingParty) {
      const options = await authenticationOptions(rp)
      await challenges.issue(options.challenge, 'authenticate', null)
      return options
    },

    async signIn(response: unknown, rp: RelyingParty, userAgent?: string) {
      const id = credentialIdOf(response)
      const stored = id === undefined ? undefined : await repo.activeCredential(id)
      if (!stored) return refuseSignIn('passkey_unknown', null, passkeyUnknown())
      let newCounter: number
      try {
        ;({ newCounter } = await verifyAuthentication(
          rp,
          response,
          {
            id: stored.id,
            publicKey: new Uint8Array(stored.public_key) as Uint8Array<ArrayBuffer>,
            counter: stored.counter,
            transports: transportsOf(stored),
          },
          challenges.consumer('authenticate', null),
        ))
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return refuseSignIn(error.code, stored.staff_id, error)
      }
      const { row, session } = sessions.newSession(stored.staff_id, userAgent)
      await repo.inTransaction(async (q) => {
        await q.credentialUsed(stored.id, newCounter, row.created_at)
        await q.insertSession(row)
        await q.audit(
          ownAuditLine(row.created_at, stored.staff_id, 'sign_in', { credential: stored.id }),
        )
      })
      return { me: await sessions.me(stored.staff_id), session }
    },
  }
}
