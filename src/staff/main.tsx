// The staff console's entry (its own build: vite.staff.config.ts). Nothing of the guest site's
// start-up: no service worker, no persisted cache; the hotel's colours and the console's styles.
import 'virtual:staff-theme-colors.css'
import './styles/console.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { STAFF_PATH } from '../../contract/staff-paths'
import { createStaffQueryClient } from './app/query-client'
import { createStaffRouter } from './app/router'
import { meQueryOptions } from './features/auth/api'
import { inboxQueryOptions } from './features/inbox/api'

const queryClient = createStaffQueryClient()
const router = createStaffRouter(queryClient)
// The inbox's two reads, asked for as the page loaded (./early-reads.ts), into the cache now: by
// the first render they are usually there, and the inbox is drawn at once rather than after a
// render of "Opening the console…" and another of the frame. Signed out, the inbox's 401 waits
// in the cache as an error, read again once someone signs in.
if (location.pathname === STAFF_PATH) {
  void queryClient.prefetchQuery(meQueryOptions())
  void queryClient.prefetchQuery(inboxQueryOptions())
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
