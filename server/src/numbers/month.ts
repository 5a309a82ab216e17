// The owner's month (issue 55): the figures of contract/month-figures.ts, from the database's
// grouped counts (./repository.ts), for the API (GET /api/staff/numbers), the CLI (`numbers month`)
// and the console's screen. Read only: nothing here writes, so a failure is the database's (503).
import { addDays, daysBetween } from '../../../contract/calendar-date'
import { hotelDate, hotelDayStart } from '../../../contract/hotel-time'
import {
  adr,
  averageDays,
  monthRange,
  occupancy,
  revpar,
  type MonthNumbers,
  type HeadlineFigures,
  type YearNumbers,
} from '../../../contract/month-figures'
import type { NumbersRepository } from './repository'

export interface MonthNumbersDeps {
  repository: NumbersRepository
  timeZone: string
  currency: string
  now?: () => Date
}

/** The Monday of a date's week (YYYY-MM-DD). */
export function weekOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() // 0: Sunday
  return addDays(date, -((weekday + 6) % 7))
}

export function monthNumbers({ repository, timeZone, currency, now }: MonthNumbersDeps) {
  const clock = now ?? (() => new Date())
  /** The hotel's month now, YYYY-MM. */
  const thisMonth = () => hotelDate(clock(), timeZone).slice(0, 7)

  return {
    thisMonth,
    /** ISO 4217: the hotel's. */
    currency,

    /** The month's figures (the hotel's month now when `month` is undefined). */
    async month(month: string = thisMonth()): Promise<MonthNumbers> {
      const { first, next, days } = monthRange(month)
      const dates = Array.from({ length: days }, (_, i) => addDays(first, i))
      const { facilities, byFacility, headline } = await monthHeadline(month)
      // One after the other: on SQLite they share the one connection anyway, and a PostgreSQL
      // pool is left to the requests of the desk.
      const byDay = await repository.days(dates)
      const links = await repository.importedByLink(first, next)
      const times = await repository.requestTimes(first, next)
      const units = facilities.reduce((sum, f) => sum + f.units, 0)
      const pickup = new Map<string, number>()
      for (const at of times) {
        const week = weekOf(hotelDate(at, timeZone))
        pickup.set(week, (pickup.get(week) ?? 0) + 1)
      }
      const sources: Record<string, number> = { site: headline.nights_sold, desk: 0 }
      for (const link of links) {
        // A link the owner named "site" or "desk" is still a booking site's, not ours.
        const name =
          link.name === 'site' || link.name === 'desk' ? `${link.name} (link)` : link.name
        sources[name] = (sources[name] ?? 0) + link.nights
      }
      const { lead_days: _, ...figures } = headline
      return {
        month,
        currency,
        time_zone: timeZone,
        so_far: hotelDate(clock(), timeZone) < next,
        ...figures,
        by_facility: byFacility,
        by_day: byDay.map((d) => ({
          date: d.date,
          nights_available: Math.max(0, units - d.nights_out),
          nights_sold: d.nights_sold,
          nights_imported: d.nights_imported,
        })),
        sources,
        pickup: [...pickup]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([week, requests]) => ({ week, requests })),
      }
    },

    /**
     * The year's twelve months side by side and the year's own figures (the hotel's year now when
     * `year` is undefined). Each month's are its headline figures as month() counts them (the same
     * queries, the same definitions), without its days, sources and pickup.
     */
    async year(year: string = thisMonth().slice(0, 4)): Promise<YearNumbers> {
      const today = hotelDate(clock(), timeZone)
      const months: YearNumbers['months'] = []
      const all: Headline[] = []
      for (let number = 1; number <= 12; number++) {
        const month = `${year}-${String(number).padStart(2, '0')}`
        const { headline } = await monthHeadline(month)
        all.push(headline)
        const { lead_days: _, ...figures } = headline
        months.push({ month, so_far: today < monthRange(month).next, ...figures })
      }
      const sum = (pick: (h: Headline) => number) => all.reduce((total, h) => total + pick(h), 0)
      const available = sum((h) => h.nights_available)
      const sold = sum((h) => h.nights_sold)
      const priced = sum((h) => h.nights_priced)
      const booked = sum((h) => h.revenue.booked)
      return {
        year,
        currency,
        time_zone: timeZone,
        so_far: today < `${Number(year) + 1}-01-01`,
        months,
        total: {
          nights_available: available,
          nights_sold: sold,
          nights_priced: priced,
          nights_imported: sum((h) => h.nights_imported),
          occupancy: occupancy(sold, available),
          adr: adr(booked, priced),
          revpar: revpar(booked, available),
          revenue: {
            booked,
            received: sum((h) => h.revenue.received),
            refunded: sum((h) => h.revenue.refunded),
          },
          requests: sum((h) => h.requests),
          confirmed: sum((h) => h.confirmed),
          declined: sum((h) => h.declined),
          cancelled: sum((h) => h.cancelled),
          lead_time_days: averageDays(all.flatMap((h) => h.lead_days)),
        },
      }
    },
  }

  /**
   * A month's headline figures (the hotel's, each facility's) and the lead time of each of its
   * confirmed arrivals, which a year averages over all its months' arrivals.
   */
  async function monthHeadline(month: string) {
    const { first, next, days } = monthRange(month)
    const facilities = await repository.facilities(first, next)
    const statuses = await repository.arrivalsByStatus(first, next)
    const arrivals = await repository.confirmedArrivals(first, next)
    const money = await repository.moneyMoved(
      hotelDayStart(first, timeZone).toISOString(),
      hotelDayStart(next, timeZone).toISOString(),
    )
    const byFacility = facilities.map((f) => {
      const available = Math.max(0, f.units * days - f.nights_out)
      return {
        facility_id: f.facility_id,
        name: f.name,
        nights_available: available,
        nights_sold: f.nights_sold,
        nights_imported: f.nights_imported,
        occupancy: occupancy(f.nights_sold, available),
        revenue: f.revenue,
      }
    })
    const sum = (pick: (f: (typeof facilities)[number]) => number) =>
      facilities.reduce((total, f) => total + pick(f), 0)
    const available = byFacility.reduce((total, f) => total + f.nights_available, 0)
    const sold = sum((f) => f.nights_sold)
    const priced = sum((f) => f.nights_priced)
    const booked = sum((f) => f.revenue)
    const count = (status: string) => statuses[status] ?? 0
    const leadDays = arrivals.map((a) =>
      daysBetween(hotelDate(a.received_at, timeZone), a.date_from),
    )
    const headline = {
      nights_available: available,
      nights_sold: sold,
      nights_priced: priced,
      nights_imported: sum((f) => f.nights_imported),
      occupancy: occupancy(sold, available),
      adr: adr(booked, priced),
      revpar: revpar(booked, available),
      revenue: { booked, ...money },
      requests: Object.values(statuses).reduce((a, b) => a + b, 0),
      confirmed: count('confirmed'),
      declined: count('declined'),
      cancelled: count('cancelled'),
      lead_time_days: averageDays(leadDays),
      lead_days: leadDays,
    }
    return { facilities, byFacility, headline }
  }
}

type Headline = HeadlineFigures & { lead_days: number[] }

export type MonthNumbersRules = ReturnType<typeof monthNumbers>
