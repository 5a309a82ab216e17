// The hotel's units by their names and their housekeeping states (issue 54). A facility's units are
// its places 1..capacity; each is named by the owner ("Room 12"), or from its facility until then
// ("Deluxe Room 2"). Names are unique in the hotel whatever their case, so the desk and the CLI
// name a unit by its name alone. Out of order, a unit's nights are not offered (its span is read as
// an import's block is: `outOfOrderBlocks`, counted by every capacity check); after its "until"
// date it is offered again and reads dirty (someone looks at it before a guest does).
import { addDays } from '../../../contract/calendar-date'
import type { Facility } from '../../../contract/facility'
import {
  OUT_OF_ORDER_LINK,
  UNIT_STATES,
  type Unit,
  type UnitState,
  type UnitStateBody,
} from '../../../contract/frontdesk'
import { countPerDay } from '../../../contract/stay-rules'
import { actorName, type StaffActor } from '../actor'
import { facilityNotFound } from '../domain-errors'
import type { FacilitiesRepository } from '../facilities/repository'
import type { OutOfOrderSpan, UnitRow, UnitsRepository } from '../facilities/units-repository'
import type { ChannelBlocks, ImportedBlock } from '../reservations/channel-blocks'
import type { RequestHold } from '../reservations/hold'
import type { BookingQueries, ReservationsRepository } from '../reservations/repository'
import { unitFor, unitPlacement } from '../reservations/unit-placement'
import type { DeskSentences } from './sentences'

/** A unit's name until the owner names it: its facility's and its number. */
export const defaultUnitName = (facilityName: string, number: number) => `${facilityName} ${number}`

/** The state a unit reads on `today`: out of order past its "until" reads dirty. */
function stateOn(row: UnitRow | undefined, today: string): UnitState {
  const state = (UNIT_STATES as readonly string[]).includes(row?.state ?? '')
    ? (row!.state as UnitState)
    : 'clean'
  if (state === 'out_of_order' && row?.out_until && row.out_until <= today) return 'dirty'
  return state
}

/** The unit numbers of a facility to list: all of them (1..capacity) unless told. */
export type UnitNumbers = (facility: Facility) => Iterable<number>

const everyUnit: UnitNumbers = function* (facility) {
  for (let number = 1; number <= facility.capacity; number++) yield number
}

/**
 * The units of these facilities, by facility (their order) and number: every unit, or those
 * `numbers` names (within 1..capacity) for each facility, each once.
 */
export function unitsOf(
  facilities: readonly Facility[],
  rows: readonly UnitRow[],
  today: string,
  numbers: UnitNumbers = everyUnit,
) {
  const byKey = new Map(rows.map((r) => [`${r.facility_id}\0${r.number}`, r]))
  const units: Unit[] = []
  for (const f of facilities) {
    // Each once, in order, whatever order (or repeats) `numbers` gives.
    for (const number of [...new Set(numbers(f))].sort((a, b) => a - b)) {
      if (!Number.isInteger(number) || number < 1 || number > f.capacity) continue
      const row = byKey.get(`${f._id}\0${number}`)
      const state = stateOn(row, today)
      units.push({
        name: row?.name ?? defaultUnitName(f.name, number),
        facility_id: f._id,
        facility_name: f.name,
        number,
        state,
        reason: state === 'out_of_order' ? (row?.reason ?? null) : null,
        until: state === 'out_of_order' ? (row?.out_until ?? null) : null,
        changed_at: row?.changed_at ?? null,
        changed_by: row?.changed_by ?? null,
      })
    }
  }
  return units
}

/** The unit as its row reads in `q`'s transaction: its state, and when and by whom it changed. */
async function unitNow(units: UnitsRepository, q: BookingQueries, unit: Unit, today: string) {
  const row = (await units.rows(unit.facility_id, q.tx)).find((r) => r.number === unit.number)
  const state = stateOn(row, today)
  return {
    ...unit,
    state,
    changed_at: row?.changed_at ?? null,
    changed_by: row?.changed_by ?? null,
  } satisfies Unit
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The units out of order as the capacity counts read an import: named for the clerk's sentence. */
export function outOfOrderBlocks(
  units: UnitsRepository,
  /** The first date an open-ended out-of-order no longer blocks (the booking horizon's end). */
  openEnd: () => string,
): ChannelBlocks {
  const asBlock = (s: OutOfOrderSpan): ImportedBlock => ({
    facility_id: s.facility_id,
    link_id: OUT_OF_ORDER_LINK,
    link_name: `${s.name ?? defaultUnitName(s.facility_name, s.unit)} (out of order)`,
    unit: s.unit,
    date_from: s.date_from,
    occupied_until: s.out_until ?? openEnd(),
  })
  return {
    async ofFacility(facilityId, start, end, tx) {
      return (await units.outOfOrder(facilityId, start, end, tx)).map(asBlock)
    },
    async between(start, end) {
      return (await units.outOfOrder(undefined, start, end)).map(asBlock)
    },
  }
}

/** The imports' blocks and the units out of order, as one port (reservations/channel-blocks.ts). */
export function withUnitsOut(imports: ChannelBlocks, out: ChannelBlocks): ChannelBlocks {
  return {
    async ofFacility(facilityId, start, end, tx) {
      // One after the other: in a transaction both run on its one connection.
      const imported = await imports.ofFacility(facilityId, start, end, tx)
      return [...imported, ...(await out.ofFacility(facilityId, start, end, tx))]
    },
    async between(start, end) {
      const imported = await imports.between(start, end)
      return [...imported, ...(await out.between(start, end))]
    },
  }
}

export interface UnitRulesDeps {
  facilities: FacilitiesRepository
  units: UnitsRepository
  reservations: ReservationsRepository
  /** Every capacity count's blocks: the imports' and the units out of order. */
  blocks: ChannelBlocks
  hold: RequestHold
  sentences: DeskSentences
}

export function unitRules({
  facilities,
  units,
  reservations,
  blocks,
  hold,
  sentences,
}: UnitRulesDeps) {
  const placement = unitPlacement(blocks)
  /**
   * Every unit of the hotel, or those `numbers` chooses per facility: the calendar's lanes ask for
   * the few units of a large facility they draw, not its thousand (calendar-units.ts).
   */
  async function list(numbers?: UnitNumbers): Promise<Unit[]> {
    const [all, rows] = await Promise.all([facilities.list(), units.rows()])
    return unitsOf(all, rows, hold.today(), numbers)
  }

  /** The unit named `name` (any case), or a 404 saying so. */
  async function find(name: string): Promise<Unit> {
    const unit = (await list()).find((u) => sameName(u.name, name.trim()))
    if (!unit) throw sentences.unitNotFound(name)
    return unit
  }

  /**
   * The most units the facility's stays and blocks hold on one night from `today` on (`extra`: a
   * block about to be added), and that night: what its units may not go below.
   */
  async function mostPromised(q: BookingQueries, facilityId: string, extra: ImportedBlock[] = []) {
    const today = hold.today()
    const stays = await q.overlapping(facilityId, today, '9999-12-31', hold.cutoffAt(hold.clock()))
    const held = [...(await blocks.ofFacility(facilityId, today, undefined, q.tx)), ...extra]
    const end = [...stays, ...held].reduce(
      (max, r) => (r.occupied_until > max ? r.occupied_until : max),
      addDays(today, 1),
    )
    let most = { count: 0, night: today }
    for (const [night, count] of countPerDay(stays, today, end, held)) {
      if (count > most.count) most = { count, night }
    }
    return most
  }

  return {
    list,
    find,

    /**
     * The facility's units named `names`, in order; their count becomes its number of units. In
     * its lock: refused when fewer than the units its stays and blocks hold on a night to come, or
     * when a stay placed on a unit past the new count has no other unit free for its nights (it is
     * moved when one is).
     */
    async setNames(facilityId: string, names: readonly string[]): Promise<Unit[]> {
      const trimmed = names.map((n) => n.trim())
      const twice = trimmed.find((n, i) => trimmed.findIndex((m) => sameName(m, n)) !== i)
      if (twice !== undefined) throw sentences.nameTwice(twice)
      const facility = await facilities.find(facilityId)
      if (!facility) throw facilityNotFound(facilityId)
      const taken = (await list()).find(
        (u) => u.facility_id !== facilityId && trimmed.some((n) => sameName(n, u.name)),
      )
      if (taken) throw sentences.nameTaken(taken)
      await reservations.withFacilityLock(facilityId, async (q) => {
        const most = await mostPromised(q, facilityId)
        if (most.count > trimmed.length) {
          throw sentences.fewerThanPromised(facility.name, most, trimmed.length)
        }
        // The stays to come on a unit past the new count go to another, free for all their nights.
        const today = hold.today()
        const beyond = (await q.placedStays(facilityId, today, '9999-12-31')).filter(
          (s) => s.unit > trimmed.length,
        )
        for (const stay of beyond) {
          const free = await placement.freeFor(q, facilityId, trimmed.length, stay)
          const unit = unitFor(null, free)
          if (unit === null) throw sentences.staysOnUnit(facility.name, stay, trimmed.length)
          await q.placeOnUnit(stay.reservation_id, unit)
        }
        await units.setNames(q.tx, facilityId, trimmed)
        q.wrote()
      })
      await units.announceCapacity()
      return (await list()).filter((u) => u.facility_id === facilityId)
    },

    /**
     * A unit's housekeeping state. A housekeeping person marks a unit clean or out of order, and
     * nothing else (the front desk and owners any state). Out of order needs a reason; it takes the
     * unit's nights from the hotel's today to `until` (open when absent), in the facility's lock:
     * refused while a stay is placed on the unit on one of them (move it first), or when the
     * facility's other units cannot hold the stays of a night. With `seen_changed_at`, refused
     * when the unit changed after the person saw it, unless it already is as asked (then nothing
     * is written: the same mark sent again), checked in the lock, so a check-out making the unit
     * dirty comes wholly before or after it.
     */
    async setState(name: string, body: UnitStateBody, actor: StaffActor): Promise<Unit> {
      if (actor.kind === 'staff' && actor.role === 'housekeeping') {
        if (body.state !== 'clean' && body.state !== 'out_of_order') {
          throw sentences.housekeepingStates()
        }
      }
      const unit = await find(name)
      const today = hold.today()
      const out = body.state === 'out_of_order'
      if (out && !body.reason) throw sentences.reasonRequired()
      if (out && body.until !== undefined && body.until <= today) throw sentences.untilPast(today)
      await reservations.withFacilityLock(unit.facility_id, async (q) => {
        if (body.seen_changed_at !== undefined) {
          const now = await unitNow(units, q, unit, today)
          if (now.changed_at !== body.seen_changed_at) {
            // Already as asked: this same mark sent again after its answer was lost.
            if (now.state === body.state) return
            throw sentences.unitChanged(now, today)
          }
        }
        if (out) {
          const end = body.until ?? '9999-12-31'
          const placed = await q.placedStays(unit.facility_id, today, end)
          const guest = placed.find((s) => s.unit === unit.number)
          if (guest) throw sentences.unitOccupied(unit, guest)
          const block: ImportedBlock = {
            facility_id: unit.facility_id,
            link_id: OUT_OF_ORDER_LINK,
            link_name: unit.name,
            unit: unit.number,
            date_from: today,
            occupied_until: body.until ?? addDays(today, 3660),
          }
          const capacity = (await q.facilityCapacity(unit.facility_id)) ?? 0
          const most = await mostPromised(q, unit.facility_id, [block])
          if (most.count > capacity) throw sentences.outWouldOverbook(unit, most)
        }
        await units.setState(
          q.tx,
          unit.facility_id,
          unit.number,
          {
            state: body.state,
            reason: out ? (body.reason ?? null) : null,
            out_from: out ? today : null,
            out_until: out ? (body.until ?? null) : null,
            changed_at: hold.clock().toISOString(),
            changed_by: actorName(actor),
          },
          today,
        )
        // Every server's live views (the day, housekeeping's list) hear of it.
        q.wrote()
      })
      return find(unit.name)
    },

    /** A unit left by its guest is dirty (check-out), in the check-out's own transaction. */
    async markDirty(q: BookingQueries, unit: Unit, at: string, by: string): Promise<void> {
      if (unit.state === 'out_of_order') return
      await units.setState(
        q.tx,
        unit.facility_id,
        unit.number,
        {
          state: 'dirty',
          reason: null,
          out_from: null,
          out_until: null,
          changed_at: at,
          changed_by: by,
        },
        hold.today(),
      )
    },
  }
}
export type UnitRules = ReturnType<typeof unitRules>
