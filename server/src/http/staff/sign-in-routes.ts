// Signing in to the staff console (issue 27): the invite's and sign-in's passkey ceremonies, who
// is signed in, a second passkey, and sign-out. The origin check and the no-store headers of
// every /api/staff call are app-wide hooks (http/staff-api.ts); the ceremony calls are
// rate-limited per client address.
// Here in http/staff/ with the console's other routes, not in staff/: the layers point one way,
// http/ (the adapter) calls staff/'s rules, and staff/ imports nothing of http/.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  CeremonyOptions,
  CeremonyVerifyBody,
  InviteInfo,
  InviteTokenBody,
  InviteVerifyBody,
  STAFF_API_PATH,
  StaffEmptyBody,
  StaffMe,
} from '../../../../contract/staff'
import type { NewSession } from '../../staff/sessions'
import type { Config } from '../../config'
import { DomainError } from '../../domain-errors'
import { errorAnswers } from '../openapi'
import { personOf } from '../staff-auth'
import { clearStaffCookie, setStaffCookie } from '../staff-cookie'
import type { StaffRules } from '../../staff/rules'
import { relyingParty } from '../../staff/webauthn'

type TokenBody = z.infer<typeof InviteTokenBody>
type InviteVerify = z.infer<typeof InviteVerifyBody>
type CeremonyVerify = z.infer<typeof CeremonyVerifyBody>

const tooManyTries = () =>
  new DomainError(
    'rate_limited',
    'too_many_requests',
    'Too many sign-in attempts from this address; please wait a minute.',
  )

export interface StaffAuthRouteOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'STAFF_AUTH_RATE_LIMIT'>
  /** The name passkey managers show beside the passkey: the hotel's. */
  rpName: string
  now: () => Date
}

export function staffAuthRoutes(staff: StaffRules, { config, rpName, now }: StaffAuthRouteOptions) {
  const rp = (req: FastifyRequest) => relyingParty(config.PUBLIC_URL, req, rpName)
  const limit = config.STAFF_AUTH_RATE_LIMIT
  // The ceremonies are public (a person signing in has no session yet), rate-limited.
  const rateLimited: FastifyContextConfig = {
    access: 'public',
    ...(limit > 0
      ? { rateLimit: { max: limit, timeWindow: '1 minute', errorResponseBuilder: tooManyTries } }
      : {}),
  }
  const at = (path: string) => `${STAFF_API_PATH}${path}`
  const publicAnswers = errorAnswers(400, 401, 403, 404, 409, 413, 415, 429, 503)
  const sessionAnswers = errorAnswers(400, 401, 403, 409, 413, 415, 503)
  /** A ceremony's options: public and rate-limited, what it reads and answers, its refusals. */
  const ceremony = (summary: string, body: z.ZodType, answer: z.ZodType) => ({
    config: rateLimited,
    schema: { summary, body, response: { 200: answer, ...publicAnswers } },
  })
  /** Signed in: the new session's cookie set on the answer, which says who it is. */
  async function signedIn(
    req: FastifyRequest,
    reply: FastifyReply,
    signing: Promise<{ me: StaffMe; session: NewSession }>,
  ): Promise<StaffMe> {
    const { me, session } = await signing
    setStaffCookie(req, reply, session, now())
    return me
  }

  /** The ceremonies: public, since whoever calls them has no session yet. */
  function ceremonyRoutes(app: FastifyInstance) {
    app.post<{ Body: TokenBody }>(
      at('/invites/lookup'),
      ceremony("Whose invitation a link's token is (staff console)", InviteTokenBody, InviteInfo),
      async (req) => staff.lookupInvite(req.body.token),
    )

    app.post<{ Body: TokenBody }>(
      at('/invites/options'),
      ceremony(
        'Options to create a passkey from an invitation (staff console)',
        InviteTokenBody,
        CeremonyOptions,
      ),
      async (req) => staff.inviteOptions(req.body.token, rp(req)),
    )

    app.post<{ Body: InviteVerify }>(
      at('/invites/verify'),
      ceremony(
        'Store the passkey made from an invitation, and sign in (staff console)',
        InviteVerifyBody,
        StaffMe,
      ),
      async (req, reply) =>
        signedIn(
          req,
          reply,
          staff.enrol(req.body.token, req.body.response, rp(req), req.headers['user-agent']),
        ),
    )

    app.post(
      at('/sign-in/options'),
      ceremony(
        'Options to sign in with a passkey (staff console)',
        StaffEmptyBody,
        CeremonyOptions,
      ),
      async (req) => staff.signInOptions(rp(req)),
    )

    app.post<{ Body: CeremonyVerify }>(
      at('/sign-in/verify'),
      ceremony('Sign in with a passkey (staff console)', CeremonyVerifyBody, StaffMe),
      async (req, reply) =>
        signedIn(req, reply, staff.signIn(req.body.response, rp(req), req.headers['user-agent'])),
    )
  }

  /** What a signed-in person does with their own session and passkeys. */
  function personRoutes(app: FastifyInstance) {
    app.get(
      at('/me'),
      {
        config: { access: 'person' },
        schema: {
          summary: 'Who is signed in (staff console)',
          response: { 200: StaffMe, ...errorAnswers(401, 403, 503) },
        },
      },
      async (req) => staff.me(personOf(req).staffId),
    )

    app.post(
      at('/passkeys/options'),
      {
        config: { access: 'person' },
        schema: {
          summary: 'Options to add a passkey on another device (staff console)',
          body: StaffEmptyBody,
          response: { 200: CeremonyOptions, ...sessionAnswers },
        },
      },
      async (req) => staff.addPasskeyOptions(personOf(req).staffId, rp(req)),
    )

    app.post<{ Body: CeremonyVerify }>(
      at('/passkeys/verify'),
      {
        config: { access: 'person' },
        schema: {
          summary: 'Store a passkey of another device (staff console)',
          body: CeremonyVerifyBody,
          response: { 200: StaffMe, ...sessionAnswers },
        },
      },
      async (req) => staff.addPasskey(personOf(req).staffId, req.body.response, rp(req)),
    )

    app.post(
      at('/sign-out'),
      {
        config: { access: 'person' },
        schema: {
          summary: "End this device's session (staff console)",
          body: StaffEmptyBody,
          response: { ...sessionAnswers },
        },
      },
      async (req, reply) => {
        personOf(req)
        if (req.staffSessionHash) await staff.signOut(req.staffSessionHash)
        clearStaffCookie(req, reply)
        return reply.code(204).send()
      },
    )
  }

  return async function routes(app: FastifyInstance) {
    ceremonyRoutes(app)
    personRoutes(app)
  }
}
