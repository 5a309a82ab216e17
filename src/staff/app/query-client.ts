// The console's query cache: refreshed by the live channel (./live-updates.ts) rather than by
// polling, and kept on the device while someone is signed in (lib/saved-copy.ts), so the
// console opens offline on what it last showed (issue 29).
import { QueryClient } from '@tanstack/react-query'
import { isWorthRetrying } from '../lib/staff-api'
import { SAVED_MAX_AGE } from '../lib/saved-copy'

export function createStaffQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The live channel says when something changed; until then what is shown is current.
        staleTime: 30_000,
        // Kept as long as the saved copy: a request opened this morning is still there offline
        // this afternoon, in memory and so in the copy (a collected query leaves the copy too).
        gcTime: SAVED_MAX_AGE,
        // A refusal (401: sign in; 404: no such request) is an answer, not a hiccup to retry.
        retry: (count, error) => isWorthRetrying(error) && count < 2,
        refetchOnWindowFocus: true,
      },
      // A decision is sent now or fails now, never paused offline and sent later behind the
      // clerk's back (TanStack's default for mutations offline); the buttons are disabled offline
      // anyway (lib/connection.ts).
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
