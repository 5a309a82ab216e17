import { queryOptions } from '@tanstack/react-query'
import { FacilityList } from '../../../../contract/facility'
import { api } from '../../../lib/api-client'
import { facilityKeys } from '../../../lib/facility-keys'

export const facilitiesQueryOptions = () =>
  queryOptions({
    queryKey: facilityKeys.all,
    queryFn: () => api.get('/facilities', FacilityList),
  })
