// The console's messages (issue 29): the guests' contact messages, newest first and paged, with
// how many are not yet handled, and "Mark as handled" (anyone of the staff: front desk too). HTTP
// only: the contact rules (contact/rules.ts) decide, the same ones the CLI's `messages` reads.
// The staff API's app-wide hooks give these their same-origin check, no-store and noindex.
import type { FastifyPluginAsync } from 'fastify'
import { StaffEmptyBody } from '../../../../contract/staff'
import {
  StaffMessage,
  StaffMessageParams,
  StaffMessagesPage,
  StaffMessagesQuery,
} from '../../../../contract/staff-messages'
import { errorAnswers } from '../openapi'
import { actorOf } from '../staff-auth'
import type { Services } from '../../services'
import { staffAnswerHeaders } from './inbox-routes'
import { staffListPage } from './staff-list-page'

export function messagesRoutes(services: Services): FastifyPluginAsync {
  const { contact, config } = services
  return async (app) => {
    app.addHook('onRequest', staffAnswerHeaders)

    staffListPage(
      app,
      '/messages',
      { query: StaffMessagesQuery, page: StaffMessagesPage },
      config.HOTEL_TIMEZONE,
      (query) => contact.pageForStaff(query.limit, query.before),
    )

    app.post<{ Params: StaffMessageParams }>(
      '/messages/:id/handled',
      {
        config: { access: 'staff' },
        schema: {
          params: StaffMessageParams,
          body: StaffEmptyBody,
          response: { 200: StaffMessage, ...errorAnswers(400, 401, 403, 404, 413, 415, 503) },
        },
      },
      async (req) => contact.markHandled(req.params.id, actorOf(req)),
    )
  }
}
