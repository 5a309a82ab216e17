// The console's people (issue 29): its routes under /api/staff. Being built: see the issue.
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import type { Services } from '../services'

export interface PeopleRouteOptions {
  /** The staff guard: a session or the admin token (http/staff-auth.ts). */
  guard: onRequestAsyncHookHandler
}

export function peopleRoutes(
  _services: Services,
  _options: PeopleRouteOptions,
): FastifyPluginAsync {
  return async () => {}
}
