// The front desk's day (issue 54): the hotel's units by their names and their housekeeping states,
// the day's arrivals, departures, guests in the house and possible no-shows, and the desk's moves
// on a confirmed stay (check in, check out, no-show, move to another unit, extend). Imported by the
// server (server/src/frontdesk/, http/staff/frontdesk-routes.ts) and the console (src/staff/).
//
// A stay's desk status sits beside its request status: a checked-in stay is still `confirmed` as a
// request (it holds its nights), its desk status says where the guest is. An early check-out and a
// no-show give back the nights they will not use (the stay's `occupied_until` moves earlier): the
// site, the calendar and the booking sites' feeds read them free at once.
import { CalendarDate, DeskStatus } from './reservation'
import { DESK_STATUSES } from './desk-status'
import { singleLineText } from './text'
import { UNIT_STATES } from './unit-states'
import { z } from './zod'

/** The link id an out-of-order unit's block carries (never a link's: those are UUIDs). */
export const OUT_OF_ORDER_LINK = 'out-of-order'

export { isReady, UNIT_STATES } from './unit-states'

export const UnitState = z.enum(UNIT_STATES, {
  error: 'must be clean, dirty, inspected or out_of_order',
})
export type UnitState = z.infer<typeof UnitState>

export { DESK_STATUSES, DeskStatus }

export const UNIT_NAME_MAX = 40
/** A unit's name as people write it ("Room 12", "Garden Double 1"): one line, 1 to 40 characters. */
export const UnitName = singleLineText(UNIT_NAME_MAX)
/** The most units one facility may have (as the catalogue's capacity). */
export const UNITS_MAX = 500
export const OUT_OF_ORDER_REASON_MAX = 200

/** One of the hotel's units, as the owner named it (or named from its facility until then). */
export const Unit = z.object({
  name: z.string(),
  facility_id: z.string(),
  facility_name: z.string(),
  /** Its place in the facility, from 1 (the booking sites' feeds of unit N speak of it). */
  number: z.number().int(),
  state: UnitState,
  /** Why it is out of order; null otherwise. */
  reason: z.string().nullable(),
  /** Out of order up to, not including, this date (it is offered again from it); null: until said. */
  until: CalendarDate.nullable(),
  /** When its state last changed, and who changed it; null: never (clean since it was made). */
  changed_at: z.string().nullable(),
  changed_by: z.string().nullable(),
})
export type Unit = z.infer<typeof Unit>

/** `GET /api/staff/units`: every unit of the hotel, by facility then number. */
export const UnitList = z.object({ units: z.array(Unit) })
export type UnitList = z.infer<typeof UnitList>

/** `POST /api/staff/facilities/:id/units` (owners): the facility's units' names, in order. */
export const UnitNamesBody = z.strictObject(
  {
    names: z
      .array(UnitName, { error: 'must be a list of names' })
      .min(1, 'must name at least one unit')
      .max(UNITS_MAX, `must name at most ${UNITS_MAX} units`),
  },
  { error: 'must be a JSON object' },
)
export type UnitNamesBody = z.output<typeof UnitNamesBody>

/** `POST /api/staff/units/:unit/state` (`:unit` its name, URL-encoded). */
export const UnitStateBody = z.strictObject(
  {
    state: UnitState,
    /** Out of order only: why (required then). */
    reason: singleLineText(OUT_OF_ORDER_REASON_MAX).optional(),
    /** Out of order only: the first date it is back (optional: until it is marked otherwise). */
    until: CalendarDate.optional(),
    /**
     * The unit's `changed_at` as the person saw it when they marked it (null: it had never
     * changed). Given, the mark is refused (409 `unit_changed`) when the unit changed since, unless
     * it already is in the state asked (answered as it is: a mark sent again after its answer was
     * lost). A mark kept on a phone through a Wi-Fi drop sends it, so a "clean" made an hour ago
     * never undoes a check-out made since. Absent: the mark is taken whatever changed.
     */
    seen_changed_at: z.string().max(40).nullable().optional(),
  },
  { error: 'must be a JSON object' },
)
export type UnitStateBody = z.output<typeof UnitStateBody>
export const UnitParams = z.strictObject({ unit: UnitName })

/** A confirmed stay as the desk reads it on a day. */
export const DeskStay = z.object({
  reference: z.string(),
  reservation_id: z.string(),
  /** The guest's name. */
  guest: z.string(),
  phone: z.string(),
  facility_id: z.string(),
  facility_name: z.string(),
  /** The unit's name; null: none given yet (the desk is asked at check-in). */
  unit: z.string().nullable(),
  /** That unit's housekeeping state now; null without a unit. */
  unit_state: UnitState.nullable(),
  /** The stay as booked (or as extended): [from, to) nights, [from, to] days. */
  from: CalendarDate,
  to: CalendarDate,
  /** How many nights (or days) it was booked for. */
  nights: z.number().int(),
  guests: z.number().int().nullable(),
  status: DeskStatus,
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  /**
   * What is still to pay of its price (minor units of `currency`), once payments exist; null when
   * the stay has no price agreed.
   */
  balance_due: z.number().int().nullable(),
  currency: z.string(),
})
export type DeskStay = z.infer<typeof DeskStay>

/**
 * `GET /api/staff/today?date=` and `frontdesk today [--date] [--json]`: the day at the desk.
 * - arrivals: stays arriving on `date` (confirmed, checked in, or checked out already);
 * - departures: stays leaving on `date`, and stays still checked in whose last night is past;
 * - in_house: stays with a night before and after the morning of `date` (stay-overs), and
 *   arrivals of `date` already checked in;
 * - no_shows: confirmed stays not checked in past their no-show hour (possible no-shows), and
 *   those marked as no-shows, whose arrival is `date` or the day before.
 */
export const DeskDay = z.object({
  date: CalendarDate,
  /** The hotel's today and its zone. */
  today: CalendarDate,
  timeZone: z.string(),
  /** The hotel's no-show hour, HH:MM on the arrival's day (NO_SHOW_HOUR). */
  no_show_hour: z.string(),
  arrivals: z.array(DeskStay),
  departures: z.array(DeskStay),
  in_house: z.array(DeskStay),
  no_shows: z.array(DeskStay),
})
export type DeskDay = z.infer<typeof DeskDay>

export const DeskDayQuery = z.strictObject({ date: CalendarDate.optional() })

/** What housekeeping reads of a unit on a day: no guest's name, only the comings and goings. */
export const HousekeepingUnit = Unit.extend({
  /** A stay leaves it on the day: `waiting` (not checked out yet) or `gone`; null: none leaves. */
  departure: z.enum(['waiting', 'gone']).nullable(),
  /** A stay arrives in it on the day: `expected` or `arrived`; null: none arrives. */
  arrival: z.enum(['expected', 'arrived']).nullable(),
  /** A guest stays on through the day (a night before and after it). */
  stay_over: z.boolean(),
  /** Which to clean first, from 1 (the list is in this order). */
  order: z.number().int(),
})
export type HousekeepingUnit = z.infer<typeof HousekeepingUnit>

/** `GET /api/staff/housekeeping?date=`: the units in the order to clean them. */
export const HousekeepingDay = z.object({
  date: CalendarDate,
  today: CalendarDate,
  timeZone: z.string(),
  units: z.array(HousekeepingUnit),
})
export type HousekeepingDay = z.infer<typeof HousekeepingDay>

/** `POST /api/staff/stays/:ref/check-in`: the unit, when none is set or the desk gives another. */
export const CheckInBody = z.strictObject(
  { unit: UnitName.optional() },
  { error: 'must be a JSON object' },
)
export type CheckInBody = z.output<typeof CheckInBody>

/** `POST /api/staff/stays/:ref/move`: the unit to move the stay to. */
export const MoveBody = z.strictObject({ unit: UnitName }, { error: 'must be a JSON object' })
export type MoveBody = z.output<typeof MoveBody>

/** `POST /api/staff/stays/:ref/extend`: the stay's new last date (`to`, as the request says it). */
export const ExtendBody = z.strictObject({ to: CalendarDate }, { error: 'must be a JSON object' })
export type ExtendBody = z.output<typeof ExtendBody>

/**
 * What every desk move answers: the stay as it is now, and the warnings the desk should read (the
 * unit is not clean, a balance is due): a move is never refused over them. Asking for the state a
 * stay is already in answers as the first time with no warnings (a retried or replayed call
 * changes nothing); a move the stay's state does not allow is a 409 with a sentence saying why.
 */
export const DeskAnswer = z.object({
  stay: DeskStay,
  warnings: z.array(z.string()),
  /** Whether this call changed anything (false: the stay was already so). */
  changed: z.boolean(),
})
export type DeskAnswer = z.infer<typeof DeskAnswer>

/** The no-show hour's form: `HH:MM`, 24-hour. */
export const NO_SHOW_HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
export const NO_SHOW_HOUR_DEFAULT = '23:00'
