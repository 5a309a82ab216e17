// A rate rule for tests (contract/rates.ts RateRule): every setting unset, then `fields`. One
// maker for the contract's, the site's and the console's tests, so a field added to the rule is
// added once here and not in each test's own copy.
import type { RateRule } from './rates'

let made = 0

export function rateRule(fields: Partial<RateRule> = {}): RateRule {
  return {
    id: `rule-${++made}`,
    from: null,
    to: null,
    every_year: false,
    days: [],
    nightly: null,
    extra_guest: null,
    included_guests: null,
    min_stay: null,
    max_stay: null,
    closed_arrival: false,
    ...fields,
  }
}
