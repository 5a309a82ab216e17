// Staff-only routes: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { HttpError } from './errors'

const digest = (s: string) => createHash('sha256').update(s).digest()

export function adminGuard(adminToken: string | undefined) {
  const expected = adminToken ? digest(adminToken) : undefined
  return async function requireAdmin(request: FastifyRequest) {
    if (!expected) {
      throw new HttpError(
        403,
        'admin_disabled',
        'Admin calls are turned off on this server: set ADMIN_TOKEN to enable them.',
      )
    }
    const header = request.headers.authorization ?? ''
    const match = /^Bearer (.+)$/.exec(header)
    // Hashing first gives equal lengths, so timingSafeEqual never leaks the token's length.
    if (!match || !timingSafeEqual(digest(match[1] ?? ''), expected)) {
      throw new HttpError(401, 'unauthorized', 'A valid admin token is required for this call.')
    }
  }
}
