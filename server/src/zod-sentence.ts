// What a zod refusal says to a person, in one sentence: the API's 400 answers (http/errors.ts) and
// the CLI's refusals (the domains' cli-commands.ts) name the same fields in the same words.
import type { ZodError } from 'zod'

/** At most five issues, each `field: what is wrong`; `where` names a refusal of the whole input. */
export function describeZodError(error: ZodError, where: string): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.length ? issue.path.join('.') : where
      if (issue.code === 'unrecognized_keys') {
        return `${field}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`
      }
      if (issue.code === 'invalid_type' && issue.input === undefined) return `${field}: is required`
      return `${field}: ${issue.message}`
    })
    .join('; ')
}
