// The console's notifications (issue 29): every delivery of a staff notification, as the CLI's
// `notifications list` shows it, newest first and paged; and "Try again now" for a failed one
// (anyone of the staff: front desk too). HTTP only: notifications/staff-deliveries.ts decides.
// The staff API's app-wide hooks give these their same-origin check, no-store and noindex.
import type { FastifyPluginAsync } from 'fastify'
import { StaffEmptyBody } from '../../../../contract/staff'
import {
  StaffDelivery,
  StaffDeliveryParams,
  StaffNotificationsPage,
  StaffNotificationsQuery,
} from '../../../../contract/staff-messages'
import { errorAnswers } from '../openapi'
import { staffDeliveries } from '../../notifications/staff-deliveries'
import { outboxRepository } from '../../notifications/outbox-repository'
import type { Services } from '../../services'
import { staffAnswerHeaders } from './inbox-routes'
import { staffListPage } from './staff-list-page'

export function notificationsRoutes(services: Services): FastifyPluginAsync {
  const { config, database, notifications } = services
  const deliveries = staffDeliveries(outboxRepository(database.db), {
    channels: notifications.outbox.channels,
    staffChannels: notifications.outbox.staffChannels,
  })
  return async (app) => {
    app.addHook('onRequest', staffAnswerHeaders)

    staffListPage(
      app,
      '/notifications',
      { query: StaffNotificationsQuery, page: StaffNotificationsPage },
      config.HOTEL_TIMEZONE,
      (query) =>
        deliveries.page({
          failed: query.failed === 'true',
          limit: query.limit,
          before: query.before,
        }),
    )

    app.post<{ Params: StaffDeliveryParams }>(
      '/notifications/:event_id/:channel/retry',
      {
        config: { access: 'staff' },
        schema: {
          params: StaffDeliveryParams,
          body: StaffEmptyBody,
          response: { 200: StaffDelivery, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (req) => deliveries.retry(req.params),
    )
  }
}
