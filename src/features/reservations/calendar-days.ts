// What the picker says and shows about each day: its part in the stay, and why it cannot be chosen.
// Screen readers hear the day button's name, so the state is in words there, not in colour alone.
import { daysBetween } from '../../../contract/calendar-date'
import { longDate, weekdayDate } from '../../lib/dates'
import { tapDay, type CalendarContext, type Selection } from './reservation-rules'

export type DayPart = 'check-in' | 'check-out' | 'in-stay'

export function dayPart(day: string, { from, to }: Selection): DayPart | undefined {
  if (day === from) return 'check-in'
  if (day === to) return 'check-out'
  if (from !== undefined && to !== undefined && day > from && day < to) return 'in-stay'
  return undefined
}

/** Why `day` cannot be tapped now, in words; undefined when it can. */
export function unavailableReason(
  day: string,
  selection: Selection,
  ctx: CalendarContext,
): string | undefined {
  if (tapDay(selection, day, ctx) !== undefined) return undefined
  if (day < ctx.today) return `not available before ${longDate(ctx.today)}`
  if (daysBetween(ctx.today, day) > ctx.horizonDays) {
    return `not available: reservations open ${ctx.horizonDays} days ahead`
  }
  if (ctx.taken.has(day)) return 'booked'
  return 'not available'
}

const PART_WORDS = {
  night: { 'check-in': 'check-in', 'check-out': 'check-out', 'in-stay': 'in your stay' },
  day: { 'check-in': 'first day', 'check-out': 'last day', 'in-stay': 'in your stay' },
} as const

/** The day button's accessible name, e.g. "Tuesday, December 8th, 2026, booked". */
export function dayLabel(day: string, selection: Selection, ctx: CalendarContext): string {
  const words = [weekdayDate(day)]
  if (day === ctx.today) words.push('today')
  const part = dayPart(day, selection)
  if (part) {
    const suggested = part === 'check-in' && selection.provisional
    const prefix = part === 'in-stay' ? '' : suggested ? 'suggested ' : 'your '
    words.push(`${prefix}${PART_WORDS[ctx.unit][part]}`)
  }
  const reason = unavailableReason(day, selection, ctx)
  if (reason) words.push(reason)
  else if (ctx.taken.has(day) && ctx.unit === 'night' && part === undefined) {
    // A full night can still be the last morning of a stay that ends there.
    words.push('booked from this night, free to check out')
  }
  return words.join(', ')
}
