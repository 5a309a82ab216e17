// Fastify validates with the zod schemas of contract/: the parsed (trimmed, normalised) value
// replaces the raw one, and a failure reaches the error handler with the ZodError as its cause.
import type { FastifyInstance } from 'fastify'
import type { ZodType } from 'zod'

export function installZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    // With the input in each issue, the error handler can tell a missing field ("is required")
    // from one of the wrong type or a body that is not an object (the schema's own message).
    const result = (schema as ZodType).safeParse(data, { reportInput: true })
    if (result.success) return { value: result.data }
    const error = new Error('invalid request') as Error & { cause: unknown }
    error.cause = result.error
    return { error }
  })
}
