import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import type { z } from 'zod'
import { FacilityIdParams, type Facility } from '../../../../contract/facility'
import {
  Availability,
  NOTE_RULE,
  ReservationIdParams,
  ReservationList,
  ReservationListQuery,
  ReservationRefParams,
  ReservationStatusAnswer,
  ReserveBody,
  ReserveResult,
  QuoteQuery,
  StatusChangeBody,
  type ReserveRequest,
} from '../../../../contract/reservation'
import { QuoteAnswer } from '../../../../contract/rate-schemas'
import { ADMIN_ONLY, errorAnswers } from '../openapi'
import type { StaffActor } from '../../actor'
import type { ReservationRules, StatusAction } from '../../reservations/rules'

type IdParams = z.infer<typeof FacilityIdParams>

/** A POST without a body (the guest's cancel, a confirm without note) is read as `{}`. */
const noBodyIsEmpty: preValidationAsyncHookHandler = async (req) => {
  req.body ??= {}
}
type RefParams = z.infer<typeof ReservationRefParams>

/** Who the history names: the staff guard's actor when it ran, else the admin token's holder. */
const staffActor = (req: FastifyRequest): StaffActor => req.staffActor ?? { kind: 'token' }
type ReservationParams = z.infer<typeof ReservationIdParams>

/** What a change of status answers: the guest's view of the request, or the error JSON. */
const STATUS_CHANGE_ANSWERS = {
  200: ReservationStatusAnswer,
  ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503),
}

export function reservationRoutes(
  rules: ReservationRules,
  findFacility: (id: string) => Promise<Facility>,
  rateLimitPerMinute: number,
) {
  return async function routes(app: FastifyInstance) {
    // In this order: the OpenAPI document lists the paths as they are registered.
    facilityRoutes(app, rules, findFacility, rateLimitPerMinute)
    requestRoutes(app, rules)
  }
}

/** A facility's availability, and the guest's request for it. */
function facilityRoutes(
  app: FastifyInstance,
  rules: ReservationRules,
  findFacility: (id: string) => Promise<Facility>,
  rateLimitPerMinute: number,
) {
  app.get<{ Params: IdParams }>(
    '/facilities/:id/availability',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The days a facility is full, and the hotel calendar the dates must follow',
        params: FacilityIdParams,
        response: { 200: Availability, ...errorAnswers(400, 404, 503) },
      },
    },
    async (req) => rules.availability(await findFacility(req.params.id)),
  )

  app.get<{ Params: IdParams; Querystring: QuoteQuery }>(
    '/facilities/:id/quote',
    {
      config: { access: 'public' },
      schema: {
        summary: 'What a stay costs under the rates of the moment (minor units), or total null',
        description:
          'A 400 names the stay rule broken: `invalid_dates`, `too_many_guests`, ' +
          '`arrival_closed`, `stay_too_short`, `stay_too_long`.',
        params: FacilityIdParams,
        querystring: QuoteQuery,
        response: { 200: QuoteAnswer, ...errorAnswers(400, 404, 503) },
      },
    },
    async (req) => {
      const { from, to, guests } = req.query
      return rules.quote(await findFacility(req.params.id), { from, to, guests })
    },
  )

  app.put<{ Params: IdParams; Body: ReserveRequest }>(
    '/facilities/reserve/:id',
    {
      schema: {
        summary: 'Send a reservation request (idempotent on reservation_id)',
        params: FacilityIdParams,
        body: ReserveBody,
        response: { 200: ReserveResult, ...errorAnswers(400, 404, 409, 413, 415, 429, 503) },
      },
      config: {
        access: 'public',
        ...(rateLimitPerMinute > 0
          ? { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } }
          : {}),
      },
    },
    async (req) => rules.reserve(req.params.id, req.body),
  )
}

/** The requests: the staff's list and moves, the guest's status and cancel. */
function requestRoutes(app: FastifyInstance, rules: ReservationRules) {
  // The staff's list, a page at a time; the next page is named by a Link header (RFC 8288).
  // The token is checked first (onRequest): without it, nothing about the query is answered.
  app.get<{ Querystring: ReservationListQuery }>(
    '/reservations',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Reservation requests, newest first, a page at a time (staff)',
        description:
          'The next, older page is named by a `Link: <...>; rel="next"` header while there is one.',
        security: ADMIN_ONLY,
        querystring: ReservationListQuery,
        response: { 200: ReservationList, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      const { limit, before, status, facility } = req.query
      const { records, next } = await rules.listForStaff(limit, before, { status, facility })
      if (next) {
        // The route's own path (with its /api prefix), never the URL as the client spelled it;
        // the filters go along, so the next page is of the same list.
        const self = req.routeOptions.url ?? ''
        const filters =
          (status ? `&status=${status}` : '') +
          (facility !== undefined ? `&facility=${encodeURIComponent(facility)}` : '')
        reply.header('link', `<${self}?limit=${limit}&before=${next}${filters}>; rel="next"`)
      }
      return records
    },
  )

  // The guest's view of a request: public, keyed by the unguessable id the device made, and
  // never naming the guest (no name, phone or email in the answer).
  app.get<{ Params: ReservationParams }>(
    '/reservations/:id/status',
    {
      config: { access: 'public' },
      schema: {
        summary: "A request's status as its guest sees it (no name, phone or email)",
        params: ReservationIdParams,
        response: { 200: ReservationStatusAnswer, ...errorAnswers(400, 404, 503) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return rules.status(req.params.id)
    },
  )

  // Cancel: by the guest (no Authorization header; the id authorises, idempotent), or by the
  // staff (with the token; the reference or the id, and an optional note for the guest).
  app.post<{ Params: RefParams; Body: StatusChangeBody }>(
    '/reservations/:id/cancel',
    {
      // The guest without an Authorization header; with one, the admin token only.
      config: { access: 'guest' },
      preValidation: noBodyIsEmpty,
      schema: {
        summary: 'Cancel a request: the guest with its id, or the staff (token) with its reference',
        description:
          'Without an Authorization header, `id` must be the reservation_id (the guest). With ' +
          'the admin token, `id` may be the reference (any case, dash or not) and `note` is kept ' +
          'for the guest. Cancelling a cancelled request answers 200 as the first time.',
        params: ReservationRefParams,
        body: StatusChangeBody,
        response: STATUS_CHANGE_ANSWERS,
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      if (req.headers.authorization === undefined) return rules.cancelByGuest(req.params.id)
      return rules.changeByStaff(req.params.id, 'cancel', req.body.note, staffActor(req))
    },
  )

  const staffMoves: [StatusAction, string][] = [
    ['confirm', 'Confirm a received request (staff); capacity is checked again'],
    ['decline', 'Decline a received request (staff); `note` for the guest is required'],
    ['reinstate', 'Put back a stay the hotel cancelled (staff), while its nights are still free'],
  ]
  for (const [action, summary] of staffMoves) {
    app.post<{ Params: RefParams; Body: StatusChangeBody }>(
      `/reservations/:id/${action}`,
      {
        config: { access: 'staff' },
        preValidation: noBodyIsEmpty,
        schema: {
          summary,
          description:
            '`id` is the reference (any case, dash or not) or the reservation_id. Asking for ' +
            'the state a request is already in answers 200 as the first time. ' +
            NOTE_RULE +
            (action === 'reinstate'
              ? ' Reinstating confirms again a stay the hotel cancelled: 409 ' +
                '`not_reinstatable` for a request the guest cancelled, one never confirmed or ' +
                'one whose dates have passed; 409 `dates_unavailable` when its nights are no ' +
                'longer free (checked in the same lock as confirm). The guest is told.'
              : ''),
          security: ADMIN_ONLY,
          params: ReservationRefParams,
          body: StatusChangeBody,
          response: STATUS_CHANGE_ANSWERS,
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store')
        return rules.changeByStaff(req.params.id, action, req.body.note, staffActor(req))
      },
    )
  }
}
