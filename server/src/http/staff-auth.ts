// The guard of every staff route: `Authorization: Bearer <ADMIN_TOKEN>` for scripts and the CLI's
// API use, or a staff session's cookie (issue 27). Sets `request.staffActor` for the rules.
// SKELETON: bearer only for now; the session half comes with server/src/staff/ (sessions).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { StaffActor } from '../staff/actor'
import { adminGuard } from './admin-auth'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard: who is calling. */
    staffActor?: StaffActor
  }
}

export function staffGuard(adminToken: string | undefined) {
  const requireAdmin = adminGuard(adminToken)
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
    await requireAdmin(request, reply)
    request.staffActor = { kind: 'token' }
  }
}

/** The actor of a guarded route (the guard ran: a missing actor is a bug, not a client error). */
export function actorOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw new Error('staff route without the staff guard')
  return request.staffActor
}
