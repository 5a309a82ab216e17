import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { z } from 'zod'
import { FacilityIdParams } from '../../../contract/facility'
import {
  ReservationListQuery,
  ReserveBody,
  type ReserveRequest,
} from '../../../contract/reservation'
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

    // The staff's list, a page at a time; the next page is named by a Link header (RFC 8288).
    // The token is checked first (onRequest): without it, nothing about the query is answered.
    app.get<{ Querystring: ReservationListQuery }>(
      '/reservations',
      { onRequest: requireAdmin, schema: { querystring: ReservationListQuery } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store')
        const { limit, before } = req.query
        const { records, next } = await rules.listForStaff(limit, before)
        if (next) {
          // The route's own path (with its /api prefix), never the URL as the client spelled it.
          const self = req.routeOptions.url ?? ''
          reply.header('link', `<${self}?limit=${limit}&before=${next}>; rel="next"`)
        }
        return records
      },
    )
  }
}
