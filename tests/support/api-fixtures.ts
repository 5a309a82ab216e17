// Helpers for the API tests: dates from today, a facility of one's own, a valid reserve payload.
import { nanoid } from 'nanoid'
import { addDays, todayIn } from '../../contract/calendar-date'
import type { FacilityType } from '../../contract/facility'
import { adminHeaders, api, type ApiTarget } from './server-process'

export const today = () => todayIn('UTC')
export const inDays = (n: number) => addDays(today(), n)

/**
 * A fresh id, as the site makes them (nanoid: 21 random symbols), after `prefix`: a valid
 * reservation_id (contract's RESERVATION_ID_PATTERN: 16 to 64 symbols) whatever the prefix's
 * length up to 43, and a unique facility name.
 */
export const uniqueId = (prefix = 'r') => `${prefix}${nanoid()}`

export async function createFacility(
  base: ApiTarget,
  over: { type?: FacilityType; capacity?: number; name?: string } = {},
): Promise<{ _id: string; type: FacilityType; capacity: number; name: string }> {
  const res = await api(
    base,
    'POST',
    '/api/facilities',
    {
      type: over.type ?? 'room',
      name: over.name ?? `Test room ${uniqueId()}`,
      desc: 'For tests',
      img: '/images/facilities/family-room-800.webp',
      ...(over.capacity === undefined ? {} : { capacity: over.capacity }),
    },
    adminHeaders,
  )
  if (res.status !== 201)
    throw new Error(`create facility: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body as never
}

export function reserveBody(
  facility: { _id: string; type: FacilityType },
  over: Record<string, unknown> = {},
) {
  return {
    facility_id: facility._id,
    facility_type: facility.type,
    reservation_id: uniqueId(),
    reservation_name: 'Ada Obi',
    reservation_phone: '+234 803 555 0142',
    reservation_email: '',
    dateRange: { from: inDays(10), to: inDays(12) },
    ...over,
  }
}

export const reserve = (base: ApiTarget, id: string, body: unknown) =>
  api(base, 'PUT', `/api/facilities/reserve/${encodeURIComponent(id)}`, body)

/** Every stored request, newest first, following the list's `rel="next"` links page by page. */
export async function storedReservations(base: ApiTarget) {
  const all: { reservation_id: string; name: string; phone: string; facility_id: string }[] = []
  let next: string | undefined = '/api/reservations?limit=1000'
  while (next) {
    const res = await api(base, 'GET', next, undefined, adminHeaders)
    if (res.status !== 200) throw new Error(`list reservations: ${res.status}`)
    all.push(...(res.body as typeof all))
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1]
  }
  return all
}
