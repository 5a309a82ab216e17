// The console's query cache: in memory only (no persister: a guest's name or phone never lands
// on the device), refreshed by the live channel (./live-updates.ts) rather than by polling.
import { QueryClient } from '@tanstack/react-query'
import { isUnauthorized } from '../lib/staff-api'

export function createStaffQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The live channel says when something changed; until then what is shown is current.
        staleTime: 30_000,
        // A 401 is an answer (sign in), not a hiccup to retry.
        retry: (count, error) => !isUnauthorized(error) && count < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  })
}
