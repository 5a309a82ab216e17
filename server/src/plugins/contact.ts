// The contact form's messages under /api: a guest's message, stored with its staff notification.
import type { FastifyPluginAsync } from 'fastify'
import { contactRoutes } from '../http/guest/contact-routes'
import type { DomainOptions } from './domain-options'

export const contactPlugin: FastifyPluginAsync<DomainOptions> = async (api, { services }) => {
  await api.register(contactRoutes(services.contact, services.config.CONTACT_RATE_LIMIT))
}
