import { queryOptions } from '@tanstack/react-query'
import type { Facility } from '../../../../contract/facility'
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
    // The client and the list's schema are loaded when the list is fetched, not with the page:
    // the services page usually arrives with its list, and need not start with that code.
    queryFn: async (): Promise<FacilitiesSnapshot> => {
      const [{ api }, { FacilityList }] = await Promise.all([
        import('../../../lib/api-client'),
        import('../../../../contract/facility'),
      ])
      const { data, date } = await api.getDated('/facilities', FacilityList)
      return { facilities: data, fetchedAt: date }
    },
  })
