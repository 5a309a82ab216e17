// The facilities' rate rules (contract/rates.ts; migration 019): SQL only. What a change may do is
// rates-rules.ts's, decided in the transaction this opens (`inTransaction`), with the facility
// locked. Every change is announced on the facilities' feed once it commits: the rules travel with
// the facilities list (the cards' "from" price, the dialog's total, the Rates page rendered with
// the rates of the moment).
import type { Kysely } from 'kysely'
import { type RateRule, WEEKDAYS } from '../../../contract/rates'
import type { Database, Dialect, FacilityRatesTable, Schema } from '../db/schema'
import { madeAfter } from '../db/made-after'
import { inTransaction, lockFacility } from '../db/transaction'
import { rowWhere, valueWhere } from '../db/rows'

const amount = (value: string | number | null): number | null =>
  value === null ? null : Number(value)

function toRule(row: FacilityRatesTable): RateRule {
  return {
    id: row.id,
    from: row.date_from,
    to: row.date_to,
    every_year: Number(row.every_year) === 1,
    days: row.days === '' ? [] : WEEKDAYS.filter((day) => row.days.split(',').includes(day)),
    nightly: amount(row.nightly),
    extra_guest: amount(row.extra_guest),
    included_guests: row.included_guests === null ? null : Number(row.included_guests),
    min_stay: row.min_stay === null ? null : Number(row.min_stay),
    max_stay: row.max_stay === null ? null : Number(row.max_stay),
    closed_arrival: Number(row.closed_arrival) === 1,
  }
}

/** A rule's terms as their columns: what a new rule stores and a change sets. */
const termColumns = (rule: RateRule) => ({
  nightly: rule.nightly,
  extra_guest: rule.extra_guest,
  included_guests: rule.included_guests,
  min_stay: rule.min_stay,
  max_stay: rule.max_stay,
  closed_arrival: rule.closed_arrival ? 1 : 0,
})

/** The rules in the order they were made (contract/rates.ts: between equals, the newer wins). */
const ordered = (conn: Kysely<Schema>) =>
  conn.selectFrom('facility_rates').selectAll().orderBy('created_at').orderBy('id')

/** Every facility's rules, read on `conn` (the catalogue's transaction). */
export async function ratesByFacility(conn: Kysely<Schema>): Promise<Map<string, RateRule[]>> {
  const byFacility = new Map<string, RateRule[]>()
  for (const row of await ordered(conn).execute()) {
    const rules = byFacility.get(row.facility_id) ?? []
    rules.push(toRule(row))
    byFacility.set(row.facility_id, rules)
  }
  return byFacility
}

/** One facility's rules, read on `conn`. */
export async function ratesOf(conn: Kysely<Schema>, facilityId: string): Promise<RateRule[]> {
  return (await ordered(conn).where('facility_id', '=', facilityId).execute()).map(toRule)
}

/** Each facility that has rules: its id, name and type with its rules, read on `conn`. */
export async function facilitiesWithRates(
  conn: Kysely<Schema>,
): Promise<{ id: string; name: string; type: string; rules: RateRule[] }[]> {
  const byFacility = await ratesByFacility(conn)
  if (byFacility.size === 0) return []
  const facilities = await conn
    .selectFrom('facilities')
    .select(['id', 'name', 'type'])
    .where('id', 'in', [...byFacility.keys()])
    .execute()
  return facilities.map((f) => ({ ...f, rules: byFacility.get(f.id) ?? [] }))
}

/**
 * The queries of one change of a facility's rules, on its transaction; `wrote` is told of each
 * row written, so the feed is told of the change once it commits.
 */
function rateQueries(trx: Kysely<Schema>, dialect: Dialect, wrote: () => void) {
  return {
    /** Locks the facility (no other change of its rules runs meanwhile); false when none has the id. */
    lockFacility: async (facilityId: string) => !!(await lockFacility(trx, dialect, facilityId)),
    rulesOf: (facilityId: string) => ratesOf(trx, facilityId),
    /**
     * The rule with this id and its facility's rules, read with the facility locked; undefined
     * when none has the id, or it was removed between the first read and the lock.
     */
    async lockedRulesOf(id: string) {
      const facilityId = await valueWhere(trx, 'facility_rates', 'facility_id', 'id', id)
      if (facilityId === undefined) return undefined
      await lockFacility(trx, dialect, facilityId)
      const rules = await ratesOf(trx, facilityId)
      const rule = rules.find((r) => r.id === id)
      return rule && { facilityId, rules, rule }
    },
    facilityType(facilityId: string): Promise<string | undefined> {
      return valueWhere(trx, 'facilities', 'type', 'id', facilityId)
    },
    /** Stores a new rule after the facility's newest (they are read in the order made). */
    async insert(facilityId: string, rule: RateRule, now: Date) {
      const newest = await trx
        .selectFrom('facility_rates')
        .select('created_at')
        .where('facility_id', '=', facilityId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      const row: FacilityRatesTable = {
        id: rule.id,
        facility_id: facilityId,
        date_from: rule.from,
        date_to: rule.to,
        every_year: rule.every_year ? 1 : 0,
        days: rule.days.join(','),
        ...termColumns(rule),
        created_at: madeAfter(now, newest?.created_at),
      }
      await trx.insertInto('facility_rates').values(row).execute()
      wrote()
    },
    /** Sets a rule's terms; its id, dates, days and place among equals stay. */
    async changeTerms(rule: RateRule) {
      await trx
        .updateTable('facility_rates')
        .set(termColumns(rule))
        .where('id', '=', rule.id)
        .execute()
      wrote()
    },
    /** The removed rule and its facility; undefined when none had the id. */
    async remove(id: string): Promise<(RateRule & { facility_id: string }) | undefined> {
      const removed = await trx
        .deleteFrom('facility_rates')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      if (!removed) return undefined
      wrote()
      return { ...toRule(removed), facility_id: removed.facility_id }
    },
  }
}
export type RateQueries = ReturnType<typeof rateQueries>

export function ratesRepository(database: Database) {
  const { db, changes: feeds } = database
  return {
    of: (facilityId: string) => ratesOf(db, facilityId),
    async find(id: string): Promise<(RateRule & { facility_id: string }) | undefined> {
      const row = await rowWhere(db, 'facility_rates', 'id', id)
      return row && { ...toRule(row), facility_id: row.facility_id }
    },
    /** One change of the rates (SQLite: the write lock first); announced once it wrote and committed. */
    async inTransaction<T>(work: (q: RateQueries) => Promise<T>): Promise<T> {
      let changed = false
      const result = await inTransaction(database, (trx) =>
        work(
          rateQueries(trx, database.dialect, () => {
            changed = true
          }),
        ),
      )
      if (changed) await feeds.facilities.announce()
      return result
    },
  }
}
export type RatesRepository = ReturnType<typeof ratesRepository>
