import { queryOptions } from '@tanstack/react-query'
import { FacilityList, type Facility } from '../../../../contract/facility'
import { api } from '../../../lib/api-client'
import { facilityKeys } from '../../../lib/facility-keys'

export interface FacilitiesSnapshot {
  facilities: Facility[]
  /**
   * When the server produced this list. Offline, the service worker answers from its cache with
   * an older time, so the page can say how fresh the list it shows is.
   */
  fetchedAt: number
}

export const facilitiesQueryOptions = () =>
  queryOptions({
    queryKey: facilityKeys.all,
    queryFn: async (): Promise<FacilitiesSnapshot> => {
      const { data, date } = await api.getDated('/facilities', FacilityList)
      return { facilities: data, fetchedAt: date }
    },
  })
