// The two reads the inbox's first screen is drawn from (who is signed in, the inbox), as the
// server puts them in the console's page when it draws that screen for a signed-in clerk
// (server/src/http/staff-first-screen.ts, issue 41). The console's code starts from them: in the
// cache before its first render, which then draws the screen already on the page, not "Opening
// the console…", and asks the server for neither again (they are as fresh as the page).
import type { QueryClient } from '@tanstack/react-query'
import type { StaffInbox, StaffMe } from '../../../contract/staff'
import { FIRST_SCREEN_ID } from '../../../contract/staff-paths'
import { staffKeys } from '../lib/staff-keys'

export interface FirstScreenReads {
  me: StaffMe
  inbox: StaffInbox
}

/** The page's data block of the first screen, if the server drew one (else undefined). */
export function pageFirstScreen(): FirstScreenReads | undefined {
  const block = document.getElementById(FIRST_SCREEN_ID)?.textContent
  if (!block) return undefined
  try {
    const reads = JSON.parse(block) as Partial<FirstScreenReads> | null
    // The server's own answers; a block without both is not one it wrote: the console reads.
    return reads?.me && reads.inbox ? (reads as FirstScreenReads) : undefined
  } catch {
    return undefined
  }
}

/** The reads into the cache, as answers of `at` (ms since the epoch). */
export function seedFirstScreen(queryClient: QueryClient, reads: FirstScreenReads, at: number) {
  queryClient.setQueryData(staffKeys.me(), reads.me, { updatedAt: at })
  queryClient.setQueryData(staffKeys.inbox(), reads.inbox, { updatedAt: at })
}
