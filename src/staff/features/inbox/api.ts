// The inbox's reads: what needs an answer and what comes up (one call), the stays waiting for
// money (issue 53), all requests (paged by the server's cursor), and the facilities to filter by
// (the site's public list).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { StaffInbox, StaffRequestPage } from '../../../../contract/staff'
import type { StaffPaymentsRow } from '../../../../contract/staff-money'
import { staffGet, unchecked } from '../../lib/staff-api'
import { staffKeys, type RequestFilters } from '../../lib/staff-keys'

export const PAGE_SIZE = 20

export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.inbox(),
    queryFn: () => staffGet('/inbox', unchecked<StaffInbox>()),
  })

export const moneyDueQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.moneyDue(),
    queryFn: () => staffGet('/payments?due=1', unchecked<StaffPaymentsRow[]>()),
  })

export const requestsQueryOptions = (filters: RequestFilters) =>
  infiniteQueryOptions({
    queryKey: staffKeys.requests(filters),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) })
      if (filters.q.trim()) params.set('q', filters.q.trim())
      if (filters.status) params.set('status', filters.status)
      if (filters.facility) params.set('facility', filters.facility)
      if (pageParam) params.set('before', pageParam)
      return staffGet(`/requests?${params}`, unchecked<StaffRequestPage>())
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next,
  })

export const facilitiesQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.facilities(),
    // The public list, read fresh: the console never uses the guest's cached copy.
    queryFn: async () => {
      const response = await fetch('/api/facilities', {
        credentials: 'same-origin',
        cache: 'no-store',
      })
      if (!response.ok) return []
      // Only the filter's names are used: whatever else the list holds is not looked at.
      const list: unknown = await response.json().catch(() => null)
      if (!Array.isArray(list)) return []
      return list
        .filter((f): f is { _id: string; name: string } => {
          const { _id, name } = (f ?? {}) as Record<string, unknown>
          return typeof _id === 'string' && typeof name === 'string'
        })
        .map(({ _id, name }) => ({ id: _id, name }))
    },
    staleTime: 5 * 60_000,
  })
