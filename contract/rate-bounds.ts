// Exact money for any stay (issue 50). A quote is summed in JavaScript numbers (rates.ts
// quoteStay) and goes to browsers as a JSON number, so every total a quote can make, and every
// sum on the way to it, must be an integer no larger than Number.MAX_SAFE_INTEGER (2^53 - 1):
// past it integers are rounded (999 guests for 3,650 nights at the highest prices came out 7,950
// kobo short), and a stored quote past it no longer reads back as one. Rather than sum in BigInt,
// which JSON and the browsers' numbers cannot carry, the amounts and the stay lengths are bounded
// together: a facility's rates are refused (at `rates set` and in the console) when their dearest
// night, times the longest stay the hotel allows (MAX_STAY_DAYS), could pass that, and the server
// does not start with a MAX_STAY_DAYS that the stored rates of some facility could pass.
//
// The dearest night is worked out from the rules alone, whatever the dates: the highest price of
// any rule, plus the most guests beyond those a price covers (GUESTS_MAX less the fewest
// included_guests) times the highest extra guest price. Each setting of a night comes from its own
// rule (rateReader), so a season's price and the base's extra guest price do meet on one night;
// taking each at its highest may count a night no calendar holds, never miss one. A stay has at
// most MAX_STAY_DAYS priced dates (stayDatesProblem; a rule's max_stay only shortens it, so the
// worst case is the setting's). Every amount is at least 0, so each partial sum in quoteStay, each
// run of quote-runs.ts, each line of the staff's text and the CSV's total is at most the total.
// Checked in BigInt here, so the check itself is exact whatever the rules hold.
import { GUESTS_MAX, type RateRule } from './rates'

const EXACT_MAX = BigInt(Number.MAX_SAFE_INTEGER)

/** What a facility's dearest night is made of, and what it costs in all (minor units). */
export interface DearestNight {
  /** The highest price of a night among the rules. */
  nightly: number
  /** The highest extra guest price among the rules. */
  extraGuest: number
  /** The most guests who may pay the extra guest price: GUESTS_MAX less the fewest covered. */
  extraGuests: number
  /** `nightly + extraGuests × extraGuest`, exactly. */
  cost: bigint
}

/** The most one night can cost under the rules, for any date and any number of guests. */
export function dearestNight(rules: readonly RateRule[]): DearestNight {
  let nightly = 0
  let extraGuest = 0
  let fewestCovered: number | undefined
  for (const rule of rules) {
    nightly = Math.max(nightly, rule.nightly ?? 0)
    extraGuest = Math.max(extraGuest, rule.extra_guest ?? 0)
    if (rule.included_guests !== null) {
      fewestCovered = Math.min(fewestCovered ?? rule.included_guests, rule.included_guests)
    }
  }
  // Without a number of guests covered, no night charges extra guests (quoteStay).
  const extraGuests = fewestCovered === undefined ? 0 : Math.max(0, GUESTS_MAX - fewestCovered)
  const cost = BigInt(nightly) + BigInt(extraGuests) * BigInt(extraGuest)
  return { nightly, extraGuest, extraGuests, cost }
}

/** The most one night may cost, all its guests included, for stays up to `maxStay` to be exact. */
export function nightCostMax(maxStay: number): number {
  return Number(EXACT_MAX / BigInt(maxStay))
}

/** The longest stay the rules price exactly: the largest MAX_STAY_DAYS they allow. */
export function longestExactStay(rules: readonly RateRule[]): number {
  const { cost } = dearestNight(rules)
  return cost === 0n ? Number.POSITIVE_INFINITY : Number(EXACT_MAX / cost)
}

/** Whether every stay of up to `maxStay` nights under the rules has an exact total. */
export const exactUpTo = (rules: readonly RateRule[], maxStay: number) =>
  BigInt(maxStay) * dearestNight(rules).cost <= EXACT_MAX

/**
 * Given the rest of the rates, the largest extra guest price (with the highest price as it is) or
 * the largest price (with the extra guests' as they are) that keeps every stay of up to `maxStay`
 * exact; undefined when none does (the other part alone is too large) or no guest pays extra.
 */
export function largestAmount(
  rules: readonly RateRule[],
  maxStay: number,
  path: 'nightly' | 'extra_guest',
): number | undefined {
  const { nightly, extraGuest, extraGuests } = dearestNight(rules)
  const cap = BigInt(nightCostMax(maxStay))
  const left =
    path === 'nightly' ? cap - BigInt(extraGuests) * BigInt(extraGuest) : cap - BigInt(nightly)
  if (left < 0n || (path === 'extra_guest' && extraGuests === 0)) return undefined
  return Number(path === 'nightly' ? left : left / BigInt(extraGuests))
}

/**
 * Why rates that could make a total past the exact range are refused, in words for the owner,
 * naming the most a night may cost with the hotel's longest stay and, given the rest of the rates,
 * the largest extra guest price or price that fits (largestAmount). `money` formats minor units.
 */
export function amountTooLargeMessage(
  rules: readonly RateRule[],
  maxStay: number,
  path: 'nightly' | 'extra_guest',
  money: (amount: number) => string,
  unit: 'night' | 'day' = 'night',
): string {
  const dearest = dearestNight(rules)
  const together =
    dearest.extraGuests > 0
      ? `, its price and ${dearest.extraGuests} extra guests' prices together`
      : ''
  const start =
    `Prices this high could make a stay's total too large to count exactly: for stays of up to ` +
    `${maxStay} ${unit}s (MAX_STAY_DAYS) and up to ${GUESTS_MAX} guests, a ${unit} may cost at ` +
    `most ${money(nightCostMax(maxStay))}${together}.`
  const extra = path === 'extra_guest' ? largestAmount(rules, maxStay, 'extra_guest') : undefined
  if (extra !== undefined) {
    return `${start} With a price of ${money(dearest.nightly)} a ${unit}, the extra guest price may be at most ${money(extra)}.`
  }
  const price = largestAmount(rules, maxStay, 'nightly')
  if (price === undefined) return `${start} Lower the extra guest price first.`
  const given =
    dearest.extraGuests > 0 && dearest.extraGuest > 0
      ? `With an extra guest price of ${money(dearest.extraGuest)}, the price`
      : 'The price'
  return `${start} ${given} may be at most ${money(price)} a ${unit}.`
}
