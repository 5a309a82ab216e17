import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ErrorPage } from '../components/error-page'
import { routeTree } from '../routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
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
