// One home for errors: everything thrown in a route becomes `{ error: { code, message } }`.
// The rules raise DomainErrors (what went wrong, in the domain's words); their HTTP status is
// decided here and nowhere else.
import type { FastifyError, FastifyInstance } from 'fastify'
import { ZodError } from 'zod'
import { DomainError, type DomainErrorKind } from '../domain-errors'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable'
import { describeZodError } from '../zod-sentence'

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** The HTTP status of each kind of refusal of the rules. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  invalid: 400,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  rate_limited: 429,
  unavailable: 503,
}

/** Fastify's own client errors, by code, with a message a person can act on. */
const fastifyClientErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    'empty_body',
    'The request body is empty; send a JSON object.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large', 'The request body is larger than 16 KB.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'Send the body as application/json.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'bad_content_length',
    'The Content-Length header does not match the body.',
  ],
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof DomainError) {
      const { code, message, details } = error
      return reply
        .code(DOMAIN_ERROR_STATUS[error.kind])
        .send({ error: { code, message, ...(details && { details }) } })
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ error: { code: error.code, message: error.message } })
    }
    const validation =
      (error as FastifyError).validation || (error as FastifyError).code === 'FST_ERR_VALIDATION'
    if (validation || error instanceof ZodError) {
      const cause = error instanceof ZodError ? error : (error as { cause?: unknown }).cause
      const where = (error as FastifyError).validationContext ?? 'body'
      const message =
        cause instanceof ZodError ? describeZodError(cause, where) : (error as Error).message
      return reply.code(400).send({ error: { code: 'invalid_request', message } })
    }
    const known = fastifyClientErrors[(error as FastifyError).code]
    if (known) {
      const [status, code, message] = known
      return reply.code(status).send({ error: { code, message } })
    }
    const status = (error as FastifyError).statusCode ?? 500
    if (status === 429) {
      return reply.code(429).send({
        error: {
          code: 'too_many_requests',
          message: 'Too many reservation requests from this address; please wait a minute.',
        },
      })
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: { code: 'bad_request', message: (error as Error).message } })
    }
    // The database out of reach (a restart, a failover, a full or read-only disk): nothing is
    // wrong with the request, and the same call a little later may well succeed.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          error: {
            code: 'unavailable',
            message:
              'The hotel’s booking system is unavailable for a moment; please try again shortly.',
          },
        })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply
      .code(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } })
  })
}
