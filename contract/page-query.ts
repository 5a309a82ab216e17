// The numbers a list's query takes (`?limit=`, the calendar's `?days=`): text in a URL, read as a
// whole number from 1 to the list's most, or the list's default when absent. One rule, so every
// list refuses the same way, with the same words.
import { z } from './zod'

/** As many digits as `max` has: a longer number is refused before it is read. */
export const wholeNumberQuery = (max: number, fallback: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${String(max).length}}$`), `must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `must be a whole number from 1 to ${max}`)
    .default(fallback)
