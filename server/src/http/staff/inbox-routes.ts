// The console's inbox over HTTP (issue 27): what needs an answer, the stays coming up, every
// request searched and paged, one request with its history, and the answers. HTTP only: the rules
// (reservations/rules.ts) decide, the same ones the CLI and /api/reservations use.
// Every answer, refusals included, is `no-store` (a guest's name and phone are never kept by a
// browser or a proxy) and `noindex`. Hidden from the OpenAPI document: the console's own API.
import type {
  FastifyInstance,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify'
import {
  StaffInbox,
  StaffMoveBody,
  StaffRefParams,
  StaffRequestDetail,
  type GuestTold,
  StaffRequestPage,
  StaffRequestQuery,
} from '../../../../contract/staff'
import { actorOf } from '../staff-auth'
import { errorAnswers } from '../openapi'
import type { ReservationRules, StatusAction } from '../../reservations/rules'

export const STAFF_ANSWER_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
} as const

/** Every staff answer, a 401 too: set before the guard runs, so a refusal carries them. */
export const staffAnswerHeaders: onRequestAsyncHookHandler = async (_req, reply) => {
  reply.headers(STAFF_ANSWER_HEADERS)
}

/** A POST without a body reads as `{}` (a script's confirm without note). */
const noBodyIsEmpty: preValidationAsyncHookHandler = async (req) => {
  req.body ??= {}
}

export interface InboxRouteOptions {
  /** How the guest will be told of an answer (push/guest-notifications.ts). */
  guestTold: (reservationId: string) => Promise<GuestTold>
  /** A confirmed stay's unit and the units it may move to (issue 54: frontdesk/desk.ts). */
  unitFacts: (
    reservationId: string,
  ) => Promise<{ unit: string | null; free_units: string[] } | undefined>
}

const MOVES: StatusAction[] = ['confirm', 'decline', 'cancel', 'reinstate']

export function inboxRoutes(rules: ReservationRules, options: InboxRouteOptions) {
  const { guestTold, unitFacts } = options
  const details = async (ref: string) => {
    const found = await rules.detailsForStaff(ref)
    const units = await unitFacts(found.record.reservation_id)
    return {
      ...found,
      ...(units && {
        record: { ...found.record, unit: units.unit },
        free_units: units.free_units,
      }),
      timeZone: rules.timeZone,
      guest_told: await guestTold(found.record.reservation_id),
    }
  }
  return async function routes(app: FastifyInstance) {
    app.addHook('onRequest', staffAnswerHeaders)

    app.get(
      '/inbox',
      {
        config: { access: 'staff' },
        schema: { response: { 200: StaffInbox, ...errorAnswers(401, 403, 503) } },
      },
      async () => rules.inbox(),
    )

    app.get<{ Querystring: StaffRequestQuery }>(
      '/requests',
      {
        config: { access: 'staff' },
        schema: {
          querystring: StaffRequestQuery,
          response: { 200: StaffRequestPage, ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req) => {
        const { q, status, facility, before, limit } = req.query
        return rules.searchForStaff(q, limit, before, { status, facility })
      },
    )

    app.get<{ Params: StaffRefParams }>(
      '/requests/:ref',
      {
        config: { access: 'staff' },
        schema: {
          params: StaffRefParams,
          response: { 200: StaffRequestDetail, ...errorAnswers(400, 401, 403, 404, 503) },
        },
      },
      async (req) => details(req.params.ref),
    )

    for (const action of MOVES) {
      app.post<{ Params: StaffRefParams; Body: StaffMoveBody }>(
        `/requests/:ref/${action}`,
        {
          // Any signed-in person (the front desk answers requests), or the admin token.
          config: { access: 'staff' },
          preValidation: noBodyIsEmpty,
          schema: {
            params: StaffRefParams,
            body: StaffMoveBody,
            response: {
              200: StaffRequestDetail,
              ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503),
            },
          },
        },
        async (req) => {
          const { note, expected_status } = req.body
          const answer = await rules.changeByStaff(
            req.params.ref,
            action,
            note,
            actorOf(req),
            expected_status,
          )
          return details(answer.reservation_id)
        },
      )
    }
  }
}
