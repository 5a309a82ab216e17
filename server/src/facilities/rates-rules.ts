// What a change of a facility's rate rules (contract/rates.ts; issues 40, 51) may do: one base
// each, changed in place, never replaced (a base replaced whole lost the stay rules and the extra
// guest price the owner did not retype: issue 51); the rules a change leaves can be together
// (facilityRulesProblem); and they price every stay the hotel allows exactly
// (contract/rate-bounds.ts). Each change is decided in its transaction, with the facility locked
// (rates-repository.ts), so no other change of its rules runs meanwhile, on either database.
import { randomUUID } from 'node:crypto'
import { amountTooLargeMessage, dearestNight, exactUpTo } from '../../../contract/rate-bounds'
import type { ParsedNewRateRule } from '../../../contract/rate-schemas'
import { changedRule, changedRuleProblem, type RateChanges } from '../../../contract/rate-changes'
import { facilityRulesProblem, isBase, type RateRule, WEEKDAYS } from '../../../contract/rates'
import { stayUnit } from '../../../contract/stay-rules'
import { FacilityType } from '../../../contract/facility'
import { hotel } from '../../../src/server-shared'
import { staffMoney } from '../staff-price-text'
import type { RateQueries, RatesRepository } from './rates-repository'

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

/** The rule a new one is once stored: its own id, its weekdays in the week's order. */
function storedRule(rule: ParsedNewRateRule): RateRule {
  return {
    id: randomUUID(),
    from: rule.from ?? null,
    to: rule.to ?? null,
    every_year: rule.every_year,
    days: WEEKDAYS.filter((day) => rule.days.includes(day)),
    nightly: rule.nightly ?? null,
    extra_guest: rule.extra_guest ?? null,
    included_guests: rule.included_guests ?? null,
    min_stay: rule.min_stay ?? null,
    max_stay: rule.max_stay ?? null,
    closed_arrival: rule.closed_arrival,
  }
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
  q: RateQueries,
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
  const type = FacilityType.safeParse(await q.facilityType(facilityId))
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

export function rateRules(repo: RatesRepository, limits: RatesLimits) {
  return {
    of: (facilityId: string) => repo.of(facilityId),
    find: (id: string) => repo.find(id),
    /**
     * Adds a rule to a facility. 'missing' when no facility has the id; refused, with nothing
     * changed, when it is a base (no dates, no days) and the facility has one, when the rules it
     * would leave cannot be together or could price a stay of up to MAX_STAY_DAYS past the exact
     * range (amountRefusal).
     */
    add(
      facilityId: string,
      rule: ParsedNewRateRule,
      now = new Date(),
    ): Promise<{ rule: RateRule } | 'missing' | RatesRefusal> {
      return repo.inTransaction(async (q) => {
        if (!(await q.lockFacility(facilityId))) return 'missing' as const
        const rules = await q.rulesOf(facilityId)
        const base = isBase(rule) ? rules.find(isBase) : undefined
        if (base) return { refused: baseExists(base) }
        const added = storedRule(rule)
        const left = [...rules, added]
        const problem = facilityRulesProblem(left)
        if (problem) return { refused: problem }
        const tooLarge = await amountRefusal(
          q,
          facilityId,
          { before: rules, after: left, rule },
          limits,
        )
        if (tooLarge) return tooLarge
        await q.insert(facilityId, added, now)
        return { rule: added }
      })
    },
    /**
     * Changes a rule's terms in place (contract/rate-changes.ts: a field given is set, `null`
     * clears it, the others keep their value): its id, dates, days and place among equals (the
     * time it was made) stay. The rule as it was and as it is, undefined when none has the id;
     * refused, nothing changed, when the rule left is not a rule (the base without its price), the
     * rules left cannot be together, or could price a stay past the exact range.
     */
    change(
      id: string,
      changes: RateChanges,
    ): Promise<
      { facility_id: string; before: RateRule; rule: RateRule } | RatesRefusal | undefined
    > {
      return repo.inTransaction(async (q) => {
        const locked = await q.lockedRulesOf(id)
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
          q,
          facilityId,
          { before: rules, after, rule: changes },
          limits,
        )
        if (tooLarge) return tooLarge
        await q.changeTerms(rule)
        return { facility_id: facilityId, before, rule }
      })
    },
    /**
     * Removes a rule: the removed rule and its facility, undefined when none has the id, refused
     * (nothing removed) when the rules left cannot be together (the base, while others charge
     * extra guests: the base is changed instead). Never for the bound on amounts: fewer rules
     * have no higher price, no higher extra guest price and no fewer guests covered, so no night
     * is dearer after (contract/rate-bounds.ts dearestNight).
     */
    remove(id: string): Promise<(RateRule & { facility_id: string }) | RatesRefusal | undefined> {
      return repo.inTransaction(async (q) => {
        const locked = await q.lockedRulesOf(id)
        if (!locked) return undefined
        const problem = facilityRulesProblem(locked.rules.filter((rule) => rule.id !== id))
        if (problem) return { refused: problem }
        return q.remove(id)
      })
    },
  }
}
export type RateRules = ReturnType<typeof rateRules>
