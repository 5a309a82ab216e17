import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from '../../../../contract/zod'
import {
  Facility,
  FacilityIdParams,
  FacilityList,
  FacilityTypeParams,
  NewFacility,
} from '../../../../contract/facility'
import { catalogueLanguageQuery } from '../../../../contract/facility-texts'
import { LANGUAGE_CODES } from '../../../../src/server-shared'
import { facilityNotFound } from '../../domain-errors'
import { ADMIN_ONLY, errorAnswers } from '../openapi'
import { inLanguageOne } from '../../facilities/facility-texts'
import {
  matchesEtag,
  STALE_HEADER,
  staleHeaders,
  type FacilitiesListCache,
  type FacilityLookup,
  type ListSnapshot,
} from '../../facilities/list-cache'
import type { FacilitiesRepository } from '../../facilities/repository'

type IdParams = z.infer<typeof FacilityIdParams>

const JSON_TYPE = 'application/json; charset=utf-8'

/** `?lang=fr`: the names and descriptions in that language where the staff wrote them. */
const LanguageQuery = catalogueLanguageQuery(LANGUAGE_CODES as [string, ...string[]])
type LanguageQuery = z.infer<typeof LanguageQuery>

/** Finds a facility or raises the domain's not-found. */
export function findFacility(facilities: FacilityLookup) {
  return async (id: string): Promise<Facility> => {
    const facility = await facilities.find(id)
    if (!facility) throw facilityNotFound(id)
    return facility
  }
}

export function facilityRoutes(facilities: FacilitiesRepository, listCache: FacilitiesListCache) {
  const findOr404 = findFacility(listCache)

  return async function routes(app: FastifyInstance) {
    // From memory, with an ETag: a guest whose copy is current gets a 304 and no body. The most
    // asked-for answer, so no hook runs that has nothing to do here: compressing 2 KB costs more
    // than it saves on the wire, and a GET has no body to decompress. A current copy in memory is
    // answered in the same turn (no promise to wait on), its bytes encoded once per list.
    const sendList = (req: FastifyRequest, reply: FastifyReply, snapshot: ListSnapshot) => {
      reply.header('etag', snapshot.etag)
      if (snapshot.staleSince !== undefined) reply.header(STALE_HEADER, snapshot.staleSince)
      if (matchesEtag(req.headers['if-none-match'], snapshot.etag)) return reply.code(304).send()
      return reply.type(JSON_TYPE).send(snapshot.bytes)
    }
    app.get<{ Querystring: LanguageQuery }>(
      '/facilities',
      {
        config: { access: 'public' },
        compress: false,
        decompress: false,
        schema: {
          summary: 'Every facility, in the order the hotel lists them',
          description:
            'While the database cannot be read, the last list read, marked `X-Hearth-Stale`. ' +
            'With `?lang=fr`, names and descriptions in that language where the staff wrote them.',
          querystring: LanguageQuery,
          response: {
            200: FacilityList,
            304: z.null().describe('Not modified'),
            ...errorAnswers(503),
          },
        },
      },
      (req, reply) => {
        const current = listCache.current(req.query.lang)
        // Fastify sends what a handler returns: answered here, it must return nothing.
        if (current) return void sendList(req, reply, current)
        return listCache.get(req.query.lang).then((snapshot) => sendList(req, reply, snapshot))
      },
    )

    app.get<{ Params: z.infer<typeof FacilityTypeParams>; Querystring: LanguageQuery }>(
      '/facilities/type/:type',
      {
        config: { access: 'public' },
        schema: {
          summary: 'The facilities of one type',
          params: FacilityTypeParams,
          querystring: LanguageQuery,
          response: { 200: FacilityList, ...errorAnswers(400, 503) },
        },
      },
      async (req, reply) => {
        const snapshot = await listCache.get(req.query.lang)
        reply.headers(staleHeaders(snapshot))
        return snapshot.list.filter((f) => f.type === req.params.type)
      },
    )

    app.get<{ Params: IdParams; Querystring: LanguageQuery }>(
      '/facilities/:id',
      {
        config: { access: 'public' },
        schema: {
          summary: 'One facility',
          params: FacilityIdParams,
          querystring: LanguageQuery,
          response: { 200: Facility, ...errorAnswers(400, 404, 503) },
        },
      },
      async (req) => {
        const facility = await findOr404(req.params.id)
        const { lang } = req.query
        if (lang === undefined) return facility
        return inLanguageOne(facility, await facilities.texts(facility._id), lang)
      },
    )

    app.post<{ Body: z.output<typeof NewFacility> }>(
      '/facilities',
      {
        // As the console's own add (issue 37): an owner's, or a script's with the token.
        config: { access: 'owner' },
        schema: {
          summary: 'Add a facility (an owner, or the admin token)',
          security: ADMIN_ONLY,
          body: NewFacility,
          response: { 201: Facility, ...errorAnswers(400, 401, 403, 413, 415, 503) },
        },
      },
      async (req, reply) => reply.code(201).send(await facilities.create(req.body)),
    )

    app.delete<{ Params: IdParams }>(
      '/facilities/:id',
      {
        config: { access: 'owner' },
        schema: {
          summary:
            'Remove a facility (an owner, or the admin token); its reservation requests are kept',
          security: ADMIN_ONLY,
          params: FacilityIdParams,
          response: { 204: z.null().describe('Removed'), ...errorAnswers(400, 401, 403, 404, 503) },
        },
      },
      async (req, reply) => {
        if (!(await facilities.delete(req.params.id))) {
          throw facilityNotFound(req.params.id)
        }
        return reply.code(204).send()
      },
    )
  }
}
