// The API describes itself: an OpenAPI 3.1 document, built by @fastify/swagger from the routes'
// own schemas (the zod schemas of contract/, turned into JSON Schema by fastify-type-provider-zod)
// and served at /api/openapi.json, so a hotel's integrator (a channel manager, a booking widget)
// can generate a client. The schemas are the ones the routes validate with: the document cannot
// drift from what the server accepts. Answers are not validated against them at run time (the
// hot paths stay as fast as they are); tests/api/openapi.test.ts checks real answers instead.
import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { ApiErrorBody } from '../../../contract/api-error'

export const OPENAPI_PATH = '/openapi.json'

/** An error answer of the given statuses, for a route's `response` schema. */
export function errorAnswers(...statuses: number[]): Record<number, typeof ApiErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBody]))
}

/** The security requirement of the staff's routes (`Authorization: Bearer <ADMIN_TOKEN>`). */
export const ADMIN_ONLY = [{ adminToken: [] }]

/** Registers the document's builder: before any route, which it collects as they are added. */
export async function installOpenApi(app: FastifyInstance, apiPrefix: string, version: string) {
  // Answers are serialised as they are: the response schemas document the API, and the tests
  // hold the server to them (fast-json-stringify cannot read zod schemas).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hearth House API',
        version,
        description:
          'The public API of the hotel site (facilities, availability, reservation requests) and ' +
          "the staff's calls, which need `Authorization: Bearer <ADMIN_TOKEN>`. Every answer " +
          'that is not 2xx has the body `{ "error": { "code", "message } }`; 503 `unavailable` ' +
          'with Retry-After while the database cannot be reached.',
      },
      components: {
        securitySchemes: { adminToken: { type: 'http', scheme: 'bearer' } },
      },
    },
    // Only the API is described: the site's pages and files are not part of it.
    transform: (input) => {
      const isApi = input.url === apiPrefix || input.url.startsWith(`${apiPrefix}/`)
      if (!isApi) return { schema: { hide: true } as FastifySchema, url: input.url }
      return jsonSchemaTransform(input)
    },
  })
}
