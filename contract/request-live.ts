// The guest's live channel (issue 37): `GET /api/reservations/live?ids=<id>,<id>`, server-sent
// events telling the open /confirmation page the hotel's answer as soon as it is given. Keyed by
// the reservation_ids the device made (the id is the guest's key, as for the status route), and
// telling nothing but each of those requests' state: no name, phone, email, facility or dates.
import { z } from './zod'
import { RESERVATION_ID_PATTERN, RESERVATION_ID_RULE, ReservationStatusAnswer } from './reservation'

/** The stream's path under the API's prefix. */
export const REQUEST_LIVE_PATH = '/reservations/live'

/** Requests one stream follows at most: the device reads the answers of its newest 20. */
export const REQUEST_LIVE_IDS_MAX = 20

/** The events' names. */
export const REQUEST_LIVE_EVENTS = {
  /** A request's state: sent on opening (the catch-up of a reconnect) and on every change. */
  state: 'state',
  /** The hotel has no request of this id (not delivered yet, or a database restored earlier). */
  unknown: 'unknown',
} as const

/** The `state` event's data: what the guest's card shows of the hotel's answer, nothing more. */
export const RequestLiveState = ReservationStatusAnswer.pick({
  reservation_id: true,
  status: true,
  note: true,
  updated_at: true,
  hold_until: true,
})
export type RequestLiveState = z.infer<typeof RequestLiveState>

/** The `unknown` event's data. */
export const RequestLiveUnknown = z.object({ reservation_id: z.string() })

/** `?ids=`: one to REQUEST_LIVE_IDS_MAX reservation_ids, comma-separated (repeats count once). */
export const RequestLiveQuery = z.strictObject({
  ids: z
    .string({ error: 'must be a comma-separated list of reservation_ids' })
    .transform((text) => [...new Set(text.split(','))])
    .pipe(
      z
        .array(
          z
            .string()
            .regex(RESERVATION_ID_PATTERN, `each must be a reservation_id: ${RESERVATION_ID_RULE}`),
        )
        .min(1, 'must name at least one reservation_id')
        .max(REQUEST_LIVE_IDS_MAX, `must name at most ${REQUEST_LIVE_IDS_MAX} reservation_ids`),
    ),
})
export type RequestLiveQuery = z.output<typeof RequestLiveQuery>

/** The stream's address for these ids, under the API's base. */
export const requestLiveUrl = (apiBase: string, ids: readonly string[]) =>
  `${apiBase}${REQUEST_LIVE_PATH}?ids=${ids.map(encodeURIComponent).join(',')}`
