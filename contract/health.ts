import { z } from './zod'

/** `/api/health`: the process answers. */
export const HealthAnswer = z.object({ ok: z.literal(true) })
export type HealthAnswer = z.infer<typeof HealthAnswer>
