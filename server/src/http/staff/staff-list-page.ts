// A page of one of the console's lists (the messages, the notifications): newest first, read with
// the query's `limit` and cursor (`before`), and answered with the hotel's time zone, in which the
// console shows the times.
import type { FastifyInstance } from 'fastify'
import type { z } from '../../../../contract/zod'
import { errorAnswers } from '../openapi'

export function staffListPage<
  Query extends z.ZodType<object>,
  Page extends z.ZodType<{ timeZone: string }>,
>(
  app: FastifyInstance,
  path: string,
  schemas: { query: Query; page: Page },
  timeZone: string,
  read: (query: z.output<Query>) => Promise<Omit<z.output<Page>, 'timeZone'>>,
) {
  app.get<{ Querystring: z.output<Query> }>(
    path,
    {
      config: { access: 'staff' },
      schema: {
        querystring: schemas.query,
        response: { 200: schemas.page, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    // Fastify cannot narrow a generic query; the schema has checked it.
    async (req) => ({ ...(await read(req.query as z.output<Query>)), timeZone }),
  )
}
