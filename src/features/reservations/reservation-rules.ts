// The reservation form's rules, as pure functions of calendar dates (`YYYY-MM-DD`).
// Rooms and apartments: nights [from, to), `to` is the check-out day and may be another guest's
// check-in. Activity centres: days [from, to], both included, a single day allowed.
import { addDays, daysBetween } from '../../../contract/calendar-date'
import { normalizePhone, PHONE_PATTERN } from '../../../contract/reservation'

export type Unit = 'night' | 'day'
export interface Selection {
  from?: string | undefined
  to?: string | undefined
}
export interface CalendarContext {
  today: string
  unit: Unit
  /** Nights or days on which the facility is full. */
  taken: ReadonlySet<string>
  maxStay: number
  horizonDays: number
}

export const MAX_STAY = 90
export const HORIZON_DAYS = 730

/** Expands the API's inclusive ranges into the set of full nights or days. */
export function takenDates(ranges: readonly { from: string; to: string }[]): Set<string> {
  const set = new Set<string>()
  for (const range of ranges) {
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) set.add(d)
  }
  return set
}

/** Nights or days from `from` to `to`. */
export function stayLength(from: string, to: string, unit: Unit): number {
  return daysBetween(from, to) + (unit === 'day' ? 1 : 0)
}

/** Whether every night or day from `from` to `to` is free and the stay is not too long. */
function isFreeStay(from: string, to: string, ctx: CalendarContext): boolean {
  const length = stayLength(from, to, ctx.unit)
  if (length < 1 || length > ctx.maxStay) return false
  const last = ctx.unit === 'night' ? addDays(to, -1) : to
  for (let d = from; d <= last; d = addDays(d, 1)) if (ctx.taken.has(d)) return false
  return true
}

function canStartOn(day: string, ctx: CalendarContext): boolean {
  return day >= ctx.today && daysBetween(ctx.today, day) <= ctx.horizonDays && !ctx.taken.has(day)
}

/** Whether the picker should refuse `day`, given what is chosen so far. */
export function isDayDisabled(day: string, selection: Selection, ctx: CalendarContext): boolean {
  if (day < ctx.today) return true
  const { from, to } = selection
  const choosingEnd = from !== undefined && to === undefined
  if (choosingEnd && day > from) return !isFreeStay(from, day, ctx)
  return !canStartOn(day, ctx) && day !== from
}

/** The selection after the guest picks `day`. */
export function nextSelection(selection: Selection, day: string, ctx: CalendarContext): Selection {
  const { from, to } = selection
  if (from === undefined || to !== undefined || day < from) return { from: day }
  if (day === from) return ctx.unit === 'day' ? { from, to: day } : selection
  return { from, to: day }
}

/** The first selection: today, with no end yet (the spec), when today is free. */
export function initialSelection(ctx: CalendarContext): Selection {
  return canStartOn(ctx.today, ctx) ? { from: ctx.today } : {}
}

export function isCompleteStay(selection: Selection, ctx: CalendarContext): boolean {
  const { from, to } = selection
  return from !== undefined && to !== undefined && isFreeStay(from, to, ctx)
}

/** Reserve stays disabled until a name and both dates are there (spec, section 5). */
export function canReserve(name: string, selection: Selection): boolean {
  return name.trim() !== '' && selection.from !== undefined && selection.to !== undefined
}

/** What is wrong with the phone number, in words for the guest; undefined when it is fine. */
export function phoneProblem(phone: string): string | undefined {
  if (phone.trim() === '') return 'Please enter your phone number.'
  if (!PHONE_PATTERN.test(normalizePhone(phone))) {
    return 'Please enter a phone number of 7 to 15 digits; it may start with +.'
  }
  return undefined
}
