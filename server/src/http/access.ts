// Who may call each route, declared by the route and enforced here, in one hook, for every route
// of the app (issue 37): a route says `config: { access: 'owner' }` and cannot forget the check,
// whichever path reaches the rule (the console's route or an older admin one). An API route that
// declares nothing stops the server at start-up; the site's pages and files are public.
//
//   public  anyone
//   guest   anyone; with an Authorization header, only the admin token (a guest's own cancel, or
//           the staff's by token)
//   staff   a signed-in owner or front desk, or the admin token (housekeeping: 403
//           `not_for_housekeeping`)
//   owner   a signed-in owner, or the admin token (a front-desk session: 403 `owner_only`)
//   housekeeping
//           a signed-in person of any role, or the admin token: the units and their states
//   person  a signed-in person of any role, not a token (403 `session_required`): who am I,
//           sign out, passkeys
//   desk    a signed-in owner or front desk, not a token: their phone's alerts of requests
//
// The table of every route and its access is docs/api.md's "Who may call what"; an API test walks
// every registered route with each caller and holds the server to it. The guard runs first among
// the route's own onRequest hooks: before its body is read, after the app's headers are set.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { personOf, requireDesk, requireOwner } from './staff-auth'

export const ACCESS_LEVELS = [
  'public',
  'guest',
  'staff',
  'owner',
  'housekeeping',
  'person',
  'desk',
] as const
export type Access = (typeof ACCESS_LEVELS)[number]

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (http/access.ts). Required under the API's prefix. */
    access?: Access
  }
}

/** One registered route and what it declared. */
export interface RouteAccess {
  method: string
  url: string
  access: Access
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

export interface AccessOptions {
  /** Routes under this prefix must declare their access (the API's). */
  apiPrefix: string
  /** A session or the admin token (http/staff-auth.ts staffGuard). */
  staffGuard: Guard
  /** The admin token alone (http/admin-auth.ts adminGuard). */
  tokenGuard: Guard
}

const under = (prefix: string, url: string) => url === prefix || url.startsWith(`${prefix}/`)

const tables = new WeakMap<FastifyInstance, RouteAccess[]>()

/** Every route registered on `app` since installAccess, with its access (for the docs' test). */
export function routeAccess(app: FastifyInstance): readonly RouteAccess[] {
  return tables.get(app) ?? []
}

/**
 * Installs the declaration check and the one guard, in an onRoute hook: each route gets the
 * guard of its access first among its own onRequest hooks (so after the app's: the security
 * headers are on a refusal too). Call before any route is registered: the hook sees only the
 * routes added after it.
 */
export function installAccess(app: FastifyInstance, options: AccessOptions): void {
  const table: RouteAccess[] = []
  tables.set(app, table)
  const guards: Record<Access, Guard | undefined> = {
    public: undefined,
    guest: async (request, reply) => {
      if (request.headers.authorization === undefined) return
      await options.tokenGuard(request, reply)
      request.staffActor = { kind: 'token' }
    },
    staff: async (request, reply) => {
      await options.staffGuard(request, reply)
      requireDesk(request)
    },
    owner: async (request, reply) => {
      await options.staffGuard(request, reply)
      requireOwner(request)
    },
    housekeeping: options.staffGuard,
    person: async (request, reply) => {
      await options.staffGuard(request, reply)
      personOf(request)
    },
    desk: async (request, reply) => {
      await options.staffGuard(request, reply)
      personOf(request)
      requireDesk(request)
    },
  }
  app.addHook('onRoute', (route) => {
    const declared = (route.config as { access?: unknown } | undefined)?.access
    if (declared !== undefined && !ACCESS_LEVELS.includes(declared as Access)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url}: unknown access ${String(declared)}`,
      )
    }
    if (declared === undefined && under(options.apiPrefix, route.url)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access: add config.access ` +
          `(${ACCESS_LEVELS.join(', ')}) and its row in docs/api.md.`,
      )
    }
    const access = (declared as Access | undefined) ?? 'public'
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access })
    const guard = guards[access]
    if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()]
  })
}
