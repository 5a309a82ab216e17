// The front desk's day (issue 54): the units and their states (housekeeping's too), the owner's
// naming of a facility's units, the day's lists, and the desk's moves on a stay. HTTP only: the
// rules are frontdesk/, which the CLI calls too.
import type { FastifyInstance } from 'fastify'
import { FacilityIdParams } from '../../../../contract/facility'
import {
  CheckInBody,
  DeskAnswer,
  DeskDay,
  DeskDayQuery,
  ExtendBody,
  HousekeepingDay,
  MoveBody,
  Unit,
  UnitList,
  UnitNamesBody,
  UnitParams,
  UnitStateBody,
} from '../../../../contract/frontdesk'
import { StaffEmptyBody, StaffRefParams } from '../../../../contract/staff'
import type { z } from '../../../../contract/zod'
import type { Services } from '../../services'
import { errorAnswers } from '../openapi'
import { actorOf } from '../staff-auth'

const STAFF = { access: 'staff' } as const
const HOUSEKEEPING = { access: 'housekeeping' } as const
const OWNER_ONLY = { access: 'owner' } as const

type Ref = z.infer<typeof StaffRefParams>
const moveAnswers = { 200: DeskAnswer, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503) }

export function frontDeskRoutes(services: Services) {
  const desk = services.frontDesk

  return async function routes(app: FastifyInstance) {
    app.get(
      '/units',
      {
        config: HOUSEKEEPING,
        schema: { response: { 200: UnitList, ...errorAnswers(401, 403, 503) } },
      },
      async () => ({ units: await desk.units.list() }),
    )

    app.post<{ Params: z.infer<typeof FacilityIdParams>; Body: UnitNamesBody }>(
      '/facilities/:id/units',
      {
        config: OWNER_ONLY,
        schema: {
          params: FacilityIdParams,
          body: UnitNamesBody,
          response: { 200: UnitList, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (req) => ({ units: await desk.units.setNames(req.params.id, req.body.names) }),
    )

    app.post<{ Params: z.infer<typeof UnitParams>; Body: UnitStateBody }>(
      '/units/:unit/state',
      {
        config: HOUSEKEEPING,
        schema: {
          params: UnitParams,
          body: UnitStateBody,
          response: { 200: Unit, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (req) => desk.units.setState(req.params.unit, req.body, actorOf(req)),
    )

    app.get<{ Querystring: z.infer<typeof DeskDayQuery> }>(
      '/housekeeping',
      {
        config: HOUSEKEEPING,
        schema: {
          querystring: DeskDayQuery,
          response: { 200: HousekeepingDay, ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req) => desk.housekeeping(req.query.date),
    )

    app.get<{ Querystring: z.infer<typeof DeskDayQuery> }>(
      '/today',
      {
        config: STAFF,
        schema: {
          querystring: DeskDayQuery,
          response: { 200: DeskDay, ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req) => desk.today(req.query.date),
    )

    app.post<{ Params: Ref; Body: CheckInBody }>(
      '/stays/:ref/check-in',
      {
        config: STAFF,
        schema: { params: StaffRefParams, body: CheckInBody, response: moveAnswers },
      },
      async (req) => desk.checkIn(req.params.ref, req.body.unit, actorOf(req)),
    )

    app.post<{ Params: Ref }>(
      '/stays/:ref/check-out',
      {
        config: STAFF,
        schema: { params: StaffRefParams, body: StaffEmptyBody, response: moveAnswers },
      },
      async (req) => desk.checkOut(req.params.ref, actorOf(req)),
    )

    app.post<{ Params: Ref }>(
      '/stays/:ref/no-show',
      {
        config: STAFF,
        schema: { params: StaffRefParams, body: StaffEmptyBody, response: moveAnswers },
      },
      async (req) => desk.noShow(req.params.ref, actorOf(req)),
    )

    app.post<{ Params: Ref; Body: MoveBody }>(
      '/stays/:ref/move',
      { config: STAFF, schema: { params: StaffRefParams, body: MoveBody, response: moveAnswers } },
      async (req) => desk.move(req.params.ref, req.body.unit, actorOf(req)),
    )

    app.post<{ Params: Ref; Body: ExtendBody }>(
      '/stays/:ref/extend',
      {
        config: STAFF,
        schema: { params: StaffRefParams, body: ExtendBody, response: moveAnswers },
      },
      async (req) => desk.extend(req.params.ref, req.body.to, actorOf(req)),
    )
  }
}
