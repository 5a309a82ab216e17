import { queryOptions } from '@tanstack/react-query'
import { Availability } from '../../../../contract/reservation'
import { api } from '../../../lib/api-client'
import { facilityKeys } from '../../../lib/facility-keys'

/** The nights or days a facility is full, so the date picker can disable them. */
export const availabilityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: facilityKeys.availability(id),
    queryFn: () => api.get(`/facilities/${encodeURIComponent(id)}/availability`, Availability),
    // Availability changes with every booking: asked again when a dialog opens, unless a finger
    // on its See More asked a moment before (prefetchAvailability, which always asks).
    staleTime: 10_000,
    // Offline, the form must not wait for retries: the server checks the dates again anyway.
    retry: false,
  })
