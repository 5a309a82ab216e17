// The front desk's rules as one object (services.ts makes it; the console's routes and the CLI
// call it), composed of their parts (issue 54):
// - units.ts: the units by their names and their housekeeping states;
// - desk.ts: the desk's moves on a confirmed stay (check in, check out, no-show, move, extend);
// - today.ts: the day at the desk and housekeeping's list;
// - sentences.ts: the clerk's refusals and warnings.
import type { FacilitiesRepository } from '../facilities/repository'
import type { FacilityLookup } from '../facilities/list-cache'
import type { UnitsRepository } from '../facilities/units-repository'
import type { MoneyTotals } from '../payments/repository'
import type { ChannelBlocks } from '../reservations/channel-blocks'
import type { RequestHold } from '../reservations/hold'
import type { ReservationsRepository } from '../reservations/repository'
import { deskMoves } from './desk'
import type { DeskRepository } from './repository'
import { deskSentences } from './sentences'
import { deskDay } from './today'
import { unitRules } from './units'

export interface FrontDeskDeps {
  facilities: FacilitiesRepository
  listCache: FacilityLookup
  units: UnitsRepository
  reservations: ReservationsRepository
  desk: DeskRepository
  blocks: ChannelBlocks
  hold: RequestHold
  totalsOf: (ids: readonly string[]) => Promise<Map<string, MoneyTotals>>
  timeZone: string
  noShowHour: string
  maxStayDays: number
  currency: string
}

export function frontDeskRules(deps: FrontDeskDeps) {
  const sentences = deskSentences(deps.timeZone)
  const units = unitRules({ ...deps, sentences })
  const day = deskDay(deps.desk, units, deps.hold, deps)
  const moves = deskMoves({
    ...deps,
    units,
    sentences,
    view: (row, all) => day.stay(row, all),
    options: deps,
  })
  return {
    units,
    today: day.day,
    housekeeping: day.housekeeping,
    ...moves,
  }
}
export type FrontDeskRules = ReturnType<typeof frontDeskRules>
