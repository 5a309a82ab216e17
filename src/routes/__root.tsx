import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ClientOnly } from '../components/client-only'
import { ErrorPage } from '../components/error-page'
import { SiteLayout } from '../components/layout/site-layout'
import { InstallButton, IosInstallHint } from '../features/pwa/install-prompt'
import { UpdateNotice } from '../features/pwa/update-notice'
import { DeliveryNotice } from '../features/reservations/delivery-notice'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <SiteLayout
      headerActions={<InstallButton />}
      notices={
        // Service worker, stored reservations and install state exist only in the browser.
        <ClientOnly>
          <UpdateNotice />
          <DeliveryNotice />
          <IosInstallHint />
        </ClientOnly>
      }
    >
      <Outlet />
    </SiteLayout>
  ),
  notFoundComponent: ErrorPage,
})
