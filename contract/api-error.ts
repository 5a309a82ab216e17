import { z } from './zod'

/** Every non-2xx answer of the API has this body. */
export const ApiErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBody>
