// The guest's booking: what a facility has free (availability), what makes a request
// acceptable (its dates, the facility, capacity, the per-phone limit), idempotency on the
// reservation_id the device made (a replay answers as the first time), and the guest's reads of
// their request. Nights [from, to) for rooms and apartments; days [from, to] for activity centres.
// Capacity counts the requests holding a night and the units outside calendars took (`blocks`).
import type { Facility } from '../../../contract/facility'
import { DEFAULT_CALLING_CODE, phoneE164 } from '../../../contract/phone-number'
import { reservationReference } from '../../../contract/reference'
import type {
  Availability,
  ReservationStatusAnswer,
  ReserveRequest,
  ReserveResult,
} from '../../../contract/reservation'
import {
  guestsProblem,
  quoteStay,
  stayRuleProblem,
  type Quote,
  type QuoteAnswer,
} from '../../../contract/rates'
import {
  countPerDay,
  fullRanges,
  occupiedUntil,
  stayDatesProblem,
  stayUnit,
  type StayPolicy,
} from '../../../contract/stay-rules'
import { hotel, isLanguage } from '../../../src/server-shared'
import { isUniqueViolation } from '../db/transaction'
import { DomainError, facilityNotFound } from '../domain-errors'
import type { FacilityLookup } from '../facilities/list-cache'
import { received, type RequestAnswers } from './answers'
import type { BookingPolicy } from './booking-policy'
import type { ChannelBlocks } from './channel-blocks'
import type { RequestHold } from './hold'
import type { LiveRead } from './live-states'
import type { NewReservationRow, ReservationRow, ReservationsRepository } from './repository'

function sameRequest(row: ReservationRow, id: string, req: ReserveRequest): boolean {
  return (
    row.facility_id === id &&
    row.facility_type === req.facility_type &&
    // Rows stored before names were kept in NFC compare as their NFC form: a replay still matches.
    row.name.normalize('NFC') === req.reservation_name &&
    row.phone === req.reservation_phone &&
    row.email === req.reservation_email &&
    row.date_from === req.dateRange.from &&
    row.date_to === req.dateRange.to &&
    (row.guests ?? undefined) === req.guests
  )
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

const fullyBooked = (name: string) =>
  new DomainError(
    'conflict',
    'dates_unavailable',
    `${name} is fully booked on some of these dates; please choose other dates.`,
  )

export function guestBooking(
  facilities: FacilityLookup,
  reservations: ReservationsRepository,
  blocks: ChannelBlocks,
  policy: BookingPolicy,
  { clock, today, todayAt, cutoffAt }: RequestHold,
  answers: RequestAnswers,
) {
  const maxOpen = policy.maxOpenRequestsPerPhone ?? 3
  const callingCode = policy.phoneCallingCode ?? DEFAULT_CALLING_CODE

  /** The hotel's calendar and limits as of now: what the picker follows and the server checks. */
  function stayPolicy(): StayPolicy {
    return { today: today(), maxStay: policy.maxStayDays, horizonDays: policy.horizonDays }
  }

  function checkDates(facility: Facility, dateRange: ReserveRequest['dateRange']) {
    const problem = stayDatesProblem(dateRange, stayUnit(facility.type), stayPolicy())
    if (problem) throw new DomainError('invalid', 'invalid_dates', problem)
  }

  /**
   * A stay's price under the facility's rates as they are now (contract/rates.ts), once its
   * dates, its guests and the hotel's stay rules are checked: each broken rule is a 400 with its
   * own code (`too_many_guests`, `arrival_closed`, `stay_too_short`, `stay_too_long`).
   */
  function priceOf(
    facility: Facility,
    stay: { from: string; to: string; guests: number },
  ): QuoteAnswer {
    checkDates(facility, stay)
    const tooMany = guestsProblem(stay.guests, facility.guests)
    if (tooMany) throw new DomainError('invalid', 'too_many_guests', tooMany)
    const unit = stayUnit(facility.type)
    const rules = facility.rates ?? []
    const broken = stayRuleProblem(rules, stay, unit)
    if (broken) throw new DomainError('invalid', broken.code, broken.message)
    const quote = quoteStay(rules, stay, unit, hotel.currency, facility.taxes)
    // The rates are bounded with MAX_STAY_DAYS so that no total passes the exact range (contract/
    // rate-bounds.ts), checked as they are set and at the start; a CLI run with a shorter
    // MAX_STAY_DAYS than this server's could still store such rates. Its total would be rounded
    // (every amount is at least 0, so a sum past the range comes out past it, never back inside):
    // refused, never shown nor stored (stored-quote.ts would read it back as no price).
    // Taxes added on top can pass it too (grand_total).
    if (
      quote.total !== null &&
      !(Number.isSafeInteger(quote.total) && Number.isSafeInteger(quote.grand_total ?? 0))
    ) {
      throw new DomainError(
        'invalid',
        'amount_too_large',
        'This stay would cost more than the hotel can price exactly; please choose a shorter stay or ask the hotel.',
      )
    }
    return quote
  }

  /** The facility the request names, of the type it says: else a 404 or a 400. */
  async function checkedFacility(id: string, req: ReserveRequest): Promise<Facility> {
    const facility = await facilities.find(id)
    if (!facility) throw facilityNotFound(id)
    if (facility.type !== req.facility_type) {
      throw new DomainError(
        'invalid',
        'facility_type_mismatch',
        `facility_type must be ${facility.type} for this facility.`,
      )
    }
    return facility
  }

  async function book(id: string, facility: Facility, req: ReserveRequest, quote: QuoteAnswer) {
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
      // The imports' units read in the same transaction, under the lock an import takes too.
      const counts = countPerDay(
        await q.overlapping(id, start, end, cutoff),
        start,
        end,
        await blocks.ofFacility(id, start, end, q.tx),
      )
      if ([...counts.values()].some((n) => n >= facility.capacity)) {
        throw fullyBooked(facility.name)
      }
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
        guests: req.guests ?? null,
        // The price as it was at the request's arrival: a later change of rates leaves it be.
        quote: quote.total === null ? null : JSON.stringify(quote satisfies Quote),
      }
      // Another request with the same reference (astronomically rare) is refused by the unique
      // index, as one with the same id booked at the same moment: `reserve` answers.
      const stored = await q.insert(row)
      if (policy.onEvent) {
        await policy.onEvent({ type: 'reservation.received', at, reservation: stored, tx: q.tx })
      }
      return received(stored)
    })
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
      let facility: Facility
      let quote: QuoteAnswer
      try {
        facility = await checkedFacility(id, req)
        quote = priceOf(facility, { ...req.dateRange, guests: req.guests ?? 1 })
      } catch (error) {
        // A replay of a stored request answers as the first time, even once its dates have
        // passed, its facility is gone or the rules have changed. Looked up only when the request
        // would be refused: otherwise the booking's transaction finds it (`book`).
        if (!(error instanceof DomainError)) throw error
        const existing = await reservations.findById(req.reservation_id)
        if (existing) return replayOf(existing, id, req)
        throw error
      }
      try {
        return await book(id, facility, req, quote)
      } catch (error) {
        // The same reservation_id booked at the same moment for another facility: the first won.
        // Or (astronomically rare) another id with the same reference: the device makes a new id.
        if (!isUniqueViolation(error)) throw error
        const winner = await reservations.findById(req.reservation_id)
        if (!winner) throw idConflict(req.reservation_id)
        return replayOf(winner, id, req)
      }
    },

    /** `GET /api/facilities/:id/quote`: what the stay would cost now, or `{ total: null }`. */
    quote(facility: Facility, stay: { from: string; to: string; guests: number }): QuoteAnswer {
      return priceOf(facility, stay)
    },

    async availability(facility: Facility): Promise<Availability> {
      const calendar = stayPolicy()
      const now = clock()
      const [rows, imported] = await Promise.all([
        reservations.occupyingFrom(facility._id, calendar.today, cutoffAt(now)),
        blocks.ofFacility(facility._id, calendar.today, undefined),
      ])
      return {
        facility_id: facility._id,
        unit: stayUnit(facility.type),
        capacity: facility.capacity,
        taken: fullRanges(rows, facility.capacity, calendar.today, imported),
        ...calendar,
        timeZone: policy.timeZone,
        checkedAt: now.toISOString(),
      }
    },

    /**
     * The stays holding a night of the facility from the hotel's today on, and that today: the
     * rows availability counts (confirmed, and received within their hold), for the booking sites'
     * feed (channels/export-events.ts). Their ids are the guests' keys: the feed only hashes them.
     */
    async heldStays(facilityId: string) {
      const day = today()
      const stays = await reservations.occupyingFrom(facilityId, day, cutoffAt(clock()))
      return { today: day, stays }
    },

    /** The guest's view of their request: never their name, phone or email. */
    async status(reservationId: string): Promise<ReservationStatusAnswer> {
      const row = await reservations.findById(reservationId)
      if (!row) {
        throw new DomainError('not_found', 'not_found', 'No reservation request has this id.')
      }
      return answers.statusAnswer(row, clock())
    },

    /**
     * The live channel's view of these requests (contract/request-live.ts): the state alone, no
     * name, facility or dates, and whether the stay is over (its last night or day before the
     * hotel's today, as reinstating counts it). An id the hotel has no request of is left out.
     */
    async liveStates(reservationIds: readonly string[]): Promise<Map<string, LiveRead>> {
      const now = clock()
      const day = todayAt(now)
      const states = new Map<string, LiveRead>()
      for (const row of await reservations.findManyByIds(reservationIds)) {
        const state = answers.liveState(row, now)
        states.set(row.reservation_id, { state, over: row.occupied_until <= day })
      }
      return states
    },
  }
}
