// A passkey ceremony's challenge (issue 27): stored with its purpose (enrol from an invite, sign
// in, add a passkey) and its person, good 5 minutes, and consumed once, by the verification that
// answers it, so a replayed response finds nothing.
import { CHALLENGE_MS, iso, type StaffContext } from './policy'
import type { ChallengeCheck } from './webauthn'

export type Purpose = 'register' | 'authenticate' | 'add'

export function ceremonyChallenges({ repo, clock }: StaffContext) {
  return {
    async issue(challenge: string, purpose: Purpose, staffId: string | null) {
      await repo.insertChallenge({
        challenge,
        purpose,
        staff_id: staffId,
        expires_at: iso(clock().getTime() + CHALLENGE_MS),
      })
    },
    /** The ceremony's ChallengeCheck (webauthn.ts): this purpose's and this person's, once. */
    consumer:
      (purpose: Purpose, staffId: string | null): ChallengeCheck =>
      (challenge: string) =>
        repo.consumeChallenge(challenge, purpose, staffId, clock().toISOString()),
  }
}
export type CeremonyChallenges = ReturnType<typeof ceremonyChallenges>
