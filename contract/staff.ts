// The staff console's API (issue 27): who is signed in, the passkey ceremonies, the inbox, one
// request and the answers to it. Imported by the server (server/src/http/staff/) and the console
// (src/staff/). Every path is under /api/staff; every answer is `Cache-Control: no-store`.
import { z } from './zod'
import { wholeNumberQuery } from './page-query'
import {
  ReservationEvent,
  ReservationListQuery,
  ReservationRecord,
  ReservationStatus,
  reservationCursorQuery,
  STATUS_NOTE_MAX,
} from './reservation'
import { identifier, singleLineText } from './text'

export { STAFF_API_PATH, STAFF_EVENTS, STAFF_PATH } from './staff-paths'

/** owner: everything; frontdesk: all but the owner's screens; housekeeping: the units' states alone (issue 54). */
export const STAFF_ROLES = ['owner', 'frontdesk', 'housekeeping'] as const
export const StaffRole = z.enum(STAFF_ROLES)
export type StaffRole = z.infer<typeof StaffRole>
export const STAFF_NAME_MAX = 100
export const StaffName = singleLineText(STAFF_NAME_MAX)

/** `GET /api/staff/me`: the signed-in person (401 when no session). */
export const StaffMe = z.object({
  id: z.string(),
  name: z.string(),
  role: StaffRole,
  passkeys: z.number().int(),
  /**
   * The hotel's calling code (GUEST_PHONE_COUNTRY_CODE, e.g. `234`): the console dials and shows
   * a guest's number written the local way (0803...) with it (contract/phone-number.ts).
   */
  phoneCallingCode: z.string(),
})
export type StaffMe = z.infer<typeof StaffMe>

/** The body of a call that carries nothing (the console sends `{}`: a JSON body, always). */
export const StaffEmptyBody = z.strictObject({}, { error: 'must be a JSON object' })

/** The invite's token travels in the link's fragment, then only in JSON bodies. */
export const InviteTokenBody = z.strictObject({ token: z.string().min(1).max(200) })
/** `POST /api/staff/invites/lookup`: whose invite it is. */
export const InviteInfo = z.object({ name: z.string(), expires_at: z.string() })
export type InviteInfo = z.infer<typeof InviteInfo>

/**
 * A WebAuthn response as `@simplewebauthn/browser` makes it (RegistrationResponseJSON or
 * AuthenticationResponseJSON): checked by the library, so only its outer shape here.
 */
export const WebAuthnResponse = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({}),
})
export const InviteVerifyBody = z.strictObject({
  token: z.string().min(1).max(200),
  response: WebAuthnResponse,
})
export const CeremonyVerifyBody = z.strictObject({ response: WebAuthnResponse })
/** Options for `startRegistration` / `startAuthentication`, passed through as the library made them. */
export const CeremonyOptions = z.looseObject({ challenge: z.string() })

/** A request in the console's lists: the staff's record plus how long its hold has left. */
export const StaffRequest = ReservationRecord.extend({
  /** While received: when it expires unanswered (null when holds never expire). */
  hold_until: z.string().nullable(),
})
export type StaffRequest = z.infer<typeof StaffRequest>

/** `GET /api/staff/inbox`: what needs an answer (oldest first) and the stays coming up. */
export const StaffInbox = z.object({
  needs_answer: z.array(StaffRequest),
  coming_up: z.array(StaffRequest),
  /** How many need an answer in all (the list may be cut at its first page). */
  needs_answer_count: z.number().int(),
  /** The hotel's today, YYYY-MM-DD, and its zone: the console shows times in it. */
  today: z.string(),
  timeZone: z.string(),
})
export type StaffInbox = z.infer<typeof StaffInbox>

/** How many of the inbox's lists the first screen carries (the count says how many in all). */
export const INBOX_NEEDS_ANSWER_MAX = 100
export const INBOX_COMING_UP_MAX = 100
/** "Coming up": confirmed stays arriving from the hotel's today to this many days after. */
export const COMING_UP_DAYS = 14
export const STAFF_PAGE_DEFAULT = 50
export const STAFF_PAGE_MAX = 200
/** The longest search: a whole name (the longest a name may be) with room for spaces. */
export const STAFF_SEARCH_MAX = 120

/**
 * `GET /api/staff/requests` query: `q` is a reference (any case, dash or not), a phone (digits
 * with any spacing, dashes, a leading +) or part of a name; `before` is the cursor of the
 * previous page's `next`. Unknown parameters are refused.
 */
export const StaffRequestQuery = z.strictObject({
  // Blank is no search; otherwise one line of text, as a name is stored (NFC, no controls).
  q: z
    .string()
    .trim()
    .pipe(z.literal('').or(singleLineText(STAFF_SEARCH_MAX)))
    .optional(),
  status: ReservationListQuery.shape.status,
  facility: identifier(200).optional(),
  limit: wholeNumberQuery(STAFF_PAGE_MAX, STAFF_PAGE_DEFAULT),
  before: reservationCursorQuery('must be the `next` of a previous page'),
})
export type StaffRequestQuery = z.output<typeof StaffRequestQuery>

/** `GET /api/staff/requests/:ref`: the reference (any case, dash or not) or the reservation_id. */
export const StaffRefParams = z.strictObject({ ref: identifier(200) })
export type StaffRefParams = z.infer<typeof StaffRefParams>

/** `GET /api/staff/requests?q=&status=&facility=&before=&limit=`: "All requests", paged. */
export const StaffRequestPage = z.object({
  records: z.array(StaffRequest),
  /** The cursor of the next page, when there is one. */
  next: z.string().optional(),
})
export type StaffRequestPage = z.infer<typeof StaffRequestPage>

/** One change in a request's history, with the person who made it when staff did. */
export const StaffRequestEvent = ReservationEvent.extend({ by_name: z.string().nullable() })
export type StaffRequestEvent = z.infer<typeof StaffRequestEvent>

/** `GET /api/staff/requests/:ref`: one request and its history, oldest change first. */
/** How the guest will be told of the hotel's answer (issue 30). */
export const GuestTold = z.object({
  /** Devices that asked for a notification (Web Push) on this request. */
  devices: z.number().int(),
  /** Whether a text message goes to the guest's phone (the hotel has a provider set up). */
  text: z.boolean(),
})
export type GuestTold = z.infer<typeof GuestTold>

export const StaffRequestDetail = z.object({
  record: StaffRequest,
  events: z.array(StaffRequestEvent),
  timeZone: z.string(),
  /** Absent in a copy the console saved before this was answered. */
  guest_told: GuestTold.optional(),
  /**
   * A stay the hotel cancelled that may be put back ("Reinstate"): whether its nights are still
   * free is decided when it is asked. Absent in a copy saved before this was answered.
   */
  can_reinstate: z.boolean().optional(),
  /**
   * Booking sites' calendars have taken some of its full nights since it was made (issue 39):
   * the sentence confirming (or reinstating) it would be refused with ("Booking.com has taken 1
   * of these nights, …"). Absent when nothing stands in the way.
   */
  channels_took: z.string().optional(),
  /**
   * A confirmed stay's facility's units free for all the nights it has left (issue 54), by name:
   * where the desk may move it. Absent for a request not confirmed.
   */
  free_units: z.array(z.string()).optional(),
})
export type StaffRequestDetail = z.infer<typeof StaffRequestDetail>

/**
 * `POST /api/staff/requests/:ref/{confirm,decline,cancel,reinstate}`. `expected_status` is the state the
 * person saw: when the request has moved meanwhile (a colleague answered), the answer is a 409
 * `changed_meanwhile` naming who did what, rather than a second "success".
 */
export const StaffMoveBody = z.strictObject(
  {
    note: singleLineText(STATUS_NOTE_MAX).optional(),
    expected_status: ReservationStatus.optional(),
  },
  { error: 'must be a JSON object' },
)
export type StaffMoveBody = z.output<typeof StaffMoveBody>

/** The details of a 409 `changed_meanwhile`: the last change, as the history shows it. */
export const ChangedMeanwhile = z.object({
  to_status: z.string(),
  /** Who in kind: a person or script of the staff, the guest, or the expiry of the hold. */
  by: z.enum(['staff', 'guest', 'expiry']),
  by_name: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
})
export type ChangedMeanwhile = z.infer<typeof ChangedMeanwhile>
