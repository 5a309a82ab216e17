// Signing in to the staff console (issue 27): the invite's and sign-in's passkey ceremonies, who
// is signed in, a second passkey, and sign-out. The origin check and the no-store headers of
// every /api/staff call are app-wide hooks (http/staff-api.ts); the ceremony calls are
// rate-limited per client address.
// Here in http/staff/ with the console's other routes, not in staff/: the layers point one way,
// http/ (the adapter) calls staff/'s rules, and staff/ imports nothing of http/.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify'
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

  /** The ceremonies: public, since whoever calls them has no session yet. */
  function ceremonyRoutes(app: FastifyInstance) {
    app.post<{ Body: TokenBody }>(
      at('/invites/lookup'),
      {
        config: rateLimited,
        schema: {
          summary: "Whose invitation a link's token is (staff console)",
          body: InviteTokenBody,
          response: { 200: InviteInfo, ...publicAnswers },
        },
      },
      async (req) => staff.lookupInvite(req.body.token),
    )

    app.post<{ Body: TokenBody }>(
      at('/invites/options'),
      {
        config: rateLimited,
        schema: {
          summary: 'Options to create a passkey from an invitation (staff console)',
          body: InviteTokenBody,
          response: { 200: CeremonyOptions, ...publicAnswers },
        },
      },
      async (req) => staff.inviteOptions(req.body.token, rp(req)),
    )

    app.post<{ Body: InviteVerify }>(
      at('/invites/verify'),
      {
        config: rateLimited,
        schema: {
          summary: 'Store the passkey made from an invitation, and sign in (staff console)',
          body: InviteVerifyBody,
          response: { 200: StaffMe, ...publicAnswers },
        },
      },
      async (req, reply) => {
        const { me, session } = await staff.enrol(
          req.body.token,
          req.body.response,
          rp(req),
          req.headers['user-agent'],
        )
        setStaffCookie(req, reply, session, now())
        return me
      },
    )

    app.post(
      at('/sign-in/options'),
      {
        config: rateLimited,
        schema: {
          summary: 'Options to sign in with a passkey (staff console)',
          body: StaffEmptyBody,
          response: { 200: CeremonyOptions, ...publicAnswers },
        },
      },
      async (req) => staff.signInOptions(rp(req)),
    )

    app.post<{ Body: CeremonyVerify }>(
      at('/sign-in/verify'),
      {
        config: rateLimited,
        schema: {
          summary: 'Sign in with a passkey (staff console)',
          body: CeremonyVerifyBody,
          response: { 200: StaffMe, ...publicAnswers },
        },
      },
      async (req, reply) => {
        const { me, session } = await staff.signIn(
          req.body.response,
          rp(req),
          req.headers['user-agent'],
        )
        setStaffCookie(req, reply, session, now())
        return me
      },
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
