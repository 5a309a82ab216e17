// A stay's money as the console reads and changes it (issue 53): what it asks and by when, each
// payment and refund with who recorded it, and the staff's two acts (record a payment, refund).
import { z } from './zod'
import { AMOUNT_MAX } from './rates'
import { PaymentPolicy } from './payment-schemas'
import { StayMoney } from './stay'

export const StaffPayment = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  method: z.enum(['paystack', 'cash', 'card', 'transfer']),
  amount: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  recorded_by: z.string(),
  at: z.string(),
  receipt: z.string().nullable(),
})
export type StaffPayment = z.infer<typeof StaffPayment>

/** `GET /api/staff/requests/:ref/money`. */
export const StaffMoney = z.object({
  reference: z.string(),
  status: z.string(),
  /** Null until the hotel confirms a priced stay. */
  money: StayMoney.nullable(),
  policy: PaymentPolicy.nullable(),
  payments: z.array(StaffPayment),
  /** The guest's stay page (its secret link), once confirmed. */
  stay_url: z.string().nullable(),
})
export type StaffMoney = z.infer<typeof StaffMoney>

const Amount = z
  .number({ error: 'must be a whole number of minor units' })
  .int('must be a whole number of minor units')
  .min(1, 'must be more than nothing')
  .max(AMOUNT_MAX, `must be at most ${AMOUNT_MAX}`)

/** `POST /api/staff/requests/:ref/payments`: money the desk took. */
export const RecordPaymentBody = z.strictObject({
  amount: Amount,
  method: z.enum(['cash', 'card', 'transfer'], { error: 'must be cash, card or transfer' }),
  reference: z.string().trim().max(100).optional(),
  note: z.string().trim().max(500).optional(),
})
export type RecordPaymentBody = z.infer<typeof RecordPaymentBody>

/** `POST /api/staff/requests/:ref/refunds`: the owner gives money back (all that was kept by default). */
export const RefundBody = z.strictObject({
  amount: Amount.optional(),
  note: z.string().trim().max(500).optional(),
})
export type RefundBody = z.infer<typeof RefundBody>

/** `GET /api/staff/payments`: one row per stay with money. */
export const StaffPaymentsRow = z.object({
  reference: z.string(),
  facility_name: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  due: z.number().int(),
  deposit_due: z.number().int(),
  deposit_due_by: z.string().nullable(),
  balance_due_by: z.string(),
})
export const StaffPaymentsList = z.array(StaffPaymentsRow)
export type StaffPaymentsRow = z.infer<typeof StaffPaymentsRow>
