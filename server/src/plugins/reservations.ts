// The guests' reservation requests under /api: asking, reading and cancelling one, and the live
// channel on which an open confirmation page hears the hotel's answer (issue 37).
import type { FastifyPluginAsync } from 'fastify'
import { findFacility } from '../http/guest/facility-routes'
import { liveRoute } from '../http/guest/live-route'
import { liveStates } from '../reservations/live-states'
import { reservationRoutes } from '../http/guest/reservation-routes'
import type { DomainOptions } from './domain-options'

export const reservationsPlugin: FastifyPluginAsync<DomainOptions> = async (api, { services }) => {
  const { config, database, reservations: rules } = services
  await api.register(
    reservationRoutes(rules, findFacility(services.listCache), config.RESERVE_RATE_LIMIT),
  )
  await api.register(
    liveRoute({
      states: liveStates({
        feed: database.changes.reservations,
        read: (ids) => rules.liveStates(ids),
        log: api.log,
      }),
      perClient: config.GUEST_LIVE_PER_CLIENT,
      total: config.GUEST_LIVE_MAX,
      rateLimitPerMinute: config.RESERVE_RATE_LIMIT,
      lifetimeMs: config.GUEST_LIVE_LIFETIME_SECONDS * 1000,
    }),
  )
}
