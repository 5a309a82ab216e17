// The rates' shapes on the wire (issue 40), checked by zod: the rules in the facilities list, the
// owner's new rule, the quote. Apart from contract/rates.ts, whose rules the cards and the dialog
// run without zod: a page that only shows a price loads no schema library for it.
import { z } from './zod'
import { isCalendarDate } from './calendar-date'
import { AMOUNT_MAX, newRuleProblem, WEEKDAYS } from './rates'
import { TERM_FIELDS } from './rate-changes'

const Amount = z
  .number({ error: 'must be a whole number of minor units' })
  .int('must be a whole number of minor units')
  .min(0, 'must not be negative')
  .max(AMOUNT_MAX, `must be at most ${AMOUNT_MAX}`)
const Nights = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1000, 'must be at most 1000')
const RuleDate = z
  .string({ error: 'must be a date as YYYY-MM-DD' })
  .refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')

/** One rule of a facility's rates, as stored and served (contract/rates.ts RateRule). */
export const RateRule = z.object({
  id: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  every_year: z.boolean(),
  days: z.array(z.enum(WEEKDAYS)),
  nightly: z.number().int().nullable(),
  extra_guest: z.number().int().nullable(),
  included_guests: z.number().int().nullable(),
  min_stay: z.number().int().nullable(),
  max_stay: z.number().int().nullable(),
  closed_arrival: z.boolean(),
})
export const RateRules = z.array(RateRule)

/** What the owner sends to add a rule (the console's form, the CLI), checked whole. */
export const NewRateRule = z
  .strictObject(
    {
      from: RuleDate.optional(),
      to: RuleDate.optional(),
      every_year: z.boolean({ error: 'must be true or false' }).default(false),
      days: z
        .array(z.enum(WEEKDAYS, { error: `must be among ${WEEKDAYS.join(', ')}` }))
        .max(7)
        .default([]),
      nightly: Amount.optional(),
      extra_guest: Amount.optional(),
      included_guests: Nights.optional(),
      min_stay: Nights.optional(),
      max_stay: Nights.optional(),
      closed_arrival: z.boolean({ error: 'must be true or false' }).default(false),
    },
    { error: 'must be a JSON object' },
  )
  .superRefine((rule, ctx) => {
    const problem = newRuleProblem(rule)
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] })
  })
export type NewRateRule = z.input<typeof NewRateRule>
export type ParsedNewRateRule = z.output<typeof NewRateRule>

/**
 * What the owner sends to change a rule's terms in place (contract/rate-changes.ts): each field
 * given is set, `null` clears it, the others keep their value. At least one field.
 */
export const RateChangesBody = z
  .strictObject(
    {
      nightly: Amount.nullable().optional(),
      extra_guest: Amount.nullable().optional(),
      included_guests: Nights.nullable().optional(),
      min_stay: Nights.nullable().optional(),
      max_stay: Nights.nullable().optional(),
      closed_arrival: z.boolean({ error: 'must be true or false' }).optional(),
    },
    { error: 'must be a JSON object' },
  )
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: `A change sets at least one of ${TERM_FIELDS.join(', ')} (null clears it).`,
  })
export type RateChangesBody = z.output<typeof RateChangesBody>

export const Quote = z.object({
  currency: z.string(),
  nights: z.array(z.object({ date: z.string(), amount: z.number().int() })),
  extra_guests: z.object({ count: z.number().int(), amount: z.number().int() }),
  total: z.number().int(),
  taxes: z
    .array(
      z.object({
        name: z.string(),
        rate: z.number(),
        included: z.boolean(),
        amount: z.number().int(),
      }),
    )
    .optional(),
  grand_total: z.number().int().optional(),
})
export const NoQuote = z.object({ currency: z.string(), total: z.null() })
/** `GET /api/facilities/:id/quote`'s answer (contract/rates.ts QuoteAnswer). */
export const QuoteAnswer = z.union([Quote, NoQuote])
