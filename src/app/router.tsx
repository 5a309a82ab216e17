import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ErrorPage } from '../components/error-page'
import { routeTree } from '../routeTree.gen'

/** `history`: the browser's by default; a memory history when prerendering. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only warm the query cache; the cache decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A routing error shows the error page inside the layout, never a blank page.
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: ErrorPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
