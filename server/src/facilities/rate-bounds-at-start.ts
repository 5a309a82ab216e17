// The server's start against the stored rates (issue 50): a MAX_STAY_DAYS under which some
// facility's rates could price a stay past the exact range (contract/rate-bounds.ts) stops the
// start with one line naming the facility, the setting and the largest value that fits. The
// rates were checked against the MAX_STAY_DAYS of the server (or CLI) that stored them; this is
// for a longer one set since. Passed to openDatabase by main.ts only (`checkStored`): the CLI
// opens the same database to lower the prices, whatever the setting.
import type { Kysely } from 'kysely'
import { dearestNight, longestExactStay } from '../../../contract/rate-bounds'
import { FacilityType } from '../../../contract/facility'
import { GUESTS_MAX } from '../../../contract/rates'
import { stayUnit } from '../../../contract/stay-rules'
import { hotel } from '../../../src/server-shared'
import type { Schema } from '../db/schema'
import { DatabaseStartError } from '../db/start-errors'
import { staffMoney } from '../staff-price-text'
import { facilitiesWithRates } from './rates-repository'

/** Throws a DatabaseStartError when some facility's rates could pass the exact range. */
export async function checkRateBounds(conn: Kysely<Schema>, maxStayDays: number): Promise<void> {
  const over = (await facilitiesWithRates(conn))
    .map((facility) => ({ ...facility, longest: longestExactStay(facility.rules) }))
    .filter((facility) => facility.longest < maxStayDays)
    .sort((a, b) => a.longest - b.longest)
  const worst = over[0]
  if (!worst) return
  const type = FacilityType.safeParse(worst.type)
  const unit = type.success ? stayUnit(type.data) : 'night'
  const night = staffMoney(Number(dearestNight(worst.rules).cost), hotel.currency)
  const others = over.length > 1 ? ` (and ${over.length - 1} other facilities' rates)` : ''
  const fix =
    worst.longest >= 1
      ? `Set MAX_STAY_DAYS to at most ${worst.longest}, or lower its prices first`
      : `No MAX_STAY_DAYS fits: lower its prices first`
  throw new DatabaseStartError(
    `MAX_STAY_DAYS=${maxStayDays} is too long for the rates of "${worst.name}" (${worst.id})${others}: ` +
      `a ${unit} there may cost up to ${night} for ${GUESTS_MAX} guests, so a stay that long could ` +
      `cost more than the server counts exactly. ${fix} (npm run admin -- rates list ${worst.id}).`,
  )
}
