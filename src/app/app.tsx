import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CatalogueInPage, readCatalogueInPage } from '../features/facilities/catalogue-in-page'
import { ContactOutboxContext } from '../features/contact/contact-outbox'
import { ReservationOutboxContext } from '../features/reservations/reservation-outbox'
import { API_BASE_URL } from '../lib/env'
import { facilityKeys } from '../lib/facility-keys'
import { otherThanDefaultLanguage, pageLanguage } from '../lib/i18n'
import { watchConnectivity } from '../lib/connectivity'
import { isStatusChanged } from '../lib/push-messages'
import { markAppReady } from './app-ready'
import { createQueryClient } from './query-client'
import { persistQueryCache, restoreQueryCache } from './query-persistence'
import { lazyDeviceOutbox } from './outbox/lazy-outbox'
import { createAppRouter } from './router'

export const queryClient = createQueryClient()
restoreQueryCache(queryClient)
// The catalogue the server rendered into the page: newer than any saved copy, and what the app
// must render to hydrate the page.
const catalogueInPage = readCatalogueInPage()
if (catalogueInPage) {
  queryClient.setQueryData(facilityKeys.list(otherThanDefaultLanguage()), catalogueInPage, {
    updatedAt: catalogueInPage.fetchedAt,
  })
}
persistQueryCache(queryClient)

/**
 * What the guest did that must reach the hotel, and the hotel's answers: one per tab, loaded when
 * there is work for it (lazy-outbox.ts).
 */
const outbox = lazyDeviceOutbox(queryClient)

// The app's start comes in steps, each a task of its own (src/start/boot.tsx): on a slow phone the
// whole of it at once is one long task in which the page does not answer a tap.

let appRouter: ReturnType<typeof createAppRouter> | undefined
/** The router, made on first use: the step after this module's own. */
export const router = () =>
  (appRouter ??= createAppRouter(queryClient, { language: pageLanguage() }))

/** What runs beside the pages, started once the app has begun taking the page over. */
export function startBackgroundWork() {
  watchConnectivity()
  // Nothing loads until there is something to send or read: the outbox, then its calls.
  outbox.start()
  // The hotel pushed an answer (the service worker says so, src/start/sw-push.ts): it is read
  // now, not at the next poll, and the page shows it.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (isStatusChanged(event.data)) outbox.reservations.refresh({ fresh: true })
  })
  // Whatever page a guest lands on, the service worker's cache gets the catalogue, so the
  // services page works offline after any first visit. A plain request: read, checked and put in
  // the query cache only by the services page, so no page carries that code at start. On the
  // visit that installs the service worker, once it controls the page (before, the request
  // would pass it by).
  // The staff's own photos in it are kept as well (keep-staff-photos.ts).
  // (Its code loads then: nothing before the guest's first tap needs it.)
  const warmCatalogue = () =>
    void fetch(`${API_BASE_URL}/facilities`)
      .then(async (res) => {
        const list: unknown = res.ok ? await res.json() : undefined
        const { keepStaffPhotos } = await import('./keep-staff-photos')
        return keepStaffPhotos(list)
      })
      .catch(() => undefined) // offline: nothing to warm
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500))
  if (navigator.serviceWorker?.controller) whenIdle(warmCatalogue)
  else navigator.serviceWorker?.addEventListener('controllerchange', warmCatalogue, { once: true })
}

export function App() {
  // The first commit of App's tree: a prerendered page is hydrated, all of it.
  useEffect(markAppReady, [])
  return (
    <CatalogueInPage value={catalogueInPage !== undefined}>
      <QueryClientProvider client={queryClient}>
        <ReservationOutboxContext value={outbox.reservations}>
          <ContactOutboxContext value={outbox.contact}>
            <RouterProvider router={router()} />
          </ContactOutboxContext>
        </ReservationOutboxContext>
      </QueryClientProvider>
    </CatalogueInPage>
  )
}
