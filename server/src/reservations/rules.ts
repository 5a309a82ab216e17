// What makes a reservation request acceptable: its dates, idempotency on reservation_id, and
// capacity. Nights [from, to) for rooms and apartments; days [from, to] for activity centres.
// And the request's life after it: received -> confirmed | declined; received | confirmed ->
// cancelled; received -> expired when unanswered for REQUEST_HOLD_HOURS. Only received (within
// the hold) and confirmed requests hold nights. Expiry needs no cron: a request past its hold
// reads as expired everywhere here, and `expireUnanswered` (the server's sweep) records it.
import type { Kysely } from 'kysely'
import type { Facility } from '../../../contract/facility'
import { addDays, calendarDateOf, dayFormatIn } from '../../../contract/calendar-date'
import { DEFAULT_CALLING_CODE, phoneE164 } from '../../../contract/phone-number'
import { formatReference, parseReference, reservationReference } from '../../../contract/reference'
import {
  encodeReservationCursor,
  normalizePhone,
  NOTE_RULE,
  PHONE_PATTERN,
  RESERVATION_ID_PATTERN,
  RESERVATION_ID_RULE,
  type Availability,
  type ReservationActor,
  type ReservationCursor,
  type ReservationRecord,
  type ReservationStatus,
  type ReservationStatusAnswer,
  type ReserveRequest,
  type ReserveResult,
} from '../../../contract/reservation'
import {
  countPerDay,
  fullRanges,
  occupiedUntil,
  stayDatesProblem,
  stayUnit,
  type StayPolicy,
} from '../../../contract/stay-rules'
import {
  COMING_UP_DAYS,
  INBOX_COMING_UP_MAX,
  INBOX_NEEDS_ANSWER_MAX,
  type ChangedMeanwhile,
  type StaffInbox,
  type StaffRequest,
  type StaffRequestEvent,
} from '../../../contract/staff'
import type { StaffCalendar } from '../../../contract/staff-calendar'
import type { RequestLiveState } from '../../../contract/request-live'
import type { Schema } from '../db/schema'
import { isLanguage } from '../../../src/server-shared'
import { actorName, type StaffActor } from '../actor'
import type { FacilitiesRepository } from '../facilities/repository'
import { DomainError, facilityNotFound } from '../domain-errors'
import { hotelDates } from '../hotel-dates'
import {
  isUniqueViolation,
  type NewReservationRow,
  type RequestSearch,
  type ReservationEventRow,
  type ReservationRow,
  type ReservationsRepository,
} from './repository'
import { calendarDates, calendarRows } from './calendar'

/**
 * What happened to a request, for whoever must be told (the notifications outbox, issue 15).
 * Called inside the transaction that made the change, with that transaction: work done on `db`
 * commits or rolls back with the change itself, so an event is never lost nor sent for a change
 * that did not happen. A throw refuses the change.
 */
export type ReservationLifecycleEvent =
  | {
      type: 'reservation.received' | 'reservation.cancelled_by_guest'
      at: string
      reservation: ReservationRow
      db: Kysely<Schema>
    }
  | {
      /** The hotel's answer, or the hold running out: what the guest is told of (issue 30). */
      type: 'reservation.answered'
      to: 'confirmed' | 'declined' | 'cancelled' | 'expired'
      /** A stay the hotel had cancelled, put back (confirmed again). */
      reinstated?: boolean
      at: string
      reservation: ReservationRow
      db: Kysely<Schema>
    }

export interface BookingPolicy {
  timeZone: string
  maxStayDays: number
  horizonDays: number
  now?: () => Date
  /** How long an unanswered request holds its nights, in hours; 0 = for ever. Default 48. */
  requestHoldHours?: number
  /** At most this many received (unexpired) requests per phone number; 0 = no limit. Default 3. */
  maxOpenRequestsPerPhone?: number
  /** The calling code of a number written the local way (GUEST_PHONE_COUNTRY_CODE). Default 234. */
  phoneCallingCode?: string
  /** The seam for notifications: see ReservationLifecycleEvent. */
  onEvent?: (event: ReservationLifecycleEvent) => Promise<void> | void
}

/**
 * Today's date in `timeZone`, as `YYYY-MM-DD` (as contract's `todayIn`), from one formatter made
 * here: each `Intl.DateTimeFormat` holds some 25 KB of ICU memory outside V8's heap, which V8 frees
 * only when it collects the formatter, so a formatter per request (`todayIn`) grew the server by
 * about that much for every reservation under load.
 */
export function calendarToday(timeZone: string): (now: Date) => string {
  const format = dayFormatIn(timeZone)
  return (now) => calendarDateOf(format, now)
}

function sameRequest(row: ReservationRow, id: string, req: ReserveRequest): boolean {
  return (
    row.facility_id === id &&
    row.facility_type === req.facility_type &&
    // Rows stored before names were kept in NFC compare as their NFC form: a replay still matches.
    row.name.normalize('NFC') === req.reservation_name &&
    row.phone === req.reservation_phone &&
    row.email === req.reservation_email &&
    row.date_from === req.dateRange.from &&
    row.date_to === req.dateRange.to
  )
}

function received(row: ReservationRow): ReserveResult {
  return {
    reservation_id: row.reservation_id,
    facility_id: row.facility_id,
    status: 'received',
    dateRange: { from: row.date_from, to: row.date_to },
  }
}

const idConflict = (id: string) =>
  new DomainError(
    'conflict',
    'reservation_id_conflict',
    `reservation_id ${id} was already used for a different request; generate a new one.`,
  )

function replayOf(row: ReservationRow, id: string, req: ReserveRequest): ReserveResult {
  if (sameRequest(row, id, req)) return received(row)
  throw idConflict(req.reservation_id)
}

/** What each staff or guest action does: the states it leaves from, and where it goes. */
const MOVES = {
  confirm: { from: ['received'], to: 'confirmed' },
  decline: { from: ['received'], to: 'declined' },
  cancel: { from: ['received', 'confirmed'], to: 'cancelled' },
  // A stay the hotel cancelled, put back while its nights are still free (reinstatable below).
  reinstate: { from: ['cancelled'], to: 'confirmed' },
} as const satisfies Record<string, { from: ReservationStatus[]; to: ReservationStatus }>
export type StatusAction = keyof typeof MOVES

const HOUR_MS = 3_600_000

/** What a move would do, in a refusal's sentence ("cannot be reinstated"). */
const VERB: Record<StatusAction, string> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  reinstate: 'reinstated',
}

/**
 * Why a cancelled request cannot be put back, or undefined when it can: only a stay the hotel
 * had confirmed and then cancelled itself (a guest's own cancel is theirs to undo by a new
 * request; a request cancelled before any answer was never a stay), and only while its last
 * night (or day) is still to come. Whether its nights are free is decided in the move's lock.
 */
export function reinstateProblem(
  row: Pick<ReservationRow, 'status' | 'occupied_until'>,
  lastCancel: Pick<ReservationEventRow, 'from_status' | 'by'> | undefined,
  today: string,
): string | undefined {
  if (row.status !== 'cancelled') return undefined
  if (!lastCancel || lastCancel.from_status !== 'confirmed' || lastCancel.by !== 'staff') {
    return lastCancel?.by === 'guest'
      ? 'The guest cancelled this request themselves, so it cannot be reinstated; they may send a new request.'
      : 'Only a confirmed stay that the hotel cancelled can be reinstated; this request was never confirmed.'
  }
  if (row.occupied_until <= today) {
    return "This stay's dates have passed, so it cannot be reinstated."
  }
  return undefined
}

/** The words of a status a request moved to, in a clerk's sentence. */
const DONE: Record<string, string> = {
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired unanswered',
  received: 'received',
}

/** A staff change's options: who, and the state the person saw (the console sends it). */
export interface StaffChange {
  actor: StaffActor
  /** When given and the request is no longer in it: 409 changed_meanwhile, not a second 200. */
  expectedStatus?: ReservationStatus
}

/**
 * How the search box's text is read: a phone, however it is written ('803 555 0142', '0803 555
 * 0142', '+234 803 555 0142': contract/phone-number.ts, with the hotel's calling code), matched
 * in E.164 whichever way the guest wrote it; a reference (10 symbols, any case, dashes or spaces);
 * digits that are no number of any plan, matched as stored; or part of a name. Ten digits of 2-9
 * read both ways (a reference may be all digits, one in 760,000): either is found.
 */
export function searchOf(q: string, callingCode: string): RequestSearch {
  const reference = parseReference(q)
  const phone = normalizePhone(q)
  const e164 = PHONE_PATTERN.test(phone) ? phoneE164(phone, callingCode) : undefined
  if (e164 !== undefined)
    return reference ? { phoneE164: e164, orReference: reference } : { phoneE164: e164 }
  if (reference !== undefined) return { reference }
  if (PHONE_PATTERN.test(phone)) return { phone }
  return { name: q }
}

export function reservationRules(
  facilities: FacilitiesRepository,
  reservations: ReservationsRepository,
  policy: BookingPolicy,
) {
  const todayAt = calendarToday(policy.timeZone)
  const clock = () => policy.now?.() ?? new Date()
  const today = () => todayAt(clock())
  const holdMs = (policy.requestHoldHours ?? 48) * HOUR_MS
  const maxOpen = policy.maxOpenRequestsPerPhone ?? 3
  const callingCode = policy.phoneCallingCode ?? DEFAULT_CALLING_CODE
  // Made once (each formatter holds ICU memory: see calendarToday), in the hotel's forms.
  const dates = hotelDates(undefined, policy.timeZone)
  /** '10:42 (Africa/Lagos)' today, '24 Nov 2026, 10:42 (Africa/Lagos)' another day. */
  function hotelTime(iso: string, now: Date): string {
    const shown =
      todayAt(new Date(iso)) === todayAt(now) ? dates.clock(iso) : dates.momentShort(iso)
    return `${shown} (${policy.timeZone})`
  }

  /** Requests received before this instant are expired (undefined: holds never expire). */
  function cutoffAt(now: Date): string | undefined {
    return holdMs > 0 ? new Date(now.getTime() - holdMs).toISOString() : undefined
  }

  /** The status as the guest sees it: an unanswered request past its hold is expired. */
  function statusOf(row: ReservationRow, now: Date): ReservationStatus {
    const stored = row.status as ReservationStatus
    if (stored !== 'received') return stored
    const cutoff = cutoffAt(now)
    return cutoff !== undefined && row.received_at < cutoff ? 'expired' : 'received'
  }

  function holdUntil(row: ReservationRow): string | null {
    return holdMs > 0 ? new Date(Date.parse(row.received_at) + holdMs).toISOString() : null
  }

  /** A request's state as its guest sees it: the live channel's event, the status's core. */
  function liveState(row: ReservationRow, now: Date): RequestLiveState {
    const status = statusOf(row, now)
    const unrecordedExpiry = status === 'expired' && row.status === 'received'
    return {
      reservation_id: row.reservation_id,
      status,
      note: row.status_note,
      updated_at: unrecordedExpiry
        ? (holdUntil(row) ?? row.received_at)
        : (row.status_changed_at ?? row.received_at),
      hold_until: status === 'received' ? holdUntil(row) : null,
    }
  }

  async function statusAnswer(row: ReservationRow, now: Date): Promise<ReservationStatusAnswer> {
    const { reservation_id, status, note, updated_at, hold_until } = liveState(row, now)
    return {
      reservation_id,
      reference: formatReference(row.reference ?? (await reservationReference(row.reservation_id))),
      status,
      facility_id: row.facility_id,
      facility_name: row.facility_name,
      dateRange: { from: row.date_from, to: row.date_to },
      note,
      updated_at,
      hold_until,
    }
  }

  /** The hotel's calendar and limits as of now: what the picker follows and the server checks. */
  function stayPolicy(): StayPolicy {
    return { today: today(), maxStay: policy.maxStayDays, horizonDays: policy.horizonDays }
  }

  function checkDates(facility: Facility, dateRange: ReserveRequest['dateRange']) {
    const problem = stayDatesProblem(dateRange, stayUnit(facility.type), stayPolicy())
    if (problem) throw new DomainError('invalid', 'invalid_dates', problem)
  }

  const fullyBooked = (name: string) =>
    new DomainError(
      'conflict',
      'dates_unavailable',
      `${name} is fully booked on some of these dates; please choose other dates.`,
    )
  /** For the staff: the nights were taken meanwhile, so confirming would book them twice. */
  const nightsTaken = (name: string, action: 'confirm' | 'reinstate') =>
    new DomainError(
      'conflict',
      'dates_unavailable',
      action === 'confirm'
        ? `${name} is already full on some of these nights (other stays were confirmed or ` +
            'requested meanwhile), so this request cannot be confirmed. Decline it with a note, ' +
            'or offer the guest other dates.'
        : `${name} is full on some of these nights now (other stays were confirmed or ` +
            'requested since it was cancelled), so this stay cannot be reinstated. Call the ' +
            'guest to offer other dates.',
    )

  /** 409 changed_meanwhile: the sentence a clerk reads, and the last change for the console. */
  function changedMeanwhile(
    row: ReservationRow,
    status: ReservationStatus,
    last: ReservationEventRow | undefined,
    now: Date,
  ): DomainError {
    // The change that moved it there (none only for a row stored without its history).
    const event = last
    const by = event?.by ?? 'staff'
    const who = by === 'guest' ? 'the guest' : (event?.by_name ?? 'the staff')
    const at = event?.at ?? row.status_changed_at ?? row.received_at
    const note = event ? event.note : row.status_note
    const details: ChangedMeanwhile = {
      to_status: status,
      by,
      by_name: event?.by_name ?? null,
      at,
      note,
    }
    return new DomainError(
      'conflict',
      'changed_meanwhile',
      `Already ${DONE[status] ?? status} by ${who} at ${hotelTime(at, now)}` +
        (note ? `, with the note: ${note}` : '.'),
      details,
    )
  }

  async function book(id: string, facility: Facility, req: ReserveRequest) {
    const start = req.dateRange.from
    const end = occupiedUntil(req.dateRange.to, stayUnit(facility.type))
    const reference = await reservationReference(req.reservation_id)
    // The phone's lock too while there is a limit to keep (repository.withBookingLock).
    const phone = maxOpen > 0 ? req.reservation_phone : undefined
    return reservations.withBookingLock({ facilityId: id, phone }, async (q) => {
      const existing = await q.findById(req.reservation_id)
      if (existing) return replayOf(existing, id, req)
      if (!(await q.facilityExists(id))) throw facilityNotFound(id)
      const now = clock()
      const cutoff = cutoffAt(now)
      // Checked in the booking's transaction, under the phone's lock as well as the facility's
      // (repository.transaction): one phone's requests for two facilities are counted in turn.
      if (maxOpen > 0 && (await q.openRequestsOfPhone(req.reservation_phone, cutoff)) >= maxOpen) {
        throw new DomainError(
          'conflict',
          'too_many_open_requests',
          `This phone number already has ${maxOpen} requests waiting for the hotel's answer; ` +
            'please wait for an answer or cancel one of them.',
        )
      }
      const counts = countPerDay(await q.overlapping(id, start, end, cutoff), start, end)
      if ([...counts.values()].some((n) => n >= facility.capacity)) {
        throw fullyBooked(facility.name)
      }
      // Another request with the same reference (astronomically rare): the device makes a new id.
      if (await q.findByReference(reference)) throw idConflict(req.reservation_id)
      const at = now.toISOString()
      const row: NewReservationRow = {
        reservation_id: req.reservation_id,
        facility_id: id,
        facility_type: facility.type,
        facility_name: facility.name,
        name: req.reservation_name,
        phone: req.reservation_phone,
        phone_e164: phoneE164(req.reservation_phone, callingCode) ?? '',
        email: req.reservation_email,
        date_from: req.dateRange.from,
        date_to: req.dateRange.to,
        occupied_until: end,
        received_at: at,
        status: 'received',
        status_changed_at: at,
        status_note: null,
        reference,
        // What the guest is told later speaks it (issue 31); one this server has no texts for
        // is the default's: a booking is never refused over its language.
        language: isLanguage(req.language) ? req.language : null,
      }
      await q.insert(row)
      const stored = await q.findById(req.reservation_id)
      if (stored && policy.onEvent) {
        await policy.onEvent({ type: 'reservation.received', at, reservation: stored, db: q.db })
      }
      return received(stored ?? (row as ReservationRow))
    })
  }

  /** A reference (any case, dash or not) or a reservation_id, to its row. */
  async function find(refOrId: string): Promise<ReservationRow> {
    const reference = parseReference(refOrId)
    const row =
      (reference !== undefined ? await reservations.findByReference(reference) : undefined) ??
      (await reservations.findById(refOrId))
    if (!row) {
      throw new DomainError(
        'not_found',
        'not_found',
        `No reservation request has the reference or id ${refOrId}.`,
      )
    }
    return row
  }

  /**
   * `action` on the request, by `by`, in the facility's lock. Asking for the state it is already
   * in answers as the first time (a retried call changes nothing); an illegal move is a 409.
   * Confirming re-checks capacity in the lock: a request whose nights another guest took
   * meanwhile is never confirmed on top of them.
   */
  async function move(
    found: ReservationRow,
    action: StatusAction,
    by: ReservationActor,
    note: string | null,
    staff?: StaffChange,
  ): Promise<ReservationStatusAnswer> {
    const { from, to } = MOVES[action]
    const answer = await reservations.withFacilityLock(found.facility_id, async (q) => {
      const row = (await q.findById(found.reservation_id)) ?? found
      const now = clock()
      const status = statusOf(row, now)
      const expected = staff?.expectedStatus
      // The person saw another state: someone (a colleague, the guest, the CLI) answered first.
      // An expiry is said as itself (request_expired) below.
      if (expected !== undefined && status !== expected && status !== 'expired') {
        const last = await q.lastChangeTo(row.reservation_id, status)
        throw changedMeanwhile(row, status, last, now)
      }
      if (status === to) return statusAnswer(row, now)
      if (!(from as readonly ReservationStatus[]).includes(status)) {
        const expiredAt = holdUntil(row)
        throw new DomainError(
          'conflict',
          status === 'expired' ? 'request_expired' : 'illegal_status_change',
          status === 'expired'
            ? `This request expired unanswered${
                expiredAt ? ` at ${hotelTime(expiredAt, now)}` : ''
              }: its nights are free again, so it cannot be ${to}. The guest may send a new request.`
            : `A ${status} request cannot be ${VERB[action]}.`,
        )
      }
      if (action === 'reinstate') {
        const lastCancel = await q.lastChangeTo(row.reservation_id, 'cancelled')
        const problem = reinstateProblem(row, lastCancel, todayAt(now))
        if (problem) throw new DomainError('conflict', 'not_reinstatable', problem)
      }
      // Confirming and reinstating take nights again: the capacity check under the same lock as
      // booking, so two of them (or one and a new request) never share the last unit.
      if (action === 'confirm' || action === 'reinstate') {
        const capacity = await q.facilityCapacity(row.facility_id)
        if (capacity === undefined) {
          throw new DomainError(
            'conflict',
            'facility_deleted',
            `${row.facility_name} no longer exists; the request cannot be ${VERB[action]}.`,
          )
        }
        const start = row.date_from
        const end = row.occupied_until
        const others = await q.overlapping(
          row.facility_id,
          start,
          end,
          cutoffAt(now),
          row.reservation_id,
        )
        if ([...countPerDay(others, start, end).values()].some((n) => n >= capacity)) {
          throw nightsTaken(row.facility_name, action)
        }
      }
      const at = now.toISOString()
      const who = staff && {
        staff_id: staff.actor.kind === 'staff' ? staff.actor.staffId : null,
        by_name: actorName(staff.actor),
      }
      const changed = await q.changeStatus(row.reservation_id, status, to, {
        at,
        by,
        note,
        ...who,
      })
      // Under the lock nothing else moves it; a false here is a bug, not a race.
      if (!changed) throw new Error(`status of ${row.reservation_id} changed under the lock`)
      const updated = (await q.findById(row.reservation_id)) ?? row
      if (action === 'cancel' && by === 'guest' && policy.onEvent) {
        await policy.onEvent({
          type: 'reservation.cancelled_by_guest',
          at,
          reservation: updated,
          db: q.db,
        })
      } else if (by === 'staff' && policy.onEvent) {
        await policy.onEvent({
          type: 'reservation.answered',
          to,
          ...(action === 'reinstate' ? { reinstated: true } : {}),
          at,
          reservation: updated,
          db: q.db,
        })
      }
      return statusAnswer(updated, now)
    })
    return answer
  }

  return {
    async reserve(id: string, req: ReserveRequest): Promise<ReserveResult> {
      if (req.facility_id !== id) {
        throw new DomainError(
          'invalid',
          'facility_mismatch',
          'facility_id must be the same as the facility id in the path.',
        )
      }
      // A replay of a stored request answers as the first time, even after its dates have passed.
      const existing = await reservations.findById(req.reservation_id)
      if (existing) return replayOf(existing, id, req)

      const facility = await facilities.find(id)
      if (!facility) throw facilityNotFound(id)
      if (facility.type !== req.facility_type) {
        throw new DomainError(
          'invalid',
          'facility_type_mismatch',
          `facility_type must be ${facility.type} for this facility.`,
        )
      }
      checkDates(facility, req.dateRange)
      try {
        return await book(id, facility, req)
      } catch (error) {
        // The same reservation_id booked at the same moment for another facility: the first won.
        // Or (astronomically rare) another id with the same reference at the same moment.
        if (!isUniqueViolation(error)) throw error
        const winner = await reservations.findById(req.reservation_id)
        if (!winner) throw idConflict(req.reservation_id)
        return replayOf(winner, id, req)
      }
    },

    async availability(facility: Facility): Promise<Availability> {
      const calendar = stayPolicy()
      const now = clock()
      const rows = await reservations.occupyingFrom(facility._id, calendar.today, cutoffAt(now))
      return {
        facility_id: facility._id,
        unit: stayUnit(facility.type),
        capacity: facility.capacity,
        taken: fullRanges(rows, facility.capacity, calendar.today),
        ...calendar,
        timeZone: policy.timeZone,
        checkedAt: now.toISOString(),
      }
    },

    /** The guest's view of their request: never their name, phone or email. */
    async status(reservationId: string): Promise<ReservationStatusAnswer> {
      const row = await reservations.findById(reservationId)
      if (!row) {
        throw new DomainError('not_found', 'not_found', 'No reservation request has this id.')
      }
      return statusAnswer(row, clock())
    },

    /**
     * The live channel's view of these requests (contract/request-live.ts): the state alone, no
     * name, facility or dates. An id the hotel has no request of is left out of the map.
     */
    async liveStates(reservationIds: readonly string[]): Promise<Map<string, RequestLiveState>> {
      const now = clock()
      const states = new Map<string, RequestLiveState>()
      for (const row of await reservations.findManyByIds(reservationIds)) {
        states.set(row.reservation_id, liveState(row, now))
      }
      return states
    },

    /** The guest cancels with the id their device made (the id is the key). */
    async cancelByGuest(reservationId: string): Promise<ReservationStatusAnswer> {
      // The route takes a reference or any id (the staff's use it too): without the token only an
      // id of today's length is a key; a shorter one stored before the rule could be guessed.
      if (!RESERVATION_ID_PATTERN.test(reservationId)) {
        throw new DomainError(
          'invalid',
          'invalid_request',
          `id: must be a reservation_id: ${RESERVATION_ID_RULE}`,
        )
      }
      const row = await reservations.findById(reservationId)
      if (!row) {
        throw new DomainError('not_found', 'not_found', 'No reservation request has this id.')
      }
      return move(row, 'cancel', 'guest', null)
    },

    /**
     * The staff's confirm, decline, cancel and reinstate, by reference or id (NOTE_RULE). The
     * history records `actor` (a person, 'admin token' or 'CLI'). With `expectedStatus` (the
     * console), a request that moved meanwhile is a 409 changed_meanwhile naming who did what;
     * without it (scripts, the CLI) asking for the state it is in answers as the first time.
     */
    async changeByStaff(
      refOrId: string,
      action: StatusAction,
      note: string | undefined,
      actor: StaffActor,
      expectedStatus?: ReservationStatus,
    ): Promise<ReservationStatusAnswer> {
      if (action === 'decline' && !note) {
        throw new DomainError('invalid', 'note_required', NOTE_RULE)
      }
      return move(await find(refOrId), action, 'staff', note ?? null, { actor, expectedStatus })
    },

    /** One request for the staff, and its history, oldest change first. */
    async detailsForStaff(
      refOrId: string,
    ): Promise<{ record: StaffRequest; events: StaffRequestEvent[]; can_reinstate: boolean }> {
      const row = await find(refOrId)
      const events = await reservations.events(row.reservation_id)
      const now = clock()
      const record = toStaffRequest(row, now)
      const lastCancel = events.findLast((e) => e.to_status === 'cancelled')
      const can_reinstate =
        row.status === 'cancelled' && reinstateProblem(row, lastCancel, todayAt(now)) === undefined
      const shown: StaffRequestEvent[] = events.map((e) => ({
        at: e.at,
        from_status: e.from_status,
        to_status: e.to_status,
        by: e.by,
        note: e.note,
        by_name: e.by_name ?? null,
      }))
      // Past its hold but not yet swept: the history says when it expired.
      if (record.status === 'expired' && row.status === 'received') {
        shown.push({
          at: holdUntil(row) ?? now.toISOString(),
          from_status: 'received',
          to_status: 'expired',
          by: 'expiry',
          note: null,
          by_name: null,
        })
      }
      return { record, events: shown, can_reinstate }
    },

    /**
     * The console's first screen: what needs an answer (oldest first, the first
     * INBOX_NEEDS_ANSWER_MAX, and how many in all) and confirmed stays arriving from the hotel's
     * today to COMING_UP_DAYS after.
     */
    async inbox(): Promise<StaffInbox> {
      const now = clock()
      const cutoff = cutoffAt(now)
      const day = todayAt(now)
      const [needing, count, arriving] = await Promise.all([
        reservations.needingAnswer(INBOX_NEEDS_ANSWER_MAX, cutoff),
        reservations.countNeedingAnswer(cutoff),
        reservations.arriving(day, addDays(day, COMING_UP_DAYS), INBOX_COMING_UP_MAX),
      ])
      return {
        needs_answer: needing.map((r) => toStaffRequest(r, now)),
        coming_up: arriving.map((r) => toStaffRequest(r, now)),
        needs_answer_count: count,
        today: day,
        timeZone: policy.timeZone,
      }
    },

    /**
     * The staff's calendar: every facility over `days` dates from `from` (the hotel's today when
     * not given), counted as the capacity check and availability count (./calendar.ts).
     */
    async calendar(from: string | undefined, days: number): Promise<StaffCalendar> {
      const now = clock()
      const day = todayAt(now)
      const start = from ?? day
      const [list, rows] = await Promise.all([
        facilities.list(),
        reservations.holdingBetween(start, addDays(start, days), cutoffAt(now)),
      ])
      return {
        from: start,
        days,
        dates: calendarDates(start, days),
        today: day,
        timeZone: policy.timeZone,
        facilities: calendarRows(list, rows, start, days),
      }
    },

    /** "All requests": `q` searched (searchOf), filtered, newest first, a page at a time. */
    async searchForStaff(
      q: string | undefined,
      limit: number,
      before?: ReservationCursor,
      filter: { status?: ReservationStatus; facility?: string } = {},
    ): Promise<{ records: StaffRequest[]; next?: string }> {
      const now = clock()
      const shown = { ...filter, cutoff: cutoffAt(now) }
      const rows = q
        ? await reservations.search(searchOf(q, callingCode), limit + 1, before, shown)
        : await reservations.listNewestFirst(limit + 1, before, shown)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const records = page.map((r) => toStaffRequest(r, now))
      return rows.length > limit && last
        ? { records, next: encodeReservationCursor(last) }
        : { records }
    },

    /** The hotel's zone, in which the staff read every time. */
    timeZone: policy.timeZone,

    /** The sweep: records the expiry of every unanswered request past its hold. */
    async expireUnanswered(): Promise<string[]> {
      const now = clock()
      const cutoff = cutoffAt(now)
      if (cutoff === undefined) return []
      const at = now.toISOString()
      // Each expired request is told of in the transaction that records its expiry: once, by
      // whichever replica's sweep expired it.
      return reservations.expireUnanswered(cutoff, at, async (db, rows) => {
        for (const reservation of rows) {
          await policy.onEvent?.({
            type: 'reservation.answered',
            to: 'expired',
            at,
            reservation,
            db,
          })
        }
      })
    },

    /**
     * A page of the staff's list, newest first: `limit` rows after `before`, and the cursor of
     * the next page when there is one (one row more is read to know).
     */
    async listForStaff(
      limit: number,
      before?: ReservationCursor,
      filter: { status?: ReservationStatus; facility?: string } = {},
    ): Promise<{ records: ReservationRecord[]; next?: string }> {
      const now = clock()
      const rows = await reservations.listNewestFirst(limit + 1, before, {
        ...filter,
        cutoff: cutoffAt(now),
      })
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const records = page.map((r) => toRecord(r, now))
      return rows.length > limit && last
        ? { records, next: encodeReservationCursor(last) }
        : { records }
    },
  }

  /** The staff's record, and how long its hold has left while it is received. */
  function toStaffRequest(r: ReservationRow, now: Date): StaffRequest {
    const record = toRecord(r, now)
    return { ...record, hold_until: record.status === 'received' ? holdUntil(r) : null }
  }

  function toRecord(r: ReservationRow, now: Date): ReservationRecord {
    return {
      reservation_id: r.reservation_id,
      facility_id: r.facility_id,
      facility_name: r.facility_name,
      facility_type: r.facility_type as ReservationRecord['facility_type'],
      name: r.name,
      phone: r.phone,
      email: r.email,
      dateRange: { from: r.date_from, to: r.date_to },
      received_at: r.received_at,
      status: statusOf(r, now),
      // Stored ungrouped (the unique index's form); answered as people read it.
      reference: r.reference === null ? null : formatReference(r.reference),
      status_changed_at: r.status_changed_at,
      status_note: r.status_note,
      language: r.language ?? null,
    }
  }
}
export type ReservationRules = ReturnType<typeof reservationRules>
