// Who may enrol (issue 27): an invitation is a one-time link, good 24 h and one enrolment, made by
// the CLI or an owner in the console for a person by name. The link's token is answered once; the
// database keeps its hash and who made it (the invite's row and the audit's).
import { nanoid } from 'nanoid'
import { auditLine } from './audit'
import { StaffName, StaffRole } from '../../../contract/staff'
import { actorTag, type StaffActor } from '../actor'
import { DomainError } from '../domain-errors'
import { INVITE_MS, iso, type StaffContext } from './policy'
import type { StaffRow } from './repository'
import { newSecret, secretHash } from './secrets'

export const inviteInvalid = () =>
  new DomainError(
    'not_found',
    'invite_invalid',
    'This invitation link is not valid: it was used, it expired, or it was never made. Ask for a new one.',
  )

/** The name and role asked for, checked: a name on one line, a role the house knows. */
function invitee(input: { name: string; role?: string }) {
  const parsedName = StaffName.safeParse(input.name.normalize('NFC').trim())
  if (!parsedName.success || parsedName.data.length === 0) {
    throw new DomainError(
      'invalid',
      'invalid_name',
      'The name must be 1 to 100 characters on one line.',
    )
  }
  const role = input.role === undefined ? undefined : StaffRole.safeParse(input.role)
  if (role && !role.success) {
    throw new DomainError(
      'invalid',
      'invalid_role',
      'The role must be owner, frontdesk or housekeeping.',
    )
  }
  return { name: parsedName.data, role: role?.data }
}

export function staffInvitations({ repo, clock }: StaffContext) {
  async function usableInvite(token: string) {
    const invite = await repo.usableInvite(secretHash(token), clock().toISOString())
    if (!invite) throw inviteInvalid()
    return invite
  }

  return {
    /**
     * Invites a person by name: an active person of that name gets a new link (a lost device);
     * otherwise a new person, the first one an owner unless told. Answers the raw token once.
     * `activeRefused` (the console's): the name of a person who already has a passkey is refused
     * (409), so no one makes a link to enrol their own device in another's name; a link for a
     * lost device stays the server's act (the CLI). Someone invited who has not made a passkey
     * yet gets a new link. Every link's maker is kept (the invite's row and the audit's).
     */
    async invite(
      input: { name: string; role?: string },
      actor: StaffActor,
      { activeRefused = false }: { activeRefused?: boolean } = {},
    ) {
      const { name, role } = invitee(input)
      const token = newSecret()
      const now = clock().getTime()
      const expiresAt = iso(now + INVITE_MS)
      return repo.inTransaction(async (q) => {
        const same = await q.activeByName(name)
        if (same.length > 1) {
          throw new DomainError(
            'conflict',
            'ambiguous_name',
            `More than one active person is named ${name}: ${same.map((s) => s.id).join(', ')}.`,
          )
        }
        let person: StaffRow | undefined = same[0]
        if (person && activeRefused && (await q.credentialsOf(person.id)).length > 0) {
          throw new DomainError(
            'conflict',
            'already_has_access',
            `${name} already has access. To add a device, ${name} signs in (a synced passkey works on a new device too), opens the menu under their name and chooses "Add a passkey on this device". Someone who lost every device gets a new link from the command line on the server: npm run admin -- staff invite --name "${name}".`,
          )
        }
        const created = !person
        if (!person) {
          person = {
            id: nanoid(10),
            name,
            role: role ?? ((await q.countActive()) === 0 ? 'owner' : 'frontdesk'),
            webauthn_user_id: newSecret(),
            created_at: iso(now),
            revoked_at: null,
          }
          await q.insertStaff(person)
        }
        await q.insertInvite({
          token_hash: secretHash(token),
          staff_id: person.id,
          created_at: iso(now),
          expires_at: expiresAt,
          created_by: actorTag(actor),
        })
        await q.audit(
          auditLine(iso(now), person.id, actorTag(actor), 'invite', {
            created,
            role: person.role,
            expires_at: expiresAt,
          }),
        )
        return { token, staff: person, expiresAt, created }
      })
    },

    /** Whose invite it is: 404 alike for used, expired and unknown. */
    async lookupInvite(token: string) {
      const invite = await usableInvite(token)
      return { name: invite.name, expires_at: invite.expires_at }
    },

    /** The invite of a token, if it may still enrol a passkey; else 404 `invite_invalid`. */
    usableInvite,
  }
}
export type StaffInvitations = ReturnType<typeof staffInvitations>
