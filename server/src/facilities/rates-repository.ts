// The facilities' rate rules (contract/rates.ts; migration 019): SQL, and the check that the rules
// a change leaves can be together (facilityRulesProblem), in the change's transaction. Every
// change is announced on the facilities' feed: the rules travel with the facilities list (the
// cards' "from" price, the dialog's total, the Rates page rendered with the rates of the moment).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ParsedNewRateRule } from '../../../contract/rate-schemas'
import { facilityRulesProblem, isBase, type RateRule, WEEKDAYS } from '../../../contract/rates'
import type { Database, FacilityRatesTable, Schema } from '../db/schema'
import { madeAfter } from '../db/made-after'
import { inTransaction, lockFacility } from '../db/transaction'

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

/** Why a change was refused: what the facility's rules would be left as (facilityRulesProblem). */
export interface RatesRefusal {
  refused: { path: string; message: string }
}

export function ratesRepository(database: Database) {
  const { db, changes: feeds } = database
  return {
    of: (facilityId: string) => ratesOf(db, facilityId),
    async find(id: string): Promise<(RateRule & { facility_id: string }) | undefined> {
      const row = await db
        .selectFrom('facility_rates')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      return row && { ...toRule(row), facility_id: row.facility_id }
    },
    /**
     * Adds a rule to a facility; a base rule (no dates, no days) replaces the facility's base, in
     * the same transaction: one base each. 'missing' when no facility has the id; refused, with
     * nothing changed, when the rules it would leave cannot be together (facilityRulesProblem).
     */
    async add(
      facilityId: string,
      rule: ParsedNewRateRule,
      now = new Date(),
    ): Promise<{ rule: RateRule; replaced: RateRule | undefined } | 'missing' | RatesRefusal> {
      const result = await inTransaction(database, async (trx) => {
        if (!(await lockFacility(trx, database.dialect, facilityId))) return 'missing' as const
        const rows = await ordered(trx).where('facility_id', '=', facilityId).execute()
        const rules = rows.map(toRule)
        const bases = isBase(rule) ? rules.filter(isBase) : []
        const row: FacilityRatesTable = {
          id: randomUUID(),
          facility_id: facilityId,
          date_from: rule.from ?? null,
          date_to: rule.to ?? null,
          every_year: rule.every_year ? 1 : 0,
          days: WEEKDAYS.filter((day) => rule.days.includes(day)).join(','),
          nightly: rule.nightly ?? null,
          extra_guest: rule.extra_guest ?? null,
          included_guests: rule.included_guests ?? null,
          min_stay: rule.min_stay ?? null,
          max_stay: rule.max_stay ?? null,
          closed_arrival: rule.closed_arrival ? 1 : 0,
          // After the facility's newest rule (the last read: they are in the order made), read
          // with the facility locked: no other change of its rules runs meanwhile.
          created_at: madeAfter(now, rows.at(-1)?.created_at),
        }
        const added = toRule(row)
        const problem = facilityRulesProblem([...rules.filter((r) => !bases.includes(r)), added])
        if (problem) return { refused: problem }
        if (bases.length > 0) {
          await trx
            .deleteFrom('facility_rates')
            .where(
              'id',
              'in',
              bases.map((b) => b.id),
            )
            .execute()
        }
        await trx.insertInto('facility_rates').values(row).execute()
        return { rule: added, replaced: bases.at(-1) }
      })
      if (typeof result === 'object' && 'rule' in result) await feeds.facilities.announce()
      return result
    },
    /**
     * Removes a rule: the removed rule and its facility, undefined when none has the id, refused
     * (nothing removed) when the rules left cannot be together (the base, while others charge
     * extra guests: a new base replaces it instead).
     */
    async remove(
      id: string,
    ): Promise<(RateRule & { facility_id: string }) | RatesRefusal | undefined> {
      const result = await inTransaction(database, async (trx) => {
        const row = await trx
          .selectFrom('facility_rates')
          .select('facility_id')
          .where('id', '=', id)
          .executeTakeFirst()
        if (!row) return undefined
        await lockFacility(trx, database.dialect, row.facility_id)
        const left = (await ratesOf(trx, row.facility_id)).filter((rule) => rule.id !== id)
        const problem = facilityRulesProblem(left)
        if (problem) return { refused: problem }
        const removed = await trx
          .deleteFrom('facility_rates')
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()
        return removed && { ...toRule(removed), facility_id: removed.facility_id }
      })
      if (result && !('refused' in result)) await feeds.facilities.announce()
      return result
    },
  }
}
export type RatesRepository = ReturnType<typeof ratesRepository>
