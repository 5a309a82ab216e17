// The guard of every staff route: `Authorization: Bearer <ADMIN_TOKEN>` for scripts and the CLI's
// API use, or a staff session's cookie (issue 27). Sets `request.staffActor` for the rules, and
// for a session `request.staffSessionHash`, so a long-lived stream can ask again whether its
// session still holds (`staff.sessionActive`: revoked, signed out or expired meanwhile).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { StaffActor } from '../actor'
import type { ResolvedSession } from '../staff/sessions'
import { ADMIN_CHALLENGE, adminGuard } from './admin-auth'
import { HttpError } from './errors'
import { requireSiteOrigin } from './same-origin'
import { readStaffCookie } from './staff-cookie'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard: who is calling. */
    staffActor?: StaffActor
    /** Set by the staff guard for a session (not a token): the session's stored hash. */
    staffSessionHash?: string
  }
}

/** What the guard needs of the staff service. */
export interface StaffSessions {
  resolveSession(sessionId: string): Promise<ResolvedSession | undefined>
}

export interface StaffGuardOptions {
  adminToken: string | undefined
  /** The site's origin for the same-origin check of a session's writes (else the request's). */
  publicUrl: string | undefined
}

export function staffGuard(staff: StaffSessions, { adminToken, publicUrl }: StaffGuardOptions) {
  const requireAdmin = adminGuard(adminToken)
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
    // A script's token: checked as before (constant time; 403 when tokens are turned off).
    if (request.headers.authorization !== undefined) {
      await requireAdmin(request, reply)
      request.staffActor = { kind: 'token' }
      return
    }
    const sessionId = readStaffCookie(request)
    const session = sessionId === undefined ? undefined : await staff.resolveSession(sessionId)
    if (!session) {
      reply.header('www-authenticate', ADMIN_CHALLENGE)
      throw new HttpError(
        401,
        'unauthorized',
        'Sign in to the staff console, or send a valid admin token, for this call.',
      )
    }
    // A cookie is sent by the browser on its own: a write with it must come from the site's pages,
    // on the older admin routes (outside /api/staff, checked app-wide) as on the console's.
    requireSiteOrigin(request, publicUrl)
    request.staffActor = session.actor
    request.staffSessionHash = session.idHash
  }
}

/** The actor of a guarded route (the guard ran: a missing actor is a bug, not a client error). */
export function actorOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw new Error('staff route without the staff guard')
  return request.staffActor
}

/** The signed-in person of a session-only route (a token names no person: 403). */
export function personOf(request: FastifyRequest): Extract<StaffActor, { kind: 'staff' }> {
  const actor = actorOf(request)
  if (actor.kind !== 'staff') {
    throw new HttpError(
      403,
      'session_required',
      'This call is for a signed-in person, not a token.',
    )
  }
  return actor
}

/**
 * An owner's call (delete a facility, manage the staff): a front-desk person gets 403. The admin
 * token and the CLI stand for the hotel itself, so they pass.
 */
export function requireOwner(request: FastifyRequest): void {
  const actor = actorOf(request)
  if (actor.kind === 'staff' && actor.role !== 'owner') {
    throw new HttpError(403, 'owner_only', 'Only an owner of the hotel may do this.')
  }
}

/**
 * A call of the front desk's or the owner's (the requests, the guests, the day): a housekeeping
 * person gets 403 (issue 54: they see the units and their states, and nothing else).
 */
export function requireDesk(request: FastifyRequest): void {
  const actor = actorOf(request)
  if (actor.kind === 'staff' && actor.role === 'housekeeping') {
    throw new HttpError(
      403,
      'not_for_housekeeping',
      'Housekeeping sees the units and their states; this is for the front desk.',
    )
  }
}
