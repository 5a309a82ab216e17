// What the picker says and shows about each day: its part in the stay, and why it cannot be chosen.
// Screen readers hear the day button's name, so the state is in words there, not in colour alone.
import { daysBetween } from '../../../contract/calendar-date'
import { longDate, weekdayDate } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import {
  breaksStayLength,
  isArrivalClosed,
  ruleProblem,
  tapDay,
  type CalendarContext,
  type Selection,
} from './reservation-rules'

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
  const t = texts().reservation.days
  if (day < ctx.today) return t.beforeToday(longDate(ctx.today))
  if (daysBetween(ctx.today, day) > ctx.horizonDays) return t.beyondHorizon(ctx.horizonDays)
  if (ctx.taken.has(day)) return t.booked
  // The hotel's stay rules (contract/rates.ts): the arrival's shortest or longest stay, then a
  // closed arrival day (which may still end a stay, so it comes after).
  const { from, to, provisional } = selection
  if (from !== undefined && to === undefined && !provisional && day > from) {
    if (breaksStayLength(from, day, ctx)) {
      const problem = ruleProblem(from, day, ctx)
      const limit = problem?.limit ?? 0
      return problem?.code === 'stay_too_short'
        ? t.minimumStay[ctx.unit](limit)
        : t.maximumStay[ctx.unit](limit)
    }
  }
  if (isArrivalClosed(day, ctx)) return t.arrivalClosed[ctx.unit]
  return t.unavailable
}

/** The day's part in the stay, in words. */
function partWords(part: DayPart, selection: Selection, ctx: CalendarContext): string {
  const { days, stay } = texts().reservation
  const words = stay[ctx.unit]
  if (part === 'in-stay') return days.inStay
  if (part === 'check-out') return words.yourEnd
  return selection.provisional ? words.suggestedStart : words.yourStart
}

/** The day button's accessible name, e.g. "Tuesday, 8 December 2026, booked". */
export function dayLabel(day: string, selection: Selection, ctx: CalendarContext): string {
  const t = texts().reservation.days
  const words = [weekdayDate(day)]
  if (day === ctx.today) words.push(t.today)
  const part = dayPart(day, selection)
  if (part) words.push(partWords(part, selection, ctx))
  const reason = unavailableReason(day, selection, ctx)
  if (reason) words.push(reason)
  else if (ctx.taken.has(day) && ctx.unit === 'night' && part === undefined) {
    // A full night can still be the last morning of a stay that ends there.
    words.push(t.freeToCheckOut)
  }
  return words.join(', ')
}
