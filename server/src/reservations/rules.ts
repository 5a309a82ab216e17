// What makes a reservation request acceptable: its dates, idempotency on reservation_id, and
// capacity. Nights [from, to) for rooms and apartments; days [from, to] for activity centres.
import type { Facility } from '../../../contract/facility'
import {
  encodeReservationCursor,
  type Availability,
  type ReservationCursor,
  type ReservationRecord,
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
import type { Kysely } from 'kysely'
import type { Schema } from '../db/schema'
import type { FacilitiesRepository } from '../facilities/repository'
import { DomainError, facilityNotFound } from '../domain-errors'
import { isUniqueViolation, type ReservationRow, type ReservationsRepository } from './repository'

export interface BookingHooks {
  /** Runs in the booking's transaction after its insert (the staff notification's event). */
  onBooked?(trx: Kysely<Schema>, row: ReservationRow): Promise<void>
}

export interface BookingPolicy {
  timeZone: string
  maxStayDays: number
  horizonDays: number
  now?: () => Date
}

/**
 * Today's date in `timeZone`, as `YYYY-MM-DD` (as contract's `todayIn`), from one formatter made
 * here: each `Intl.DateTimeFormat` holds some 25 KB of ICU memory outside V8's heap, which V8 frees
 * only when it collects the formatter, so a formatter per request (`todayIn`) grew the server by
 * about that much for every reservation under load.
 */
export function calendarToday(timeZone: string): (now: Date) => string {
  // en-CA formats as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return (now) => format.format(now)
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

function replayOf(row: ReservationRow, id: string, req: ReserveRequest): ReserveResult {
  if (sameRequest(row, id, req)) return received(row)
  throw new DomainError(
    'conflict',
    'reservation_id_conflict',
    `reservation_id ${req.reservation_id} was already used for a different request; generate a new one.`,
  )
}

export function reservationRules(
  facilities: FacilitiesRepository,
  reservations: ReservationsRepository,
  policy: BookingPolicy,
  hooks: BookingHooks = {},
) {
  const todayAt = calendarToday(policy.timeZone)
  const today = () => todayAt(policy.now?.() ?? new Date())

  /** The hotel's calendar and limits as of now: what the picker follows and the server checks. */
  function stayPolicy(): StayPolicy {
    return { today: today(), maxStay: policy.maxStayDays, horizonDays: policy.horizonDays }
  }

  function checkDates(facility: Facility, dateRange: ReserveRequest['dateRange']) {
    const problem = stayDatesProblem(dateRange, stayUnit(facility.type), stayPolicy())
    if (problem) throw new DomainError('invalid', 'invalid_dates', problem)
  }

  async function book(id: string, facility: Facility, req: ReserveRequest) {
    const start = req.dateRange.from
    const end = occupiedUntil(req.dateRange.to, stayUnit(facility.type))
    return reservations.withFacilityLock(id, async (q) => {
      const existing = await q.findById(req.reservation_id)
      if (existing) return replayOf(existing, id, req)
      if (!(await q.facilityExists(id))) throw facilityNotFound(id)
      const counts = countPerDay(await q.overlapping(id, start, end), start, end)
      if ([...counts.values()].some((n) => n >= facility.capacity)) {
        throw new DomainError(
          'conflict',
          'dates_unavailable',
          `${facility.name} is fully booked on some of these dates; please choose other dates.`,
        )
      }
      const row: ReservationRow = {
        reservation_id: req.reservation_id,
        facility_id: id,
        facility_type: facility.type,
        facility_name: facility.name,
        name: req.reservation_name,
        phone: req.reservation_phone,
        email: req.reservation_email,
        date_from: req.dateRange.from,
        date_to: req.dateRange.to,
        occupied_until: end,
        received_at: new Date().toISOString(),
      }
      await q.insert(row)
      await hooks.onBooked?.(q.trx, row)
      return received(row)
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
        if (!isUniqueViolation(error)) throw error
        const winner = await reservations.findById(req.reservation_id)
        if (!winner) throw error
        return replayOf(winner, id, req)
      }
    },

    async availability(facility: Facility): Promise<Availability> {
      const calendar = stayPolicy()
      const rows = await reservations.occupyingFrom(facility._id, calendar.today)
      return {
        facility_id: facility._id,
        unit: stayUnit(facility.type),
        capacity: facility.capacity,
        taken: fullRanges(rows, facility.capacity, calendar.today),
        ...calendar,
        timeZone: policy.timeZone,
        checkedAt: (policy.now?.() ?? new Date()).toISOString(),
      }
    },

    /**
     * A page of the staff's list, newest first: `limit` rows after `before`, and the cursor of
     * the next page when there is one (one row more is read to know).
     */
    async listForStaff(
      limit: number,
      before?: ReservationCursor,
    ): Promise<{ records: ReservationRecord[]; next?: string }> {
      const rows = await reservations.listNewestFirst(limit + 1, before)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      const records = page.map((r) => ({
        reservation_id: r.reservation_id,
        facility_id: r.facility_id,
        facility_name: r.facility_name,
        facility_type: r.facility_type as ReservationRecord['facility_type'],
        name: r.name,
        phone: r.phone,
        email: r.email,
        dateRange: { from: r.date_from, to: r.date_to },
        received_at: r.received_at,
      }))
      return rows.length > limit && last
        ? { records, next: encodeReservationCursor(last) }
        : { records }
    },
  }
}
export type ReservationRules = ReturnType<typeof reservationRules>
