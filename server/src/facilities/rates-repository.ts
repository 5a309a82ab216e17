// The facilities' rate rules (contract/rates.ts; migration 019): SQL, and the checks that the rules
// a change leaves can be together (facilityRulesProblem) and price every stay the hotel allows
// exactly (contract/rate-bounds.ts), in the change's transaction. Every change is announced on the
// facilities' feed: the rules travel with the facilities list (the cards' "from" price, the
// dialog's total, the Rates page rendered with the rates of the moment).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { amountTooLargeMessage, dearestNight, exactUpTo } from '../../../contract/rate-bounds'
import type { ParsedNewRateRule } from '../../../contract/rate-schemas'
import { changedRule, changedRuleProblem, type RateChanges } from '../../../contract/rate-changes'
import { facilityRulesProblem, isBase, type RateRule, WEEKDAYS } from '../../../contract/rates'
import { stayUnit } from '../../../contract/stay-rules'
import { FacilityType } from '../../../contract/facility'
import type { Database, FacilityRatesTable, Schema } from '../db/schema'
import { madeAfter } from '../db/made-after'
import { inTransaction, lockFacility } from '../db/transaction'
import { staffMoney } from '../staff-price-text'
import { hotel } from '../../../src/server-shared'

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
 * Why a change was refused: the rules it would leave cannot be together (facilityRulesProblem), or
 * could price a stay past the exact range (`amount_too_large`: contract/rate-bounds.ts), or a second
 * base was added where one is (`base_exists`: the base is changed in place, never replaced).
 */
export interface RatesRefusal {
  refused: {
    path: string
    message: string
    code?: 'amount_too_large' | 'base_exists' | 'invalid_rate'
  }
}

/** What the rates' checks need of the hotel's settings. */
export interface RatesLimits {
  /** The longest stay the hotel allows (MAX_STAY_DAYS): the bound on amounts follows from it. */
  maxStayDays: number
}

/**
 * Whether a change from `before` to `after` lets some stay's total pass the exact range, with the
 * hotel's longest stay, and the sentence saying the largest amount that fits. A change that makes
 * no night dearer is never refused: an owner whose rates were set under a shorter MAX_STAY_DAYS
 * (which the server then refuses to start with: rate-bounds-at-start.ts) can lower them one rule at
 * a time. The amount named is the one the new rule sets: its extra guest price (or the guests its
 * price covers, which decide how many pay it), else its price.
 */
async function amountRefusal(
  conn: Kysely<Schema>,
  facilityId: string,
  change: {
    before: readonly RateRule[]
    after: readonly RateRule[]
    /** The fields the owner gave (a new rule's, or a change's). */
    rule: { extra_guest?: number | null; included_guests?: number | null }
  },
  limits: RatesLimits,
): Promise<RatesRefusal | undefined> {
  const { before, after, rule } = change
  if (exactUpTo(after, limits.maxStayDays)) return undefined
  if (dearestNight(after).cost <= dearestNight(before).cost) return undefined
  const facility = await conn
    .selectFrom('facilities')
    .select('type')
    .where('id', '=', facilityId)
    .executeTakeFirst()
  const type = FacilityType.safeParse(facility?.type)
  const unit = type.success ? stayUnit(type.data) : 'night'
  const path =
    rule.extra_guest !== undefined || rule.included_guests !== undefined ? 'extra_guest' : 'nightly'
  const money = (amount: number) => staffMoney(amount, hotel.currency)
  const message = amountTooLargeMessage(after, limits.maxStayDays, path, money, unit)
  return { refused: { path, message, code: 'amount_too_large' } }
}

/** A second base refused: the sentence names the base to change, in the API's and the CLI's terms. */
const baseExists = (base: RateRule): RatesRefusal['refused'] => ({
  path: 'days',
  code: 'base_exists',
  message: `This facility has its base rate already (rate ${base.id}): change it in place (fields left out keep their value; the console's Change, POST /api/staff/rates/${base.id}, or rates set without dates), or give the new rule dates or days.`,
})

export function ratesRepository(database: Database, limits: RatesLimits) {
  const { db, changes: feeds } = database
  /**
   * The rule with this id and its facility's rules, read with the facility locked (no other change
   * of its rules runs meanwhile, on either database); undefined when none has the id, or it was
   * removed between the first read and the lock.
   */
  async function lockedRulesOf(trx: Kysely<Schema>, id: string) {
    const found = await trx
      .selectFrom('facility_rates')
      .select('facility_id')
      .where('id', '=', id)
      .executeTakeFirst()
    if (!found) return undefined
    await lockFacility(trx, database.dialect, found.facility_id)
    const rules = await ratesOf(trx, found.facility_id)
    const rule = rules.find((r) => r.id === id)
    return rule && { facilityId: found.facility_id, rules, rule }
  }

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
     * Adds a rule to a facility. 'missing' when no facility has the id; refused, with nothing
     * changed, when it is a base (no dates, no days) and the facility has one (one base each, and
     * a base replaced whole lost the stay rules and the extra guest price the owner did not retype:
     * issue 51; `change` edits it in place), when the rules it would leave cannot be together
     * (facilityRulesProblem) or could price a stay of up to MAX_STAY_DAYS past the exact range
     * (amountRefusal).
     */
    async add(
      facilityId: string,
      rule: ParsedNewRateRule,
      now = new Date(),
    ): Promise<{ rule: RateRule } | 'missing' | RatesRefusal> {
      const result = await inTransaction(database, async (trx) => {
        if (!(await lockFacility(trx, database.dialect, facilityId))) return 'missing' as const
        const rows = await ordered(trx).where('facility_id', '=', facilityId).execute()
        const rules = rows.map(toRule)
        const base = isBase(rule) ? rules.find(isBase) : undefined
        if (base) return { refused: baseExists(base) }
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
        const left = [...rules, added]
        const problem = facilityRulesProblem(left)
        if (problem) return { refused: problem }
        const change = { before: rules, after: left, rule }
        const tooLarge = await amountRefusal(trx, facilityId, change, limits)
        if (tooLarge) return tooLarge
        await trx.insertInto('facility_rates').values(row).execute()
        return { rule: added }
      })
      if (typeof result === 'object' && 'rule' in result) await feeds.facilities.announce()
      return result
    },
    /**
     * Changes a rule's terms in place (contract/rate-changes.ts: a field given is set, `null`
     * clears it, the others keep their value): its id, dates, days and place among equals (the
     * time it was made) stay. The rule as it was and as it is, undefined when none has the id;
     * refused, nothing changed, when the rule left is not a rule (the base without its price), the
     * rules left cannot be together, or could price a stay past the exact range.
     */
    async change(
      id: string,
      changes: RateChanges,
    ): Promise<
      { facility_id: string; before: RateRule; rule: RateRule } | RatesRefusal | undefined
    > {
      const result = await inTransaction(database, async (trx) => {
        const locked = await lockedRulesOf(trx, id)
        if (!locked) return undefined
        const { facilityId, rules, rule: before } = locked
        const rule = changedRule(before, changes)
        // The rule on its own first: what the owner gave is at fault (400), as for a new rule.
        const invalid = changedRuleProblem(rule)
        if (invalid) return { refused: { ...invalid, code: 'invalid_rate' as const } }
        const after = rules.map((r) => (r.id === id ? rule : r))
        const problem = facilityRulesProblem(after)
        if (problem) return { refused: problem }
        const tooLarge = await amountRefusal(
          trx,
          facilityId,
          { before: rules, after, rule: changes },
          limits,
        )
        if (tooLarge) return tooLarge
        await trx
          .updateTable('facility_rates')
          .set({
            nightly: rule.nightly,
            extra_guest: rule.extra_guest,
            included_guests: rule.included_guests,
            min_stay: rule.min_stay,
            max_stay: rule.max_stay,
            closed_arrival: rule.closed_arrival ? 1 : 0,
          })
          .where('id', '=', id)
          .execute()
        return { facility_id: facilityId, before, rule }
      })
      if (result && !('refused' in result)) await feeds.facilities.announce()
      return result
    },
    /**
     * Removes a rule: the removed rule and its facility, undefined when none has the id, refused
     * (nothing removed) when the rules left cannot be together (the base, while others charge
     * extra guests: the base is changed instead). Never for the bound on amounts: fewer rules
     * have no higher price, no higher extra guest price and no fewer guests covered, so no night
     * is dearer after (contract/rate-bounds.ts dearestNight).
     */
    async remove(
      id: string,
    ): Promise<(RateRule & { facility_id: string }) | RatesRefusal | undefined> {
      const result = await inTransaction(database, async (trx) => {
        const locked = await lockedRulesOf(trx, id)
        if (!locked) return undefined
        const left = locked.rules.filter((rule) => rule.id !== id)
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
