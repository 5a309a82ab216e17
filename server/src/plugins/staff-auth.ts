// The staff's sign-in under /api: passkey ceremonies, invitations, sessions (issue 27). Public and
// rate-limited, since a person signing in has no session yet; the console's own calls are
// plugins/staff-console.ts.
import type { FastifyPluginAsync } from 'fastify'
import { hotel } from '../../../src/server-shared'
import { staffAuthRoutes } from '../http/staff/sign-in-routes'
import { routeClock, type DomainOptions } from './domain-options'

export const staffAuthPlugin: FastifyPluginAsync<DomainOptions> = async (api, { services }) => {
  await api.register(
    staffAuthRoutes(services.staff, {
      config: services.config,
      rpName: hotel.name,
      now: routeClock(services),
    }),
  )
}
