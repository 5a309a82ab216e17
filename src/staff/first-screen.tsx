// The inbox's first screen as HTML, for the server (issue 41): built apart (scripts/build.ts, an
// SSR build of vite.staff.config.ts into dist/staff/.ssr) and called by
// server/src/http/staff-first-screen.ts with the reads of a signed-in clerk. It renders the
// console's own inbox screen (app/router.tsx InboxScreen: the frame, the person's menu, the first
// rows of each list) with those reads in the cache, so the page the server sends looks as the
// console's first render will, and main.tsx replaces it with that render when the code has come.
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { STAFF_PATH } from '../../contract/staff-paths'
import { type FirstScreenReads, seedFirstScreen } from './app/first-screen-reads'
import { createStaffQueryClient } from './app/query-client'
import { createStaffRouter, InboxScreen } from './app/router'

export function renderFirstScreen(reads: FirstScreenReads): string {
  const queryClient = createStaffQueryClient()
  seedFirstScreen(queryClient, reads, Date.now())
  const router = createStaffRouter(
    queryClient,
    createMemoryHistory({ initialEntries: [STAFF_PATH] }),
  )
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterContextProvider router={router}>
          <InboxScreen />
        </RouterContextProvider>
      </QueryClientProvider>,
    )
  } finally {
    queryClient.clear()
  }
}
