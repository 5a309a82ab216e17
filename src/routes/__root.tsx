import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ErrorPage } from '../components/error-page'
import { SiteLayout } from '../components/layout/site-layout'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  notFoundComponent: ErrorPage,
})
