// The people with access, as the console's People and the CLI's `staff list` show them, and
// their removal (issue 27): revoking a person ends their sessions and removes their passkeys and
// notified devices at once, in the audit with who did it.
import { auditLine } from './audit'
import { actorTag, type StaffActor } from '../actor'
import { DomainError } from '../domain-errors'
import type { StaffContext } from './policy'
import type { StaffRepository } from './repository'

/** The person a name or id names: by id, or by name when that names one active person. */
async function personNamed(repo: StaffRepository, nameOrId: string) {
  const byId = await repo.findById(nameOrId)
  if (byId) return byId
  const named = await repo.activeByName(nameOrId.normalize('NFC').trim())
  if (named.length > 1) {
    throw new DomainError(
      'conflict',
      'ambiguous_name',
      `More than one active person is named ${nameOrId}; revoke one by id: ${named
        .map((s) => s.id)
        .join(', ')}.`,
    )
  }
  if (!named[0]) {
    throw new DomainError(
      'not_found',
      'not_found',
      `No staff member has the name or id ${nameOrId}.`,
    )
  }
  return named[0]
}

export function staffPeople({ repo, policy, clock }: StaffContext) {
  return {
    list: () => repo.list(),

    /**
     * Everyone with their passkeys, as the console's People shows them: the rows of `staff list`
     * (active first, then by name), each with its passkeys, oldest first.
     */
    async people() {
      const [rows, credentials] = await Promise.all([repo.list(), repo.activeCredentials()])
      return rows.map((row) => ({
        ...row,
        credentials: credentials.filter((c) => c.staff_id === row.id),
      }))
    },

    /**
     * Revokes a person by id, or by name when that names one active person. Answers the person
     * and whether this call revoked them (false: they already were). `keepAnOwner` (the console)
     * refuses to revoke the last active owner, which would leave nobody to manage the staff from
     * the console; the CLI, the hotel's recovery, may.
     */
    async revoke(nameOrId: string, actor: StaffActor, options: { keepAnOwner?: boolean } = {}) {
      const target = await personNamed(repo, nameOrId)
      const at = clock().toISOString()
      const revoked = await repo.inTransaction(async (q) => {
        if (options.keepAnOwner && target.role === 'owner' && !target.revoked_at) {
          const others = (await q.activeOwnerIds()).filter((id) => id !== target.id)
          if (others.length === 0) {
            throw new DomainError(
              'conflict',
              'last_owner',
              `${target.name} is the hotel's last owner: without an owner nobody could manage the staff or delete a facility from the console. Invite another owner first.`,
            )
          }
        }
        const row = await q.markRevoked(target.id, at)
        await q.deleteAccessOf(target.id)
        if (row) {
          await q.audit(auditLine(at, target.id, actorTag(actor), 'revoke'))
        }
        return row !== undefined
      })
      if (revoked) policy.onRevoked?.(target.id)
      return { staff: { ...target, revoked_at: target.revoked_at ?? at }, revoked }
    },
  }
}
