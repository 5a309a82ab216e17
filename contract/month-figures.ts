// The owner's month in figures (issue 55): each figure's one definition, which the server's grouped
// queries (server/src/numbers/), the API, the CLI, the console and the tests all read, and which
// docs/staff.md says in words.
//
// - A month is the hotel's: its dates are the hotel's dates (a stay's nights are hotel dates
//   already), and money moved in it is money settled between the hotel's midnight of its first day
//   and the hotel's midnight of the next month's first day.
// - Nights available: each facility's units times the month's days (a facility let by the day
//   counts days), less the nights its units are out of order.
// - Nights sold: the nights of confirmed stays (checked in and out included) in the month, as far as
//   they hold them: an early check-out or a no-show gives back the nights it will not use
//   (`occupied_until`), and those nights are not sold. A stay over a month's end counts in each
//   month by its nights there.
// - Nights imported: the nights the booking sites' feeds hold as reservations ('reserved' blocks),
//   apart: their price is not known here. Blocks a site marks only unavailable are not counted.
// - Revenue booked: the stored quote of each confirmed stay (the price the guest was shown, never
//   today's rates), by the month of its nights: each night's amount, plus the extra guests' amount
//   shared over the stay's nights (`nightShare`), taxes apart. Only the nights sold count.
// - ADR: revenue booked / the nights sold that have a price (a stay confirmed without a price adds
//   nights, not an amount, and would pull the average down); RevPAR: revenue booked / nights
//   available. Both in minor units, rounded to the nearest (half up).
// - Received and refunded: succeeded payments and refunds by the month their money moved.
// - The month's requests: those arriving in it (their first date in the month), by their status now;
//   lead time: the days from a confirmed arrival's request (its hotel date) to its first date, on
//   average to a tenth; pickup: the requests holding a night of the month, by the week (from
//   Monday, the hotel's) they came in.
// - A month not over yet is "on the books so far": the same figures, of what is known today.
// - A year: its twelve months' figures side by side, and the year's own, the twelve months'
//   counts and amounts added up and its shares worked out from those sums (the year's occupancy is
//   its nights sold over its nights available, not an average of twelve percentages).
import { z } from './zod'

/** A month from 1970 to 2999 (a year the hotel's dates can hold), as `YYYY-MM`. */
export const MONTH_PATTERN = /^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])$/

/** A month as `YYYY-MM`. */
export const Month = z.string().regex(MONTH_PATTERN, 'must be a month as YYYY-MM (2026-11)')

/** `GET /api/staff/numbers?month=`: the hotel's month now when none is given. */
export const NumbersQuery = z.strictObject({ month: Month.optional() })

/** A year from 1970 to 2999, as `YYYY`. */
export const YEAR_PATTERN = /^(19[7-9]\d|2\d{3})$/

/** A year as `YYYY`. */
export const Year = z.string().regex(YEAR_PATTERN, 'must be a year as YYYY (2026)')

/** `GET /api/staff/numbers/year?year=` and `.../export.csv?year=`: the hotel's year now if none. */
export const YearQuery = z.strictObject({ year: Year.optional() })

/** A month's first date, the next month's first date (exclusive end), and its number of days. */
export function monthRange(month: string): { first: string; next: string; days: number } {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { first: `${month}-01`, next: `${next}-01`, days }
}

/** The month `step` months from `month` (negative: before). */
export function monthAfter(month: string, step: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (number - 1) + step
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** A share from 0 to 1, to four places (0.4667: 46.67 %); 0 when nothing could be sold. */
export function share(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0
}

/** Occupancy: nights sold / nights available. */
export const occupancy = (sold: number, available: number) => share(sold, available)

/** An amount per night, in minor units rounded to the nearest (half up); null without nights. */
export function perNight(amount: number, nights: number): number | null {
  return nights > 0 ? Math.floor(amount / nights + 0.5) : null
}

/** ADR: revenue booked / the priced nights sold. */
export const adr = (revenue: number, pricedNights: number) => perNight(revenue, pricedNights)

/** RevPAR: revenue booked / nights available. */
export const revpar = (revenue: number, available: number) => perNight(revenue, available)

/**
 * The extra guests' amount of a stay, shared over its `nights` (by their place in the stay, from
 * 0): an equal part each, the remainder a minor unit each to the first nights. The parts add up to
 * the amount exactly. The server's SQL computes the same (server/src/numbers/repository.ts).
 */
export function nightShare(extra: number, nights: number, index: number): number {
  if (nights <= 0) return 0
  return Math.trunc(extra / nights) + (index < extra % nights ? 1 : 0)
}

/** The average lead time in days, to a tenth; null without arrivals. */
export function averageDays(days: readonly number[]): number | null {
  if (days.length === 0) return null
  return Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10
}

export const FacilityNumbers = z.object({
  facility_id: z.string(),
  name: z.string(),
  nights_available: z.number().int(),
  nights_sold: z.number().int(),
  nights_imported: z.number().int(),
  occupancy: z.number(),
  revenue: z.number().int(),
})
export type FacilityNumbers = z.infer<typeof FacilityNumbers>

export const DayNumbers = z.object({
  date: z.string(),
  nights_available: z.number().int(),
  nights_sold: z.number().int(),
  nights_imported: z.number().int(),
})
export type DayNumbers = z.infer<typeof DayNumbers>

/**
 * The headline figures of a month (and of a year, `GET /api/staff/numbers/year`: its months' and
 * its own).
 */
export const HeadlineFigures = z.object({
  nights_available: z.number().int(),
  nights_sold: z.number().int(),
  /** The nights sold whose stay has a price: ADR's divisor. */
  nights_priced: z.number().int(),
  nights_imported: z.number().int(),
  occupancy: z.number(),
  adr: z.number().int().nullable(),
  revpar: z.number().int().nullable(),
  revenue: z.object({
    booked: z.number().int(),
    received: z.number().int(),
    refunded: z.number().int(),
  }),
  requests: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
  cancelled: z.number().int(),
  lead_time_days: z.number().nullable(),
})
export type HeadlineFigures = z.infer<typeof HeadlineFigures>

/** `GET /api/staff/numbers?month=` and `npm run admin -- numbers month <YYYY-MM> --json`. */
export const MonthNumbers = z.object({
  month: z.string(),
  /** ISO 4217: the hotel's; every amount is in its minor unit. */
  currency: z.string(),
  time_zone: z.string(),
  /** The month is not over: its figures are those on the books so far. */
  so_far: z.boolean(),
  ...HeadlineFigures.shape,
  by_facility: z.array(FacilityNumbers),
  by_day: z.array(DayNumbers),
  /** Nights of the month by where they came from: `site`, `desk`, each booking site by its name. */
  sources: z.record(z.string(), z.number().int()),
  /** Requests holding a night of the month, by the week they came in (its Monday). */
  pickup: z.array(z.object({ week: z.string(), requests: z.number().int() })),
})
export type MonthNumbers = z.infer<typeof MonthNumbers>

/** `GET /api/staff/numbers/year?year=` and `npm run admin -- numbers year <YYYY> --json`. */
export const YearNumbers = z.object({
  year: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  /** The year is not over in the hotel's time zone: on the books so far. */
  so_far: z.boolean(),
  /** January to December. */
  months: z.array(HeadlineFigures.extend({ month: z.string(), so_far: z.boolean() })),
  /** The year's own: the months' counts and amounts added up, its shares from those sums. */
  total: HeadlineFigures,
})
export type YearNumbers = z.infer<typeof YearNumbers>
