import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CatalogueInPage, readCatalogueInPage } from '../features/facilities/catalogue-in-page'
import { startOutboxWhenNeeded } from '../features/reservations/outbox-starter'
import { facilityKeys } from '../lib/facility-keys'
import { watchConnectivity } from '../lib/connectivity'
import { replayEarlyClicks } from './early-clicks'
import { createQueryClient } from './query-client'
import { persistQueryCache, restoreQueryCache } from './query-persistence'
import { createAppRouter } from './router'

export const queryClient = createQueryClient()
restoreQueryCache(queryClient)
// The catalogue the server rendered into the page: newer than any saved copy, and what the app
// must render to hydrate the page.
const catalogueInPage = readCatalogueInPage()
if (catalogueInPage) {
  queryClient.setQueryData(facilityKeys.all, catalogueInPage, {
    updatedAt: catalogueInPage.fetchedAt,
  })
}
persistQueryCache(queryClient)
export const router = createAppRouter(queryClient)
watchConnectivity()
startOutboxWhenNeeded(queryClient)
// Whatever page a guest lands on, fetch the catalogue once the page is idle: the services page
// then works offline after any first visit (query cache and service worker cache both hold it).
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500))
const facilitiesQuery = () => import('../features/facilities/api/facilities-query')
whenIdle(() => {
  void facilitiesQuery().then(({ facilitiesQueryOptions }) =>
    queryClient.prefetchQuery(facilitiesQueryOptions()),
  )
})
// On the visit that installs the service worker, that first fetch went past it: fetch once more
// when it takes control, so its cache holds the catalogue too.
if (!navigator.serviceWorker?.controller) {
  navigator.serviceWorker?.addEventListener(
    'controllerchange',
    () => {
      void facilitiesQuery().then(({ facilitiesQueryOptions }) =>
        queryClient.fetchQuery({ ...facilitiesQueryOptions(), staleTime: 0 }),
      )
    },
    { once: true },
  )
}

export function App() {
  // Once the app has taken over the prerendered page: the taps made before it ran. (An effect of
  // App itself, not a child: a sibling of the router would change the ids React gives the page.)
  useEffect(replayEarlyClicks, [])
  return (
    <CatalogueInPage value={catalogueInPage !== undefined}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </CatalogueInPage>
  )
}
