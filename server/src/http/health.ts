// Health for load balancers and process supervisors, beside the site's own probe (`/health`,
// which must answer while the process is up: the site uses it to tell "offline" from "online").
// - /health/live: the process answers. 200 always; restart the process when it does not.
// - /health/ready: the database answers (and takes writes) within ~1.5 s. 503 with the error JSON
//   and Retry-After when not: take the replica out of rotation until it says 200 again.
// Never cached, by anyone.
import type { FastifyInstance } from 'fastify'
import { HealthAnswer } from '../../../contract/health'
import type { Database } from '../db/schema'
import { errorAnswers } from './openapi'

export function healthRoutes(database: Database) {
  return async function routes(app: FastifyInstance) {
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', 'no-store')
    })
    app.get(
      '/health/live',
      {
        config: { access: 'public' },
        schema: { summary: 'The process answers (200 always)', response: { 200: HealthAnswer } },
      },
      async () => ({ ok: true }),
    )
    const ready = {
      summary: 'The database answers and takes writes; 503 when not (out of rotation)',
      response: { 200: HealthAnswer, ...errorAnswers(503) },
    }
    app.get('/health/ready', { config: { access: 'public' }, schema: ready }, async () => {
      await database.health.check() // rejects with an unavailable error: 503 (http/errors.ts)
      return { ok: true }
    })
  }
}
