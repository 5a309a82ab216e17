// The owner's month in figures (issue 55): `GET /api/staff/numbers?month=YYYY-MM`, owner only (the
// figures are the hotel's takings). HTTP only: the figures are numbers/month.ts, which the CLI
// calls too.
import type { FastifyInstance } from 'fastify'
import { MonthNumbers, NumbersQuery } from '../../../../contract/month-figures'
import type { z } from '../../../../contract/zod'
import type { Services } from '../../services'
import { errorAnswers } from '../openapi'

export function numbersRoutes(services: Services) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Querystring: z.infer<typeof NumbersQuery> }>(
      '/numbers',
      {
        config: { access: 'owner' },
        schema: {
          querystring: NumbersQuery,
          response: { 200: MonthNumbers, ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req) => services.numbers.month(req.query.month),
    )
  }
}
