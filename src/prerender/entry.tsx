// Build-time rendering of the static routes: the same app tree as in the browser, on a memory
// history, so each page's text is in its HTML before any JavaScript runs, and the browser's app
// hydrates it.
import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { createQueryClient } from '../app/query-client'
import { createAppRouter } from '../app/router'
import { PrerenderTitle } from '../components/layout/page'

/** The markup of the page at `url` (the inside of `#root`) and its document title. */
export async function render(url: string): Promise<{ html: string; title?: string }> {
  const queryClient = createQueryClient()
  // No API at build time: data-driven parts render their loading state. Queries wait for a
  // network that never comes (a failed request would start the connectivity probe's timers and
  // hold the build open), and nothing is kept.
  onlineManager.setOnline(false)
  queryClient.setDefaultOptions({ queries: { networkMode: 'online', retry: false, gcTime: 0 } })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  let title: string | undefined
  // The Suspense boundary: in the browser (outside TanStack Start) the router renders its matches
  // inside one, on the server without. The boundary's markers must be in the HTML for the browser
  // to hydrate it; no element stands between here and there, so they end up in the same place.
  const html = renderToString(
    <PrerenderTitle value={(t) => (title = t)}>
      <QueryClientProvider client={queryClient}>
        <Suspense>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </PrerenderTitle>,
  )
  queryClient.clear()
  return { html, title }
}
