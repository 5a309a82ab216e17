// The console's calendar (issue 29): `GET /api/staff/calendar?from=&days=`, every facility a row
// and every night (rooms, apartments) or day (activity centres) a column. What a cell counts is
// what the no-overbooking rule and the guest's picker count: the requests that hold the date
// (confirmed ones, and received ones within their hold), through stay-rules' countPerDay, and
// the units outside calendars took (issue 39's imports), each unit once a date.
import { FacilityType } from './facility'
import { DeskStatus, UnitState } from './frontdesk'
import { wholeNumberQuery } from './page-query'
import { CalendarDate, ReservationStatus } from './reservation'
import { z } from './zod'

/** A confirmed stay's money on its bar: what the staff read at a glance. */
export const BAR_MONEY = ['paid', 'part_paid', 'unpaid'] as const
export type BarMoney = (typeof BAR_MONEY)[number]

/** How many dates one answer covers at most: four weeks. */
export const CALENDAR_DAYS_MAX = 28
export const CALENDAR_DAYS_DEFAULT = 14

/** `from` defaults to the hotel's today (HOTEL_TIMEZONE); `days` from 1 to 28. */
export const StaffCalendarQuery = z.strictObject({
  from: CalendarDate.optional(),
  days: wholeNumberQuery(CALENDAR_DAYS_MAX, CALENDAR_DAYS_DEFAULT),
})
export type StaffCalendarQuery = z.output<typeof StaffCalendarQuery>

/** One date of one facility: how many of its `capacity` units requests hold. */
export const CalendarCell = z.object({
  date: CalendarDate,
  /** Received requests within their hold: waiting for the hotel's answer. */
  held: z.number().int(),
  confirmed: z.number().int(),
  /**
   * Units outside calendars (Airbnb, Booking.com) took on this date, each once however many
   * events or links block it; taken as requests are. Absent when none.
   */
  imported: z.number().int().optional(),
})
export type CalendarCell = z.infer<typeof CalendarCell>

/** A request holding some of the window's dates: a bar from `from` over its nights or days. */
export const CalendarBar = z.object({
  reservation_id: z.string(),
  /** As people read it (XXXXX-XXXXX); null for a request stored before references. */
  reference: z.string().nullable(),
  name: z.string(),
  /** received (within its hold) or confirmed: the only statuses that hold a date. */
  status: ReservationStatus,
  /** The stay as the guest asked: [from, to) nights, or [from, to] days. */
  from: CalendarDate,
  to: CalendarDate,
  /** The first date after the stay's last night or day (stay-rules' occupiedUntil). */
  until: CalendarDate,
  /**
   * A confirmed stay's money (issue 53): all of its price paid, some of it, or none. Absent for a
   * request waiting for an answer and for a stay with no price agreed.
   */
  money: z.enum(BAR_MONEY).optional(),
  /**
   * The number of the unit the stay was given (issue 54); null: none yet (a request waiting for
   * an answer, a stay the desk has not placed). Absent from an older server.
   */
  unit: z.number().int().nullable().optional(),
  /** Where the guest is, once the desk has moved the stay on (issue 54); absent while confirmed. */
  desk: DeskStatus.exclude(['confirmed']).optional(),
})
export type CalendarBar = z.infer<typeof CalendarBar>

/**
 * A unit an outside calendar took over some of the window's dates: named by its link's name
 * ("Airbnb"), never by text from the feed, and never a guest's request.
 */
export const CalendarImport = z.object({
  link_id: z.string(),
  /** The link's name, as the staff gave it (or the feed's host). */
  channel: z.string(),
  /** The facility's unit the link takes, from 1. */
  unit: z.number().int(),
  from: CalendarDate,
  /** The first date after its last night or day (the event's exclusive end). */
  until: CalendarDate,
})
export type CalendarImport = z.infer<typeof CalendarImport>

/**
 * The `channel` of an import that is a unit out of order (issue 54): its nights are blocked as a
 * booking site's are, and the calendar draws it on its unit's lane under these words.
 */
export const OUT_OF_ORDER_CHANNEL = 'Out of order'

/** One of a facility's named units (issue 54): the calendar draws a lane for each. */
export const CalendarUnit = z.object({
  /** Its place in the facility, from 1: the number bars and imports name. */
  number: z.number().int(),
  name: z.string(),
  state: UnitState,
})
export type CalendarUnit = z.infer<typeof CalendarUnit>

export const CalendarRow = z.object({
  facility_id: z.string(),
  name: z.string(),
  type: FacilityType,
  /** 'night' (rooms, apartments) or 'day' (activity centres): what a column is. */
  unit: z.enum(['night', 'day']),
  capacity: z.number().int(),
  /** One per date of the window, in order. */
  cells: z.array(CalendarCell),
  /** Its requests holding a date of the window, by arrival. */
  bars: z.array(CalendarBar),
  /** The units imports took on the window's dates, by first date. Absent when none. */
  imports: z.array(CalendarImport).optional(),
  /** Its units by number (issue 54). Absent from an older server: the bars are drawn unplaced. */
  units: z.array(CalendarUnit).optional(),
})
export type CalendarRow = z.infer<typeof CalendarRow>

export const StaffCalendar = z.object({
  from: CalendarDate,
  days: z.number().int(),
  /** The window's dates, `from` and the `days - 1` after it. */
  dates: z.array(CalendarDate),
  /** The hotel's today and zone. */
  today: CalendarDate,
  timeZone: z.string(),
  facilities: z.array(CalendarRow),
})
export type StaffCalendar = z.infer<typeof StaffCalendar>
