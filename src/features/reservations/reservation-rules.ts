// The reservation form's rules, as pure functions of calendar dates (`YYYY-MM-DD`). What a stay
// may be (its nights or days, the hotel's limits, full days) is the contract's, shared with the
// server; this module decides what a tap on a day means, and what to say about each day.
//
// How taps read (the spec starts the picker with today as check-in and no end):
// - Today is only *suggested* as check-in (`provisional`). A tap on a day a few nights away
//   (`QUICK_STAY`) ends a stay from today there: one tap books "tonight and tomorrow".
// - A tap further away starts the stay on that day, and the summary offers "Check in today
//   instead": a single careless tap never makes a long stay from today.
// - After a quick stay from today, a tap on a later day reads the first tap as the check-in after
//   all (the guest who meant 27 Nov to 2 Dec and tapped the 27th first gets exactly that).
// - A tap on a day that cannot end the current stay starts a new stay there.
// - The hotel's own stay rules (contract/rates.ts, issue 40) as the server applies them: a day whose
//   arrivals are closed cannot start a stay; once the guest has chosen a check-in (not the
//   suggested today), a day too soon or too far for that arrival's shortest or longest stay is not
//   a new start either: it cannot be tapped, and its name says why (calendar-days.ts).
import { normalizePhone, PHONE_PATTERN, RESERVATION_NAME_MAX } from '../../../contract/reservation'
import {
  canStartOn,
  isBookableStay,
  stayLength,
  type StayPolicy,
  type StayUnit,
} from '../../../contract/stay-rules'
import { rateReader, stayRuleProblem, type RateRule } from '../../../contract/rates'
import { hasControlCharacters, isWellFormedText } from '../../../contract/text'
import { texts } from '../../lib/i18n'

export { stayLength, takenDates } from '../../../contract/stay-rules'
export type Unit = StayUnit

export interface CalendarContext extends StayPolicy {
  unit: Unit
  /** Nights or days on which the facility is full. */
  taken: ReadonlySet<string>
  /** The facility's rates, whose stay rules the server applies (absent: none). */
  rates?: readonly RateRule[] | undefined
}

export interface Selection {
  from?: string | undefined
  to?: string | undefined
  /** `from` is today as the spec preselects it, not a day the guest chose. */
  provisional?: boolean | undefined
  /** The guest tapped a far day while today was suggested: offer a stay from today to it. */
  offerToday?: boolean | undefined
}

/** The longest stay from the suggested today that a single tap makes (nights or days). */
export const QUICK_STAY = 3

/** What the hotel's stay rules say of a stay (contract/rates.ts); undefined: they allow it. */
export function ruleProblem(from: string, to: string, ctx: CalendarContext) {
  return ctx.rates ? stayRuleProblem(ctx.rates, { from, to }, ctx.unit) : undefined
}

/** Whether the hotel takes no arrivals on `day` (a day off the list of check-ins). */
export function isArrivalClosed(day: string, ctx: CalendarContext): boolean {
  return ctx.rates !== undefined && rateReader(ctx.rates)(day).closed_arrival
}

const bookable = (from: string, to: string, ctx: CalendarContext) =>
  isBookableStay(from, to, ctx.unit, ctx, ctx.taken) && ruleProblem(from, to, ctx) === undefined

const canStart = (day: string, ctx: CalendarContext) =>
  canStartOn(day, ctx, ctx.taken) && !isArrivalClosed(day, ctx)

/**
 * Whether `day` is too soon or too far to end a stay from the chosen `from` under the arrival's
 * shortest or longest stay, the stay being otherwise possible: then the day is no new start
 * either (the guest who chose a check-in meant it), but one the picker says why it cannot take.
 */
export function breaksStayLength(from: string, day: string, ctx: CalendarContext): boolean {
  if (!isBookableStay(from, day, ctx.unit, ctx, ctx.taken)) return false
  const code = ruleProblem(from, day, ctx)?.code
  return code === 'stay_too_short' || code === 'stay_too_long'
}

/** The selection after the guest taps `day`; undefined when the day cannot be chosen now. */
export function tapDay(selection: Selection, day: string, ctx: CalendarContext) {
  const { from, to, provisional } = selection
  const startHere: Selection | undefined = canStart(day, ctx) ? { from: day } : undefined
  if (from === undefined) return startHere
  if (to === undefined) {
    if (day === from) {
      if (ctx.unit === 'night') return { from }
      return bookable(from, day, ctx) ? { from, to: day } : { from }
    }
    if (day > from && !provisional && breaksStayLength(from, day, ctx)) return undefined
    if (day < from || !bookable(from, day, ctx)) return startHere
    if (!provisional) return { from, to: day }
    if (stayLength(from, day, ctx.unit) <= QUICK_STAY) return { from, to: day, provisional: true }
    return startHere && { ...startHere, offerToday: true }
  }
  // A quick stay from the suggested today, then a later day: the first tap was the check-in.
  if (provisional && day >= to && bookable(to, day, ctx)) return { from: to, to: day }
  return startHere
}

/** The stay from today to the chosen check-in, when the summary may offer it instead. */
export function todayInstead(selection: Selection, ctx: CalendarContext): Selection | undefined {
  const { from, to, offerToday } = selection
  if (!offerToday || from === undefined || to !== undefined) return undefined
  return bookable(ctx.today, from, ctx) ? { from: ctx.today, to: from } : undefined
}

export function isDayDisabled(day: string, selection: Selection, ctx: CalendarContext): boolean {
  return tapDay(selection, day, ctx) === undefined
}

/** The first selection: today suggested as check-in, with no end yet (the spec), when it is free. */
export function initialSelection(ctx: CalendarContext): Selection {
  return canStart(ctx.today, ctx) ? { from: ctx.today, provisional: true } : {}
}

/**
 * The selection to show in `ctx`: what the guest chose while it can still be chosen, else what the
 * form would suggest. A quick stay from the suggested today is carried to the new today when today
 * moves (the form opens on the device's calendar and learns the hotel's a moment later, or the
 * night passes): the guest's tap meant "from today to that day", so it is read again from there.
 */
export function selectionIn(chosen: Selection | undefined, ctx: CalendarContext): Selection {
  if (chosen && isStillValid(chosen, ctx)) return chosen
  const suggested = initialSelection(ctx)
  if (chosen?.provisional && chosen.to !== undefined && suggested.from !== undefined) {
    // Only as the stay it was: a tap that would now start a stay on its end day is not the guest's.
    const again = tapDay(suggested, chosen.to, ctx)
    if (again?.to !== undefined) return again
  }
  return suggested
}

export function isCompleteStay(selection: Selection, ctx: CalendarContext): boolean {
  const { from, to } = selection
  return from !== undefined && to !== undefined && bookable(from, to, ctx)
}

/** Whether a kept selection (a draft from before a reload) can still be chosen as it is. */
export function isStillValid(selection: Selection, ctx: CalendarContext): boolean {
  const { from, to } = selection
  if (from === undefined) return to === undefined
  if (!canStart(from, ctx)) return false
  if (selection.provisional && from !== ctx.today) return false
  return to === undefined || isCompleteStay(selection, ctx)
}

/** Reserve stays disabled until a name and both dates are there (spec, section 5). */
export function canReserve(name: string, selection: Selection): boolean {
  return name.trim() !== '' && selection.from !== undefined && selection.to !== undefined
}

/** What is wrong with the phone number, in words for the guest; undefined when it is fine. */
export function phoneProblem(phone: string): string | undefined {
  const t = texts().reservation.problems
  if (phone.trim() === '') return t.phoneMissing
  if (!PHONE_PATTERN.test(normalizePhone(phone))) return t.phoneShape
  return undefined
}

/**
 * What is wrong with the name, in words for the guest; undefined when it is fine (or still empty:
 * Reserve waits for it). The API's rule for a name (contract/text.ts), so the server never refuses
 * what the form let through: a tab pasted in is not sent to fail later, from the outbox.
 */
export function nameProblem(name: string): string | undefined {
  const trimmed = name.trim()
  if (trimmed === '') return undefined
  const t = texts().reservation.problems
  if (!isWellFormedText(trimmed) || hasControlCharacters(trimmed)) return t.nameOneLine
  if (trimmed.normalize('NFC').length > RESERVATION_NAME_MAX) {
    return t.nameTooLong(RESERVATION_NAME_MAX)
  }
  return undefined
}
