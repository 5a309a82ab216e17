// The owner's figures (issue 55), owner only (the figures are the hotel's takings):
// `GET /api/staff/numbers?month=YYYY-MM`, the month; `GET /api/staff/numbers/year?year=YYYY`, its
// twelve months side by side; `GET /api/staff/numbers/export.csv?year=YYYY`, the year's stays as
// a file for the accountant (the CLI's `numbers export`). HTTP only: the figures are
// numbers/month.ts and the file numbers/export.ts, which the CLI calls too.
import type { FastifyInstance } from 'fastify'
import {
  MonthNumbers,
  NumbersQuery,
  YearNumbers,
  YearQuery,
} from '../../../../contract/month-figures'
import type { z } from '../../../../contract/zod'
import { yearCsv } from '../../numbers/export'
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

    app.get<{ Querystring: z.infer<typeof YearQuery> }>(
      '/numbers/year',
      {
        config: { access: 'owner' },
        schema: {
          querystring: YearQuery,
          response: { 200: YearNumbers, ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req) => services.numbers.year(req.query.year),
    )

    app.get<{ Querystring: z.infer<typeof YearQuery> }>(
      '/numbers/export.csv',
      {
        config: { access: 'owner' },
        schema: {
          querystring: YearQuery,
          response: { ...errorAnswers(400, 401, 403, 503) },
        },
      },
      async (req, reply) => {
        const year = req.query.year ?? services.numbers.thisMonth().slice(0, 4)
        // Read whole before the first byte is sent: a database failing half-way is a 503, never a
        // file cut short that looks complete (a year of a busy hotel is a few megabytes at most).
        let text = ''
        for await (const chunk of yearCsv(
          services.database,
          Number(year),
          services.numbers.currency,
        ))
          text += chunk
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="stays-${year}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(text)
      },
    )
  }
}
