// The guest's Web Push under /api: the server's public key and a request's subscriptions.
import type { FastifyPluginAsync } from 'fastify'
import { pushRoutes } from '../http/guest/push-routes'
import type { DomainOptions } from './domain-options'

export const pushPlugin: FastifyPluginAsync<DomainOptions> = async (api, { services }) => {
  await api.register(pushRoutes(services.push, services.config.RESERVE_RATE_LIMIT))
}
