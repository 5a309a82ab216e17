// The console's People (issue 29), an owner's screen: who has access and their passkeys, an
// invitation made from the console (its link shown once, to copy or share), a revocation. HTTP
// only: the rules are the CLI's `staff invite|list|revoke` (rules.ts), with one more refusal for
// the console: the hotel's last owner is not revoked (the CLI stays the way back).
import type { FastifyInstance } from 'fastify'
import {
  StaffInvitation,
  StaffInviteBody,
  StaffPeople,
  StaffPersonParams,
  StaffRevoked,
  type StaffPerson,
} from '../../../../contract/staff-people'
import type { z } from '../../../../contract/zod'
import { DomainError } from '../../domain-errors'
import { errorAnswers } from '../openapi'
import { siteOrigin } from '../same-origin'
import { actorOf } from '../staff-auth'
import type { Services } from '../../services'
import { inviteLink } from '../../staff/cli-commands'
import type { StaffRules } from '../../staff/rules'

type PersonRow = Awaited<ReturnType<StaffRules['people']>>[number]

function personOf(row: PersonRow): StaffPerson {
  return {
    id: row.id,
    name: row.name,
    role: row.role === 'owner' ? 'owner' : 'frontdesk',
    // As `staff list` says it.
    state: row.revoked_at ? 'revoked' : row.passkeys === 0 ? 'invited' : 'active',
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    last_sign_in: row.last_sign_in,
    passkeys: row.credentials.map((c) => ({
      label: c.label,
      synced: c.device_type === 'multiDevice',
      created_at: c.created_at,
      last_used_at: c.last_used_at,
    })),
  }
}

/** Every call here is an owner's: refused (403) before its body is read. */
const OWNER_ONLY = { access: 'owner' } as const

export function peopleRoutes(services: Services) {
  const { staff } = services
  return async function routes(app: FastifyInstance) {
    app.get(
      '/people',
      {
        config: OWNER_ONLY,
        schema: { response: { 200: StaffPeople, ...errorAnswers(401, 403, 503) } },
      },
      async () => ({
        people: (await staff.people()).map(personOf),
        timeZone: services.config.HOTEL_TIMEZONE,
      }),
    )

    app.post<{ Body: z.infer<typeof StaffInviteBody> }>(
      '/people/invites',
      {
        config: OWNER_ONLY,
        schema: {
          body: StaffInviteBody,
          response: { 200: StaffInvitation, ...errorAnswers(400, 401, 403, 409, 413, 415, 503) },
        },
      },
      async (req) => {
        // Someone with a passkey already is refused (409): a lost device's link is made on the
        // server (the CLI), never for someone else from here.
        const invite = await staff.invite(req.body, actorOf(req), { activeRefused: true })
        // The link is for this site as the owner sees it: PUBLIC_URL, or the address they use.
        const origin = siteOrigin(services.config.PUBLIC_URL, req)
        return {
          link: inviteLink({ PUBLIC_URL: origin, PORT: services.config.PORT }, invite.token),
          name: invite.staff.name,
          role: invite.staff.role === 'owner' ? 'owner' : 'frontdesk',
          expires_at: invite.expiresAt,
          created: invite.created,
        }
      },
    )

    app.post<{ Params: z.infer<typeof StaffPersonParams> }>(
      '/people/:id/revoke',
      {
        config: OWNER_ONLY,
        schema: {
          params: StaffPersonParams,
          response: { 200: StaffRevoked, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (req) => {
        const actor = actorOf(req)
        if (actor.kind === 'staff' && actor.staffId === req.params.id) {
          throw new DomainError(
            'conflict',
            'revoke_self',
            'You cannot revoke yourself here: another owner can, or the command line on the server.',
          )
        }
        // By id only: the console names no one by name, and a name may be two people's.
        if (!(await staff.people()).some((p) => p.id === req.params.id)) {
          throw new DomainError('not_found', 'not_found', 'Nobody on the staff has this id.')
        }
        const { staff: person, revoked } = await staff.revoke(req.params.id, actor, {
          keepAnOwner: true,
        })
        return { id: person.id, name: person.name, revoked }
      },
    )
  }
}
