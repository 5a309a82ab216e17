// The rate editor's calls (issue 40, an owner's): a facility's rules with the hotel's currency and
// today, a rule added, a rule's terms changed in place, a rule removed (contract/staff-rates.ts).
import { queryOptions } from '@tanstack/react-query'
import type { RateChanges } from '../../../../contract/rate-changes'
import type { NewRateRule } from '../../../../contract/rate-schemas'
import type { RateRule } from '../../../../contract/rates'
import type {
  StaffRateChanged,
  StaffRateRemoved,
  StaffRates,
} from '../../../../contract/staff-rates'
import { staffGet, staffPost, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

export const ratesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: staffKeys.rates(facilityId),
    queryFn: () =>
      staffGet(`/facilities/${encodeURIComponent(facilityId)}/rates`, unchecked<StaffRates>()),
  })

export const addRate = (facilityId: string, rule: NewRateRule) =>
  staffPost(`/facilities/${encodeURIComponent(facilityId)}/rates`, rule, unchecked<RateRule>())

export const changeRate = (id: string, changes: RateChanges) =>
  staffPost(`/rates/${encodeURIComponent(id)}`, changes, unchecked<StaffRateChanged>())

export const removeRate = (id: string) =>
  staffPost(`/rates/${encodeURIComponent(id)}/remove`, {}, unchecked<StaffRateRemoved>())
