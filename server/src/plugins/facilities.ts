// The catalogue's domain under /api: the facilities list (served from its cache, which the site's
// pages read too: buildApp makes it once and hands it here) and a facility.
import type { FastifyPluginAsync } from 'fastify'
import type { FacilitiesListCache } from '../facilities/list-cache'
import { facilityRoutes } from '../http/guest/facility-routes'
import type { DomainOptions } from './domain-options'

export interface FacilitiesPluginOptions extends DomainOptions {
  listCache: FacilitiesListCache
}

export const facilitiesPlugin: FastifyPluginAsync<FacilitiesPluginOptions> = async (
  api,
  { services, listCache },
) => {
  await api.register(facilityRoutes(services.facilities, listCache))
}
