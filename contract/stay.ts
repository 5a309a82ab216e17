// The guest's stay page on the wire (issue 53): `GET /api/stays/:token` and paying from it. The
// page names no guest and no phone number: the token is a secret link, and a link is forwarded.
import { z } from './zod'
import { Quote } from './rate-schemas'
import { PaymentPolicy } from './payment-schemas'

/** A stay's page's secret: 32 characters of base64url (192 bits). */
export const STAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/

export const StayParams = z.object({ token: z.string().max(200) })

export const StayPayment = z.object({
  kind: z.enum(['payment', 'refund']),
  method: z.enum(['paystack', 'cash', 'card', 'transfer']),
  amount: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  at: z.string(),
  /** The receipt's number once it went through (R-2026-0001). */
  receipt: z.string().nullable(),
})

export const StayMoney = z.object({
  currency: z.string(),
  grand_total: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  due: z.number().int(),
  deposit: z.number().int(),
  deposit_due: z.number().int(),
  deposit_due_by: z.string().nullable(),
  balance_due_by: z.string(),
})

export const StayAnswer = z.object({
  reference: z.string(),
  status: z.string(),
  language: z.string(),
  facility: z.object({ id: z.string(), name: z.string(), type: z.string() }),
  from: z.string(),
  to: z.string(),
  guests: z.number().int().nullable(),
  /** The price stored when the request arrived, with its taxes; null: no price (ask the hotel). */
  price: Quote.nullable(),
  /** What is paid and due, once the hotel confirmed a priced stay; null otherwise. */
  money: StayMoney.nullable(),
  /** The policy the stay was confirmed under. */
  policy: PaymentPolicy.nullable(),
  payments: z.array(StayPayment),
  /**
   * What a cancellation by the guest would give back today under the stay's policy, while it can
   * be cancelled (confirmed); null otherwise.
   */
  cancel: z
    .object({
      free: z.boolean(),
      /** The last date (the hotel's) a cancellation is free. */
      free_until: z.string(),
      fee: z.number().int(),
      refund: z.number().int(),
    })
    .nullable(),
  /**
   * The hotel's IANA time zone (HOTEL_TIMEZONE): the page writes the deposit's deadline on the
   * hotel's clock, whatever the zone of the phone that opens it.
   */
  time_zone: z.string().optional(),
  /** The ways to pay: online (Paystack set up) and the hotel's bank account, when set. */
  pay: z.object({
    online: z.boolean(),
    /** Whether the page must ask for an email (the request had none; Paystack needs one). */
    needs_email: z.boolean(),
    bank: z
      .object({ bank: z.string(), account_name: z.string(), account_number: z.string() })
      .nullable(),
  }),
})
export type StayAnswer = z.infer<typeof StayAnswer>

export const PayBody = z.strictObject({
  email: z.email({ error: 'must be an email address' }).max(254).optional(),
})
export const PayAnswer = z.object({ authorization_url: z.string(), reference: z.string() })

/** The guest back from Paystack at the stay's page with `?reference=`: the page reports it. */
export const ReturnBody = z.strictObject({ reference: z.string().min(1).max(100) })
export const ReturnAnswer = z.object({
  /** counted: the payment went through now; already: before; not_yet: Paystack has not said. */
  outcome: z.enum(['counted', 'already', 'not_yet', 'failed', 'mismatch']),
  stay: StayAnswer,
})
export type ReturnAnswer = z.infer<typeof ReturnAnswer>

/** The stay page's path in the request's language: /stay/<token>, /fr/stay/<token>. */
export function stayPath(token: string, language: string | null | undefined): string {
  return `${language && language !== 'en' ? `/${language}` : ''}/stay/${token}`
}
