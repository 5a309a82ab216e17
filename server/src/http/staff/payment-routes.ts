// The staff's side of the money (issue 53): the hotel's payment policy and taxes (the owner's), a
// stay's money with each payment and refund and who recorded it, a payment the desk took (any
// signed-in person), a refund (the owner's), and the stays with money. HTTP only: the rules are
// facilities/terms-rules.ts, payments/stays.ts and payments/online.ts, which the CLI calls too.
import type { FastifyInstance } from 'fastify'
import { FacilityIdParams } from '../../../../contract/facility'
import {
  PolicyAnswer,
  PolicyChanges,
  TaxLine,
  TaxLines,
  TaxNameParams,
} from '../../../../contract/payment-schemas'
import { StaffRefParams } from '../../../../contract/staff'
import {
  RecordPaymentBody,
  RefundBody,
  StaffMoney,
  StaffPaymentsList,
} from '../../../../contract/staff-money'
import { z } from '../../../../contract/zod'
import { DomainError, facilityNotFound } from '../../domain-errors'
import type { Services } from '../../services'
import { errorAnswers } from '../openapi'
import { siteOrigin } from '../same-origin'
import { actorOf } from '../staff-auth'

const OWNER_ONLY = { access: 'owner' } as const
const STAFF = { access: 'staff' } as const

const TaxBody = TaxLine.omit({ name: true })
const PaymentsQuery = z.strictObject({ due: z.enum(['1', 'true']).optional() })

export function paymentRoutes(services: Services) {
  const { terms, stays, online, reservations } = services

  return async function routes(app: FastifyInstance) {
    app.get(
      '/payments/policy',
      {
        config: OWNER_ONLY,
        schema: { response: { 200: PolicyAnswer, ...errorAnswers(401, 403, 503) } },
      },
      async () => terms.policy(),
    )

    app.post<{ Body: PolicyChanges }>(
      '/payments/policy',
      {
        config: OWNER_ONLY,
        schema: {
          body: PolicyChanges,
          response: { 200: PolicyAnswer, ...errorAnswers(400, 401, 403, 413, 415, 503) },
        },
      },
      async (req) => {
        const view = await terms.setPolicy(req.body, actorOf(req))
        if (view === 'missing') throw new Error('the hotel policy has no facility to miss')
        return view
      },
    )

    app.post<{ Params: z.infer<typeof FacilityIdParams>; Body: PolicyChanges }>(
      '/facilities/:id/payment-policy',
      {
        config: OWNER_ONLY,
        schema: {
          params: FacilityIdParams,
          body: PolicyChanges,
          response: { 200: PolicyAnswer, ...errorAnswers(400, 401, 403, 404, 413, 415, 503) },
        },
      },
      async (req) => {
        const view = await terms.setPolicy(req.body, actorOf(req), req.params.id)
        if (view === 'missing') throw facilityNotFound(req.params.id)
        return view
      },
    )

    app.post<{ Params: z.infer<typeof FacilityIdParams> }>(
      '/facilities/:id/payment-policy/remove',
      {
        config: OWNER_ONLY,
        schema: {
          params: FacilityIdParams,
          response: { 200: PolicyAnswer, ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req) => {
        await terms.clearFacilityPolicy(req.params.id)
        return terms.policy()
      },
    )

    app.get(
      '/taxes',
      {
        config: OWNER_ONLY,
        schema: { response: { 200: TaxLines, ...errorAnswers(401, 403, 503) } },
      },
      async () => terms.taxes(),
    )

    app.post<{ Params: z.infer<typeof TaxNameParams>; Body: z.infer<typeof TaxBody> }>(
      '/taxes/:name',
      {
        config: OWNER_ONLY,
        schema: {
          params: TaxNameParams,
          body: TaxBody,
          response: { 200: TaxLines, ...errorAnswers(400, 401, 403, 413, 415, 503) },
        },
      },
      async (req) => {
        await terms.setTax({ name: req.params.name, ...req.body })
        return terms.taxes()
      },
    )

    app.post<{ Params: z.infer<typeof TaxNameParams> }>(
      '/taxes/:name/remove',
      {
        config: OWNER_ONLY,
        schema: {
          params: TaxNameParams,
          response: { 200: TaxLines, ...errorAnswers(400, 401, 403, 404, 503) },
        },
      },
      async (req) => {
        if (!(await terms.removeTax(req.params.name))) {
          throw new DomainError(
            'not_found',
            'tax_not_found',
            `No tax is named "${req.params.name}".`,
          )
        }
        return terms.taxes()
      },
    )

    app.get<{ Querystring: z.infer<typeof PaymentsQuery> }>(
      '/payments',
      {
        config: STAFF,
        schema: {
          querystring: PaymentsQuery,
          response: { 200: StaffPaymentsList, ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req) => stays.list(req.query.due !== undefined),
    )

    app.get<{ Params: StaffRefParams }>(
      '/requests/:ref/money',
      {
        config: STAFF,
        schema: {
          params: StaffRefParams,
          response: { 200: StaffMoney, ...errorAnswers(400, 401, 403, 404, 503) },
        },
      },
      async (req) => {
        const row = await reservations.rowForStaff(req.params.ref)
        return stays.staffView(row, siteOrigin(services.config.PUBLIC_URL, req))
      },
    )

    app.post<{ Params: StaffRefParams; Body: RecordPaymentBody }>(
      '/requests/:ref/payments',
      {
        config: STAFF,
        schema: {
          params: StaffRefParams,
          body: RecordPaymentBody,
          response: { 201: StaffMoney, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (req, reply) => {
        const row = await reservations.rowForStaff(req.params.ref)
        const { amount, method, reference, note } = req.body
        await stays.record(
          row,
          {
            amount,
            method,
            ...(reference ? { reference } : {}),
            ...(note ? { note } : {}),
          },
          actorOf(req),
        )
        req.log.info(
          { reservation: row.reservation_id, method, by: actorOf(req).kind },
          'payment recorded',
        )
        return reply
          .code(201)
          .send(await stays.staffView(row, siteOrigin(services.config.PUBLIC_URL, req)))
      },
    )

    app.post<{ Params: StaffRefParams; Body: RefundBody }>(
      '/requests/:ref/refunds',
      {
        config: OWNER_ONLY,
        schema: {
          params: StaffRefParams,
          body: RefundBody,
          response: { 201: StaffMoney, ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (req, reply) => {
        const row = await reservations.rowForStaff(req.params.ref)
        await online.refund(
          row,
          {
            ...(req.body.amount !== undefined && { amount: req.body.amount }),
            ...(req.body.note ? { note: req.body.note } : {}),
          },
          actorOf(req),
        )
        req.log.info({ reservation: row.reservation_id, by: actorOf(req).kind }, 'refund made')
        return reply
          .code(201)
          .send(await stays.staffView(row, siteOrigin(services.config.PUBLIC_URL, req)))
      },
    )
  }
}
