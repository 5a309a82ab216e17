// Stays for the front desk's browser tests (issue 54): a guest's request sent as the site sends
// it and confirmed by the hotel (the admin token), its reference as the console shows it; and the
// staff API called with the admin token, answered 200.
import { expect } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import type { FacilityType } from '../../contract/facility'
import { reserve, reserveBody } from './api-fixtures'
import { shownReference } from './e2e-pwa-fixtures'
import { adminHeaders, api, type ApiTarget } from './server-process'

/** The staff API as the admin token calls it; the answer's body, after a 200. */
export async function staffCall(target: ApiTarget, path: string, body?: unknown) {
  const res = await api(target, body ? 'POST' : 'GET', path, body, adminHeaders)
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200)
  return res.body
}

let phones = 0

/** `name`'s confirmed stay of `facility`, from `today` + `from` days to `today` + `to`. */
export async function confirmedStay(
  target: ApiTarget,
  facility: { _id: string; type: FacilityType },
  stay: { name: string; today: string; from: number; to: number },
): Promise<string> {
  const body = reserveBody(facility, {
    reservation_name: stay.name,
    // A number of its own: the site holds one waiting request per phone and facility.
    reservation_phone: `+234 803 556 ${String(phones++).padStart(4, '0')}`,
    dateRange: { from: addDays(stay.today, stay.from), to: addDays(stay.today, stay.to) },
  })
  const sent = await reserve(target, facility._id, body)
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  const reference = await shownReference(body.reservation_id)
  await staffCall(target, `/api/staff/requests/${reference}/confirm`, {})
  return reference
}
