// What a calendar cell says, in words (never by colour alone): on screen ("Free", "1 of 3",
// "Full") and to a screen reader ("Garden Room, Thu, 26 Nov: 1 of 3 held, waiting for an answer").
// A unit a booking site's calendar took (issue 39) is taken as a request is, and said apart
// ("1 taken on booking sites"). Dates in the hotel's forms (src/staff/lib/hotel-time.ts).
import type { DeskStatus } from '../../../../contract/frontdesk'
import {
  type BarMoney,
  type CalendarCell,
  type CalendarImport,
  OUT_OF_ORDER_CHANNEL,
} from '../../../../contract/staff-calendar'
import { DESK_STATUS_WORDS, UNIT_STATE_WORDS } from '../../lib/desk-words'
import { hotelDates } from '../../lib/hotel-time'
import type { Lane } from './lanes'

/** "Thu, 26 Nov" (in the hotel's order) */
export function dayLabel(date: string): string {
  return hotelDates().weekdayShort(date)
}

/** The column's head: weekday and day on top, the month under ("Thu 26", "Nov"). */
export function dayHead(date: string) {
  const parts = hotelDates().dayParts(date)
  return { top: `${parts.weekday} ${parts.day}`, month: parts.month }
}

/** "26 Nov – 9 Dec 2026" */
export function rangeLabel(first: string, last: string): string {
  return hotelDates().dateSpan(first, last)
}

export type CellState = 'free' | 'some' | 'full'

/** The units taken on the date: by requests holding it and by booking sites' imports. */
export const takenUnits = (cell: CalendarCell) => cell.held + cell.confirmed + (cell.imported ?? 0)

export function cellState(cell: CalendarCell, capacity: number): CellState {
  const taken = takenUnits(cell)
  if (taken === 0) return 'free'
  // As the capacity check: full when as many hold it as the hotel lets (or more, after the
  // capacity was lowered).
  return taken >= capacity ? 'full' : 'some'
}

/** The cell's short word: "Free", "1 of 3", "Full". */
export function cellShort(cell: CalendarCell, capacity: number): string {
  const state = cellState(cell, capacity)
  if (state === 'free') return 'Free'
  if (state === 'full') return 'Full'
  return `${takenUnits(cell)} of ${capacity}`
}

/** What holds it: "1 confirmed, 2 held, waiting for an answer, 1 taken on booking sites". */
function holders(cell: CalendarCell): string {
  const said: string[] = []
  if (cell.confirmed > 0) said.push(`${cell.confirmed} confirmed`)
  if (cell.held > 0) said.push(`${cell.held} held, waiting for an answer`)
  if (cell.imported) said.push(`${cell.imported} taken on booking sites`)
  return said.join(', ')
}

/** The state in words: "free", "1 of 3 held, waiting for an answer", "full: 3 of 3 confirmed". */
export function cellWords(cell: CalendarCell, capacity: number): string {
  const state = cellState(cell, capacity)
  const taken = takenUnits(cell)
  if (state === 'free') return 'free'
  // One kind: "1 of 3 confirmed"; more: "2 of 3: 1 confirmed, 1 held, waiting for an answer".
  const kinds = [cell.held, cell.confirmed, cell.imported ?? 0].filter((n) => n > 0).length
  const which =
    kinds > 1
      ? `: ${holders(cell)}`
      : cell.held > 0
        ? ' held, waiting for an answer'
        : cell.confirmed > 0
          ? ' confirmed'
          : ' taken on booking sites'
  return `${state === 'full' ? 'full, ' : ''}${taken} of ${capacity}${which}`
}

/** The cell's accessible name: facility, date, state. */
export function cellName(facility: string, date: string, cell: CalendarCell, capacity: number) {
  return `${facility}, ${dayLabel(date)}: ${cellWords(cell, capacity)}`
}

/**
 * A confirmed stay's money (issue 53): its word (the bar's title, a date's list) and the mark its
 * bar's name starts with, so paid or not reads without colour.
 */
export const BAR_MONEY_WORDS: Record<BarMoney, { word: string; mark: string }> = {
  paid: { word: 'Paid', mark: '✓' },
  part_paid: { word: 'Part paid', mark: '½' },
  unpaid: { word: 'Unpaid', mark: '○' },
}

/**
 * A request's bar's title: "Ada Obi, part paid", "Ada Obi, paid, checked in", "Bola Ade (waiting
 * for an answer)".
 */
export function barTitle(bar: {
  name: string
  status: string
  money?: BarMoney | undefined
  desk?: DeskStatus | undefined
}) {
  if (bar.status !== 'confirmed') return `${bar.name} (waiting for an answer)`
  const said = [bar.money && BAR_MONEY_WORDS[bar.money].word, deskWords(bar.desk)]
  return [
    bar.name,
    ...said.filter((words) => words !== undefined).map((w) => w.toLowerCase()),
  ].join(', ')
}

/** Where the guest is, once the desk has moved the stay on: "Checked in"; nothing before. */
export const deskWords = (desk: DeskStatus | undefined) =>
  desk && desk !== 'confirmed' ? DESK_STATUS_WORDS[desk] : undefined

/** A unit's own bar: out of order, or taken on a booking site ("Taken on Airbnb"). */
export const importTitle = (taken: CalendarImport) =>
  taken.channel === OUT_OF_ORDER_CHANNEL ? OUT_OF_ORDER_CHANNEL : `Taken on ${taken.channel}`

/**
 * A lane's name above it: the unit's ("Room 12"), with its state when a guest may not be given
 * it as it is ("Room 14, dirty"); "No unit" over the stays and requests not given one yet.
 */
export function laneName(lane: Lane): string {
  if (!lane.unit) return 'No unit'
  const { name, state } = lane.unit
  return state === 'dirty' || state === 'out_of_order'
    ? `${name}, ${UNIT_STATE_WORDS[state].toLowerCase()}`
    : name
}
