import { z } from './zod'

/** Every non-2xx answer of the API has this body. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Only where a code says so: a 409 changed_meanwhile's last change (contract/staff.ts). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBody>
