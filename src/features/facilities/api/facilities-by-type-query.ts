import { queryOptions } from '@tanstack/react-query'
import { FacilityList, type FacilityType } from '../../../../contract/facility'
import { api } from '../../../lib/api-client'
import { facilityKeys } from '../../../lib/facility-keys'

export const facilitiesByTypeQueryOptions = (type: FacilityType) =>
  queryOptions({
    queryKey: facilityKeys.byType(type),
    queryFn: () => api.get(`/facilities/type/${type}`, FacilityList),
  })
