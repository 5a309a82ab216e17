// The console's calendar (issue 29): its routes under /api/staff. Being built: see the issue.
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify'
import type { Services } from '../services'

export interface CalendarRouteOptions {
  /** The staff guard: a session or the admin token (http/staff-auth.ts). */
  guard: onRequestAsyncHookHandler
}

export function calendarRoutes(
  _services: Services,
  _options: CalendarRouteOptions,
): FastifyPluginAsync {
  return async () => {}
}
