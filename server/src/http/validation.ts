// Fastify validates with the zod schemas of contract/: the parsed (trimmed, normalised) value
// replaces the raw one, and a failure reaches the error handler with the ZodError as its cause.
import type { FastifyInstance } from 'fastify'
import type { ZodType } from 'zod'

export function installZodValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const result = (schema as ZodType).safeParse(data)
    if (result.success) return { value: result.data }
    const error = new Error('invalid request') as Error & { cause: unknown }
    error.cause = result.error
    return { error }
  })
}
