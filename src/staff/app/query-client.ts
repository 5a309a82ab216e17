// The console's query cache: in memory only (no persister: a guest's name or phone never lands
// on the device), refreshed by the live channel (./live-updates.ts) rather than by polling.
import { QueryClient } from '@tanstack/react-query'
import { isWorthRetrying } from '../lib/staff-api'

export function createStaffQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The live channel says when something changed; until then what is shown is current.
        staleTime: 30_000,
        // A refusal (401: sign in; 404: no such request) is an answer, not a hiccup to retry.
        retry: (count, error) => isWorthRetrying(error) && count < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  })
}
