// The hotel's units by their names (issue 54): read by everyone, named by an owner, a facility at
// a time (the count of names is its number of units).
import type { UnitList, UnitNamesBody } from '../../../../contract/frontdesk'
import { staffPost, unchecked } from '../../lib/staff-api'

export { unitsQueryOptions } from '../../lib/desk-day'

export const nameUnits = (facilityId: string, body: UnitNamesBody) =>
  staffPost(`/facilities/${encodeURIComponent(facilityId)}/units`, body, unchecked<UnitList>())
