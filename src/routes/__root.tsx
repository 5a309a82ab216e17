import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ClientOnly } from '../components/client-only'
import { ErrorPage } from '../components/error-page'
import { SiteLayout } from '../components/layout/site-layout'
import { InstallButton } from '../features/pwa/install-prompt'
import { IosInstallHintOnDemand, UpdateNoticeOnDemand } from '../features/pwa/pwa-notices-on-demand'
import { DeliveryNoticeOnDemand } from '../features/reservations/delivery-notice-on-demand'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <SiteLayout
      headerActions={<InstallButton />}
      notices={
        // Service worker, stored reservations and install state exist only in the browser.
        <ClientOnly>
          <UpdateNoticeOnDemand />
          <DeliveryNoticeOnDemand />
          <IosInstallHintOnDemand />
        </ClientOnly>
      }
    >
      <Outlet />
    </SiteLayout>
  ),
  notFoundComponent: ErrorPage,
})
