// A confirmed stay's page and paying it (issue 53) under /api: the guest's stay API, its receipts
// and Paystack's webhook. The staff's side of the money is in the staff console's plugin.
import type { FastifyPluginAsync } from 'fastify'
import { stayRoutes } from '../http/guest/stay-routes'
import type { DomainOptions } from './domain-options'

export const paymentsPlugin: FastifyPluginAsync<DomainOptions> = async (api, { services }) => {
  await api.register(stayRoutes(services))
}
