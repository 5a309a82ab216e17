import { z } from './zod'
import { isCalendarDate } from './calendar-date'
import { FacilityType } from './facility'
import { Quote } from './rate-schemas'
import { GUESTS_MAX } from './rates'
import { DESK_STATUSES } from './desk-status'
import { NOTE_RULE } from './note-rule'
import { RESERVATION_STATUSES } from './reservation-status'
import { wholeNumberQuery } from './page-query'
import { identifier, singleLineText } from './text'

export { NOTE_RULE, RESERVATION_STATUSES }

export const CalendarDate = z
  .string({ error: 'must be a date as YYYY-MM-DD' })
  .refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')

export const DateRange = z.strictObject(
  { from: CalendarDate, to: CalendarDate },
  { error: 'must be an object with from and to' },
)
export type DateRange = z.infer<typeof DateRange>

/**
 * The reservation_id the device makes (nanoid: 21 symbols of 64, 126 bits). It is the only key to
 * a guest's public status and cancel routes, so it must not be guessable: at least 16 symbols,
 * which is 96 bits when random (80 bits is the floor; 14 symbols would do, 16 leaves room).
 * Rows stored under shorter ids before this rule stay readable by the staff, by reference or id.
 */
export const RESERVATION_ID_MIN = 16
export const RESERVATION_ID_MAX = 64
export const RESERVATION_ID_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{${RESERVATION_ID_MIN},${RESERVATION_ID_MAX}}$`,
)
export const RESERVATION_ID_RULE = `${RESERVATION_ID_MIN} to ${RESERVATION_ID_MAX} letters, digits, _ or -`

/** Digits with an optional leading +; spaces and dashes are allowed and stripped. */
export function normalizePhone(raw: string): string {
  return raw.trim().replace(/[\s-]/g, '')
}
export const PHONE_PATTERN = /^\+?\d{7,15}$/
export const RESERVATION_NAME_MAX = 100

export const ReservationPhone = z
  .string({ error: 'must be text' })
  .transform(normalizePhone)
  .refine(
    (v) => PHONE_PATTERN.test(v),
    'must be 7 to 15 digits, optionally starting with +; spaces and dashes are allowed',
  )

/** How many guests a request or a quote is for. */
export const GuestCount = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(GUESTS_MAX, `must be at most ${GUESTS_MAX}`)

/** `GET /api/facilities/:id/quote?from=&to=&guests=`: a stay's price (contract/rates.ts). */
export const QuoteQuery = z.strictObject({
  from: CalendarDate,
  to: CalendarDate,
  guests: z
    .string()
    .regex(/^\d{1,4}$/, `must be a whole number from 1 to ${GUESTS_MAX}`)
    .transform(Number)
    .pipe(GuestCount)
    .default(1),
})
export type QuoteQuery = z.output<typeof QuoteQuery>

/** The facility update payload of the spec, section 3. */
export const ReserveBody = z.strictObject(
  {
    facility_id: identifier(200),
    facility_type: FacilityType,
    reservation_id: z
      .string({ error: 'must be text' })
      .regex(RESERVATION_ID_PATTERN, `must be ${RESERVATION_ID_RULE}`),
    reservation_name: singleLineText(RESERVATION_NAME_MAX),
    reservation_phone: ReservationPhone,
    reservation_email: z.union([z.literal(''), z.email().max(254)], {
      error: 'must be empty or a valid email address',
    }),
    dateRange: DateRange,
    /**
     * The site's language the guest booked in (issue 31), e.g. `fr`: the hotel's answer is told
     * in it. Optional; one the server has no texts for is told in the default language.
     */
    language: z
      .string({ error: 'must be text' })
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'must be a language code such as en or fr')
      .optional(),
    /**
     * How many guests (issue 40): 1 to what the facility takes (its `guests`); more is refused
     * (400 `too_many_guests`). Optional: a request without it is priced for one.
     */
    guests: GuestCount.optional(),
  },
  { error: 'must be a JSON object' },
)
export type ReserveBody = z.input<typeof ReserveBody>
export type ReserveRequest = z.output<typeof ReserveBody>

export const ReserveResult = z.object({
  reservation_id: z.string(),
  facility_id: z.string(),
  status: z.literal('received'),
  dateRange: DateRange,
})
export type ReserveResult = z.infer<typeof ReserveResult>

/**
 * The nights (rooms, apartments) or days (activity centres) on which the facility is full, and the
 * hotel's calendar the picker must follow (its today, in HOTEL_TIMEZONE, and its limits).
 * Each range lists full nights or days, both ends included: a night is named by its evening's date.
 */
export const Availability = z.object({
  facility_id: z.string(),
  unit: z.enum(['night', 'day']),
  capacity: z.number().int(),
  taken: z.array(z.object({ from: z.string(), to: z.string() })),
  /** The hotel's today when this was answered (`YYYY-MM-DD`). */
  today: CalendarDate,
  /** The hotel's IANA time zone: a device offline works out the hotel's today from it. */
  timeZone: z.string(),
  maxStay: z.number().int().positive(),
  horizonDays: z.number().int().positive(),
  /** When this was answered (ISO instant): a copy kept for offline use says how old it is. */
  checkedAt: z.string(),
})
export type Availability = z.infer<typeof Availability>

/**
 * A reference in an answer: as people read it (`ABCDE-FGHJK`, contract/reference.ts
 * formatReference). Not held to that pattern here: a site reading an older replica during an
 * upgrade must still read its answer. Every input takes it in any case, with or without the dash.
 */
const ShownReference = z.string().meta({
  description:
    'The reference as people read it: two groups of five (ABCDE-FGHJK). Where a reference is ' +
    'taken (a path id), any case, with or without the dash, will do.',
  examples: ['WKW6M-38CKW'],
})

/** Where a confirmed stay is at the desk (issue 54; desk-status.ts DESK_STATUSES). */
export const DeskStatus = z.enum(DESK_STATUSES)
export type DeskStatus = z.infer<typeof DeskStatus>

/** What the staff see: never served on a public route. */
export const ReservationRecord = z.object({
  reservation_id: z.string(),
  facility_id: z.string(),
  facility_name: z.string(),
  facility_type: FacilityType,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  dateRange: DateRange,
  received_at: z.string(),
  /** As the guest sees it: an unanswered request past its hold reads `expired`. */
  status: z.string(),
  reference: ShownReference.nullable(),
  status_changed_at: z.string().nullable(),
  status_note: z.string().nullable(),
  /** The site's language the guest booked in (`fr`); null: the default, or made before languages. */
  language: z.string().nullable().optional(),
  /** How many guests (issue 40); null: not asked (made before prices, or by an older site). */
  guests: z.number().int().nullable().optional(),
  /** The price the server worked out at the request's arrival; null: the facility had none. */
  quote: Quote.nullable().optional(),
  /** A confirmed stay's place at the desk (issue 54); absent for a request not confirmed. */
  desk_status: DeskStatus.optional(),
  /** The name of the unit a confirmed stay sleeps in (issue 54); null: none given yet. */
  unit: z.string().nullable().optional(),
})
export type ReservationRecord = z.infer<typeof ReservationRecord>
export const ReservationList = z.array(ReservationRecord)

/** Where a page of the staff's list ends: the last row's received time and id. */
export interface ReservationCursor {
  received_at: string
  reservation_id: string
}
export const RESERVATION_PAGE_DEFAULT = 100
export const RESERVATION_PAGE_MAX = 1000

/** Printable ASCII only: what an ISO instant and a reservation id are made of (no NUL, no surrogate). */
const CursorPart = z.string().regex(/^[\x21-\x7e]{1,100}$/)
const CursorParts = z.tuple([CursorPart, CursorPart])

function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The opaque `before` of the next page: base64url of `[received_at, reservation_id]`. */
export function encodeReservationCursor(row: ReservationCursor): string {
  return toBase64Url(JSON.stringify([row.received_at, row.reservation_id]))
}

export function decodeReservationCursor(cursor: string): ReservationCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
    const parts = CursorParts.safeParse(JSON.parse(binary))
    if (!parts.success) return undefined
    const [received_at, reservation_id] = parts.data
    return { received_at, reservation_id }
  } catch {
    return undefined // not base64 or not JSON: not a cursor this server made
  }
}

/** `?before=`: a cursor this server made, decoded; any other text is refused with `refusal`. */
export const reservationCursorQuery = (refusal: string) =>
  z
    .string()
    .transform((cursor, ctx) => {
      const decoded = decodeReservationCursor(cursor)
      if (!decoded) {
        ctx.addIssue({ code: 'custom', message: refusal })
        return z.NEVER
      }
      return decoded
    })
    .optional()

/**
 * `GET /api/reservations?limit=&before=`: the staff's list, newest first, `limit` rows (default
 * 100, at most 1000) after the row `before` names. Unknown parameters are refused: an `offset`
 * that is silently ignored would show the same page again.
 */
export const ReservationListQuery = z.strictObject({
  status: z
    .enum(['received', 'confirmed', 'declined', 'cancelled', 'expired'], {
      error: 'must be received, confirmed, declined, cancelled or expired',
    })
    .optional(),
  facility: identifier(200).optional(),
  limit: wholeNumberQuery(RESERVATION_PAGE_MAX, RESERVATION_PAGE_DEFAULT),
  before: reservationCursorQuery('must be the cursor of a previous page (from its Link header)'),
})
export type ReservationListQuery = z.output<typeof ReservationListQuery>

export const ReservationStatus = z.enum(RESERVATION_STATUSES)
export type ReservationStatus = z.infer<typeof ReservationStatus>
export const STATUS_NOTE_MAX = 500

/** Who changed a request's status. */
export type ReservationActor = 'staff' | 'guest' | 'expiry'

/**
 * `GET /api/reservations/:id/status`: what the guest may see, on a public route. Never the
 * guest's name, phone or email: the id is the only key, and anyone holding it sees this.
 */
export const ReservationStatusAnswer = z.object({
  reservation_id: z.string(),
  reference: ShownReference,
  status: ReservationStatus,
  facility_id: z.string(),
  facility_name: z.string(),
  dateRange: DateRange,
  /** The hotel's note to the guest (a decline's reason), or null. */
  note: z.string().nullable(),
  /** When the status last changed (ISO instant); for an expiry, the end of the hold. */
  updated_at: z.string(),
  /** While received: when the request expires unanswered (null when holds never expire). */
  hold_until: z.string().nullable(),
  /** How many guests (issue 40); null: not asked. Optional: an older replica leaves it out. */
  guests: z.number().int().nullable().optional(),
  /**
   * The price the server worked out when the request arrived (contract/rates.ts), never worked
   * out again; null when the facility had no price then. A request's price, not a payment.
   */
  quote: Quote.nullable().optional(),
  /**
   * The stay's own page (issue 53), in the request's language (`/stay/<token>`, `/fr/stay/...`:
   * contract/stay.ts stayPath), once the hotel has confirmed it; absent before.
   */
  stay_path: z.string().optional(),
  /** The guest is checked in (issue 54): the stay reads as such on their page. */
  checked_in: z.literal(true).optional(),
})
export type ReservationStatusAnswer = z.infer<typeof ReservationStatusAnswer>

/** Path of the public routes: the reservation_id the device made. */
export const ReservationIdParams = z.strictObject({
  id: z
    .string({ error: 'must be text' })
    .regex(RESERVATION_ID_PATTERN, `must be a reservation_id: ${RESERVATION_ID_RULE}`),
})
/** Path of the staff's routes: a reference (any case, dash or not) or a reservation_id. */
export const ReservationRefParams = z.strictObject({ id: identifier(200) })

/** Body of the staff's confirm, decline, cancel and reinstate (NOTE_RULE); none is `{}`. */
export const StatusChangeBody = z.strictObject(
  { note: singleLineText(STATUS_NOTE_MAX).optional() },
  { error: 'must be a JSON object' },
)
export type StatusChangeBody = z.output<typeof StatusChangeBody>

/** One change in a request's history (`reservations history <ref>`). */
export const ReservationEvent = z.object({
  at: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  by: z.enum(['staff', 'guest', 'expiry']),
  note: z.string().nullable(),
})
export type ReservationEvent = z.infer<typeof ReservationEvent>
