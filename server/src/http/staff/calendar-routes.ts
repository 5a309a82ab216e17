// The console's calendar (issue 29): `GET /api/staff/calendar?from=&days=`, every facility's
// nights or days with what holds them. HTTP only: the reservation rules count (rules.calendar),
// with the same arithmetic as the no-overbooking check and the guest's picker. Any signed-in
// person may read it (the front desk answers the phone with it).
import type { FastifyPluginAsync } from 'fastify'
import { StaffCalendar, StaffCalendarQuery } from '../../../../contract/staff-calendar'
import { errorAnswers } from '../openapi'
import type { Services } from '../../services'

export function calendarRoutes(services: Services): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: StaffCalendarQuery }>(
      '/calendar',
      {
        config: { access: 'staff' },
        schema: {
          querystring: StaffCalendarQuery,
          response: { 200: StaffCalendar, ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req) => services.reservations.calendar(req.query.from, req.query.days),
    )
  }
}
