// The console's rate editor (issue 40, owners only): a facility's rate rules with what the editor
// needs to read them (the hotel's currency, for the amounts' minor unit; the hotel's today, where
// the 60-day preview starts), a rule added (rate-schemas.ts NewRateRule, checked whole) and one
// removed. The rules themselves, and how they are read, are contract/rates.ts.
import { RateRule, RateRules } from './rate-schemas'
import { identifier } from './text'
import { z } from './zod'

/** `GET /api/staff/facilities/:id/rates`: the facility's rules in the order they were made. */
export const StaffRates = z.object({
  /** ISO 4217 (src/content/hotel.ts): the amounts are in its minor unit. */
  currency: z.string(),
  /** The hotel's date now (HOTEL_TIMEZONE): the preview's first night. */
  today: z.string(),
  rules: RateRules,
})
export type StaffRates = z.infer<typeof StaffRates>

/** `POST /api/staff/facilities/:id/rates`'s answer: the rule as stored. */
export const StaffRateAdded = RateRule

export const StaffRateParams = z.object({ id: identifier(100) })

/**
 * `POST /api/staff/rates/:id`'s answer: the rule as it was and as it is now (its id, dates and days
 * kept), so the console says what changed (contract/rate-changes.ts termChanges).
 */
export const StaffRateChanged = z.object({
  facility_id: z.string(),
  before: RateRule,
  rule: RateRule,
})
export type StaffRateChanged = z.infer<typeof StaffRateChanged>

/** `POST /api/staff/rates/:id/remove`'s answer: the rule removed and its facility. */
export const StaffRateRemoved = z.object({
  id: z.string(),
  facility_id: z.string(),
  removed: z.literal(true),
})
export type StaffRateRemoved = z.infer<typeof StaffRateRemoved>
