// The guest's stay page's API (issue 53) and Paystack's webhook. Public: the stay's token is the
// secret (192 bits), and a wrong token answers the same 404 as none. The page names no guest and
// no phone (contract/stay.ts); a receipt, which is the guest's own paper, names the guest. Every
// answer is `no-store`: money changes, and a shared cache must never keep a stay.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  PayAnswer,
  PayBody,
  ReturnAnswer,
  ReturnBody,
  StayAnswer,
  StayParams,
} from '../../../../contract/stay'
import { z } from '../../../../contract/zod'
import { DomainError } from '../../domain-errors'
import { PAYSTACK_SIGNATURE_HEADER } from '../../payments/paystack'
import type { Receipt } from '../../payments/receipt'
import { receiptHtml } from '../../payments/receipt-html'
import { receiptPdf } from '../../payments/receipt-pdf'
import type { Services } from '../../services'
import { HttpError } from '../errors'
import { errorAnswers } from '../openapi'
import { siteOrigin } from '../same-origin'

const ReceiptParams = z.object({ token: z.string().max(200), number: z.string().max(40) })

type Token = z.infer<typeof StayParams>

const PUBLIC = { access: 'public' } as const

export function stayRoutes(services: Services) {
  const { stays, online } = services
  /** The stay's page, where Paystack sends the guest back (its language's path). */
  const stayPage = (req: FastifyRequest, token: string, language: string) =>
    `${siteOrigin(services.config.PUBLIC_URL, req)}${language === 'fr' ? '/fr' : ''}/stay/${token}`
  /** The stay as its page shows it, with the hotel's zone its deadlines are written in. */
  const viewOf = async (token: string): Promise<StayAnswer> => ({
    ...(await stays.view(token)),
    time_zone: services.config.HOTEL_TIMEZONE,
  })

  async function receiptOf(token: string, number: string) {
    const row = await stays.rowOf(token)
    const receipt = row && (await stays.receipt(row, number))
    if (!receipt) {
      throw new DomainError('not_found', 'not_found', 'This stay has no receipt of that number.')
    }
    return receipt
  }

  return async function routes(app: FastifyInstance) {
    app.get<{ Params: Token }>(
      '/stays/:token',
      {
        config: PUBLIC,
        schema: {
          summary: "A confirmed stay's page: its price, what is paid and due, how to pay",
          params: StayParams,
          response: { 200: StayAnswer, ...errorAnswers(400, 404, 503) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store')
        return viewOf(req.params.token)
      },
    )

    app.post<{ Params: Token; Body: z.infer<typeof PayBody> }>(
      '/stays/:token/pay',
      {
        config: PUBLIC,
        schema: {
          summary: "Start paying what the stay asks now with Paystack: its checkout's address",
          description:
            'The amount is the server’s: what is left of the deposit, else what is due. `email` ' +
            'only when the request had none (Paystack needs one).',
          params: StayParams,
          body: PayBody,
          response: { 200: PayAnswer, ...errorAnswers(400, 404, 409, 413, 415, 503) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store')
        const view = await stays.view(req.params.token)
        return online.start(
          req.params.token,
          req.body.email,
          stayPage(req, req.params.token, view.language),
        )
      },
    )

    app.post<{ Params: Token; Body: z.infer<typeof ReturnBody> }>(
      '/stays/:token/return',
      {
        config: PUBLIC,
        schema: {
          summary: 'The guest back from Paystack: the payment verified with Paystack, then counted',
          params: StayParams,
          body: ReturnBody,
          response: { 200: ReturnAnswer, ...errorAnswers(400, 404, 413, 415, 503) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store')
        const outcome = await online.afterReturn(req.params.token, req.body.reference)
        return { outcome, stay: await viewOf(req.params.token) }
      },
    )

    app.post<{ Params: Token }>(
      '/stays/:token/cancel',
      {
        config: PUBLIC,
        schema: {
          summary: 'The guest cancels the stay from its page: what the policy gives back goes back',
          description:
            'The stay page shows first what comes back (`cancel` in the stay). The same as the ' +
            'site’s own cancel of the request: the stay’s nights are freed, the staff told.',
          params: StayParams,
          response: { 200: StayAnswer, ...errorAnswers(400, 404, 409, 503) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store')
        const row = await stays.rowOf(req.params.token)
        if (!row) await stays.view(req.params.token) // the same 404 as the page's
        await services.reservations.cancelByGuest(row!.reservation_id)
        return stays.view(req.params.token)
      },
    )

    // A receipt as a page to print, and as a PDF: the same facts (payments/receipt.ts).
    const receiptAnswers = [
      ['', 'as a page to print', 'text/html; charset=utf-8', async (r: Receipt) => receiptHtml(r)],
      ['/pdf', 'as a PDF', 'application/pdf', receiptPdf],
    ] as const
    for (const [suffix, summary, type, render] of receiptAnswers) {
      app.get<{ Params: z.infer<typeof ReceiptParams> }>(
        `/stays/:token/receipts/:number${suffix}`,
        {
          config: PUBLIC,
          schema: {
            summary: `A receipt of the stay, ${summary}`,
            params: ReceiptParams,
            response: { ...errorAnswers(400, 404, 503) },
          },
        },
        async (req, reply) => {
          const receipt = await receiptOf(req.params.token, req.params.number)
          if (suffix) {
            reply.header('content-disposition', `inline; filename="${receipt.number}.pdf"`)
          }
          return reply
            .header('cache-control', 'no-store')
            .type(type)
            .send(await render(receipt))
        },
      )
    }

    // Paystack's webhook: the signature is over the body's exact bytes, so this route reads them
    // raw (its own content parser, in this plugin only).
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json')
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 64 * 1024 },
        (_req, body, done) => done(null, body),
      )
      webhook.post(
        '/payments/paystack',
        {
          config: PUBLIC,
          schema: {
            summary: "Paystack's webhook (the source of truth of online payments)",
            description:
              'Signed by Paystack: `x-paystack-signature` is the hex HMAC-SHA512 of the raw body ' +
              'with the secret key; a missing or wrong one is 401 and changes nothing.',
            response: {
              200: z.object({ received: z.literal(true) }),
              ...errorAnswers(400, 401, 413, 415, 503),
            },
          },
        },
        async (req) => {
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
          const header = req.headers[PAYSTACK_SIGNATURE_HEADER]
          const result = await online.webhook(raw, typeof header === 'string' ? header : undefined)
          if (result === 'bad_signature') {
            throw new HttpError(401, 'bad_signature', 'The webhook is not signed by Paystack.')
          }
          return { received: true as const }
        },
      )
    })
  }
}
