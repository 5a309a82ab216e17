// The day at the desk and housekeeping's list (issue 54): one read of the day's stays
// (repository.ts dayStays), their units and their money, sorted into the day's lists.
import { addDays } from '../../../contract/calendar-date'
import type { FacilityType } from '../../../contract/facility'
import type {
  DeskDay,
  DeskStatus,
  DeskStay,
  HousekeepingDay,
  HousekeepingUnit,
  Unit,
} from '../../../contract/frontdesk'
import { hotelDate } from '../../../contract/hotel-time'
import { moneyState, stayTermsOf } from '../../../contract/payment-terms'
import { formatReference } from '../../../contract/reference'
import { stayLength, stayUnit } from '../../../contract/stay-rules'
import type { MoneyTotals } from '../payments/repository'
import type { RequestHold } from '../reservations/hold'
import type { ReservationRow } from '../reservations/repository'
import { noShowAt } from './desk'
import type { DeskRepository } from './repository'
import type { UnitRules } from './units'

export interface DayOptions {
  timeZone: string
  noShowHour: string
  currency: string
  /** The stays' payments' totals (payments/repository.ts totalsOf). */
  totalsOf: (ids: readonly string[]) => Promise<Map<string, MoneyTotals>>
}

const deskStatusOf = (row: ReservationRow): DeskStatus =>
  (row.desk_status as DeskStatus | null) ?? 'confirmed'

/** The desk's view of stays, with their units (as listed) and their payments' totals. */
function deskStays(
  rows: readonly ReservationRow[],
  units: readonly Unit[],
  totals: ReadonlyMap<string, MoneyTotals>,
  currency: string,
): DeskStay[] {
  const unitOf = new Map(units.map((u) => [`${u.facility_id}\0${u.number}`, u]))
  return rows.map((row) => {
    const unit = row.unit === null ? undefined : unitOf.get(`${row.facility_id}\0${row.unit}`)
    const terms = stayTermsOf(row.payment_terms)
    const money = totals.get(row.reservation_id)
    const kind = stayUnit(row.facility_type as FacilityType)
    return {
      reference: row.reference ? formatReference(row.reference) : row.reservation_id,
      reservation_id: row.reservation_id,
      guest: row.name,
      phone: row.phone,
      facility_id: row.facility_id,
      facility_name: row.facility_name,
      unit: unit?.name ?? null,
      unit_state: unit?.state ?? null,
      from: row.date_from,
      to: row.date_to,
      nights: stayLength(row.date_from, row.date_to, kind),
      guests: row.guests ?? null,
      status: deskStatusOf(row),
      checked_in_at: row.checked_in_at ?? null,
      checked_out_at: row.checked_out_at ?? null,
      balance_due: terms ? moneyState(terms, money?.paid ?? 0, money?.refunded ?? 0).due : null,
      currency,
    }
  })
}

/** The housekeeping order: turn-overs before arrivals, the departures, the stay-overs, the rest. */
function cleaningRank(u: Omit<HousekeepingUnit, 'order'>): number {
  if (u.state === 'out_of_order') return 7
  const dirty = u.state === 'dirty'
  const free = u.departure !== 'waiting'
  if (dirty && free && u.arrival === 'expected') return 0
  if (dirty && free) return 1
  if (u.departure === 'waiting' && u.arrival === 'expected') return 2
  if (u.departure === 'waiting') return 3
  if (u.stay_over) return 4
  if (u.arrival === 'expected') return 5
  return 6
}

export function deskDay(
  desk: DeskRepository,
  units: UnitRules,
  hold: RequestHold,
  options: DayOptions,
) {
  /**
   * The day's stays, and the units: every one (housekeeping's list), or only the day's stays'
   * (the day: a facility of a thousand units is not listed whole for a dozen arrivals).
   */
  async function read(date: string, every: boolean) {
    const rows = await desk.dayStays(date)
    const numbers = new Map<string, number[]>()
    for (const r of rows) {
      if (r.unit === null) continue
      const list = numbers.get(r.facility_id) ?? []
      list.push(Number(r.unit))
      numbers.set(r.facility_id, list)
    }
    const all = await units.list(every ? undefined : (f) => numbers.get(f._id) ?? [])
    const totals = await options.totalsOf(rows.map((r) => r.reservation_id))
    const stays = deskStays(rows, all, totals, options.currency)
    return { rows, stays, units: all }
  }

  /** Whether the stay leaves on `date`: its last date, checked out that day, or overdue. */
  const leaves = (row: ReservationRow, date: string) =>
    row.desk_status !== 'no_show' &&
    (row.date_to === date ||
      (row.desk_status === 'checked_out' &&
        !!row.checked_out_at &&
        hotelDate(row.checked_out_at, options.timeZone) === date) ||
      (row.desk_status === 'checked_in' && row.date_to < date))

  return {
    /** `GET /api/staff/today?date=`: the day's lists (the hotel's today by default). */
    async day(date?: string): Promise<DeskDay> {
      const today = hold.today()
      const on = date ?? today
      const now = hold.clock()
      const { rows, stays } = await read(on, false)
      const pick = (test: (row: ReservationRow) => boolean) =>
        stays.filter((_, i) => test(rows[i]!))
      const before = addDays(on, -1)
      return {
        date: on,
        today,
        timeZone: options.timeZone,
        no_show_hour: options.noShowHour,
        arrivals: pick((r) => r.date_from === on && r.desk_status !== 'no_show'),
        departures: pick((r) => leaves(r, on)),
        in_house: pick(
          (r) =>
            r.desk_status === 'checked_in' ||
            // A day to come: the stays that will be in by then.
            (on > today && !r.desk_status && r.date_from < on && r.occupied_until > on),
        ),
        no_shows: pick(
          (r) =>
            (r.desk_status === 'no_show' && (r.date_from === on || r.date_from === before)) ||
            (!r.desk_status &&
              on <= today &&
              r.date_from <= on &&
              noShowAt(r.date_from, options.noShowHour, options.timeZone) <= now),
        ),
      }
    },

    /** `GET /api/staff/housekeeping?date=`: every unit, in the order to clean them. */
    async housekeeping(date?: string): Promise<HousekeepingDay> {
      const today = hold.today()
      const on = date ?? today
      const { rows, units: all } = await read(on, true)
      // The day's stays by unit: a lookup per unit, not a pass over the stays for each.
      const byUnit = new Map<string, ReservationRow[]>()
      for (const r of rows) {
        if (r.unit === null) continue
        const key = `${r.facility_id}\0${Number(r.unit)}`
        const list = byUnit.get(key) ?? []
        list.push(r)
        byUnit.set(key, list)
      }
      const onUnit = (u: Unit) => byUnit.get(`${u.facility_id}\0${u.number}`) ?? []
      const listed = all.map((u) => {
        const stays = onUnit(u)
        const leaving = stays.find((r) => leaves(r, on))
        const arriving = stays.find((r) => r.date_from === on && r.desk_status !== 'no_show')
        const staying = stays.some(
          (r) => r.date_from < on && r.occupied_until > on && r.desk_status !== 'no_show',
        )
        const entry = {
          ...u,
          departure: leaving ? (leaving.desk_status === 'checked_out' ? 'gone' : 'waiting') : null,
          // Come (and perhaps gone again the same day) once the desk checked them in.
          arrival: arriving ? (arriving.desk_status ? 'arrived' : 'expected') : null,
          stay_over: staying && !leaving,
        } as const
        return { ...entry, rank: cleaningRank(entry) }
      })
      listed.sort(
        (a, b) =>
          a.rank - b.rank || a.facility_name.localeCompare(b.facility_name) || a.number - b.number,
      )
      return {
        date: on,
        today,
        timeZone: options.timeZone,
        units: listed.map(({ rank: _, ...u }, i) => ({ ...u, order: i + 1 })),
      }
    },

    /** One stay as the desk reads it (the moves' answer), among the units as they are now. */
    async stay(row: ReservationRow, all: readonly Unit[]): Promise<DeskStay> {
      const totals = await options.totalsOf([row.reservation_id])
      return deskStays([row], all, totals, options.currency)[0]!
    },
  }
}
export type DeskDayReads = ReturnType<typeof deskDay>
