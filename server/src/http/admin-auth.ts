// Staff-only routes: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. The scheme
// is case-insensitive and may be followed by more than one space (RFC 9110, 11.1 and 11.4); a 401
// says which scheme to use (`WWW-Authenticate`, RFC 9110, 11.6.1).
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './errors'

const digest = (s: string) => createHash('sha256').update(s).digest()

/** The challenge of every 401. */
export const ADMIN_CHALLENGE = 'Bearer realm="staff"'
const BEARER = /^bearer[ \t]+(.+?)[ \t]*$/i

/** Whether the request carries the admin token (false when tokens are turned off). */
export function isAdminBearer(adminToken: string | undefined) {
  const expected = adminToken ? digest(adminToken) : undefined
  return (request: FastifyRequest): boolean => {
    const match = BEARER.exec(request.headers.authorization ?? '')
    return !!expected && !!match && timingSafeEqual(digest(match[1] ?? ''), expected)
  }
}

export function adminGuard(adminToken: string | undefined) {
  const expected = adminToken ? digest(adminToken) : undefined
  return async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    if (!expected) {
      throw new HttpError(
        403,
        'admin_disabled',
        'Admin calls are turned off on this server: set ADMIN_TOKEN to enable them.',
      )
    }
    const match = BEARER.exec(request.headers.authorization ?? '')
    // Hashing first gives equal lengths, so timingSafeEqual never leaks the token's length.
    if (!match || !timingSafeEqual(digest(match[1] ?? ''), expected)) {
      reply.header('www-authenticate', ADMIN_CHALLENGE)
      throw new HttpError(401, 'unauthorized', 'A valid admin token is required for this call.')
    }
  }
}
