// The booking sites' feeds of the hotel's nights under /api (issue 39): the export side of the
// calendars shared with Airbnb and Booking.com.
import type { FastifyPluginAsync } from 'fastify'
import { channelExportRoutes } from '../http/channel-export-routes'
import type { DomainOptions } from './domain-options'

export const channelExportPlugin: FastifyPluginAsync<DomainOptions> = async (api, { services }) => {
  await api.register(channelExportRoutes(services.channelExport))
}
