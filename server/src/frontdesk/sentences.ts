// The desk's refusals and warnings, in the sentences the clerk reads (issue 54): each says what
// stands in the way and what to do instead. Dates in the hotel's forms (hotel-dates.ts).
import type { Unit } from '../../../contract/frontdesk'
import { hotelDate } from '../../../contract/hotel-time'
import { DomainError } from '../domain-errors'
import { hotelDates } from '../hotel-dates'
import { staffMoney } from '../staff-price-text'

const conflict = (code: string, message: string) => new DomainError('conflict', code, message)

export function deskSentences(timeZone: string) {
  const dates = hotelDates(undefined, timeZone)
  const day = (date: string) => dates.weekdayShort(date) + ' ' + date.slice(0, 4)
  const time = (iso: string) => dates.momentShort(iso)
  /** "at 10:42" on the hotel's `today`, "on 9 Mar 2027, 18:05" before it. */
  const when = (iso: string, today: string) =>
    hotelDate(iso, timeZone) === today ? `at ${dates.clock(iso)}` : `on ${time(iso)}`

  return {
    day,

    nameTwice: (name: string) =>
      new DomainError(
        'invalid',
        'unit_name_twice',
        `The name ${name} is given twice; each unit needs its own.`,
      ),
    nameTaken: (unit: Unit) =>
      conflict(
        'unit_name_taken',
        `${unit.name} is already the name of a unit of ${unit.facility_name}; choose another name.`,
      ),
    fewerThanPromised: (facility: string, most: { count: number; night: string }, asked: number) =>
      conflict(
        'units_promised',
        `${facility} has ${most.count} units taken on ${day(most.night)} (stays and booking sites), ` +
          `so it needs at least ${most.count} names, not ${asked}.`,
      ),
    staysOnUnit: (facility: string, stay: { date_from: string }, asked: number) =>
      conflict(
        'units_promised',
        `A stay of ${facility} from ${day(stay.date_from)} is on a unit past the first ${asked}, ` +
          'and no other unit is free for all its nights; move it first, or keep more units.',
      ),
    housekeepingStates: () =>
      new DomainError(
        'forbidden',
        'housekeeping_states',
        'Housekeeping marks a unit clean or out of order; the front desk sets the other states.',
      ),
    reasonRequired: () =>
      new DomainError('invalid', 'reason_required', 'Say why the unit is out of order (reason).'),
    untilPast: (today: string) =>
      new DomainError(
        'invalid',
        'invalid_until',
        `until: the date the unit is back must be after today (${day(today)}).`,
      ),
    unitChanged: (unit: Unit, today: string) =>
      conflict(
        'unit_changed',
        `${unit.name} changed since you marked it (now ${unit.state.replace('_', ' ')}` +
          (unit.changed_by ? `, by ${unit.changed_by}` : '') +
          (unit.changed_at ? ` ${when(unit.changed_at, today)}` : '') +
          '): look again before marking it.',
      ),
    unitOccupied: (unit: Unit, stay: { date_from: string; occupied_until: string }) =>
      conflict(
        'unit_occupied',
        `${unit.name} has a stay from ${day(stay.date_from)} to ${day(stay.occupied_until)}; ` +
          'move it to another unit first.',
      ),
    outWouldOverbook: (unit: Unit, most: { count: number; night: string }) =>
      conflict(
        'units_promised',
        `${unit.facility_name}'s other units cannot hold its ${most.count - 1} stays on ` +
          `${day(most.night)}, so ${unit.name} cannot be out of order then.`,
      ),

    unitNotFound: (name: string) =>
      new DomainError('not_found', 'unit_not_found', `No unit of the hotel is named ${name}.`),
    notConfirmed: (status: string) =>
      conflict(
        'not_confirmed',
        `This request is ${status}; only a confirmed stay is dealt with at the desk.`,
      ),
    notYet: (from: string) =>
      conflict(
        'not_arrived_yet',
        `This stay begins on ${day(from)}; check the guest in from that day.`,
      ),
    stayOver: (until: string) =>
      conflict('stay_over', `This stay ended on ${day(until)}; it can no longer be checked in.`),
    checkedOut: (at: string | null) =>
      conflict(
        'already_checked_out',
        `The guest checked out${at ? ` at ${time(at)}` : ''}; this stay is over.`,
      ),
    noShow: (at: string | null) =>
      conflict(
        'marked_no_show',
        `This stay was marked as a no-show${at ? ` at ${time(at)}` : ''}; the guest may make a new request.`,
      ),
    notCheckedIn: () =>
      conflict(
        'not_checked_in',
        'The guest has not checked in; check them in first, or mark the stay as a no-show.',
      ),
    checkedIn: () =>
      conflict('checked_in', 'The guest is checked in, so this stay is not a no-show.'),
    tooEarly: (from: string, hour: string) =>
      conflict(
        'too_early',
        `A stay is a possible no-show from ${hour} on its arrival day (${day(from)}); the guest may still come.`,
      ),
    noUnit: () =>
      conflict('no_unit', 'Choose a unit for this stay: none is free for all its nights yet.'),
    otherFacility: (unit: Unit, facility: string) =>
      conflict(
        'other_facility',
        `${unit.name} is a unit of ${unit.facility_name}, not of ${facility}; a stay moves between its own facility's units.`,
      ),
    unitTaken: (unit: Unit) =>
      conflict(
        'unit_taken',
        `${unit.name} is taken on some of this stay's nights (another guest, a booking site, or out of order); choose another unit.`,
      ),
    notLonger: (to: string) =>
      new DomainError(
        'invalid',
        'invalid_dates',
        `to: the new last date must be after the stay's (${day(to)}).`,
      ),
    tooLong: (max: number) =>
      new DomainError('invalid', 'stay_too_long', `A stay may be at most ${max} nights.`),
    extraTaken: (facility: string) =>
      conflict(
        'dates_unavailable',
        `${facility} is fully booked on some of the added nights; the stay cannot be extended to them.`,
      ),

    unitNotReady: (unit: Unit) =>
      unit.state === 'out_of_order'
        ? `${unit.name} is out of order${unit.reason ? ` (${unit.reason})` : ''}.`
        : `${unit.name} is ${unit.state}: it has not been cleaned since the last guest.`,
    balanceDue: (amount: number, currency: string) =>
      `${staffMoney(amount, currency)} of this stay is still to pay.`,
    noPriceForExtra: () => 'The rates give no price for the added nights: agree it with the guest.',
  }
}
export type DeskSentences = ReturnType<typeof deskSentences>
