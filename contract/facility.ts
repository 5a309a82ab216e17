import { z } from './zod'
import { FACILITY_TYPES, isNightBased } from './facility-types'
import { RateRules } from './rate-schemas'
import { PaymentPolicy, TaxLines } from './payment-schemas'
import { identifier, multiLineText, singleLineText, sitePath } from './text'

export { FACILITY_TYPES, isNightBased }
export const FacilityType = z.enum(FACILITY_TYPES, {
  error: `must be one of ${FACILITY_TYPES.join(', ')}`,
})
export type FacilityType = z.infer<typeof FacilityType>

export const Facility = z.object({
  _id: z.string(),
  type: FacilityType,
  name: z.string(),
  desc: z.string(),
  img: z.string(),
  /** How many units of it the hotel lets at once (rooms of this kind): not how many it sleeps. */
  capacity: z.number().int(),
  /**
   * How many guests it takes (a room sleeps them, a hall holds them): what a guest asks first.
   * Shown on the cards and in the dialog when the catalogue has it; absent when the staff have
   * not said (a facility added before it was asked).
   */
  guests: z.number().int().positive().optional(),
  /**
   * Its rates and stay rules (contract/rates.ts), when the owner has set any: the cards' "from"
   * price, the dialog's total (offline too, from the list the device keeps) and the Rates page.
   */
  rates: RateRules.optional(),
  /**
   * The policy it follows (the hotel's, with its own fields over it: contract/payment-terms.ts)
   * and the hotel's taxes, each only when the owner set any (issue 53): the dialog's line before
   * Reserve, its price with taxes, the Rates page. Absent, nothing is asked in advance and no tax
   * is added.
   */
  policy: PaymentPolicy.optional(),
  taxes: TaxLines.optional(),
})
export type Facility = z.infer<typeof Facility>

export const FacilityList = z.array(Facility)

const facilityFields = {
  type: FacilityType,
  name: singleLineText(100),
  desc: multiLineText(2000),
  img: sitePath(500),
  capacity: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000'),
  /** People, not units (`capacity`): a family room sleeps 4, a hall holds 120. */
  guests: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .optional(),
}

export const NewFacility = z.strictObject({
  ...facilityFields,
  capacity: facilityFields.capacity.default(1),
})
export type NewFacility = z.input<typeof NewFacility>
/** A new facility once checked: its capacity filled in, its guests still optional. */
export type ParsedNewFacility = z.output<typeof NewFacility>

/** What the staff may change of a facility: any of its fields, none filled in by default. */
export const FacilityChanges = z.strictObject(facilityFields).partial()
export type FacilityChanges = z.output<typeof FacilityChanges>

export const FacilityIdParams = z.object({ id: identifier(1000) })
export const FacilityTypeParams = z.object({ type: FacilityType })
