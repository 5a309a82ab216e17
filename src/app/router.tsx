import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ErrorPage } from '../components/error-page'
import { basepathFor, type SiteRoute, type STAY_ROUTE } from '../lib/site-routes'
import { type FileRouteTypes, routeTree } from '../routeTree.gen'

export interface AppRouterOptions {
  /** The browser's by default; a memory history when prerendering. */
  history?: RouterHistory
  /**
   * The page's language: its pages live under its basepath (/fr for French), and the router's
   * links (`to="/services"`) stay there (/fr/services) by themselves.
   */
  language: string
}

export function createAppRouter(queryClient: QueryClient, { history, language }: AppRouterOptions) {
  // The page a guest lands on is the browser's: it showed it (prerendered, before the app ran)
  // and kept or restored its scroll, and the guest may have scrolled it since; the app's first
  // render must not move it. From then on the router scrolls: to the top of each new page, back
  // to where the guest was on back and forward.
  let landed = false
  const scrollRestoration = () => {
    if (typeof window === 'undefined') return false // a render at build time or on the server
    if (landed) return true
    landed = true
    // The router keeps, for Back, the place of whatever scrolled since it started; the guest's
    // scroll came before it: a scroll event tells it the window has moved.
    if (window.scrollY > 0 || window.scrollX > 0) document.dispatchEvent(new Event('scroll'))
    return false
  }
  return createRouter({
    routeTree,
    history,
    basepath: basepathFor(language),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only warm the query cache; the cache decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration,
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

// Every route file of the router is listed in src/content/site-pages.ts, and nothing else: a page
// added to or removed from src/routes/ without its line there does not compile. The stay page is
// there too, apart from the list (a private link, answered with the shell).
type Unlisted = Exclude<FileRouteTypes['fullPaths'], SiteRoute | typeof STAY_ROUTE>
type Unknown = Exclude<SiteRoute, FileRouteTypes['fullPaths']>
const _everyRouteListed: [Unlisted | Unknown] extends [never] ? true : Unlisted | Unknown = true
