// Fastify validates with the zod schemas of contract/: the parsed (trimmed, normalised) value
// replaces the raw one, and a failure reaches the error handler with the ZodError as its cause.
// A request with no query string (most reads: the facilities list on every visit) has the same
// parsed query every time: the query schemas' defaults are constants, so it is parsed once per
// route and each request gets a copy of its own.
import type { FastifyInstance } from 'fastify'
import type { ZodType } from 'zod'

const isEmpty = (data: unknown) => {
  for (const _ in data as object) return false
  return true
}

export function installZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validate = (data: unknown): { value: unknown } | { error: Error } => {
      // With the input in each issue, the error handler can tell a missing field ("is required")
      // from one of the wrong type or a body that is not an object (the schema's own message).
      const result = (schema as ZodType).safeParse(data, { reportInput: true })
      if (result.success) return { value: result.data }
      const error = new Error('invalid request') as Error & { cause: unknown }
      error.cause = result.error
      return { error }
    }
    if (httpPart !== 'querystring') return validate
    let noQuery: ReturnType<typeof validate> | undefined
    return (data: unknown) => {
      if (!isEmpty(data)) return validate(data)
      noQuery ??= validate({})
      if ('error' in noQuery) return validate(data) // a query that must name something
      return { value: { ...(noQuery.value as object) } }
    }
  })
}
