// The calendar's browser tests' fixtures: the staff's calendar as the API answers it, and guests'
// requests for nights counted from the hotel's today, each from a phone of its own.
import { addDays } from '../../contract/calendar-date'
import type { StaffCalendar } from '../../contract/staff-calendar'
import { type createFacility, reserve, reserveBody } from './api-fixtures'
import { shownReference } from './e2e-pwa-fixtures'
import { adminHeaders, api, type ApiTarget } from './server-process'

/** `GET /api/staff/calendar?days=14`, from the hotel's today. */
export async function staffCalendar(base: ApiTarget): Promise<StaffCalendar> {
  const res = await api(base, 'GET', '/api/staff/calendar?days=14', undefined, adminHeaders)
  if (res.status !== 200) throw new Error(`the calendar: ${res.status}`)
  return res.body as StaffCalendar
}

/**
 * Sends guests' requests to `base`: `name` for the nights `from` to `to` days after `today`;
 * each answers the request's reference as people read it.
 */
export function guestRequests(base: ApiTarget, today: string) {
  let phone = 0
  return async (
    room: Awaited<ReturnType<typeof createFacility>>,
    name: string,
    from: number,
    to: number,
  ) => {
    const body = reserveBody(room, {
      reservation_name: name,
      reservation_phone: `+234 803 555 ${String(phone++).padStart(4, '0')}`,
      dateRange: { from: addDays(today, from), to: addDays(today, to) },
    })
    const res = await reserve(base, room._id, body)
    if (res.status !== 200) throw new Error(`reserve: ${res.status} ${JSON.stringify(res.body)}`)
    return shownReference(body.reservation_id)
  }
}
