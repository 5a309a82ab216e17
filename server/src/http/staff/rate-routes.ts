// The console's rate editor (issue 40), an owner's: a facility's rate rules read with the hotel's
// currency and today (the editor's amounts and its 60-day preview), a rule added (a second base is
// refused, 409 base_exists), a rule's terms changed in place (issue 51: the fields given; the
// others kept), a rule removed. HTTP only: the rules are checked by contract/rate-schemas.ts
// NewRateRule (400 with its sentence); the rates' rules (facilities/rates-rules.ts) refuse a change
// that would leave rules that cannot be together (409 rates_conflict) or could price a stay past
// the exact range with the hotel's MAX_STAY_DAYS (400 amount_too_large, naming the largest amount
// that fits: contract/rate-bounds.ts); the repository announces each change on the facilities'
// feed, so the facilities list, the quotes and the Rates page show it at once.
import type { FastifyInstance } from 'fastify'
import { FacilityIdParams } from '../../../../contract/facility'
import {
  NewRateRule,
  type ParsedNewRateRule,
  RateChangesBody,
} from '../../../../contract/rate-schemas'
import {
  StaffRateAdded,
  StaffRateChanged,
  StaffRateParams,
  StaffRateRemoved,
  StaffRates,
} from '../../../../contract/staff-rates'
import type { z } from '../../../../contract/zod'
import { hotel } from '../../../../src/server-shared'
import { facilityNotFound, rateNotFound, ratesRefused } from '../../domain-errors'
import { hotelToday } from '../../hotel-dates'
import type { Services } from '../../services'
import { errorAnswers } from '../openapi'
import { actorOf } from '../staff-auth'

/** Every call here is an owner's: refused (403) before its body is read. */
const OWNER_ONLY = { access: 'owner' } as const

type IdParams = z.infer<typeof FacilityIdParams>

export function rateRoutes(services: Services) {
  const { rates, facilities } = services
  const today = hotelToday(services.config.HOTEL_TIMEZONE)
  const clock = services.now ?? (() => new Date())

  return async function routes(app: FastifyInstance) {
    app.get<{ Params: IdParams }>(
      '/facilities/:id/rates',
      {
        config: OWNER_ONLY,
        schema: {
          params: FacilityIdParams,
          response: { 200: StaffRates, ...errorAnswers(400, 401, 403, 404, 503) },
        },
      },
      async (req) => {
        if (!(await facilities.find(req.params.id))) throw facilityNotFound(req.params.id)
        return {
          currency: hotel.currency,
          today: today(clock()),
          rules: await rates.of(req.params.id),
        }
      },
    )

    app.post<{ Params: IdParams; Body: ParsedNewRateRule }>(
      '/facilities/:id/rates',
      {
        config: OWNER_ONLY,
        schema: {
          params: FacilityIdParams,
          body: NewRateRule,
          response: {
            201: StaffRateAdded,
            ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503),
          },
        },
      },
      async (req, reply) => {
        const added = await rates.add(req.params.id, req.body, clock())
        if (added === 'missing') throw facilityNotFound(req.params.id)
        if ('refused' in added) throw ratesRefused(added)
        req.log.info(
          {
            facility: req.params.id,
            rule: added.rule.id,
            by: actorOf(req).kind,
          },
          'rate rule added (console)',
        )
        return reply.code(201).send(added.rule)
      },
    )

    app.post<{ Params: z.infer<typeof StaffRateParams>; Body: RateChangesBody }>(
      '/rates/:id',
      {
        config: OWNER_ONLY,
        schema: {
          params: StaffRateParams,
          body: RateChangesBody,
          response: {
            200: StaffRateChanged,
            ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503),
          },
        },
      },
      async (req) => {
        const changed = await rates.change(req.params.id, req.body)
        if (!changed) throw rateNotFound(req.params.id)
        if ('refused' in changed) throw ratesRefused(changed)
        req.log.info(
          {
            facility: changed.facility_id,
            rule: changed.rule.id,
            fields: Object.keys(req.body),
            by: actorOf(req).kind,
          },
          'rate rule changed (console)',
        )
        return changed
      },
    )

    app.post<{ Params: z.infer<typeof StaffRateParams> }>(
      '/rates/:id/remove',
      {
        config: OWNER_ONLY,
        schema: {
          params: StaffRateParams,
          response: {
            200: StaffRateRemoved,
            ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503),
          },
        },
      },
      async (req) => {
        const removed = await rates.remove(req.params.id)
        if (!removed) throw rateNotFound(req.params.id)
        if ('refused' in removed) throw ratesRefused(removed)
        req.log.info(
          { facility: removed.facility_id, rule: removed.id, by: actorOf(req).kind },
          'rate rule removed (console)',
        )
        return { id: removed.id, facility_id: removed.facility_id, removed: true as const }
      },
    )
  }
}
