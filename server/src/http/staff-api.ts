// What every answer under /api/staff shares, whichever part of the server registers the route
// (the sign-in here, the inbox elsewhere): app-wide hooks that look at the route matched and the
// normalised path (http/paths.ts), so `/api/%73taff/…` is held to the same rules. A state-changing
// call is checked for its origin first (http/same-origin.ts); every answer, errors included, is
// `no-store` (guests' names and phones stay out of caches) and `noindex`.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isAdminBearer } from './admin-auth'
import { keepRequestPaths, requestUnder } from './paths'
import { sameOriginCheck } from './same-origin'

export const STAFF_NO_STORE = 'no-store'
export const STAFF_ROBOTS = 'noindex, nofollow'

export function installStaffApi(
  app: FastifyInstance,
  options: { prefix: string; publicUrl: string | undefined; adminToken: string | undefined },
) {
  const isStaffApi = (request: FastifyRequest) => requestUnder(request, options.prefix)
  const check = sameOriginCheck({
    publicUrl: options.publicUrl,
    isBearer: isAdminBearer(options.adminToken),
  })
  // Callback hooks, not async ones: every answer of the server passes here, and most are not the
  // staff's (a promise each, twice, was a tenth of the facilities list's time). The request's
  // paths are worked out once (http/paths.ts) and read again at the answer (worked out there for
  // an answer given before this hook ran: a request refused by the router or for its missing Host).
  keepRequestPaths(app)
  app.addHook('onRequest', (request, reply, done) => {
    if (!isStaffApi(request)) return done()
    check(request, reply).then(() => done(), done)
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isStaffApi(request)) {
      reply.header('cache-control', STAFF_NO_STORE)
      reply.header('x-robots-tag', STAFF_ROBOTS)
    }
    done(null, payload)
  })
}
