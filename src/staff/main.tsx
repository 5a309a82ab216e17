// The staff console's entry (its own build: vite.staff.config.ts). Nothing of the guest site's
// start-up: no service worker, no persisted cache; the hotel's colours and the console's styles.
import 'virtual:staff-theme-colors.css'
import './styles/console.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createStaffQueryClient } from './app/query-client'
import { createStaffRouter } from './app/router'

const queryClient = createStaffQueryClient()
const router = createStaffRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
