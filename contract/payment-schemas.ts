// The payment policy's and the taxes' shapes on the wire (issue 53), checked by zod: what the
// owner sends (the console, the CLI through the same schemas) and what the server answers. Apart
// from contract/payment-terms.ts, which the site's pages run without zod.
import { z } from './zod'
import { AMOUNT_MAX } from './rates'
import { TAX_RATE_MAX } from './payment-terms'
import { singleLineText } from './text'

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)

const Amount = z
  .number({ error: 'must be a whole number of minor units' })
  .int('must be a whole number of minor units')
  .min(1, 'must be more than nothing')
  .max(AMOUNT_MAX, `must be at most ${AMOUNT_MAX}`)

const Share = wholeNumber(1, 100)

export const DepositRule = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('percent'), percent: Share }),
    z.strictObject({ kind: z.literal('first_night') }),
    z.strictObject({ kind: z.literal('fixed'), amount: Amount }),
  ],
  { error: 'must be none, percent (with percent), first_night or fixed (with amount)' },
)

export const BalanceRule = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('at_arrival') }),
    z.strictObject({ kind: z.literal('days_before'), days: wholeNumber(1, 365) }),
  ],
  { error: 'must be at_arrival or days_before (with days)' },
)

export const CancelFee = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('first_night') }),
    z.strictObject({ kind: z.literal('percent'), percent: Share }),
    z.strictObject({ kind: z.literal('all') }),
  ],
  { error: 'must be first_night, percent (with percent) or all' },
)

const policyFields = {
  deposit: DepositRule,
  pay_within_hours: wholeNumber(1, 720),
  balance: BalanceRule,
  free_cancel_days: wholeNumber(0, 365),
  late_cancel_fee: CancelFee,
  unpaid: z.enum(['release', 'alert'], { error: 'must be release or alert' }),
}

/** A whole policy, as the server answers it. */
export const PaymentPolicy = z.strictObject(policyFields)

/** What the owner changes of the hotel's policy or a facility's: any of its fields. */
export const PolicyChanges = z.strictObject(policyFields).partial()
export type PolicyChanges = z.output<typeof PolicyChanges>

/** `GET /api/staff/payments/policy`: the hotel's policy and each facility's own fields. */
export const PolicyAnswer = z.object({
  hotel: PaymentPolicy,
  /** Whether the owner set the hotel's policy (false: the defaults, nothing asked in advance). */
  set: z.boolean(),
  facilities: z.array(z.object({ facility_id: z.string(), changes: PolicyChanges })),
})

/** A tax's rate in percent, up to two decimals: 7.5, 5, 0.25. */
const TaxRate = z
  .number({ error: 'must be a percentage such as 7.5' })
  .gt(0, 'must be more than 0')
  .max(TAX_RATE_MAX, `must be at most ${TAX_RATE_MAX}`)
  .refine(
    (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9,
    {
      message: 'must have at most two decimals',
    },
  )

export const TaxLine = z.strictObject({
  name: singleLineText(60),
  rate: TaxRate,
  included: z.boolean({ error: 'must be true (the prices include it) or false (added to them)' }),
})
export const TaxLines = z.array(TaxLine)

export const TaxNameParams = z.object({ name: singleLineText(60) })
