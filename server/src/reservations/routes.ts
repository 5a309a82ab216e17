import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { z } from 'zod'
import { FacilityIdParams, type Facility } from '../../../contract/facility'
import {
  Availability,
  ReservationList,
  ReservationListQuery,
  ReserveBody,
  ReserveResult,
  type ReserveRequest,
} from '../../../contract/reservation'
import { ADMIN_ONLY, errorAnswers } from '../http/openapi'
import type { ReservationRules } from './rules'

type IdParams = z.infer<typeof FacilityIdParams>

export function reservationRoutes(
  rules: ReservationRules,
  findFacility: (id: string) => Promise<Facility>,
  requireAdmin: preHandlerAsyncHookHandler,
  rateLimitPerMinute: number,
) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: IdParams }>(
      '/facilities/:id/availability',
      {
        schema: {
          summary: 'The days a facility is full, and the hotel calendar the dates must follow',
          params: FacilityIdParams,
          response: { 200: Availability, ...errorAnswers(400, 404, 503) },
        },
      },
      async (req) => rules.availability(await findFacility(req.params.id)),
    )

    app.put<{ Params: IdParams; Body: ReserveRequest }>(
      '/facilities/reserve/:id',
      {
        schema: {
          summary: 'Send a reservation request (idempotent on reservation_id)',
          params: FacilityIdParams,
          body: ReserveBody,
          response: { 200: ReserveResult, ...errorAnswers(400, 404, 409, 413, 415, 429, 503) },
        },
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
      {
        onRequest: requireAdmin,
        schema: {
          summary: 'Reservation requests, newest first, a page at a time (staff)',
          description:
            'The next, older page is named by a `Link: <...>; rel="next"` header while there is one.',
          security: ADMIN_ONLY,
          querystring: ReservationListQuery,
          response: { 200: ReservationList, ...errorAnswers(400, 401, 403, 503) },
        },
      },
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
