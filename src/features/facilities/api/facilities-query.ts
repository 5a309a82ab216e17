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

/**
 * The catalogue in `language` (the page's, when not the default: otherThanDefaultLanguage()): the
 * names and descriptions the staff wrote in it, the default language's where they wrote none.
 */
export const facilitiesQueryOptions = (language?: string) =>
  queryOptions({
    queryKey: facilityKeys.list(language),
    // The client and the list's schema are loaded when the list is fetched, not with the page:
    // the services page usually arrives with its list, and need not start with that code.
    queryFn: async (): Promise<FacilitiesSnapshot> => {
      const [{ api }, { FacilityList }] = await Promise.all([
        import('../../../lib/api-client'),
        import('../../../../contract/facility'),
      ])
      const path = language ? `/facilities?lang=${language}` : '/facilities'
      const { data, date } = await api.getDated(path, FacilityList)
      return { facilities: data, fetchedAt: date }
    },
  })
