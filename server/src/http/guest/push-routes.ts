// The guest's push routes (issue 30): the server's public key, and a request's subscription. Public
// like the status read and the cancel: the request's unguessable id is the proof, and nothing here
// names a guest. Rate-limited with the reservation route's budget: each PUT may cost a DNS lookup.
import type { FastifyInstance } from 'fastify'
import { z } from '../../../../contract/zod'
import {
  MAX_PUSH_SUBSCRIPTIONS_PER_REQUEST,
  PushKey,
  PushSubscribed,
  PushSubscriptionBody,
} from '../../../../contract/push'
import { ReservationIdParams } from '../../../../contract/reservation'
import { errorAnswers } from '../openapi'
import type { PushService } from '../../push/push'

type Params = z.infer<typeof ReservationIdParams>

export function pushRoutes(push: PushService, rateLimitPerMinute: number) {
  // A guest's device, by the request's unguessable id: public, rate-limited.
  const limited = {
    access: 'public' as const,
    ...(rateLimitPerMinute > 0
      ? { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } }
      : {}),
  }
  return async function routes(app: FastifyInstance) {
    app.get(
      '/push/key',
      {
        config: { access: 'public' },
        schema: {
          summary: "The hotel's Web Push public key (VAPID): the browser's applicationServerKey",
          response: { 200: PushKey, ...errorAnswers(503) },
        },
      },
      async (_req, reply) => {
        // Revalidated: after a rotation a device subscribing anew gets the new key.
        reply.header('cache-control', 'no-cache')
        return { publicKey: (await push.currentKey()).public_key }
      },
    )

    app.put<{ Params: Params; Body: PushSubscriptionBody }>(
      '/reservations/:id/push',
      {
        config: limited,
        schema: {
          summary:
            "Tell this device when the hotel answers the request (the browser's PushSubscription)",
          description:
            'The endpoint must be https: on a public host name (no IP address, no local name). ' +
            'Storing the same endpoint again replaces its keys. At most ' +
            `${MAX_PUSH_SUBSCRIPTIONS_PER_REQUEST} devices per request.`,
          params: ReservationIdParams,
          body: PushSubscriptionBody,
          response: { 200: PushSubscribed, ...errorAnswers(400, 404, 409, 413, 415, 429, 503) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store')
        return push.subscribe(req.params.id, req.body, MAX_PUSH_SUBSCRIPTIONS_PER_REQUEST)
      },
    )

    app.delete<{ Params: Params }>(
      '/reservations/:id/push',
      {
        config: limited,
        schema: {
          summary: 'Stop telling the devices of this request (idempotent)',
          params: ReservationIdParams,
          response: { 204: z.null().describe('Removed'), ...errorAnswers(400, 404, 429, 503) },
        },
      },
      async (req, reply) => {
        await push.unsubscribe(req.params.id)
        return reply.header('cache-control', 'no-store').code(204).send()
      },
    )
  }
}
