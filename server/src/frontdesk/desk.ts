// The desk's moves on a confirmed stay (issue 54): check in, check out, no-show, move to another
// unit, extend. Each is one transition made in the facility's lock (the lock every booking,
// confirmation and placement takes), checked there against the stay as it is then: no check-in of
// a cancelled stay, no check-out before check-in, no two guests in one unit on one night. Asking
// for the state a stay is already in answers as the first time with `changed: false` (a call
// replayed from a phone that was offline changes nothing); a move the state does not allow is a
// 409 with its sentence. Warnings (the unit is not clean, a balance is due) never refuse a move.
//
// Nights given back: a check-out before the last night ends the stay's nights on the hotel's today
// (`occupied_until`), a no-show keeps its first night only: the site, the calendar and the booking
// sites' feeds read the rest free at once. A stay keeps one unit for all its nights: a guest moved
// mid-stay is on the new unit for the whole stay as the desk reads it.
import { addDays } from '../../../contract/calendar-date'
import type { Facility } from '../../../contract/facility'
import type { DeskAnswer, DeskStay, Unit } from '../../../contract/frontdesk'
import { hotelDayStart } from '../../../contract/hotel-time'
import { stayTermsOf } from '../../../contract/payment-terms'
import { quoteStay, type Quote } from '../../../contract/rates'
import { countPerDay, occupiedUntil, stayLength, stayUnit } from '../../../contract/stay-rules'
import type { FacilityType } from '../../../contract/facility'
import { actorName, type StaffActor } from '../actor'
import type { FacilityLookup } from '../facilities/list-cache'
import type { ChannelBlocks } from '../reservations/channel-blocks'
import type { RequestHold } from '../reservations/hold'
import type {
  BookingQueries,
  ReservationRow,
  ReservationsRepository,
} from '../reservations/repository'
import { findRequest } from '../reservations/staff-reads'
import { unitFor, unitPlacement } from '../reservations/unit-placement'
import { hotel } from '../../../src/server-shared'
import type { DeskRepository, DeskWrite } from './repository'
import type { DeskSentences } from './sentences'
import type { UnitRules } from './units'

export interface DeskOptions {
  timeZone: string
  /** NO_SHOW_HOUR, `HH:MM` on the arrival's day in the hotel's zone. */
  noShowHour: string
  maxStayDays: number
}

/** What a stay's row needs to become the desk's view: its unit and its money. */
export type DeskView = (row: ReservationRow, units: readonly Unit[]) => Promise<DeskStay>

export interface DeskDeps {
  reservations: ReservationsRepository
  desk: DeskRepository
  units: UnitRules
  blocks: ChannelBlocks
  listCache: FacilityLookup
  hold: RequestHold
  sentences: DeskSentences
  /** The stay as the desk reads it (today.ts), and what is still to pay of it. */
  view: DeskView
  options: DeskOptions
}

/** The instant a stay arriving on `date` becomes a possible no-show (its no-show hour there). */
export function noShowAt(date: string, hour: string, timeZone: string): Date {
  const [h, m] = hour.split(':').map(Number)
  return new Date(hotelDayStart(date, timeZone).getTime() + ((h ?? 23) * 60 + (m ?? 0)) * 60_000)
}

type Move = 'check-in' | 'check-out' | 'no-show' | 'move' | 'extend'

export function deskMoves(deps: DeskDeps) {
  const { reservations, desk, units, blocks, listCache, hold, sentences, view, options } = deps
  const placement = unitPlacement(blocks)

  /** Who, as the stay and its history record it. */
  const who = (actor: StaffActor) => ({
    staff_id: actor.kind === 'staff' ? actor.staffId : null,
    by_name: actorName(actor),
  })

  /** The stay's unit among `all` (the units as listed), or undefined when it has none. */
  function unitOf(row: ReservationRow, all: readonly Unit[]): Unit | undefined {
    if (row.unit === null || row.unit === undefined) return undefined
    return all.find((u) => u.facility_id === row.facility_id && u.number === Number(row.unit))
  }

  /** The unit named `name` (any case) among `all`, or a 404 saying so. */
  function named(all: readonly Unit[], name: string): Unit {
    const unit = all.find((u) => u.name.toLowerCase() === name.trim().toLowerCase())
    if (!unit) throw sentences.unitNotFound(name)
    return unit
  }

  /** The warnings the desk reads with a move: the unit not ready, a balance due. */
  async function warningsOf(stay: DeskStay, unit: Unit | undefined, withUnit: boolean) {
    const warnings: string[] = []
    if (withUnit && unit && unit.state !== 'clean' && unit.state !== 'inspected') {
      warnings.push(sentences.unitNotReady(unit))
    }
    if (stay.balance_due !== null && stay.balance_due > 0) {
      warnings.push(sentences.balanceDue(stay.balance_due, stay.currency))
    }
    return warnings
  }

  /** The stay's row in the lock, refused unless it is a confirmed stay. */
  async function confirmedIn(q: BookingQueries, found: ReservationRow): Promise<ReservationRow> {
    const row = (await q.findById(found.reservation_id)) ?? found
    const status = hold.statusOf(row, hold.clock())
    if (status !== 'confirmed') throw sentences.notConfirmed(status)
    return row
  }

  /** The unit named `name`, which must be the stay's facility's and free for `nights`. */
  async function freeUnit(
    q: BookingQueries,
    row: ReservationRow,
    unit: Unit,
    nights: { date_from: string; occupied_until: string },
  ): Promise<Unit> {
    if (unit.facility_id !== row.facility_id) throw sentences.otherFacility(unit, row.facility_name)
    const capacity = (await q.facilityCapacity(row.facility_id)) ?? 0
    const free = await placement.freeFor(q, row.facility_id, capacity, {
      reservation_id: row.reservation_id,
      ...nights,
    })
    if (!free.includes(unit.number)) throw sentences.unitTaken(unit)
    return unit
  }

  /** The nights from the later of the stay's first and the hotel's today: what a move changes. */
  const nightsLeft = (row: ReservationRow) => {
    const today = hold.today()
    return {
      date_from: row.date_from > today ? row.date_from : today,
      occupied_until: row.occupied_until,
    }
  }
  const nightsOf = (row: ReservationRow) => ({
    reservation_id: row.reservation_id,
    ...nightsLeft(row),
  })

  /**
   * One move in the facility's lock: `work` returns what to write (nothing: the stay is already
   * so), then the answer is read after the commit (the unit's state and the money as they are).
   * The units' names and states are read before the lock (on SQLite a read outside the lock's
   * transaction would wait for it): which unit is free is decided in the lock, by number.
   */
  async function run(
    refOrId: string,
    move: Move,
    work: (
      q: BookingQueries,
      row: ReservationRow,
      all: readonly Unit[],
    ) => Promise<
      | {
          write?: DeskWrite
          event?: string
          note?: string
          unit?: number
          dirty?: Unit
          extraWarnings?: string[]
        }
      | undefined
    >,
    actor: StaffActor,
  ): Promise<DeskAnswer> {
    const found = await findRequest(reservations, refOrId)
    const at = hold.clock().toISOString()
    const before = await units.list()
    const done = await reservations.withFacilityLock(found.facility_id, async (q) => {
      const row = await confirmedIn(q, found)
      const change = await work(q, row, before)
      if (!change) return undefined
      if (change.unit !== undefined) await q.placeOnUnit(row.reservation_id, change.unit)
      if (change.write) {
        const by = who(actor)
        await desk.write(
          q.tx,
          row.reservation_id,
          change.write,
          change.event ? { at, to: change.event, note: change.note ?? null, ...by } : undefined,
        )
      }
      if (change.dirty) await units.markDirty(q, change.dirty, at, actorName(actor))
      q.wrote()
      return change
    })
    const row = (await reservations.findById(found.reservation_id)) ?? found
    // The units as the move left them (a check-out's is dirty now): one read for the answer.
    const after = await units.list()
    const stay = await view(row, after)
    if (!done) return { stay, warnings: [], changed: false }
    const unit = unitOf(row, after)
    const warnings = [
      ...(move === 'check-in' ? await warningsOf(stay, unit, true) : []),
      ...(move === 'check-out' ? await warningsOf(stay, unit, false) : []),
      ...(done.extraWarnings ?? []),
    ]
    return { stay, warnings, changed: true }
  }

  /** Refuses a stay the desk has finished with (checked out, no-show). */
  function notFinished(row: ReservationRow) {
    if (row.desk_status === 'checked_out') throw sentences.checkedOut(row.checked_out_at ?? null)
    if (row.desk_status === 'no_show') throw sentences.noShow(row.no_show_at ?? null)
  }

  return {
    noShowAt: (date: string) => noShowAt(date, options.noShowHour, options.timeZone),

    /**
     * Places the confirmed stays still without a unit on one free for all their nights left, in
     * arrival order, each facility in its lock (the sweep's, at the start and hourly): the stays
     * confirmed before units existed, and those no unit was free for until one was freed (a
     * cancellation, an early check-out). One none is free for stays unplaced: the desk gives it one.
     */
    async placeWaiting(): Promise<number> {
      const waiting = await desk.unplaced(hold.today())
      let placed = 0
      for (const facilityId of new Set(waiting.map((r) => r.facility_id))) {
        placed += await reservations.withFacilityLock(facilityId, async (q) => {
          let n = 0
          const capacity = (await q.facilityCapacity(facilityId)) ?? 0
          for (const found of waiting.filter((r) => r.facility_id === facilityId)) {
            const row = await q.findById(found.reservation_id)
            const placedWithin = row?.unit != null && Number(row.unit) <= capacity
            if (!row || row.status !== 'confirmed' || placedWithin) continue
            const unit = unitFor(
              null,
              await placement.freeFor(q, facilityId, capacity, nightsOf(row)),
            )
            if (unit === null) continue
            await q.placeOnUnit(row.reservation_id, unit)
            n++
          }
          return n
        })
      }
      return placed
    },

    /**
     * A confirmed stay's unit by name and the units of its facility free for the nights it has
     * left (where the desk may move it); undefined for a request not confirmed.
     */
    async unitFacts(reservationId: string) {
      const row = await reservations.findById(reservationId)
      if (!row || hold.statusOf(row, hold.clock()) !== 'confirmed') return undefined
      const all = (await units.list()).filter((u) => u.facility_id === row.facility_id)
      const current = row.unit === null || row.unit === undefined ? null : Number(row.unit)
      const finished = row.desk_status === 'checked_out' || row.desk_status === 'no_show'
      const nights = nightsLeft(row)
      const free =
        finished || nights.date_from >= nights.occupied_until
          ? []
          : await placement.freeFor(reservations, row.facility_id, all.length, {
              reservation_id: row.reservation_id,
              ...nights,
            })
      return {
        unit: all.find((u) => u.number === current)?.name ?? null,
        free_units: all
          .filter((u) => u.number !== current && free.includes(u.number))
          .map((u) => u.name),
      }
    },

    /**
     * Checks the guest in: from the stay's first day to its last night, on its unit or on `unit`
     * (which must be free for the nights left). Asks for a unit when it has none and none is free.
     */
    async checkIn(refOrId: string, unitName: string | undefined, actor: StaffActor) {
      return run(
        refOrId,
        'check-in',
        async (q, row, all) => {
          notFinished(row)
          const current = row.unit === null || row.unit === undefined ? null : Number(row.unit)
          if (row.desk_status === 'checked_in') {
            // Already in: a replay, unless another unit is asked (a move, said as one).
            if (unitName === undefined) return undefined
            const unit = await freeUnit(q, row, named(all, unitName), nightsLeft(row))
            return unit.number === current ? undefined : { unit: unit.number }
          }
          const today = hold.today()
          if (today < row.date_from) throw sentences.notYet(row.date_from)
          if (today >= row.occupied_until) throw sentences.stayOver(row.occupied_until)
          let unit = current
          if (unitName !== undefined) {
            unit = (await freeUnit(q, row, named(all, unitName), nightsLeft(row))).number
          } else if (unit === null) {
            const capacity = (await q.facilityCapacity(row.facility_id)) ?? 0
            unit = unitFor(null, await placement.freeFor(q, row.facility_id, capacity, row))
            if (unit === null) throw sentences.noUnit()
          }
          const by = actorName(actor)
          return {
            unit: unit === current ? undefined : unit,
            write: {
              desk_status: 'checked_in',
              checked_in_at: hold.clock().toISOString(),
              checked_in_by: by,
            },
            event: 'checked_in',
          }
        },
        actor,
      )
    },

    /**
     * Checks the guest out: their unit turns dirty. Before the last night, the nights not used
     * are given back (the stay's nights end on the hotel's today; its first night is kept).
     */
    async checkOut(refOrId: string, actor: StaffActor) {
      return run(
        refOrId,
        'check-out',
        async (_q, row, all) => {
          if (row.desk_status === 'checked_out') return undefined
          if (row.desk_status === 'no_show') throw sentences.noShow(row.no_show_at ?? null)
          if (row.desk_status !== 'checked_in') throw sentences.notCheckedIn()
          const today = hold.today()
          const unitKind = stayUnit(row.facility_type as FacilityType)
          // Nights: the night of today is not used; days: today is.
          const kept = unitKind === 'night' ? today : addDays(today, 1)
          const earliest = addDays(row.date_from, 1)
          const ends = kept > earliest ? kept : earliest
          const unit = unitOf(row, all)
          return {
            write: {
              desk_status: 'checked_out',
              checked_out_at: hold.clock().toISOString(),
              checked_out_by: actorName(actor),
              ...(ends < row.occupied_until ? { occupied_until: ends } : {}),
            },
            event: 'checked_out',
            dirty: unit,
          }
        },
        actor,
      )
    },

    /**
     * Marks a stay not checked in by its no-show hour as a no-show: its first night is kept (the
     * hotel's to charge), the later ones given back.
     */
    async noShow(refOrId: string, actor: StaffActor) {
      return run(
        refOrId,
        'no-show',
        async (_q, row) => {
          if (row.desk_status === 'no_show') return undefined
          if (row.desk_status === 'checked_in') throw sentences.checkedIn()
          if (row.desk_status === 'checked_out')
            throw sentences.checkedOut(row.checked_out_at ?? null)
          if (hold.clock() < noShowAt(row.date_from, options.noShowHour, options.timeZone)) {
            throw sentences.tooEarly(row.date_from, options.noShowHour)
          }
          const first = addDays(row.date_from, 1)
          return {
            write: {
              desk_status: 'no_show',
              no_show_at: hold.clock().toISOString(),
              no_show_by: actorName(actor),
              ...(first < row.occupied_until ? { occupied_until: first } : {}),
            },
            event: 'no_show',
          }
        },
        actor,
      )
    },

    /** Moves the stay to another unit of its facility, free for the nights it has left. */
    async move(refOrId: string, unitName: string, actor: StaffActor) {
      return run(
        refOrId,
        'move',
        async (q, row, all) => {
          notFinished(row)
          const unit = await freeUnit(q, row, named(all, unitName), nightsLeft(row))
          if (row.unit !== null && row.unit !== undefined && Number(row.unit) === unit.number) {
            return undefined
          }
          return { unit: unit.number }
        },
        actor,
      )
    },

    /**
     * Extends the stay to `to` (its new last date as the request says it): the added nights must
     * be free in the facility's count and on its unit; they are priced by the rates as they are
     * now and added to the stay's price (and to what it asks of the guest).
     */
    async extend(refOrId: string, to: string, actor: StaffActor) {
      // Its rates and taxes read before the lock (see `run`).
      const found = await findRequest(reservations, refOrId)
      const facility = await listCache.find(found.facility_id)
      return run(
        found.reservation_id,
        'extend',
        async (q, row, all) => {
          notFinished(row)
          if (to === row.date_to) return undefined
          if (to < row.date_to) throw sentences.notLonger(row.date_to)
          const kind = stayUnit(row.facility_type as FacilityType)
          if (stayLength(row.date_from, to, kind) > options.maxStayDays) {
            throw sentences.tooLong(options.maxStayDays)
          }
          const start = row.occupied_until
          const end = occupiedUntil(to, kind)
          const capacity = (await q.facilityCapacity(row.facility_id)) ?? 0
          const others = await q.overlapping(
            row.facility_id,
            start,
            end,
            hold.cutoffAt(hold.clock()),
            row.reservation_id,
          )
          const imported = await blocks.ofFacility(row.facility_id, start, end, q.tx)
          if ([...countPerDay(others, start, end, imported).values()].some((n) => n >= capacity)) {
            throw sentences.extraTaken(row.facility_name)
          }
          if (row.unit !== null && row.unit !== undefined) {
            const free = await placement.freeFor(q, row.facility_id, capacity, {
              reservation_id: row.reservation_id,
              date_from: start,
              occupied_until: end,
            })
            if (!free.includes(Number(row.unit))) {
              const unit = unitOf(row, all)
              if (unit) throw sentences.unitTaken(unit)
            }
          }
          const priced = priceAdded(facility, row, to)
          return {
            write: { date_to: to, occupied_until: end, ...priced.write },
            extraWarnings: priced.warnings,
          }
        },
        actor,
      )
    },
  }

  /** The added nights' price by the rates now, added to the stay's quote and its terms. */
  function priceAdded(
    facility: Facility | undefined,
    row: ReservationRow,
    to: string,
  ): { write: DeskWrite; warnings: string[] } {
    const stored = row.quote ? (JSON.parse(row.quote) as Quote) : null
    if (!stored || !facility) return { write: {}, warnings: [] }
    const kind = stayUnit(facility.type)
    const extra = quoteStay(
      facility.rates ?? [],
      // The added nights: from the old last date (nights), from the day after it (days).
      {
        from: kind === 'night' ? row.date_to : addDays(row.date_to, 1),
        to,
        guests: row.guests ?? 1,
      },
      kind,
      hotel.currency,
      facility.taxes,
    )
    if (extra.total === null) return { write: {}, warnings: [sentences.noPriceForExtra()] }
    const taxes = stored.taxes?.map((t) => ({
      ...t,
      amount: t.amount + (extra.taxes?.find((e) => e.name === t.name)?.amount ?? 0),
    }))
    const quote: Quote = {
      ...stored,
      nights: [...stored.nights, ...extra.nights],
      extra_guests: {
        count: stored.extra_guests.count,
        amount: stored.extra_guests.amount + extra.extra_guests.amount,
      },
      total: stored.total + extra.total,
      ...(taxes ? { taxes } : {}),
      ...(stored.grand_total !== undefined
        ? { grand_total: stored.grand_total + (extra.grand_total ?? extra.total) }
        : {}),
    }
    const terms = stayTermsOf(row.payment_terms)
    const added = extra.grand_total ?? extra.total
    return {
      write: {
        quote: JSON.stringify(quote),
        ...(terms
          ? { payment_terms: JSON.stringify({ ...terms, grand_total: terms.grand_total + added }) }
          : {}),
      },
      warnings: [],
    }
  }
}
export type DeskMoves = ReturnType<typeof deskMoves>
