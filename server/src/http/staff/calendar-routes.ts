// The console's calendar (issue 29): `GET /api/staff/calendar?from=&days=`, every facility's
// nights or days with what holds them. HTTP only: the reservation rules count (rules.calendar),
// with the same arithmetic as the no-overbooking check and the guest's picker. Any signed-in
// person may read it (the front desk answers the phone with it).
import type { FastifyPluginAsync } from 'fastify'
import type { UnitState } from '../../../../contract/frontdesk'
import { StaffCalendar, StaffCalendarQuery } from '../../../../contract/staff-calendar'
import { laneNumbers } from '../../frontdesk/calendar-units'
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
      async (req) => staffCalendar(services, req.query.from, req.query.days),
    )
  }
}

/**
 * The calendar from `from` (the hotel's today when undefined) for `days` days, as the API answers
 * it: the reservation rules' rows, each with the units it draws a lane for (issue 54: a facility of
 * many units, per unit used in the window: frontdesk/calendar-units.ts), and only those listed.
 * The console's calendar page drawn by the server reads it too (staff-first-screen.ts).
 */
export async function staffCalendar(
  services: Services,
  from: string | undefined,
  days: number,
): Promise<StaffCalendar> {
  const calendar = await services.reservations.calendar(from, days)
  const lanes = new Map(
    calendar.facilities.map((row) => [
      row.facility_id,
      laneNumbers(row.capacity, [
        ...row.bars.map((bar) => bar.unit),
        ...(row.imports ?? []).map((block) => block.unit),
      ]),
    ]),
  )
  const units = await services.frontDesk.units.list((f) => lanes.get(f._id) ?? [])
  const byFacility = new Map<string, { number: number; name: string; state: UnitState }[]>()
  for (const { facility_id, number, name, state } of units) {
    const list = byFacility.get(facility_id) ?? []
    list.push({ number, name, state })
    byFacility.set(facility_id, list)
  }
  return {
    ...calendar,
    facilities: calendar.facilities.map((row) => ({
      ...row,
      units: byFacility.get(row.facility_id) ?? [],
    })),
  }
}
