import { QueryClient } from '@tanstack/react-query'

/** A week: the persisted cache keeps the carousels usable for a whole stay offline. */
export const QUERY_CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // At least the persisted cache's age, or restored data would be collected at once.
        gcTime: QUERY_CACHE_MAX_AGE,
        // Always try the request: the service worker may answer it from its cache while offline.
        networkMode: 'offlineFirst',
        retry: 2,
      },
    },
  })
}
