import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { z } from 'zod'
import {
  FacilityIdParams,
  FacilityTypeParams,
  NewFacility,
  type Facility,
} from '../../../contract/facility'
import { facilityNotFound } from '../http/errors'
import type { ReservationRules } from '../reservations/rules'
import { matchesEtag, staleHeaders, type FacilitiesListCache } from './list-cache'
import type { FacilitiesRepository } from './repository'

type IdParams = z.infer<typeof FacilityIdParams>

export function facilityRoutes(
  facilities: FacilitiesRepository,
  listCache: FacilitiesListCache,
  rules: ReservationRules,
  requireAdmin: preHandlerAsyncHookHandler,
) {
  const findOr404 = async (id: string): Promise<Facility> => {
    const facility = await facilities.find(id)
    if (!facility) throw facilityNotFound(id)
    return facility
  }

  return async function routes(app: FastifyInstance) {
    // From memory, with an ETag: a guest whose copy is current gets a 304 and no body. The most
    // asked-for answer, so no hook runs that has nothing to do here: compressing 2 KB costs more
    // than it saves on the wire, and a GET has no body to decompress.
    app.get('/facilities', { compress: false, decompress: false }, async (req, reply) => {
      const snapshot = await listCache.get()
      const { body, etag } = snapshot
      reply.header('etag', etag).headers(staleHeaders(snapshot))
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send()
      return reply.type('application/json; charset=utf-8').send(body)
    })

    app.get<{ Params: z.infer<typeof FacilityTypeParams> }>(
      '/facilities/type/:type',
      { schema: { params: FacilityTypeParams } },
      async (req, reply) => {
        const snapshot = await listCache.get()
        reply.headers(staleHeaders(snapshot))
        return snapshot.list.filter((f) => f.type === req.params.type)
      },
    )

    app.get<{ Params: IdParams }>(
      '/facilities/:id',
      { schema: { params: FacilityIdParams } },
      async (req) => findOr404(req.params.id),
    )

    app.get<{ Params: IdParams }>(
      '/facilities/:id/availability',
      { schema: { params: FacilityIdParams } },
      async (req) => rules.availability(await findOr404(req.params.id)),
    )

    app.post<{ Body: Required<z.input<typeof NewFacility>> }>(
      '/facilities',
      { preHandler: requireAdmin, schema: { body: NewFacility } },
      async (req, reply) => reply.code(201).send(await facilities.create(req.body)),
    )

    app.delete<{ Params: IdParams }>(
      '/facilities/:id',
      { preHandler: requireAdmin, schema: { params: FacilityIdParams } },
      async (req, reply) => {
        if (!(await facilities.delete(req.params.id))) {
          throw facilityNotFound(req.params.id)
        }
        return reply.code(204).send()
      },
    )
  }
}
