// The hotel's units' SQL (issue 54, migration 022): the rows of the units the owner named or whose
// state someone set, the units out of order as the capacity counts read them, and the writes
// (with each unit's times out of order, migration 023, for the month's figures),
// each in a transaction its caller holds (the facility's lock: frontdesk/units.ts), so a unit is
// never put out of order under a stay being placed on it, nor renamed under one being moved.
import type { Selectable } from 'kysely'
import type { Database, UnitsTable } from '../db/schema'
import { openTransaction, type Transaction } from '../db/transaction'

export type UnitRow = Selectable<UnitsTable>

/** A unit out of order as a capacity count reads it: that unit over [date_from, occupied_until). */
export interface OutOfOrderSpan {
  facility_id: string
  facility_name: string
  unit: number
  name: string | null
  reason: string | null
  date_from: string
  /** null: until someone marks it otherwise. */
  out_until: string | null
}

export interface UnitStateChange {
  state: string
  reason: string | null
  out_from: string | null
  out_until: string | null
  changed_at: string
  changed_by: string
}

export function unitsRepository({ db, changes }: Database) {
  return {
    /** The units' rows, of one facility or all, by facility and number. */
    async rows(facilityId?: string, tx?: Transaction): Promise<UnitRow[]> {
      let query = (tx ? openTransaction(tx) : db).selectFrom('units').selectAll()
      if (facilityId !== undefined) query = query.where('facility_id', '=', facilityId)
      return query.orderBy('facility_id').orderBy('number').execute()
    },

    /**
     * The units out of order on a day of [start, end) (every day from `start` when `end` is
     * undefined), of one facility or all, within its capacity; read in `tx` when given.
     */
    async outOfOrder(
      facilityId: string | undefined,
      start: string,
      end: string | undefined,
      tx?: Transaction,
    ): Promise<OutOfOrderSpan[]> {
      let query = (tx ? openTransaction(tx) : db)
        .selectFrom('units as u')
        .innerJoin('facilities as f', 'f.id', 'u.facility_id')
        .select([
          'u.facility_id',
          'f.name as facility_name',
          'u.number as unit',
          'u.name',
          'u.reason',
          'u.out_from as date_from',
          'u.out_until',
        ])
        .where('u.state', '=', 'out_of_order')
        .where('u.out_from', 'is not', null)
        .whereRef('u.number', '<=', 'f.capacity')
        .where((eb) => eb.or([eb('u.out_until', 'is', null), eb('u.out_until', '>', start)]))
      if (end !== undefined) query = query.where('u.out_from', '<', end)
      if (facilityId !== undefined) query = query.where('u.facility_id', '=', facilityId)
      const rows = await query.execute()
      return rows.map((r) => ({ ...r, unit: Number(r.unit), date_from: r.date_from ?? start }))
    },

    /**
     * The facility's units named `names` in order (1, 2, ...), and its capacity their count: the
     * units past it go with their rows. A unit keeps its state through a renaming.
     */
    async setNames(tx: Transaction, facilityId: string, names: readonly string[]): Promise<void> {
      const trx = openTransaction(tx)
      await trx
        .deleteFrom('units')
        .where('facility_id', '=', facilityId)
        .where('number', '>', names.length)
        .execute()
      // Their times out of order too: the month's figures count today's units (docs/staff.md).
      await trx
        .deleteFrom('unit_out_periods')
        .where('facility_id', '=', facilityId)
        .where('number', '>', names.length)
        .execute()
      // Names freed first: two units of the facility may swap names.
      await trx
        .updateTable('units')
        .set({ name: null, name_key: null })
        .where('facility_id', '=', facilityId)
        .execute()
      for (const [i, name] of names.entries()) {
        const values = { name, name_key: name.toLowerCase() }
        await trx
          .insertInto('units')
          .values({ facility_id: facilityId, number: i + 1, ...values })
          .onConflict((oc) => oc.columns(['facility_id', 'number']).doUpdateSet(values))
          .execute()
      }
      await trx
        .updateTable('facilities')
        .set({ capacity: names.length })
        .where('id', '=', facilityId)
        .execute()
    },

    /**
     * The unit's state (and, out of order, why and when), kept whatever its name, on the hotel's
     * `today`; and its history of times out of order (migration 023), in the same transaction: a
     * time under way ends today (a time not yet begun goes), and a unit put out of order opens
     * one from its `out_from`. So a unit cleaned before its "until" was out up to today.
     */
    async setState(
      tx: Transaction,
      facilityId: string,
      number: number,
      change: UnitStateChange,
      today: string,
    ): Promise<void> {
      const trx = openTransaction(tx)
      await trx
        .insertInto('units')
        .values({ facility_id: facilityId, number, ...change })
        .onConflict((oc) => oc.columns(['facility_id', 'number']).doUpdateSet(change))
        .execute()
      await trx
        .deleteFrom('unit_out_periods')
        .where('facility_id', '=', facilityId)
        .where('number', '=', number)
        .where('out_from', '>=', today)
        .execute()
      await trx
        .updateTable('unit_out_periods')
        .set({ out_until: today })
        .where('facility_id', '=', facilityId)
        .where('number', '=', number)
        .where((eb) => eb.or([eb('out_until', 'is', null), eb('out_until', '>', today)]))
        .execute()
      if (change.state === 'out_of_order' && change.out_from !== null) {
        await trx
          .insertInto('unit_out_periods')
          .values({
            facility_id: facilityId,
            number,
            out_from: change.out_from,
            out_until: change.out_until,
            reason: change.reason,
          })
          .execute()
      }
    },

    /** Tells every server's list of facilities that a capacity changed (once committed). */
    async announceCapacity(): Promise<void> {
      await changes.facilities.announce()
    },
  }
}
export type UnitsRepository = ReturnType<typeof unitsRepository>
