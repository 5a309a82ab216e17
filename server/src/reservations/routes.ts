import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { z } from 'zod'
import { FacilityIdParams, type Facility } from '../../../contract/facility'
import {
  Availability,
  ReservationList,
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

    app.get(
      '/reservations',
      {
        preHandler: requireAdmin,
        schema: {
          summary: 'Reservation requests, newest first (staff)',
          security: ADMIN_ONLY,
          response: { 200: ReservationList, ...errorAnswers(401, 403, 503) },
        },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store')
        return rules.listForStaff()
      },
    )
  }
}
