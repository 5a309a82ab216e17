// The guest's live channel (issue 37): `GET /api/reservations/live?ids=<id>,<id>`, server-sent
// events telling the open /confirmation page the hotel's answer as soon as it is given. Keyed by
// the reservation_ids the device made (the id is the guest's key, as for the status route), and
// telling nothing but each of those requests' state: no name, phone, email, facility or dates.
import { z } from './zod'
import { REQUEST_LIVE_IDS_MAX } from './request-live-names'
import { RESERVATION_ID_PATTERN, RESERVATION_ID_RULE, ReservationStatusAnswer } from './reservation'

/** The `state` event's data: what the guest's card shows of the hotel's answer, nothing more. */
export const RequestLiveState = ReservationStatusAnswer.pick({
  reservation_id: true,
  status: true,
  note: true,
  updated_at: true,
  hold_until: true,
  stay_path: true,
  checked_in: true,
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

export * from './request-live-names'
