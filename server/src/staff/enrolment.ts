// The passkey ceremonies that register one (issue 27): the first, from an invitation's link, which
// uses the invite once and begins a session; and another for a signed-in person's second device.
import { ownAuditLine } from './audit'
import type { StaffMe } from '../../../contract/staff'
import type { CeremonyChallenges } from './challenges'
import { credentialRow, excluded, passkeyUnknown, storingPasskey } from './credentials'
import { inviteInvalid, type StaffInvitations } from './invitations'
import type { StaffContext } from './policy'
import { secretHash } from './secrets'
import type { StaffSessions } from './sessions'
import { registrationOptions, verifyRegistration, type RelyingParty } from './webauthn'

export function staffEnrolment(
  { repo, clock }: StaffContext,
  invitations: Pick<StaffInvitations, 'usableInvite'>,
  sessions: Pick<StaffSessions, 'newSession' | 'me'>,
  challenges: CeremonyChallenges,
) {
  return {
    async inviteOptions(token: string, rp: RelyingParty) {
      const invite = await invitations.usableInvite(token)
      const options = await registrationOptions(
        rp,
        { name: invite.name, webauthnUserId: invite.webauthn_user_id },
        excluded(await repo.credentialsOf(invite.staff_id)),
      )
      await challenges.issue(options.challenge, 'register', invite.staff_id)
      return options
    },

    /** The passkey made from the link: the invite is used, the passkey stored, a session begun. */
    async enrol(token: string, response: unknown, rp: RelyingParty, userAgent?: string) {
      const invite = await invitations.usableInvite(token)
      const credential = await verifyRegistration(
        rp,
        response,
        challenges.consumer('register', invite.staff_id),
      )
      const { row, session } = sessions.newSession(invite.staff_id, userAgent)
      await storingPasskey(() =>
        repo.inTransaction(async (q) => {
          // The invite is used here, once: a second tab or a replay finds it used.
          if (
            (await q.consumeInvite(secretHash(token), clock().toISOString())) !== invite.staff_id
          ) {
            throw inviteInvalid()
          }
          await q.insertCredential(
            credentialRow(invite.staff_id, credential, clock().toISOString()),
          )
          await q.insertSession(row)
          await q.audit(
            ownAuditLine(row.created_at, invite.staff_id, 'enrol', {
              credential: credential.id,
              device_type: credential.deviceType,
              // Who made the link this passkey came from: the history keeps it after the sweep.
              invited_by: invite.created_by,
            }),
          )
        }),
      )
      return { me: await sessions.me(invite.staff_id), session }
    },

    /** A second device for the signed-in person. */
    async addPasskeyOptions(staffId: string, rp: RelyingParty) {
      const person = await repo.findById(staffId)
      if (!person || person.revoked_at) throw passkeyUnknown()
      const options = await registrationOptions(
        rp,
        { name: person.name, webauthnUserId: person.webauthn_user_id },
        excluded(await repo.credentialsOf(staffId)),
      )
      await challenges.issue(options.challenge, 'add', staffId)
      return options
    },

    async addPasskey(staffId: string, response: unknown, rp: RelyingParty): Promise<StaffMe> {
      const credential = await verifyRegistration(rp, response, challenges.consumer('add', staffId))
      await storingPasskey(() =>
        repo.inTransaction(async (q) => {
          await q.insertCredential(credentialRow(staffId, credential, clock().toISOString()))
          await q.audit(
            ownAuditLine(clock().toISOString(), staffId, 'passkey_added', {
              credential: credential.id,
              device_type: credential.deviceType,
            }),
          )
        }),
      )
      return sessions.me(staffId)
    },
  }
}
