import { queryOptions } from '@tanstack/react-query'
import { Facility } from '../../../../contract/facility'
import { api } from '../../../lib/api-client'
import { facilityKeys } from '../../../lib/facility-keys'

export const facilityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: facilityKeys.detail(id),
    queryFn: () => api.get(`/facilities/${encodeURIComponent(id)}`, Facility),
    enabled: id !== '',
  })
