import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { z } from 'zod'
import { FacilityIdParams } from '../../../contract/facility'
import { ReserveBody, type ReserveRequest } from '../../../contract/reservation'
import type { ReservationRules } from './rules'

export function reservationRoutes(
  rules: ReservationRules,
  requireAdmin: preHandlerAsyncHookHandler,
  rateLimitPerMinute: number,
) {
  return async function routes(app: FastifyInstance) {
    app.put<{ Params: z.infer<typeof FacilityIdParams>; Body: ReserveRequest }>(
      '/facilities/reserve/:id',
      {
        schema: { params: FacilityIdParams, body: ReserveBody },
        config:
          rateLimitPerMinute > 0
            ? { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } }
            : {},
      },
      async (req) => rules.reserve(req.params.id, req.body),
    )

    app.get('/reservations', { preHandler: requireAdmin }, async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      return rules.listForStaff()
    })
  }
}
