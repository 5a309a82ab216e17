// The console's reads of the requests (and the CLI's): the inbox (what needs an answer, what is
// coming up), the calendar, the list and its search box, one request with its history. Each as
// of now: a request past its hold reads as expired (hold.ts) before the sweep records it.
import { addDays } from '../../../contract/calendar-date'
import { DEFAULT_CALLING_CODE, phoneE164 } from '../../../contract/phone-number'
import { parseReference } from '../../../contract/reference'
import {
  encodeReservationCursor,
  normalizePhone,
  PHONE_PATTERN,
  type ReservationCursor,
  type ReservationRecord,
  type ReservationStatus,
} from '../../../contract/reservation'
import {
  COMING_UP_DAYS,
  INBOX_COMING_UP_MAX,
  INBOX_NEEDS_ANSWER_MAX,
  type StaffInbox,
  type StaffRequest,
  type StaffRequestDetail,
  type StaffRequestEvent,
} from '../../../contract/staff'
import type { StaffCalendar } from '../../../contract/staff-calendar'
import { countPerDay } from '../../../contract/stay-rules'
import { DomainError } from '../domain-errors'
import type { FacilitiesRepository } from '../facilities/repository'
import type { RequestAnswers } from './answers'
import type { BookingPolicy } from './booking-policy'
import { calendarDates, calendarRows, type StayTotalsOf } from './calendar'
import type { ChannelBlocks } from './channel-blocks'
import { channelsTook } from './clerk-sentences'
import type { RequestHold } from './hold'
import { reinstateProblem } from './moves'
import type { RequestSearch, ReservationRow, ReservationsRepository } from './repository'

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

/** A reference (any case, dash or not) or a reservation_id, to its row. */
export async function findRequest(
  reservations: ReservationsRepository,
  refOrId: string,
): Promise<ReservationRow> {
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
 * A page of the staff's list from the `limit + 1` rows read for it: the extra row says there is a
 * next page, named by the cursor of the page's last row.
 */
function pageOf<T>(rows: ReservationRow[], limit: number, shown: (row: ReservationRow) => T) {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const records = page.map(shown)
  return rows.length > limit && last
    ? { records, next: encodeReservationCursor(last) }
    : { records }
}

export function staffReads(
  facilities: FacilitiesRepository,
  reservations: ReservationsRepository,
  blocks: ChannelBlocks,
  policy: BookingPolicy,
  { clock, todayAt, cutoffAt, holdUntil }: RequestHold,
  { toRecord, toStaffRequest }: RequestAnswers,
  /** The stays' payments (issue 53), for the calendar's bars; none: no bar says money. */
  stayTotals?: StayTotalsOf,
) {
  const callingCode = policy.phoneCallingCode ?? DEFAULT_CALLING_CODE

  /**
   * The sentence confirming (or reinstating) would be refused with when booking sites' imports
   * took some of the request's full nights (issue 39): counted as the move counts them, outside
   * its lock (the move checks again in it). Undefined when nothing stands in the way, or when
   * requests alone filled the nights.
   */
  async function takenByChannels(
    row: ReservationRow,
    action: 'confirm' | 'reinstate',
    now: Date,
  ): Promise<string | undefined> {
    const start = row.date_from
    const end = row.occupied_until
    const [capacity, others, imported] = await Promise.all([
      reservations.facilityCapacity(row.facility_id),
      reservations.overlapping(row.facility_id, start, end, cutoffAt(now), row.reservation_id),
      blocks.ofFacility(row.facility_id, start, end),
    ])
    if (capacity === undefined || imported.length === 0) return undefined
    const full = [...countPerDay(others, start, end, imported)]
      .filter(([, n]) => n >= capacity)
      .map(([day]) => day)
    return channelsTook(row, action, full, imported)?.message
  }

  return {
    /** The row of a reference or id (a 404 when none): for the domains that add to a stay. */
    rowForStaff: (refOrId: string) => findRequest(reservations, refOrId),
    /** One request for the staff, and its history, oldest change first. */
    async detailsForStaff(
      refOrId: string,
    ): Promise<Pick<StaffRequestDetail, 'record' | 'events' | 'can_reinstate' | 'channels_took'>> {
      const row = await findRequest(reservations, refOrId)
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
      const action =
        record.status === 'received' ? 'confirm' : can_reinstate ? 'reinstate' : undefined
      const channels_took = action && (await takenByChannels(row, action, now))
      return { record, events: shown, can_reinstate, ...(channels_took && { channels_took }) }
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
      const end = addDays(start, days)
      const [list, rows, imported] = await Promise.all([
        facilities.list(),
        reservations.holdingBetween(start, end, cutoffAt(now)),
        blocks.between(start, end),
      ])
      // One read of the window's confirmed stays' payments, not one per stay.
      const confirmed = rows.filter((r) => r.status === 'confirmed').map((r) => r.reservation_id)
      const totals = stayTotals ? await stayTotals(confirmed) : undefined
      return {
        from: start,
        days,
        dates: calendarDates(start, days),
        today: day,
        timeZone: policy.timeZone,
        facilities: calendarRows(list, rows, start, days, imported, totals),
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
      return pageOf(rows, limit, (r) => toStaffRequest(r, now))
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
      return pageOf(rows, limit, (r) => toRecord(r, now))
    },
  }
}
